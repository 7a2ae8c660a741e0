import { deactivateProfile } from '../partners/assignment';
import { randomUUID } from 'node:crypto';
import { type PartnerType } from '@homeward/contracts';
import {
  adminAgentsListQuerySchema,
  adminAgentsListResponseSchema,
  adminRequestsListQuerySchema,
  adminRequestsListResponseSchema,
  adminUsersListQuerySchema,
  adminUsersListResponseSchema,
  requestAssignmentBodySchema,
  requestAssignmentParamsSchema,
  requestAssignmentResponseSchema,
  setAgentStatusBodySchema,
  setAgentStatusParamsSchema,
  setAgentStatusResponseSchema,
  userSuspensionBodySchema,
  userSuspensionParamsSchema,
  userSuspensionResponseSchema,
  type AdminRequestRow,
  type AdminUserRow,
  type AgentApplication,
} from '@homeward/contracts/signed-in';
import { AGENT_STATUS, partnerTypeLabel, partnerTypesForIntent } from '@homeward/domain';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { requireManager } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { routeSchema, type App } from '../../http/schemas';
import { USER_COLUMNS, type UserRow } from '../account/users';
import { toStoredRequest, type RequestRow } from '../requests/repository';
import { agentDecided, requestFacts, requestRouted } from '../messages/events';
import { recordAudit } from './audit';
import { count, escapeLike, manager, pageClause } from './helpers';
import { adminToolRoutes } from './tools';

type AdminUserDbRow = UserRow & { partner_types: PartnerType[] | null };

const toAdminUser = (u: AdminUserDbRow, now: Date): AdminUserRow => ({
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
  partnerTypes: u.partner_types ?? [],
  isSuspended: !!u.suspended_until && u.suspended_until > now,
});

/** A suspension a manager sets lasts until they lift it. */
export const SUSPENDED_BY_MANAGER_UNTIL = new Date('9999-12-31T00:00:00.000Z');

/** Real-estate-agent partner profile that approval grants (partner type 3). */
const AGENT_PARTNER_TYPE = 3;
const AGENT_APPLICATION_STATUS: Record<number, string> = { 0: 'UnderReview', 1: 'Approved', 2: 'Rejected', 3: 'DetailsRequired', 4: 'Removed' };

const USER_SELECT = `SELECT ${USER_COLUMNS.split(', ').map((c) => `u.${c}`).join(', ')},
  (SELECT json_agg(p.partner_type ORDER BY p.partner_type) FROM partner_profiles p WHERE p.user_id = u.id) AS partner_types
  FROM users u`;

const findAdminUser = (db: Queryable, id: string) => one<AdminUserDbRow>(db, `${USER_SELECT} WHERE u.id = $1`, [id]);

const REQUEST_SELECT = `SELECT r.id, r.owner_id, r.intent, r.listing_mls, r.status, r.payload, r.created_at, r.updated_at,
    r.assigned_partner_id, r.partner_status,
    nullif(trim(coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, '')), '') AS owner_name, o.email AS owner_email, o.phone AS owner_phone,
    p.display_name AS partner_name, p.partner_type AS partner_type
  FROM requests r LEFT JOIN users o ON o.id = r.owner_id LEFT JOIN partner_profiles p ON p.id = r.assigned_partner_id`;

type RequestDbRow = RequestRow & {
  updated_at: Date | null;
  assigned_partner_id: string | null;
  partner_status: string | null;
  owner_name: string | null;
  owner_email: string | null;
  owner_phone: string | null;
  partner_name: string | null;
  partner_type: PartnerType | null;
};

const toAdminRequest = (r: RequestDbRow): AdminRequestRow => ({
  ...toStoredRequest(r),
  ownerId: r.owner_id,
  ownerName: r.owner_name,
  ownerEmail: r.owner_email,
  ownerPhone: r.owner_phone,
  assignedPartnerId: r.assigned_partner_id,
  assignedPartnerName: r.partner_name,
  assignedPartnerType: r.partner_type,
  partnerStatus: r.partner_status,
  updatedAt: r.updated_at ? r.updated_at.toISOString() : null,
});


/** Admin dashboard calls (spec 2.1 /admin/*); every one needs the MANAGER role and every change is audited. */
export function adminRoutes(app: App, ctx: AppContext): void {
  const base = '/api/v2/admin';
  const tags = ['admin'];

  const usersSchema = routeSchema({ tags, summary: 'Users, filtered, searched and sorted', querystring: adminUsersListQuerySchema, response: { 200: adminUsersListResponseSchema } });
  app.get(`${base}/users`, { schema: usersSchema }, async (request) => {
    await requireManager(ctx, request);
    const q = request.query;
    const now = ctx.clock.now();
    const params: unknown[] = [];
    const where: string[] = [];
    if (q.search) {
      where.push(`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.email, '') || ' ' || coalesce(u.phone, '')) LIKE $${params.push(escapeLike(q.search))}`);
    }
    if (q.filter === 'agents') where.push('u.is_agent');
    if (q.filter === 'partners') where.push('EXISTS (SELECT 1 FROM partner_profiles p WHERE p.user_id = u.id)');
    if (q.filter === 'suspended') where.push(`u.suspended_until > $${params.push(now)}`);
    if (q.filter === 'managers') where.push(`u.role = 'MANAGER'`);
    const sql = `${USER_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const order = {
      newest: 'u.created_at DESC, u.id',
      oldest: 'u.created_at ASC, u.id',
      name: `nullif(lower(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))), '') ASC NULLS LAST, u.created_at DESC, u.id`,
    }[q.sort];
    const total = await count(ctx.db, sql, params);
    const { rows } = await ctx.db.query<AdminUserDbRow>(`${sql} ORDER BY ${order} ${pageClause(q)}`, params);
    return ok({ items: rows.map((r) => toAdminUser(r, now)), total, page: q.page, pageSize: q.pageSize });
  });

  const suspensionSchema = routeSchema({
    tags,
    summary: 'Suspends a user (signed out everywhere) or lifts the suspension',
    params: userSuspensionParamsSchema,
    body: userSuspensionBodySchema,
    response: { 200: userSuspensionResponseSchema },
  });
  app.put(`${base}/users/:userId/suspension`, { schema: suspensionSchema }, async (request) => {
    const actor = await manager(ctx, request);
    const { userId } = request.params;
    const { suspended } = request.body;
    const now = ctx.clock.now();
    const updated = await ctx.db.transaction(async (tx) => {
      const user = await findAdminUser(tx, userId);
      if (!user) throw notFound('We could not find this user.');
      if (user.role === 'MANAGER') throw conflict('A manager account cannot be suspended here.');
      const before = toAdminUser(user, now);
      await tx.query('UPDATE users SET suspended_until = $2, updated_at = $3 WHERE id = $1', [userId, suspended ? SUSPENDED_BY_MANAGER_UNTIL : null, now]);
      // A suspended user is signed out everywhere at once.
      if (suspended) await tx.query(`UPDATE sessions SET revoked_at = $2, revoked_reason = 'suspended by a manager' WHERE user_id = $1 AND revoked_at IS NULL`, [userId, now]);
      const after = toAdminUser((await findAdminUser(tx, userId))!, now);
      await recordAudit(tx, {
        actorId: actor.id, actorEmail: actor.email, action: suspended ? 'user.suspend' : 'user.restore', targetType: 'user', targetId: userId,
        before: { suspendedUntil: before.suspendedUntil }, after: { suspendedUntil: after.suspendedUntil }, at: now,
      });
      return after;
    });
    return ok(updated);
  });

  const agentsSchema = routeSchema({ tags, summary: 'Agent applications, filtered, searched and sorted', querystring: adminAgentsListQuerySchema, response: { 200: adminAgentsListResponseSchema } });
  app.get(`${base}/agents`, { schema: agentsSchema }, async (request) => {
    await requireManager(ctx, request);
    const q = request.query;
    const params: unknown[] = [];
    const where: string[] = [];
    if (q.agentStatus !== undefined) where.push(`u.agent_status = $${params.push(q.agentStatus)}`);
    if (q.search) {
      where.push(`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.email, '') || ' ' || coalesce(u.phone, '') || ' '
        || coalesce(a.details->>'firm', '') || ' ' || coalesce(a.details->>'licenseNumber', '')) LIKE $${params.push(escapeLike(q.search))}`);
    }
    const sql = `SELECT a.id, a.user_id, a.status, a.details, a.created_at, u.agent_status, u.first_name, u.last_name, u.email, u.phone,
        p.status AS payment_status
      FROM agent_applications a JOIN users u ON u.id = a.user_id LEFT JOIN payments p ON p.id = a.payment_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const order = {
      newest: 'a.created_at DESC, a.id',
      oldest: 'a.created_at ASC, a.id',
      name: `nullif(lower(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))), '') ASC NULLS LAST, a.created_at DESC, a.id`,
    }[q.sort];
    const total = await count(ctx.db, sql, params);
    const { rows } = await ctx.db.query<{
      id: string; user_id: string; status: string; details: Record<string, unknown>; created_at: Date; agent_status: number;
      first_name: string | null; last_name: string | null; email: string | null; phone: string | null; payment_status: string | null;
    }>(`${sql} ORDER BY ${order} ${pageClause(q)}`, params);
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

  const agentStatusSchema = routeSchema({
    tags,
    summary: "Decides an agent's application (approval grants the agent partner profile)",
    params: setAgentStatusParamsSchema,
    body: setAgentStatusBodySchema,
    response: { 200: setAgentStatusResponseSchema },
  });
  app.put(`${base}/agents/:userId/status`, { schema: agentStatusSchema }, async (request) => {
    const actor = await manager(ctx, request);
    const { userId } = request.params;
    const { agentStatus } = request.body;
    const now = ctx.clock.now();
    const updated = await ctx.db.transaction(async (tx) => {
      const user = await findAdminUser(tx, userId);
      if (!user || !user.is_agent) return null;
      await tx.query('UPDATE users SET agent_status = $2, updated_at = $3 WHERE id = $1', [userId, agentStatus, now]);
      await tx.query('UPDATE agent_applications SET status = $2, updated_at = $3 WHERE user_id = $1', [userId, AGENT_APPLICATION_STATUS[agentStatus], now]);
      if (agentStatus === AGENT_STATUS.Approved) {
        await tx.query(
          `INSERT INTO partner_profiles (id, user_id, partner_type, display_name, company, created_at)
           SELECT $1, $2, $3, coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), $4),
                  (SELECT a.details->>'firm' FROM agent_applications a WHERE a.user_id = $2 ORDER BY a.created_at DESC LIMIT 1), $5
             FROM users u WHERE u.id = $2
           ON CONFLICT (user_id, partner_type) DO UPDATE SET active = true`,
          [randomUUID(), userId, AGENT_PARTNER_TYPE, partnerTypeLabel(AGENT_PARTNER_TYPE), now],
        );
      } else {
        // The profile stays (inactive) with its area and history; its open requests go on to others.
        await deactivateProfile(tx, userId, AGENT_PARTNER_TYPE, now);
      }
      await recordAudit(tx, {
        actorId: actor.id, actorEmail: actor.email, action: 'agent.status', targetType: 'user', targetId: userId,
        before: { agentStatus: user.agent_status }, after: { agentStatus }, at: now,
      });
      // The applicant hears of the decision by text and email, as the agent pages promise.
      if (user.agent_status !== agentStatus) await agentDecided(ctx, tx, userId, agentStatus, `${userId}:${agentStatus}:${now.toISOString()}`);
      return findAdminUser(tx, userId);
    });
    if (!updated) throw notFound('We could not find an agent application for this user.');
    return ok(toAdminUser(updated, now));
  });

  const requestsSchema = routeSchema({ tags, summary: 'Requests, filtered, searched and sorted', querystring: adminRequestsListQuerySchema, response: { 200: adminRequestsListResponseSchema } });
  app.get(`${base}/requests`, { schema: requestsSchema }, async (request) => {
    await requireManager(ctx, request);
    const q = request.query;
    const params: unknown[] = [];
    const where: string[] = [];
    if (q.intent) where.push(`r.intent = $${params.push(q.intent)}`);
    if (q.assignment === 'unassigned') where.push('r.assigned_partner_id IS NULL');
    if (q.assignment === 'assigned') where.push('r.assigned_partner_id IS NOT NULL');
    if (q.assignedPartnerId) where.push(`r.assigned_partner_id = $${params.push(q.assignedPartnerId)}`);
    if (q.search) {
      where.push(`lower(r.id::text || ' ' || coalesce(r.listing_mls, '') || ' ' || coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, '') || ' '
        || coalesce(o.email, '') || ' ' || coalesce(o.phone, '') || ' ' || coalesce(p.display_name, '')) LIKE $${params.push(escapeLike(q.search))}`);
    }
    const sql = `${REQUEST_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const total = await count(ctx.db, sql, params);
    const order = q.sort === 'oldest' ? 'r.created_at ASC, r.id' : 'r.created_at DESC, r.id';
    const { rows } = await ctx.db.query<RequestDbRow>(`${sql} ORDER BY ${order} ${pageClause(q)}`, params);
    return ok({ items: rows.map(toAdminRequest), total, page: q.page, pageSize: q.pageSize });
  });

  const assignmentSchema = routeSchema({
    tags,
    summary: 'Hands a request to a partner, or back to the queue',
    params: requestAssignmentParamsSchema,
    body: requestAssignmentBodySchema,
    response: { 200: requestAssignmentResponseSchema },
  });
  app.put(`${base}/requests/:requestId/assignment`, { schema: assignmentSchema }, async (request) => {
    const actor = await manager(ctx, request);
    const { requestId } = request.params;
    const { partnerProfileId } = request.body;
    const now = ctx.clock.now();
    const updated = await ctx.db.transaction(async (tx) => {
      const current = await one<RequestDbRow>(tx, `${REQUEST_SELECT} WHERE r.id = $1`, [requestId]);
      if (!current) throw notFound('We could not find this request.');
      const allowed = partnerTypesForIntent(current.intent);
      if (partnerProfileId !== null) {
        if (allowed.length === 0) throw badRequest('Enquiries are answered by Homeward and cannot be assigned to a partner.');
        const partner = await one<{ partner_type: number; active: boolean }>(tx, 'SELECT partner_type, active FROM partner_profiles WHERE id = $1', [partnerProfileId]);
        if (!partner) throw notFound('We could not find this partner.');
        if (!partner.active) throw badRequest('This partner is not active: their approval was withdrawn.');
        if (!allowed.includes(partner.partner_type)) {
          throw badRequest(`This request can only go to a ${allowed.map(partnerTypeLabel).join(' or ').toLowerCase()}.`);
        }
      }
      if (current.assigned_partner_id === partnerProfileId) return current;
      // The new partner starts afresh: the previous partner's progress does not carry over.
      await tx.query('UPDATE requests SET assigned_partner_id = $2, partner_status = NULL, updated_at = $3 WHERE id = $1', [requestId, partnerProfileId, now]);
      await recordAudit(tx, {
        actorId: actor.id, actorEmail: actor.email, action: 'request.reassign', targetType: 'request', targetId: requestId,
        before: { assignedPartnerId: current.assigned_partner_id, partnerName: current.partner_name },
        after: { assignedPartnerId: partnerProfileId, partnerName: partnerProfileId ? (await one<{ n: string }>(tx, 'SELECT display_name AS n FROM partner_profiles WHERE id = $1', [partnerProfileId]))?.n ?? null : null },
        at: now,
      });
      // The partner it is handed to hears of it, as a routed request's partner does.
      const facts = partnerProfileId ? await requestFacts(tx, requestId) : null;
      if (facts && partnerProfileId) await requestRouted(ctx, tx, facts, partnerProfileId);
      return (await one<RequestDbRow>(tx, `${REQUEST_SELECT} WHERE r.id = $1`, [requestId]))!;
    });
    return ok(toAdminRequest(updated));
  });

  adminToolRoutes(app, ctx);
}
