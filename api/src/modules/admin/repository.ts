import type { PartnerType } from '@homeward/contracts';
import type { NotificationAudience } from '@homeward/contracts/signed-in';
import { AGENT_STATUS, ROUTABLE_REQUEST_INTENTS } from '@homeward/domain';
import { one, type Queryable } from '../../db/db';
import { USER_COLUMNS, type UserRow } from '../account/users';
import type { RequestRow } from '../requests/repository';

/**
 * Every query of the managers' dashboard: users, agent applications, requests and their routing,
 * partner profiles, notices, the audit trail and the manager's own sign-in.
 */

// ---- lists ----
/** A case-insensitive LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped. */
const escapeLike = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function count(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  return (await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM (${sql}) AS counted`, params))?.n ?? 0;
}

export interface PageQuery {
  page: number;
  pageSize: number;
}

/** LIMIT/OFFSET of a page; both are validated integers. */
const pageClause = (q: PageQuery) => `LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;

const whereOf = (where: string[]) => (where.length ? `WHERE ${where.join(' AND ')}` : '');

/** One page of `sql` in `order`, and how many rows there are in all. */
async function pageOf<T>(db: Queryable, sql: string, params: unknown[], order: string, q: PageQuery): Promise<{ rows: T[]; total: number }> {
  const total = await count(db, sql, params);
  const { rows } = await db.query<T>(`${sql} ORDER BY ${order} ${pageClause(q)}`, params);
  return { rows, total };
}

const NAME_ORDER = (table: string, alias: string) =>
  `nullif(lower(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))), '') ASC NULLS LAST, ${table}.created_at DESC, ${alias}`;

// ---- the audit trail ----
export interface AuditEntry {
  actorId: string | null;
  actorEmail: string | null;
  /** What was done, e.g. 'agent.status', 'partner-application.decision', 'request.reassign'. */
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/**
 * Records a manager action. Call it inside the same transaction as the change, so an action is
 * never stored without its audit entry (nor the entry without the action).
 */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, before, after, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [entry.actorId, entry.actorEmail, entry.action, entry.targetType, entry.targetId, JSON.stringify(entry.before ?? null), JSON.stringify(entry.after ?? null), entry.at],
  );
}

export interface AuditDbRow {
  id: string | number;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  created_at: Date;
}

/**
 * A manager is named by who they are now (their account, by id), not by the email they had when
 * they acted: an email can change hands. The stored email names a manager whose account is gone.
 */
const AUDIT_SELECT = `SELECT a.id, coalesce(u.email, a.actor_email) AS actor_email, a.action, a.target_type, a.target_id, a.before, a.after, a.created_at
  FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id`;
const AUDIT_ORDER = 'a.created_at DESC, a.id DESC';

export const auditPage = (db: Queryable, q: PageQuery) => pageOf<AuditDbRow>(db, AUDIT_SELECT, [], AUDIT_ORDER, q);

export async function latestAudit(db: Queryable, limit: number): Promise<AuditDbRow[]> {
  return (await db.query<AuditDbRow>(`${AUDIT_SELECT} ORDER BY ${AUDIT_ORDER} LIMIT ${limit}`)).rows;
}

// ---- the dashboard's home ----
export interface SummaryCounts {
  agents_waiting: number;
  partners_waiting: number;
  requests_waiting: number;
  sign_ups: number;
  users_total: number;
  suspended: number;
}

/** What waits for a manager, and how many users there are; `since` starts the sign-ups counted. */
export async function summaryCounts(db: Queryable, since: Date, now: Date): Promise<SummaryCounts | null> {
  return one<SummaryCounts>(
    db,
    `SELECT
       (SELECT count(*)::int FROM users WHERE is_agent AND agent_status = $1) AS agents_waiting,
       (SELECT count(*)::int FROM partner_applications WHERE status NOT IN ('approved', 'rejected')) AS partners_waiting,
       (SELECT count(*)::int FROM requests r WHERE intent = ANY($2::text[]) AND (r.assigned_partner_id IS NULL OR r.partner_status = 'Declined'
          OR EXISTS (SELECT 1 FROM partner_profiles p WHERE p.id = r.assigned_partner_id AND NOT p.active))) AS requests_waiting,
       (SELECT count(*)::int FROM users WHERE role <> 'MANAGER' AND created_at >= $3) AS sign_ups,
       (SELECT count(*)::int FROM users WHERE role <> 'MANAGER') AS users_total,
       (SELECT count(*)::int FROM users WHERE suspended_until > $4) AS suspended`,
    [AGENT_STATUS.UnderReview, ROUTABLE_REQUEST_INTENTS, since, now],
  );
}

// ---- users ----
export type AdminUserDbRow = UserRow & { partner_types: PartnerType[] | null };

const USER_SELECT = `SELECT ${USER_COLUMNS.split(', ').map((c) => `u.${c}`).join(', ')},
  (SELECT json_agg(p.partner_type ORDER BY p.partner_type) FROM partner_profiles p WHERE p.user_id = u.id) AS partner_types
  FROM users u`;

export const findAdminUser = (db: Queryable, id: string) => one<AdminUserDbRow>(db, `${USER_SELECT} WHERE u.id = $1`, [id]);

export interface UsersFilter extends PageQuery {
  search?: string;
  filter: 'all' | 'agents' | 'partners' | 'suspended' | 'managers';
  sort: 'newest' | 'oldest' | 'name';
}

export function usersPage(db: Queryable, q: UsersFilter, now: Date) {
  const params: unknown[] = [];
  const where: string[] = [];
  if (q.search) {
    where.push(`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.email, '') || ' ' || coalesce(u.phone, '')) LIKE $${params.push(escapeLike(q.search))}`);
  }
  if (q.filter === 'agents') where.push('u.is_agent');
  if (q.filter === 'partners') where.push('EXISTS (SELECT 1 FROM partner_profiles p WHERE p.user_id = u.id)');
  if (q.filter === 'suspended') where.push(`u.suspended_until > $${params.push(now)}`);
  if (q.filter === 'managers') where.push(`u.role = 'MANAGER'`);
  const order = { newest: 'u.created_at DESC, u.id', oldest: 'u.created_at ASC, u.id', name: NAME_ORDER('u', 'u.id') }[q.sort];
  return pageOf<AdminUserDbRow>(db, `${USER_SELECT} ${whereOf(where)}`, params, order, q);
}

/** Sets (or lifts, with null) a suspension; a suspended user is signed out everywhere at once. */
export async function setSuspension(tx: Queryable, userId: string, until: Date | null, now: Date): Promise<void> {
  await tx.query('UPDATE users SET suspended_until = $2, updated_at = $3 WHERE id = $1', [userId, until, now]);
  if (until) await tx.query(`UPDATE sessions SET revoked_at = $2, revoked_reason = 'suspended by a manager' WHERE user_id = $1 AND revoked_at IS NULL`, [userId, now]);
}

/** The email the audit trail names a user by. */
export async function emailOf(db: Queryable, userId: string): Promise<string | null> {
  return (await one<{ email: string | null }>(db, 'SELECT email FROM users WHERE id = $1', [userId]))?.email ?? null;
}

// ---- agent applications ----
export interface AgentApplicationDbRow {
  id: string;
  user_id: string;
  status: string;
  details: Record<string, unknown>;
  created_at: Date;
  agent_status: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  payment_status: string | null;
}

export interface AgentsFilter extends PageQuery {
  search?: string;
  agentStatus?: number;
  sort: 'newest' | 'oldest' | 'name';
}

export function agentApplicationsPage(db: Queryable, q: AgentsFilter) {
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
    ${whereOf(where)}`;
  const order = { newest: 'a.created_at DESC, a.id', oldest: 'a.created_at ASC, a.id', name: NAME_ORDER('a', 'a.id') }[q.sort];
  return pageOf<AgentApplicationDbRow>(db, sql, params, order, q);
}

/** The agent's status on their account and on their applications (`applicationStatus` names it there). */
export async function setAgentStatus(tx: Queryable, userId: string, agentStatus: number, applicationStatus: string | undefined, now: Date): Promise<void> {
  await tx.query('UPDATE users SET agent_status = $2, updated_at = $3 WHERE id = $1', [userId, agentStatus, now]);
  await tx.query('UPDATE agent_applications SET status = $2, updated_at = $3 WHERE user_id = $1', [userId, applicationStatus, now]);
}

/**
 * Grants (or gives back) the agent partner profile of an approved agent, named after them (else
 * `fallbackName`) and their firm from the latest application.
 */
export async function grantAgentProfile(tx: Queryable, profile: { id: string; userId: string; partnerType: number; fallbackName: string; at: Date }): Promise<void> {
  await tx.query(
    `INSERT INTO partner_profiles (id, user_id, partner_type, display_name, company, created_at)
     SELECT $1, $2, $3, coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), $4),
            (SELECT a.details->>'firm' FROM agent_applications a WHERE a.user_id = $2 ORDER BY a.created_at DESC LIMIT 1), $5
       FROM users u WHERE u.id = $2
     ON CONFLICT (user_id, partner_type) DO UPDATE SET active = true`,
    [profile.id, profile.userId, profile.partnerType, profile.fallbackName, profile.at],
  );
}

// ---- requests ----
export type AdminRequestDbRow = RequestRow & {
  updated_at: Date | null;
  assigned_partner_id: string | null;
  partner_status: string | null;
  owner_name: string | null;
  owner_email: string | null;
  owner_phone: string | null;
  partner_name: string | null;
  partner_type: PartnerType | null;
};

const REQUEST_SELECT = `SELECT r.id, r.owner_id, r.intent, r.listing_mls, r.status, r.payload, r.created_at, r.updated_at,
    r.assigned_partner_id, r.partner_status,
    nullif(trim(coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, '')), '') AS owner_name, o.email AS owner_email, o.phone AS owner_phone,
    p.display_name AS partner_name, p.partner_type AS partner_type
  FROM requests r LEFT JOIN users o ON o.id = r.owner_id LEFT JOIN partner_profiles p ON p.id = r.assigned_partner_id`;

export const findAdminRequest = (db: Queryable, id: string) => one<AdminRequestDbRow>(db, `${REQUEST_SELECT} WHERE r.id = $1`, [id]);

export interface RequestsFilter extends PageQuery {
  search?: string;
  intent?: string;
  assignment: 'all' | 'unassigned' | 'assigned';
  assignedPartnerId?: string;
  sort: 'newest' | 'oldest';
}

export function requestsPage(db: Queryable, q: RequestsFilter) {
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
  const order = q.sort === 'oldest' ? 'r.created_at ASC, r.id' : 'r.created_at DESC, r.id';
  return pageOf<AdminRequestDbRow>(db, `${REQUEST_SELECT} ${whereOf(where)}`, params, order, q);
}

// ---- partner profiles ----
export interface PartnerDbRow {
  id: string;
  user_id: string;
  partner_type: PartnerType;
  display_name: string;
  company: string | null;
  service_states: string[] | null;
  service_zips: string[] | null;
  created_at: Date;
  email: string | null;
  phone: string | null;
  request_count: number;
  open_request_count: number;
}

const PARTNER_SELECT = `SELECT p.id, p.user_id, p.partner_type, p.display_name, p.company, p.service_states, p.service_zips, p.created_at,
    u.email, u.phone,
    (SELECT count(*)::int FROM requests r WHERE r.assigned_partner_id = p.id) AS request_count,
    (SELECT count(*)::int FROM requests r WHERE r.assigned_partner_id = p.id AND r.partner_status IS DISTINCT FROM 'Closed'
       AND r.partner_status IS DISTINCT FROM 'Declined' AND r.partner_status IS DISTINCT FROM 'Completed') AS open_request_count
  FROM partner_profiles p JOIN users u ON u.id = p.user_id`;

export const findPartner = (db: Queryable, id: string) => one<PartnerDbRow>(db, `${PARTNER_SELECT} WHERE p.id = $1`, [id]);

/** What a reassignment needs to know of the partner it goes to. */
export const partnerTarget = (db: Queryable, id: string) =>
  one<{ partner_type: number; active: boolean; display_name: string }>(db, 'SELECT partner_type, active, display_name FROM partner_profiles WHERE id = $1', [id]);

export interface PartnersFilter extends PageQuery {
  search?: string;
  partnerType?: PartnerType[];
  sort: 'newest' | 'oldest' | 'name';
}

export function partnersPage(db: Queryable, q: PartnersFilter) {
  const params: unknown[] = [];
  const where: string[] = [];
  if (q.partnerType?.length) where.push(`p.partner_type = ANY($${params.push(q.partnerType)}::int[])`);
  if (q.search) {
    where.push(`lower(p.display_name || ' ' || coalesce(p.company, '') || ' ' || coalesce(u.email, '') || ' ' || coalesce(u.phone, '')) LIKE $${params.push(escapeLike(q.search))}`);
  }
  const order = { newest: 'p.created_at DESC, p.id', oldest: 'p.created_at ASC, p.id', name: 'lower(p.display_name) ASC, p.id' }[q.sort];
  return pageOf<PartnerDbRow>(db, `${PARTNER_SELECT} ${whereOf(where)}`, params, order, q);
}

// ---- notices ----
/** The users a notice goes to; managers never receive their own group notices. */
export async function recipientsOf(tx: Queryable, audience: NotificationAudience): Promise<string[]> {
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

export interface NotificationDbRow {
  id: string;
  audience: string;
  title: string;
  body: string;
  created_at: Date;
  sender_email: string | null;
  recipient_count: number;
  read_count: number;
  user_name: string | null;
}

const NOTIFICATION_SELECT = `SELECT n.id, n.audience, n.title, n.body, n.created_at, s.email AS sender_email,
    (SELECT count(*)::int FROM notification_recipients nr WHERE nr.notification_id = n.id) AS recipient_count,
    (SELECT count(*)::int FROM notification_recipients nr WHERE nr.notification_id = n.id AND nr.read_at IS NOT NULL) AS read_count,
    (SELECT nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') FROM users u
      WHERE n.audience LIKE 'user:%' AND u.id::text = substr(n.audience, 6)) AS user_name
  FROM notifications n LEFT JOIN users s ON s.id = n.sender_id`;

export function notificationsPage(db: Queryable, q: PageQuery & { search?: string }) {
  const params: unknown[] = [];
  const where = q.search ? [`lower(n.title || ' ' || n.body) LIKE $${params.push(escapeLike(q.search))}`] : [];
  return pageOf<NotificationDbRow>(db, `${NOTIFICATION_SELECT} ${whereOf(where)}`, params, 'n.created_at DESC, n.id', q);
}

export const findNotification = (db: Queryable, id: string) => one<NotificationDbRow>(db, `${NOTIFICATION_SELECT} WHERE n.id = $1`, [id]);

/** Stores a notice and who receives it (one transaction with its audit entry). */
export async function insertNotification(
  tx: Queryable,
  notice: { id: string; senderId: string; audience: string; title: string; body: string; at: Date },
  recipients: string[],
): Promise<void> {
  await tx.query('INSERT INTO notifications (id, sender_id, audience, title, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    notice.id,
    notice.senderId,
    notice.audience,
    notice.title,
    notice.body,
    notice.at,
  ]);
  await tx.query('INSERT INTO notification_recipients (notification_id, user_id) SELECT $1, unnest($2::uuid[])', [notice.id, recipients]);
}

// ---- the manager's own password ----
export async function passwordHashOf(db: Queryable, userId: string): Promise<string | null> {
  return (await one<{ password_hash: string | null }>(db, 'SELECT password_hash FROM users WHERE id = $1', [userId]))?.password_hash ?? null;
}

/** Stores a new password; the manager's other sign-ins with the old one end, `sessionId` carries on. */
export async function replacePassword(tx: Queryable, userId: string, sessionId: string, hash: string, now: Date): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, hash, now]);
  await tx.query(`UPDATE sessions SET revoked_at = $3, revoked_reason = 'password changed' WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`, [userId, sessionId, now]);
}
