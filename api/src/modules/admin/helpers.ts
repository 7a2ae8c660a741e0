import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { one, type Queryable } from '../../db/db';
import { requireManager } from '../../http/auth';

/** A case-insensitive LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped. */
export const escapeLike = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function count(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  return (await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM (${sql}) AS counted`, params))?.n ?? 0;
}

/** LIMIT/OFFSET of a page; both are validated integers. */
export const pageClause = (q: { page: number; pageSize: number }) => `LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;

/** The signed-in manager, with the email the audit trail names them by. */
export async function manager(ctx: AppContext, request: FastifyRequest): Promise<{ id: string; email: string | null; sessionId: string }> {
  const principal = await requireManager(ctx, request);
  const row = await one<{ email: string | null }>(ctx.db, 'SELECT email FROM users WHERE id = $1', [principal.userId]);
  return { id: principal.userId, email: row?.email ?? null, sessionId: principal.sessionId };
}
