import { randomUUID } from 'node:crypto';
import { type PartnerType } from '@homeward/contracts';
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
import { AGENT_STATUS, partnerTypeLabel, ROUTABLE_REQUEST_INTENTS } from '@homeward/domain';
import type { AppContext } from '../../context';
import { one, type Queryable } from '../../db/db';
import { requireManager } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { routeSchema, type App } from '../../http/schemas';
import { hashPassword, verifyPassword } from '../../security/crypto';
import { recordAudit } from './audit';
import { count, escapeLike, manager, pageClause } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

// ---- partner profiles ----
const PARTNER_SELECT = `SELECT p.id, p.user_id, p.partner_type, p.display_name, p.company, p.service_states, p.service_zips, p.created_at,
    u.email, u.phone,
    (SELECT count(*)::int FROM requests r WHERE r.assigned_partner_id = p.id) AS request_count,
    (SELECT count(*)::int FROM requests r WHERE r.assigned_partner_id = p.id AND r.partner_status IS DISTINCT FROM 'Closed'
       AND r.partner_status IS DISTINCT FROM 'Declined' AND r.partner_status IS DISTINCT FROM 'Completed') AS open_request_count
  FROM partner_profiles p JOIN users u ON u.id = p.user_id`;

interface PartnerDbRow {
  id: string; user_id: string; partner_type: PartnerType; display_name: string; company: string | null;
  service_states: string[] | null; service_zips: string[] | null; created_at: Date; email: string | null; phone: string | null;
  request_count: number; open_request_count: number;
}

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
interface AuditDbRow { id: string | number; actor_email: string | null; action: string; target_type: string; target_id: string; before: unknown; after: unknown; created_at: Date }
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
/**
 * A manager is named by who they are now (their account, by id), not by the email they had when
 * they acted: an email can change hands. The stored email names a manager whose account is gone.
 */
const AUDIT_SELECT = `SELECT a.id, coalesce(u.email, a.actor_email) AS actor_email, a.action, a.target_type, a.target_id, a.before, a.after, a.created_at
  FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id`;

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

/** The users a notice goes to; managers never receive their own group notices. */
async function recipientsOf(tx: Queryable, audience: NotificationAudience): Promise<string[]> {
  const query = (sql: string, params: unknown[] = []) => tx.query<{ id: string }>(sql, params).then((r) => r.rows.map((row) => row.id));
  switch (audience.kind) {
    case 'user':
      return query(`SELECT id FROM users WHERE id = $1 AND role <> 'MANAGER'`, [audience.userId]);
    case 'agents':
      return query(`SELECT id FROM users WHERE is_agent AND agent_status = $1 AND role <> 'MANAGER'`, [AGENT_STATUS.Approved]);
    case 'partners':
      return query(`SELECT DISTINCT u.id FROM users u JOIN partner_profiles p ON p.user_id = u.id WHERE p.partner_type = $1 AND p.active AND u.role <> 'MANAGER'`, [audience.partnerType]);
    default:
      return query(`SELECT id FROM users WHERE role <> 'MANAGER'`);
  }
}

const NOTIFICATION_SELECT = `SELECT n.id, n.audience, n.title, n.body, n.created_at, s.email AS sender_email,
    (SELECT count(*)::int FROM notification_recipients nr WHERE nr.notification_id = n.id) AS recipient_count,
    (SELECT count(*)::int FROM notification_recipients nr WHERE nr.notification_id = n.id AND nr.read_at IS NOT NULL) AS read_count,
    (SELECT nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') FROM users u
      WHERE n.audience LIKE 'user:%' AND u.id::text = substr(n.audience, 6)) AS user_name
  FROM notifications n LEFT JOIN users s ON s.id = n.sender_id`;

interface NotificationDbRow {
  id: string; audience: string; title: string; body: string; created_at: Date; sender_email: string | null;
  recipient_count: number; read_count: number; user_name: string | null;
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

/** Home counts, partner profiles, the audit trail, notices and the manager's own password. */
export function adminToolRoutes(app: App, ctx: AppContext): void {
  const base = '/api/v2/admin';
  const tags = ['admin'];

  const summarySchema = routeSchema({ tags, summary: "The dashboard home's counts and the latest audited actions", response: { 200: adminSummaryResponseSchema } });
  app.get(`${base}/summary`, { schema: summarySchema }, async (request) => {
    await requireManager(ctx, request);
    const now = ctx.clock.now();
    const row = await one<Record<string, number>>(
      ctx.db,
      `SELECT
         (SELECT count(*)::int FROM users WHERE is_agent AND agent_status = $1) AS agents_waiting,
         (SELECT count(*)::int FROM partner_applications WHERE status NOT IN ('approved', 'rejected')) AS partners_waiting,
         (SELECT count(*)::int FROM requests r WHERE intent = ANY($2::text[]) AND (r.assigned_partner_id IS NULL OR r.partner_status = 'Declined'
            OR EXISTS (SELECT 1 FROM partner_profiles p WHERE p.id = r.assigned_partner_id AND NOT p.active))) AS requests_waiting,
         (SELECT count(*)::int FROM users WHERE role <> 'MANAGER' AND created_at >= $3) AS sign_ups,
         (SELECT count(*)::int FROM users WHERE role <> 'MANAGER') AS users_total,
         (SELECT count(*)::int FROM users WHERE suspended_until > $4) AS suspended`,
      [AGENT_STATUS.UnderReview, ROUTABLE_REQUEST_INTENTS, new Date(now.getTime() - 7 * DAY_MS), now],
    );
    const { rows } = await ctx.db.query<AuditDbRow>(`${AUDIT_SELECT} ORDER BY a.created_at DESC, a.id DESC LIMIT 8`);
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

  const auditSchema = routeSchema({ tags, summary: 'The audit trail, newest first', querystring: adminAuditQuerySchema, response: { 200: adminAuditResponseSchema } });
  app.get(`${base}/audit`, { schema: auditSchema }, async (request) => {
    await requireManager(ctx, request);
    const q = request.query;
    const total = await count(ctx.db, AUDIT_SELECT, []);
    const { rows } = await ctx.db.query<AuditDbRow>(`${AUDIT_SELECT} ORDER BY a.created_at DESC, a.id DESC ${pageClause(q)}`);
    return ok({ items: rows.map(toAudit), total, page: q.page, pageSize: q.pageSize });
  });

  const partnersSchema = routeSchema({ tags, summary: 'Partner profiles, filtered, searched and sorted', querystring: adminPartnersQuerySchema, response: { 200: adminPartnersResponseSchema } });
  app.get(`${base}/partners`, { schema: partnersSchema }, async (request) => {
    await requireManager(ctx, request);
    const q = request.query;
    const params: unknown[] = [];
    const where: string[] = [];
    if (q.partnerType?.length) where.push(`p.partner_type = ANY($${params.push(q.partnerType)}::int[])`);
    if (q.search) {
      where.push(`lower(p.display_name || ' ' || coalesce(p.company, '') || ' ' || coalesce(u.email, '') || ' ' || coalesce(u.phone, '')) LIKE $${params.push(escapeLike(q.search))}`);
    }
    const sql = `${PARTNER_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const order = { newest: 'p.created_at DESC, p.id', oldest: 'p.created_at ASC, p.id', name: 'lower(p.display_name) ASC, p.id' }[q.sort];
    const total = await count(ctx.db, sql, params);
    const { rows } = await ctx.db.query<PartnerDbRow>(`${sql} ORDER BY ${order} ${pageClause(q)}`, params);
    return ok({ items: rows.map(toPartner), total, page: q.page, pageSize: q.pageSize });
  });

  const partnerSchema = routeSchema({ tags, summary: 'One partner profile', params: adminPartnerParamsSchema, response: { 200: adminPartnerResponseSchema } });
  app.get(`${base}/partners/:profileId`, { schema: partnerSchema }, async (request) => {
    await requireManager(ctx, request);
    const { profileId } = request.params;
    const row = await one<PartnerDbRow>(ctx.db, `${PARTNER_SELECT} WHERE p.id = $1`, [profileId]);
    if (!row) throw notFound('We could not find this partner.');
    return ok(toPartner(row));
  });

  const noticesSchema = routeSchema({ tags, summary: 'The notices sent, newest first', querystring: adminNotificationsQuerySchema, response: { 200: adminNotificationsResponseSchema } });
  app.get(`${base}/notifications`, { schema: noticesSchema }, async (request) => {
    await requireManager(ctx, request);
    const q = request.query;
    const params: unknown[] = [];
    const where = q.search ? `WHERE lower(n.title || ' ' || n.body) LIKE $${params.push(escapeLike(q.search))}` : '';
    const sql = `${NOTIFICATION_SELECT} ${where}`;
    const total = await count(ctx.db, sql, params);
    const { rows } = await ctx.db.query<NotificationDbRow>(`${sql} ORDER BY n.created_at DESC, n.id ${pageClause(q)}`, params);
    return ok({ items: rows.map(toNotification), total, page: q.page, pageSize: q.pageSize });
  });

  const sendSchema = routeSchema({ tags, summary: 'Sends a notice to one user or a group', body: sendNotificationBodySchema, response: { 200: sendNotificationResponseSchema } });
  app.post(`${base}/notifications`, { schema: sendSchema }, async (request) => {
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
      await tx.query('INSERT INTO notifications (id, sender_id, audience, title, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [id, actor.id, key, body.title, body.body, now]);
      await tx.query(
        'INSERT INTO notification_recipients (notification_id, user_id) SELECT $1, unnest($2::uuid[])',
        [id, recipients],
      );
      await recordAudit(tx, {
        actorId: actor.id, actorEmail: actor.email, action: 'notification.send', targetType: 'notification', targetId: id,
        before: null, after: { audience: key, title: body.title, recipientCount: recipients.length }, at: now,
      });
      return (await one<NotificationDbRow>(tx, `${NOTIFICATION_SELECT} WHERE n.id = $1`, [id]))!;
    });
    return ok(toNotification(sent));
  });

  const passwordSchema = routeSchema({ tags, summary: "Changes the manager's own password", body: changePasswordBodySchema, response: { 200: changePasswordResponseSchema } });
  app.put(`${base}/password`, { schema: passwordSchema }, async (request) => {
    const actor = await manager(ctx, request);
    const body = request.body;
    const row = await one<{ password_hash: string | null }>(ctx.db, 'SELECT password_hash FROM users WHERE id = $1', [actor.id]);
    if (!(await verifyPassword(body.currentPassword, row?.password_hash ?? null))) throw badRequest('Your current password is not correct.');
    if (body.currentPassword === body.newPassword) throw badRequest('Choose a new password that differs from the current one.');
    const hash = await hashPassword(body.newPassword);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [actor.id, hash, now]);
      // Other sign-ins with the old password end; this one carries on.
      await tx.query(`UPDATE sessions SET revoked_at = $3, revoked_reason = 'password changed' WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`, [actor.id, actor.sessionId, now]);
      await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: 'manager.password', targetType: 'user', targetId: actor.id, before: null, after: null, at: now });
    });
    return ok({ changed: true as const });
  });
}
