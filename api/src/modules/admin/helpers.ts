import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireManager } from '../../http/auth';
import { emailOf } from './repository';

/** The signed-in manager, with the email the audit trail names them by. */
export async function manager(ctx: AppContext, request: FastifyRequest): Promise<{ id: string; email: string | null; sessionId: string }> {
  const principal = await requireManager(ctx, request);
  return { id: principal.userId, email: await emailOf(ctx.db, principal.userId), sessionId: principal.sessionId };
}
