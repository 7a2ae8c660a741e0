import { randomUUID } from 'node:crypto';
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
import { badRequest, conflict, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { type App } from '../../http/schemas';
import { deactivateProfile } from '../partners/assignment';
import { setAssignedPartner, toStoredRequest } from '../requests/repository';
import { agentDecided, requestFacts, requestRouted } from '../messages/events';
import { manager, managersOnly } from './helpers';
import {
  agentApplicationsPage,
  findAdminRequest,
  findAdminUser,
  grantAgentProfile,
  partnerTarget,
  recordAudit,
  requestsPage,
  setAgentStatus,
  setSuspension,
  usersPage,
  type AdminRequestDbRow,
  type AdminUserDbRow,
} from './repository';
import { adminToolRoutes } from './tools';

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

const toAdminRequest = (r: AdminRequestDbRow): AdminRequestRow => ({
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

const tags = ['admin'];
type ManagersOnly = ReturnType<typeof managersOnly>;

/** Admin dashboard calls (spec 2.1 /admin/*); every one needs the MANAGER role and every change is audited. */
export function adminRoutes(app: App, ctx: AppContext): void {
  const base = '/api/v2/admin';
  const guard = managersOnly(ctx);

  registerUserRoutes(app, ctx, base, guard);
  registerAgentRoutes(app, ctx, base, guard);
  registerRequestRoutes(app, ctx, base, guard);
  adminToolRoutes(app, ctx);
}

/** Users: the list, and suspending or restoring one. */
function registerUserRoutes(app: App, ctx: AppContext, base: string, guard: ManagersOnly): void {
  app.get(`${base}/users`, { ...guard, schema: { tags, summary: 'Users, filtered, searched and sorted', querystring: adminUsersListQuerySchema, response: { 200: adminUsersListResponseSchema } } }, async (request) => {
    const q = request.query;
    const now = ctx.clock.now();
    const { rows, total } = await usersPage(ctx.db, q, now);
    return ok({ items: rows.map((r) => toAdminUser(r, now)), total, page: q.page, pageSize: q.pageSize });
  });

  app.put(`${base}/users/:userId/suspension`, {
    ...guard,
    schema: {
      tags,
      summary: 'Suspends a user (signed out everywhere) or lifts the suspension',
      params: userSuspensionParamsSchema,
      body: userSuspensionBodySchema,
      response: { 200: userSuspensionResponseSchema },
    },
  }, async (request) => {
    const actor = await manager(ctx, request);
    const { userId } = request.params;
    const { suspended } = request.body;
    const now = ctx.clock.now();
    const updated = await ctx.db.transaction(async (tx) => {
      const user = await findAdminUser(tx, userId);
      if (!user) throw notFound('We could not find this user.');
      if (user.role === 'MANAGER') throw conflict('A manager account cannot be suspended here.');
      const before = toAdminUser(user, now);
      // A suspended user is signed out everywhere at once.
      await setSuspension(tx, userId, suspended ? SUSPENDED_BY_MANAGER_UNTIL : null, now);
      const after = toAdminUser((await findAdminUser(tx, userId))!, now);
      await recordAudit(tx, {
        actorId: actor.id, actorEmail: actor.email, action: suspended ? 'user.suspend' : 'user.restore', targetType: 'user', targetId: userId,
        before: { suspendedUntil: before.suspendedUntil }, after: { suspendedUntil: after.suspendedUntil }, at: now,
      });
      return after;
    });
    return ok(updated);
  });
}

/** Agent applications: the list, and deciding one. */
function registerAgentRoutes(app: App, ctx: AppContext, base: string, guard: ManagersOnly): void {
  app.get(`${base}/agents`, { ...guard, schema: { tags, summary: 'Agent applications, filtered, searched and sorted', querystring: adminAgentsListQuerySchema, response: { 200: adminAgentsListResponseSchema } } }, async (request) => {
    const q = request.query;
    const { rows, total } = await agentApplicationsPage(ctx.db, q);
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

  app.put(`${base}/agents/:userId/status`, {
    ...guard,
    schema: {
      tags,
      summary: "Decides an agent's application (approval grants the agent partner profile)",
      params: setAgentStatusParamsSchema,
      body: setAgentStatusBodySchema,
      response: { 200: setAgentStatusResponseSchema },
    },
  }, async (request) => {
    const actor = await manager(ctx, request);
    const { userId } = request.params;
    const { agentStatus } = request.body;
    const now = ctx.clock.now();
    const updated = await ctx.db.transaction(async (tx) => {
      const user = await findAdminUser(tx, userId);
      if (!user || !user.is_agent) return null;
      await setAgentStatus(tx, userId, agentStatus, AGENT_APPLICATION_STATUS[agentStatus], now);
      if (agentStatus === AGENT_STATUS.Approved) {
        await grantAgentProfile(tx, { id: randomUUID(), userId, partnerType: AGENT_PARTNER_TYPE, fallbackName: partnerTypeLabel(AGENT_PARTNER_TYPE), at: now });
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
}

/** Requests: the list, and handing one to a partner. */
function registerRequestRoutes(app: App, ctx: AppContext, base: string, guard: ManagersOnly): void {
  app.get(`${base}/requests`, { ...guard, schema: { tags, summary: 'Requests, filtered, searched and sorted', querystring: adminRequestsListQuerySchema, response: { 200: adminRequestsListResponseSchema } } }, async (request) => {
    const q = request.query;
    const { rows, total } = await requestsPage(ctx.db, q);
    return ok({ items: rows.map(toAdminRequest), total, page: q.page, pageSize: q.pageSize });
  });

  app.put(`${base}/requests/:requestId/assignment`, {
    ...guard,
    schema: {
      tags,
      summary: 'Hands a request to a partner, or back to the queue',
      params: requestAssignmentParamsSchema,
      body: requestAssignmentBodySchema,
      response: { 200: requestAssignmentResponseSchema },
    },
  }, async (request) => {
    const actor = await manager(ctx, request);
    const { requestId } = request.params;
    const { partnerProfileId } = request.body;
    const now = ctx.clock.now();
    const updated = await ctx.db.transaction(async (tx) => {
      const current = await findAdminRequest(tx, requestId);
      if (!current) throw notFound('We could not find this request.');
      const allowed = partnerTypesForIntent(current.intent);
      let partnerName: string | null = null;
      if (partnerProfileId !== null) {
        if (allowed.length === 0) throw badRequest('Enquiries are answered by Homeward and cannot be assigned to a partner.');
        const partner = await partnerTarget(tx, partnerProfileId);
        if (!partner) throw notFound('We could not find this partner.');
        if (!partner.active) throw badRequest('This partner is not active: their approval was withdrawn.');
        if (!allowed.includes(partner.partner_type)) {
          throw badRequest(`This request can only go to a ${allowed.map(partnerTypeLabel).join(' or ').toLowerCase()}.`);
        }
        partnerName = partner.display_name;
      }
      if (current.assigned_partner_id === partnerProfileId) return current;
      // The new partner starts afresh: the previous partner's progress does not carry over.
      await setAssignedPartner(tx, requestId, partnerProfileId, now);
      await recordAudit(tx, {
        actorId: actor.id, actorEmail: actor.email, action: 'request.reassign', targetType: 'request', targetId: requestId,
        before: { assignedPartnerId: current.assigned_partner_id, partnerName: current.partner_name },
        after: { assignedPartnerId: partnerProfileId, partnerName },
        at: now,
      });
      // The partner it is handed to hears of it, as a routed request's partner does.
      const facts = partnerProfileId ? await requestFacts(tx, requestId) : null;
      if (facts && partnerProfileId) await requestRouted(ctx, tx, facts, partnerProfileId);
      return (await findAdminRequest(tx, requestId))!;
    });
    return ok(toAdminRequest(updated));
  });
}
