import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireManager, type Principal } from '../../http/auth';
import { emailOf } from './repository';

const managers = new WeakMap<FastifyRequest, Principal>();

/**
 * Options every admin route takes: the caller must be a manager before anything they sent is
 * read, so a visitor or a plain user is refused (401, 403) whatever they send and learns nothing
 * of what an admin call expects.
 */
export const managersOnly = (ctx: AppContext) => ({
  onRequest: async (request: FastifyRequest) => {
    managers.set(request, await requireManager(ctx, request));
  },
});

/** The signed-in manager, with the email the audit trail names them by. */
export async function manager(ctx: AppContext, request: FastifyRequest): Promise<{ id: string; email: string | null; sessionId: string }> {
  const principal = managers.get(request) ?? (await requireManager(ctx, request));
  return { id: principal.userId, email: await emailOf(ctx.db, principal.userId), sessionId: principal.sessionId };
}
