import { randomUUID } from 'node:crypto';
import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminNotificationsQuerySchema,
  adminNotificationsResponseSchema,
  adminPartnerParamsSchema,
  adminPartnerResponseSchema,
  adminPartnersQuerySchema,
  adminPartnersResponseSchema,
  adminSummaryResponseSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  sendNotificationBodySchema,
  sendNotificationResponseSchema,
  type AdminPartner,
  type AuditEntryView,
  type NotificationAudience,
  type SentNotification,
} from '@homeward/contracts/signed-in';
import { partnerTypeLabel } from '@homeward/domain';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { type App } from '../../http/schemas';
import { hashPassword, verifyPassword } from '../../security/crypto';
import { manager, managersOnly } from './helpers';
import {
  auditPage,
  findNotification,
  findPartner,
  insertNotification,
  latestAudit,
  notificationsPage,
  partnersPage,
  passwordHashOf,
  recipientsOf,
  recordAudit,
  replacePassword,
  summaryCounts,
  type AuditDbRow,
  type NotificationDbRow,
  type PartnerDbRow,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const toPartner = (r: PartnerDbRow): AdminPartner => ({
  id: r.id,
  userId: r.user_id,
  partnerType: r.partner_type,
  displayName: r.display_name,
  company: r.company,
  email: r.email,
  phone: r.phone,
  serviceStates: r.service_states ?? [],
  serviceZips: r.service_zips ?? [],
  createdAt: r.created_at.toISOString(),
  requestCount: r.request_count,
  openRequestCount: r.open_request_count,
});

// ---- audit trail ----
const toAudit = (r: AuditDbRow): AuditEntryView => ({
  id: String(r.id),
  actorEmail: r.actor_email,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  before: r.before,
  after: r.after,
  createdAt: r.created_at.toISOString(),
});
// ---- notifications ----
/** Stored audience key and the words a manager reads for it. */
function audienceKey(audience: NotificationAudience): string {
  switch (audience.kind) {
    case 'user':
      return `user:${audience.userId}`;
    case 'partners':
      return `partners:${audience.partnerType}`;
    default:
      return audience.kind;
  }
}

function audienceLabel(key: string, userName: string | null): string {
  if (key === 'agents') return 'All agents';
  if (key === 'all') return 'All users';
  if (key.startsWith('partners:')) return `All partners: ${partnerTypeLabel(Number(key.slice('partners:'.length)))}`;
  if (key.startsWith('user:')) return userName ? `One user: ${userName}` : 'One user';
  return key;
}

const toNotification = (r: NotificationDbRow): SentNotification => ({
  id: r.id,
  audience: r.audience,
  audienceLabel: audienceLabel(r.audience, r.user_name),
  title: r.title,
  body: r.body,
  senderEmail: r.sender_email,
  recipientCount: r.recipient_count,
  readCount: r.read_count,
  createdAt: r.created_at.toISOString(),
});

const tags = ['admin'];

/** Home counts, partner profiles, the audit trail, notices and the manager's own password. */
export function adminToolRoutes(app: App, ctx: AppContext): void {
  const base = '/api/v2/admin';
  const guard = managersOnly(ctx);

  app.get(`${base}/summary`, { ...guard, schema: { tags, summary: "The dashboard home's counts and the latest audited actions", response: { 200: adminSummaryResponseSchema } } }, async () => {
    const now = ctx.clock.now();
    const row = await summaryCounts(ctx.db, new Date(now.getTime() - 7 * DAY_MS), now);
    const rows = await latestAudit(ctx.db, 8);
    return ok({
      agentApplicationsWaiting: row?.agents_waiting ?? 0,
      partnerApplicationsWaiting: row?.partners_waiting ?? 0,
      requestsWaiting: row?.requests_waiting ?? 0,
      signUpsThisWeek: row?.sign_ups ?? 0,
      usersTotal: row?.users_total ?? 0,
      suspendedUsers: row?.suspended ?? 0,
      recentAudit: rows.map(toAudit),
    });
  });

  app.get(`${base}/audit`, { ...guard, schema: { tags, summary: 'The audit trail, newest first', querystring: adminAuditQuerySchema, response: { 200: adminAuditResponseSchema } } }, async (request) => {
    const q = request.query;
    const { rows, total } = await auditPage(ctx.db, q);
    return ok({ items: rows.map(toAudit), total, page: q.page, pageSize: q.pageSize });
  });

  app.get(`${base}/partners`, { ...guard, schema: { tags, summary: 'Partner profiles, filtered, searched and sorted', querystring: adminPartnersQuerySchema, response: { 200: adminPartnersResponseSchema } } }, async (request) => {
    const q = request.query;
    const { rows, total } = await partnersPage(ctx.db, q);
    return ok({ items: rows.map(toPartner), total, page: q.page, pageSize: q.pageSize });
  });

  app.get(`${base}/partners/:profileId`, { ...guard, schema: { tags, summary: 'One partner profile', params: adminPartnerParamsSchema, response: { 200: adminPartnerResponseSchema } } }, async (request) => {
    const { profileId } = request.params;
    const row = await findPartner(ctx.db, profileId);
    if (!row) throw notFound('We could not find this partner.');
    return ok(toPartner(row));
  });

  registerNoticeRoutes(app, ctx, base, guard);
  app.put(`${base}/password`, { ...guard, schema: { tags, summary: "Changes the manager's own password", body: changePasswordBodySchema, response: { 200: changePasswordResponseSchema } } }, async (request) => {
    const actor = await manager(ctx, request);
    const body = request.body;
    if (!(await verifyPassword(body.currentPassword, await passwordHashOf(ctx.db, actor.id)))) throw badRequest('Your current password is not correct.');
    if (body.currentPassword === body.newPassword) throw badRequest('Choose a new password that differs from the current one.');
    const hash = await hashPassword(body.newPassword);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      // Other sign-ins with the old password end; this one carries on.
      await replacePassword(tx, actor.id, actor.sessionId, hash, now);
      await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: 'manager.password', targetType: 'user', targetId: actor.id, before: null, after: null, at: now });
    });
    return ok({ changed: true as const });
  });
}

/** Notices: the ones sent, and sending one to a user or a group. */
function registerNoticeRoutes(app: App, ctx: AppContext, base: string, guard: ReturnType<typeof managersOnly>): void {
  app.get(`${base}/notifications`, { ...guard, schema: { tags, summary: 'The notices sent, newest first', querystring: adminNotificationsQuerySchema, response: { 200: adminNotificationsResponseSchema } } }, async (request) => {
    const q = request.query;
    const { rows, total } = await notificationsPage(ctx.db, q);
    return ok({ items: rows.map(toNotification), total, page: q.page, pageSize: q.pageSize });
  });

  app.post(`${base}/notifications`, { ...guard, schema: { tags, summary: 'Sends a notice to one user or a group', body: sendNotificationBodySchema, response: { 200: sendNotificationResponseSchema } } }, async (request) => {
    const actor = await manager(ctx, request);
    const body = request.body;
    const now = ctx.clock.now();
    const id = randomUUID();
    const sent = await ctx.db.transaction(async (tx) => {
      const recipients = await recipientsOf(tx, body.audience);
      if (recipients.length === 0) {
        throw body.audience.kind === 'user' ? notFound('We could not find this user.') : badRequest('Nobody is in this group yet, so there is no one to send this notice to.');
      }
      const key = audienceKey(body.audience);
      await insertNotification(tx, { id, senderId: actor.id, audience: key, title: body.title, body: body.body, at: now }, recipients);
      await recordAudit(tx, {
        actorId: actor.id, actorEmail: actor.email, action: 'notification.send', targetType: 'notification', targetId: id,
        before: null, after: { audience: key, title: body.title, recipientCount: recipients.length }, at: now,
      });
      return (await findNotification(tx, id))!;
    });
    return ok(toNotification(sent));
  });
}
