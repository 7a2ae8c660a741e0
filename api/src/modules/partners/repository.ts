import type { PartnerType, RateSheetProductRate, RequestIntent } from '@homeward/contracts';
import type { PartnerApplicationKind, PartnerApplicationStatus, PartnerRequestStatus } from '@homeward/contracts/signed-in';
import { one, type Queryable } from '../../db/db';
import type { RequestRow } from '../requests/repository';

/**
 * Every query of the partner module: profiles and their areas, applications, request routing,
 * the partner dashboards' requests, lenders' rate sheets and the documents they ask for.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether `text` is a profile or user id (ids other tables use are not). */
export const isUuid = (text: string) => UUID.test(text);

// ---- places ----
/** The state of each known zip among `zips` (a zip missing from the map is outside the service area). */
export async function statesOfZips(db: Queryable, zips: readonly string[]): Promise<Map<string, string>> {
  if (zips.length === 0) return new Map();
  const { rows } = await db.query<{ zipcode: string; state: string }>('SELECT zipcode, state FROM zipcodes WHERE zipcode = ANY($1::text[])', [zips]);
  return new Map(rows.map((r) => [r.zipcode, r.state]));
}

export async function listingPlace(db: Queryable, mls: string): Promise<{ zipcode: string; state: string } | null> {
  return one<{ zipcode: string; state: string }>(db, 'SELECT zipcode, state FROM listings WHERE mls = $1', [mls]);
}

// ---- profiles ----
export interface ProfileRow {
  id: string;
  partner_type: PartnerType;
  display_name: string;
  company: string | null;
  service_states: string[];
  service_zips: string[];
}

/** The user's active profile of a type. */
export function activeProfile(db: Queryable, userId: string, partnerType: PartnerType): Promise<ProfileRow | null> {
  return one<ProfileRow>(
    db,
    'SELECT id, partner_type, display_name, company, service_states, service_zips FROM partner_profiles WHERE user_id = $1 AND partner_type = $2 AND active',
    [userId, partnerType],
  );
}

export async function activeProfilesOf(db: Queryable, userId: string) {
  const { rows } = await db.query<{ id: string; partner_type: PartnerType; display_name: string; company: string | null; created_at: Date }>(
    'SELECT id, partner_type, display_name, company, created_at FROM partner_profiles WHERE user_id = $1 AND active ORDER BY partner_type',
    [userId],
  );
  return rows;
}

/** A partner's own area (states and zips as given: the caller sorts and deduplicates). */
export async function setProfileArea(db: Queryable, profileId: string, states: string[], zips: string[]): Promise<void> {
  await db.query('UPDATE partner_profiles SET service_states = $2, service_zips = $3 WHERE id = $1', [profileId, states, zips]);
}

/** The profile of a type stops receiving requests; its id, or null when it was not active. */
export async function deactivate(db: Queryable, userId: string, partnerType: number): Promise<string | null> {
  const left = await one<{ id: string }>(db, 'UPDATE partner_profiles SET active = false WHERE user_id = $1 AND partner_type = $2 AND active RETURNING id', [userId, partnerType]);
  return left?.id ?? null;
}

// ---- agents (the snapshot of spec 7) ----
export function listingAgent(db: Queryable, agentId: string) {
  return one<{ name: string; phone: string }>(db, 'SELECT name, phone FROM agents WHERE id = $1', [agentId]);
}

export function approvedAgentUser(db: Queryable, userId: string, approved: number) {
  return one<{ first_name: string | null; last_name: string | null; phone: string | null }>(
    db,
    'SELECT first_name, last_name, phone FROM users WHERE id = $1 AND is_agent AND agent_status = $2',
    [userId, approved],
  );
}

// ---- routing ----
/**
 * Every profile's effective area as a subquery: its own, else (agents) the firm's state from the
 * latest agent application.
 */
const AREAS = `
  SELECT p.id, p.user_id, p.partner_type, p.created_at,
    CASE WHEN cardinality(p.service_states) > 0 THEN p.service_states
         ELSE coalesce((SELECT ARRAY[upper(a.details->>'firmState')] FROM agent_applications a
                         WHERE a.user_id = p.user_id AND p.partner_type = 3 ORDER BY a.created_at DESC LIMIT 1), '{}') END AS states,
    p.service_zips AS zips
  FROM partner_profiles p WHERE p.active`;

/** The area requests are routed to a profile by (the subquery above), and whether it is the profile's own. */
export function effectiveArea(db: Queryable, profileId: string) {
  return one<{ states: string[]; zips: string[]; own: boolean }>(
    db,
    `SELECT area.states, area.zips, cardinality(p.service_states) > 0 AS own FROM (${AREAS}) area JOIN partner_profiles p ON p.id = area.id WHERE area.id = $1`,
    [profileId],
  );
}

export interface RequestForRouting {
  id: string;
  owner_id: string | null;
  intent: RequestIntent;
  listing_mls: string | null;
  payload: Record<string, unknown>;
  /** Partners who declined it: it is never routed back to them. */
  declined_partner_ids?: string[];
}

export function requestForRouting(db: Queryable, requestId: string) {
  return one<RequestForRouting>(db, 'SELECT id, owner_id, intent, listing_mls, payload, declined_partner_ids FROM requests WHERE id = $1', [requestId]);
}

/** An active profile of one of `types` by id (a lender code a buyer named). */
export async function activeProfileOfTypes(db: Queryable, id: string, types: readonly number[]): Promise<string | null> {
  return (await one<{ id: string }>(db, 'SELECT id FROM partner_profiles WHERE id = $1 AND partner_type = ANY($2::int[]) AND active', [id, types]))?.id ?? null;
}

export interface ServedArea {
  types: readonly number[];
  state: string;
  zip: string | null;
  /** Only service providers approved for this programme (e.g. 'inspector'). */
  kind?: string;
}

/**
 * The partner serving `area` that the request goes to (see assignment.ts for the rules): the one
 * already answering the buyer in that zip, else those naming the zip first, then the fewest open
 * requests, then the most recently approved.
 */
export async function servingPartner(db: Queryable, area: ServedArea, request: RequestForRouting): Promise<string | null> {
  const params: unknown[] = [area.types, area.state, area.zip ?? ''];
  const kindFilter = area.kind
    ? `AND EXISTS (SELECT 1 FROM partner_applications pa WHERE pa.user_id = area.user_id AND pa.kind = $${params.push(area.kind)} AND pa.status = 'approved')`
    : '';
  const declined = (request.declined_partner_ids ?? []).length
    ? `AND NOT (area.id = ANY('{${(request.declined_partner_ids ?? []).filter((id) => UUID.test(id)).join(',')}}'::uuid[]))`
    : '';
  const serves = `area.partner_type = ANY($1::int[]) AND $2 = ANY(area.states) AND (cardinality(area.zips) = 0 OR $3 = ANY(area.zips)) ${kindFilter} ${declined}`;

  if (request.owner_id) {
    const kept = await one<{ id: string }>(
      db,
      `SELECT area.id FROM (${AREAS}) area
         JOIN requests r ON r.assigned_partner_id = area.id
         JOIN listings l ON l.mls = r.listing_mls
        WHERE ${serves} AND r.owner_id = $${params.push(request.owner_id)} AND r.id <> $${params.push(request.id)}
          AND l.zipcode = $3 AND coalesce(r.partner_status, '') <> 'Declined' AND area.user_id <> r.owner_id
        ORDER BY r.created_at DESC LIMIT 1`,
      params,
    );
    params.length = kindFilter ? 4 : 3;
    if (kept) return kept.id;
  }

  const chosen = await one<{ id: string }>(
    db,
    `SELECT area.id FROM (${AREAS}) area
      WHERE ${serves} AND area.user_id IS DISTINCT FROM $${params.push(request.owner_id)}
      ORDER BY (CASE WHEN $3 = ANY(area.zips) THEN 0 ELSE 1 END),
               (SELECT count(*) FROM requests r WHERE r.assigned_partner_id = area.id AND coalesce(r.partner_status, '') <> 'Declined'),
               area.created_at DESC, area.id
      LIMIT 1`,
    params,
  );
  return chosen?.id ?? null;
}

/** The requests still open with a profile, oldest first. */
export async function openRequestsOf(db: Queryable, profileId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM requests WHERE assigned_partner_id = $1 AND coalesce(partner_status, '') NOT IN ('Declined', 'Closed', 'Completed') ORDER BY created_at`,
    [profileId],
  );
  return rows.map((r) => r.id);
}

// ---- applications ----
export interface ApplicationRow {
  id: string;
  user_id: string;
  kind: PartnerApplicationKind;
  partner_type: PartnerType;
  details: { applicant: { firstName: string; lastName: string; email: string; phone: string }; business: { company: string; licenseNumber?: string | null } } & Record<string, unknown>;
  service_states: string[];
  service_zips: string[];
  status: PartnerApplicationStatus;
  decision_note: string | null;
  decided_at: Date | null;
  created_at: Date;
}

const APPLICATION_COLUMNS = 'id, user_id, kind, partner_type, details, service_states, service_zips, status, decision_note, decided_at, created_at';

/**
 * The applicant's own row is the lock: applications sent at once (two tabs, several API processes)
 * are decided one after the other, so the second sees the first. Locking the open applications
 * alone locks nothing while there are none.
 */
export async function lockApplicant(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The applicant's open or approved application to a programme, if any. */
export async function standingApplication(tx: Queryable, userId: string, kind: PartnerApplicationKind): Promise<{ status: string } | null> {
  return one<{ status: string }>(tx, "SELECT status FROM partner_applications WHERE user_id = $1 AND kind = $2 AND status IN ('submitted', 'approved')", [userId, kind]);
}

export async function insertApplication(
  tx: Queryable,
  application: { id: string; userId: string; kind: PartnerApplicationKind; partnerType: PartnerType; details: unknown; states: string[]; zips: string[]; at: Date },
): Promise<ApplicationRow> {
  const row = await one<ApplicationRow>(
    tx,
    `INSERT INTO partner_applications (id, user_id, kind, partner_type, details, service_states, service_zips, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'submitted', $8, $8) RETURNING ${APPLICATION_COLUMNS}`,
    [application.id, application.userId, application.kind, application.partnerType, JSON.stringify(application.details), application.states, application.zips, application.at],
  );
  return row!;
}

export async function applicationsOf(db: Queryable, userId: string): Promise<ApplicationRow[]> {
  return (await db.query<ApplicationRow>(`SELECT ${APPLICATION_COLUMNS} FROM partner_applications WHERE user_id = $1 ORDER BY created_at DESC, id`, [userId])).rows;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const APPLICATION_ORDER: Record<string, string> = {
  'createdAt:desc': 'created_at DESC, id',
  'createdAt:asc': 'created_at ASC, id',
  'company:asc': "lower(details->'business'->>'company') ASC, id",
  'company:desc': "lower(details->'business'->>'company') DESC, id",
};

export interface ApplicationsFilter {
  status?: PartnerApplicationStatus;
  kind?: PartnerApplicationKind;
  q?: string;
  page: number;
  pageSize: number;
  sort: string;
}

export async function applicationsPage(db: Queryable, q: ApplicationsFilter): Promise<{ rows: ApplicationRow[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (q.status) where.push(`status = $${params.push(q.status)}`);
  if (q.kind) where.push(`kind = $${params.push(q.kind)}`);
  if (q.q) {
    where.push(`lower(concat_ws(' ', details->'business'->>'company', details->'applicant'->>'firstName', details->'applicant'->>'lastName',
      details->'applicant'->>'email', details->'applicant'->>'phone', details->'business'->>'licenseNumber')) LIKE $${params.push(`%${escapeLike(q.q.toLowerCase())}%`)}`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM partner_applications ${filter}`, params))?.n ?? 0;
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${APPLICATION_COLUMNS} FROM partner_applications ${filter} ORDER BY ${APPLICATION_ORDER[q.sort] ?? APPLICATION_ORDER['createdAt:desc']}
      LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
    params,
  );
  return { rows, total };
}

export function applicationForUpdate(tx: Queryable, id: string) {
  return one<ApplicationRow>(tx, `SELECT ${APPLICATION_COLUMNS} FROM partner_applications WHERE id = $1 FOR UPDATE`, [id]);
}

export async function setDecision(tx: Queryable, id: string, decision: { status: string; note: string | null; by: string; at: Date }): Promise<ApplicationRow> {
  const row = await one<ApplicationRow>(
    tx,
    `UPDATE partner_applications SET status = $2, decision_note = $3, decided_by = $4, decided_at = $5, updated_at = $5 WHERE id = $1 RETURNING ${APPLICATION_COLUMNS}`,
    [id, decision.status, decision.note, decision.by, decision.at],
  );
  return row!;
}

/**
 * Creates the profile an approved application grants, or widens the one of that type the applicant
 * has (states added; zips added, or the whole state when either names none) and makes it active.
 */
export async function grantProfile(tx: Queryable, app: ApplicationRow, profile: { id: string; displayName: string; at: Date }): Promise<void> {
  await tx.query(
    `INSERT INTO partner_profiles (id, user_id, partner_type, display_name, company, created_at, service_states, service_zips, application_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (user_id, partner_type) DO UPDATE SET
       service_states = ARRAY(SELECT DISTINCT unnest(partner_profiles.service_states || EXCLUDED.service_states) ORDER BY 1),
       service_zips = CASE WHEN cardinality(partner_profiles.service_zips) = 0 OR cardinality(EXCLUDED.service_zips) = 0 THEN '{}'::text[]
                           ELSE ARRAY(SELECT DISTINCT unnest(partner_profiles.service_zips || EXCLUDED.service_zips) ORDER BY 1) END,
       application_id = EXCLUDED.application_id,
       company = coalesce(partner_profiles.company, EXCLUDED.company),
       active = true`,
    [profile.id, app.user_id, app.partner_type, profile.displayName, app.details.business.company, profile.at, app.service_states, app.service_zips, app.id],
  );
}

/** Another approved application of the same type that still backs the applicant's profile. */
export function otherApprovedApplication(tx: Queryable, app: ApplicationRow) {
  return one<{ id: string }>(
    tx,
    "SELECT id FROM partner_applications WHERE user_id = $1 AND partner_type = $2 AND status = 'approved' AND id <> $3 ORDER BY decided_at DESC LIMIT 1",
    [app.user_id, app.partner_type, app.id],
  );
}

export async function setProfileApplication(tx: Queryable, userId: string, partnerType: PartnerType, applicationId: string): Promise<void> {
  await tx.query('UPDATE partner_profiles SET application_id = $3 WHERE user_id = $1 AND partner_type = $2', [userId, partnerType, applicationId]);
}

// ---- the partner dashboards' requests ----
export interface PartnerRequestRow extends RequestRow {
  partner_status: PartnerRequestStatus | null;
  updated_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  list_price: number | null;
}

const PARTNER_REQUEST_SELECT = `SELECT r.id, r.owner_id, r.intent, r.listing_mls, r.status, r.payload, r.created_at, r.partner_status, r.updated_at,
    u.first_name, u.last_name, u.email, u.phone, l.address, l.city, l.state, l.zipcode, l.list_price
  FROM requests r LEFT JOIN users u ON u.id = r.owner_id LEFT JOIN listings l ON l.mls = r.listing_mls`;

/** The requests routed to a profile, newest first (at most `limit`). */
export async function requestsRoutedTo(db: Queryable, profileId: string, limit: number): Promise<PartnerRequestRow[]> {
  return (await db.query<PartnerRequestRow>(`${PARTNER_REQUEST_SELECT} WHERE r.assigned_partner_id = $1 ORDER BY r.created_at DESC, r.id LIMIT ${limit}`, [profileId])).rows;
}

export const partnerRequest = (db: Queryable, id: string) => one<PartnerRequestRow>(db, `${PARTNER_REQUEST_SELECT} WHERE r.id = $1`, [id]);

/**
 * Stores a partner's answer, only when the request is routed to one of `userId`'s profiles;
 * null otherwise. `changed` says whether the answer differs from the one before.
 */
export function answerRequest(tx: Queryable, id: string, userId: string, partnerStatus: PartnerRequestStatus, now: Date) {
  return one<{ id: string; intent: RequestIntent; owner_id: string | null; listing_mls: string | null; payload: Record<string, unknown>; changed: boolean }>(
    tx,
    `UPDATE requests r SET partner_status = $3, updated_at = $4 FROM partner_profiles p, (SELECT partner_status AS before FROM requests WHERE id = $1) old
      WHERE r.id = $1 AND r.assigned_partner_id = p.id AND p.user_id = $2
      RETURNING r.id, r.intent, r.owner_id, r.listing_mls, r.payload, old.before IS DISTINCT FROM $3 AS changed`,
    [id, userId, partnerStatus, now],
  );
}

/** Remembers that the partner holding the request declined it, so it never goes back to them. */
export async function recordDecline(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `UPDATE requests SET declined_partner_ids = array_append(declined_partner_ids, assigned_partner_id)
      WHERE id = $1 AND NOT (assigned_partner_id = ANY(declined_partner_ids))`,
    [id],
  );
}

// ---- lenders' rate sheets ----
export interface SheetRow {
  profile_id: string;
  effective_date: string;
  products: RateSheetProductRate[];
  published_at: Date;
  company: string | null;
  display_name: string;
}

const SHEET_SELECT = `SELECT s.profile_id, to_char(s.effective_date, 'YYYY-MM-DD') AS effective_date, s.products, s.published_at, p.company, p.display_name
  FROM lender_rate_sheets s JOIN partner_profiles p ON p.id = s.profile_id AND p.active`;

/** The newest sheets of active profiles of a type in effect from `since` on. */
export async function currentSheets(db: Queryable, partnerType: PartnerType, since: string, limit: number): Promise<SheetRow[]> {
  const { rows } = await db.query<SheetRow>(
    `${SHEET_SELECT} WHERE p.partner_type = $1 AND s.effective_date >= $2::date ORDER BY s.effective_date DESC, s.published_at DESC, s.profile_id LIMIT ${limit}`,
    [partnerType, since],
  );
  return rows;
}

export const sheetOf = (db: Queryable, profileId: string) => one<SheetRow>(db, `${SHEET_SELECT} WHERE s.profile_id = $1`, [profileId]);

/** Publishes a profile's sheet, replacing the one before. */
export async function saveSheet(db: Queryable, profileId: string, effectiveDate: string, products: RateSheetProductRate[], now: Date): Promise<void> {
  await db.query(
    `INSERT INTO lender_rate_sheets (profile_id, effective_date, products, published_at) VALUES ($1, $2::date, $3, $4)
     ON CONFLICT (profile_id) DO UPDATE SET effective_date = EXCLUDED.effective_date, products = EXCLUDED.products, published_at = EXCLUDED.published_at`,
    [profileId, effectiveDate, JSON.stringify(products), now],
  );
}

// ---- documents a lender asks for ----
export interface DocumentRow {
  id: string;
  label: string;
  received_at: Date | null;
  created_at: Date;
}

export async function documentsOfRequest(db: Queryable, requestId: string): Promise<DocumentRow[]> {
  return (await db.query<DocumentRow>('SELECT id, label, received_at, created_at FROM request_documents WHERE request_id = $1 ORDER BY created_at, label', [requestId])).rows;
}

export interface MortgageAccess {
  id: string;
  owner_id: string | null;
  partner_user_id: string | null;
  company: string | null;
  display_name: string | null;
}

/** A mortgage request with its buyer and the lender it is routed to (null for any other request). */
export function mortgageRequest(db: Queryable, requestId: string) {
  return one<MortgageAccess>(
    db,
    `SELECT r.id, r.owner_id, p.user_id AS partner_user_id, p.company, p.display_name
       FROM requests r LEFT JOIN partner_profiles p ON p.id = r.assigned_partner_id
      WHERE r.id = $1 AND r.intent = 'RequestMortgage'`,
    [requestId],
  );
}

/**
 * Adds a document to a request's checklist. One statement decides both the limit and a repeat, so
 * two clicks at once add one row; false when nothing was added.
 */
export async function addDocument(db: Queryable, document: { id: string; requestId: string; label: string; at: Date }, limit: number): Promise<boolean> {
  const added = await one<{ id: string }>(
    db,
    `INSERT INTO request_documents (id, request_id, label, created_at)
     SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM request_documents WHERE request_id = $2) < ${limit}
     ON CONFLICT (request_id, label) DO NOTHING RETURNING id`,
    [document.id, document.requestId, document.label, document.at],
  );
  return !!added;
}

export async function hasDocument(db: Queryable, requestId: string, label: string): Promise<boolean> {
  return !!(await one(db, 'SELECT 1 FROM request_documents WHERE request_id = $1 AND label = $2', [requestId, label]));
}

/** Marks a document received at `at` (or needed again, with null); false when the request has no such document. */
export async function setDocumentReceived(db: Queryable, requestId: string, documentId: string, at: Date | null): Promise<boolean> {
  return !!(await one<{ id: string }>(db, 'UPDATE request_documents SET received_at = $3 WHERE id = $1 AND request_id = $2 RETURNING id', [documentId, requestId, at]));
}
