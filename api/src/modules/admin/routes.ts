import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  adminAgentsQuerySchema,
  adminRequestsQuerySchema,
  adminUsersQuerySchema,
  setAgentStatusBodySchema,
  setAgentStatusParamsSchema,
  type AdminUser,
  type AgentApplication,
} from '@homeward/contracts';
import { AGENT_STATUS, partnerTypeLabel } from '@homeward/domain';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { requireManager } from '../../http/auth';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { findUserById, USER_COLUMNS, type UserRow } from '../account/users';
import { toStoredRequest, type RequestRow } from '../requests/routes';

const toAdminUser = (u: UserRow): AdminUser => ({
  id: u.id,
  role: u.role,
  firstName: u.first_name,
  lastName: u.last_name,
  email: u.email,
  phone: u.phone,
  isAgent: u.is_agent,
  agentStatus: u.agent_status,
  isEmailConfirmed: u.is_email_confirmed,
  suspendedUntil: u.suspended_until ? u.suspended_until.toISOString() : null,
  createdAt: u.created_at.toISOString(),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function count(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  return (await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM (${sql}) AS counted`, params))?.n ?? 0;
}

/** Real-estate-agent partner profile that approval grants (partner type 3). */
const AGENT_PARTNER_TYPE = 3;

/** Admin dashboard calls (spec 2.1 /admin/*); every one needs the MANAGER role. */
export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = '/api/v2/admin';

  app.get(`${base}/users`, async (request) => {
    await requireManager(ctx, request);
    const q = parseInput(adminUsersQuerySchema, request.query, 'query');
    const params: unknown[] = [];
    let where = '';
    if (q.search) {
      params.push(`%${escapeLike(q.search.toLowerCase())}%`);
      where = `WHERE lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')) LIKE $1`;
    }
    const sql = `SELECT ${USER_COLUMNS} FROM users ${where}`;
    const total = await count(ctx.db, sql, params);
    const { rows } = await ctx.db.query<UserRow>(`${sql} ORDER BY created_at DESC, id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`, params);
    return ok({ items: rows.map(toAdminUser), total, page: q.page, pageSize: q.pageSize });
  });

  app.get(`${base}/agents`, async (request) => {
    await requireManager(ctx, request);
    const q = parseInput(adminAgentsQuerySchema, request.query, 'query');
    const params: unknown[] = [];
    const where = q.agentStatus === undefined ? '' : `WHERE u.agent_status = $${params.push(q.agentStatus)}`;
    const sql = `SELECT a.id, a.user_id, a.status, a.details, a.created_at, u.agent_status, u.first_name, u.last_name, u.email, u.phone,
        p.status AS payment_status
      FROM agent_applications a JOIN users u ON u.id = a.user_id LEFT JOIN payments p ON p.id = a.payment_id ${where}`;
    const total = await count(ctx.db, sql, params);
    const { rows } = await ctx.db.query<{
      id: string; user_id: string; status: string; details: Record<string, unknown>; created_at: Date; agent_status: number;
      first_name: string | null; last_name: string | null; email: string | null; phone: string | null; payment_status: string | null;
    }>(`${sql} ORDER BY a.created_at DESC, a.id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`, params);
    const items: AgentApplication[] = rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      status: r.status,
      agentStatus: r.agent_status,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone,
      details: r.details,
      paymentStatus: r.payment_status,
      createdAt: r.created_at.toISOString(),
    }));
    return ok({ items, total, page: q.page, pageSize: q.pageSize });
  });

  app.put(`${base}/agents/:userId/status`, async (request) => {
    await requireManager(ctx, request);
    const { userId } = parseInput(setAgentStatusParamsSchema, request.params, 'path');
    const { agentStatus } = parseInput(setAgentStatusBodySchema, request.body, 'body');
    const now = ctx.clock.now();
    const updated = await ctx.db.transaction(async (tx) => {
      const user = await findUserById(tx, userId);
      if (!user || !user.is_agent) return null;
      await tx.query('UPDATE users SET agent_status = $2, updated_at = $3 WHERE id = $1', [userId, agentStatus, now]);
      const status = { 0: 'UnderReview', 1: 'Approved', 2: 'Rejected', 3: 'DetailsRequired', 4: 'Removed' }[agentStatus];
      await tx.query('UPDATE agent_applications SET status = $2, updated_at = $3 WHERE user_id = $1', [userId, status, now]);
      if (agentStatus === AGENT_STATUS.Approved) {
        await tx.query(
          `INSERT INTO partner_profiles (id, user_id, partner_type, display_name, company, created_at)
           SELECT $1, $2, $3, coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), $4),
                  (SELECT a.details->>'firm' FROM agent_applications a WHERE a.user_id = $2 ORDER BY a.created_at DESC LIMIT 1), $5
             FROM users u WHERE u.id = $2
           ON CONFLICT (user_id, partner_type) DO NOTHING`,
          [randomUUID(), userId, AGENT_PARTNER_TYPE, partnerTypeLabel(AGENT_PARTNER_TYPE), now],
        );
      } else {
        await tx.query('DELETE FROM partner_profiles WHERE user_id = $1 AND partner_type = $2', [userId, AGENT_PARTNER_TYPE]);
      }
      return findUserById(tx, userId);
    });
    if (!updated) throw notFound('We could not find an agent application for this user.');
    return ok(toAdminUser(updated));
  });

  app.get(`${base}/requests`, async (request) => {
    await requireManager(ctx, request);
    const q = parseInput(adminRequestsQuerySchema, request.query, 'query');
    const params: unknown[] = [];
    const where = q.intent ? `WHERE intent = $${params.push(q.intent)}` : '';
    const sql = `SELECT id, owner_id, intent, listing_mls, status, payload, created_at FROM requests ${where}`;
    const total = await count(ctx.db, sql, params);
    const { rows } = await ctx.db.query<RequestRow>(`${sql} ORDER BY created_at DESC, id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`, params);
    return ok({ items: rows.map((r) => ({ ...toStoredRequest(r), ownerId: r.owner_id })), total, page: q.page, pageSize: q.pageSize });
  });
}
