import { deactivateProfile } from './assignment';
import { randomUUID } from 'node:crypto';
import { type PartnerType } from '@homeward/contracts';
import {
  PARTNER_TYPE_OF_KIND,
  type MyPartnerApplication,
  type PartnerApplicationDecision,
  type PartnerApplicationInput,
  type PartnerApplicationKind,
  type PartnerApplicationListItem,
  type PartnerApplicationStatus,
  type PartnerApplicationsQuery,
} from '@homeward/contracts/signed-in';
import { partnerTypeLabel } from '@homeward/domain';
import type { Db, Queryable } from '../../db/db';
import { one } from '../../db/db';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordAudit } from '../admin/audit';

interface ApplicationRow {
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

const COLUMNS = 'id, user_id, kind, partner_type, details, service_states, service_zips, status, decision_note, decided_at, created_at';

export const toMyApplication = (r: ApplicationRow): MyPartnerApplication => ({
  id: r.id,
  kind: r.kind,
  partnerType: r.partner_type,
  status: r.status,
  company: r.details.business.company,
  serviceStates: r.service_states,
  serviceZips: r.service_zips,
  createdAt: r.created_at.toISOString(),
  decidedAt: r.decided_at ? r.decided_at.toISOString() : null,
  decisionNote: r.decision_note,
});

export const toListItem = (r: ApplicationRow): PartnerApplicationListItem => ({
  ...toMyApplication(r),
  userId: r.user_id,
  contactName: `${r.details.applicant.firstName} ${r.details.applicant.lastName}`,
  email: r.details.applicant.email,
  phone: r.details.applicant.phone,
  licenseNumber: r.details.business.licenseNumber?.trim() || null,
});

/** Stores an application. One open or approved application per programme and applicant. */
/** Called inside the transaction that stores or decides an application (the applicant's messages). */
export type ApplicationListener = (tx: Queryable, application: ApplicationRow) => Promise<void>;

export async function submitApplication(db: Db, userId: string, input: PartnerApplicationInput, now: Date, onStored?: ApplicationListener): Promise<ApplicationRow> {
  const zips = input.additional.serviceZips;
  if (zips.length > 0) {
    const { rows } = await db.query<{ zipcode: string; state: string }>('SELECT zipcode, state FROM zipcodes WHERE zipcode = ANY($1::text[])', [zips]);
    const known = new Map(rows.map((r) => [r.zipcode, r.state]));
    const unknown = zips.find((z) => !known.has(z));
    if (unknown) throw badRequest(`Zip ${unknown} is not in our service area (WA and MA).`);
    const outside = zips.find((z) => !input.additional.serviceStates.includes(known.get(z) as 'WA' | 'MA'));
    if (outside) throw badRequest(`Zip ${outside} is in ${known.get(outside)}; add that state or remove the zip.`);
  }
  return db.transaction(async (tx) => {
    // The applicant's own row is the lock: applications sent at once (two tabs, several API
    // processes) are decided one after the other, so the second sees the first. Locking the open
    // applications alone locks nothing while there are none.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const open = await one<{ status: string }>(
      tx,
      "SELECT status FROM partner_applications WHERE user_id = $1 AND kind = $2 AND status IN ('submitted', 'approved')",
      [userId, input.kind],
    );
    if (open?.status === 'approved') throw conflict('You are already an approved partner in this programme.');
    if (open) throw conflict('You have already applied to this programme. We will let you know when it has been reviewed.');
    const row = await one<ApplicationRow>(
      tx,
      `INSERT INTO partner_applications (id, user_id, kind, partner_type, details, service_states, service_zips, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'submitted', $8, $8) RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        userId,
        input.kind,
        PARTNER_TYPE_OF_KIND[input.kind],
        JSON.stringify({ applicant: input.applicant, business: input.business, additional: { ...input.additional, serviceStates: undefined, serviceZips: undefined } }),
        input.additional.serviceStates,
        zips,
        now,
      ],
    );
    await onStored?.(tx, row!);
    return row!;
  });
}

export async function myApplications(db: Queryable, userId: string): Promise<ApplicationRow[]> {
  return (await db.query<ApplicationRow>(`SELECT ${COLUMNS} FROM partner_applications WHERE user_id = $1 ORDER BY created_at DESC, id`, [userId])).rows;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ORDER: Record<string, string> = {
  'createdAt:desc': 'created_at DESC, id',
  'createdAt:asc': 'created_at ASC, id',
  'company:asc': "lower(details->'business'->>'company') ASC, id",
  'company:desc': "lower(details->'business'->>'company') DESC, id",
};

export async function listApplications(db: Queryable, q: Required<Pick<PartnerApplicationsQuery, 'page' | 'pageSize' | 'sort'>> & PartnerApplicationsQuery) {
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
  const page = Number(q.page);
  const pageSize = Number(q.pageSize);
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${COLUMNS} FROM partner_applications ${filter} ORDER BY ${ORDER[q.sort] ?? ORDER['createdAt:desc']} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  return { items: rows.map(toListItem), total, page, pageSize };
}

export interface Manager {
  userId: string;
  email: string | null;
}

/**
 * The manager's decision. Approval creates (or widens) the applicant's partner profile of the
 * programme's type in the same transaction; rejecting an approved application removes the profile
 * unless another approved application of that type still backs it. Each decision is audited.
 */
export async function decideApplication(
  db: Db,
  id: string,
  decision: PartnerApplicationDecision,
  manager: Manager,
  now: Date,
  onDecided?: ApplicationListener,
): Promise<PartnerApplicationListItem> {
  return db.transaction(async (tx) => {
    const before = await one<ApplicationRow>(tx, `SELECT ${COLUMNS} FROM partner_applications WHERE id = $1 FOR UPDATE`, [id]);
    if (!before) throw notFound('We could not find this partner application.');
    const after = await one<ApplicationRow>(
      tx,
      `UPDATE partner_applications SET status = $2, decision_note = $3, decided_by = $4, decided_at = $5, updated_at = $5 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, decision.status, decision.note?.trim() || null, manager.userId, now],
    );
    const app = after!;
    if (decision.status === 'approved') {
      const displayName = `${app.details.applicant.firstName} ${app.details.applicant.lastName}`.trim() || partnerTypeLabel(app.partner_type);
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
        [randomUUID(), app.user_id, app.partner_type, displayName, app.details.business.company, now, app.service_states, app.service_zips, app.id],
      );
    } else if (before.status === 'approved') {
      const other = await one<{ id: string }>(
        tx,
        "SELECT id FROM partner_applications WHERE user_id = $1 AND partner_type = $2 AND status = 'approved' AND id <> $3 ORDER BY decided_at DESC LIMIT 1",
        [app.user_id, app.partner_type, app.id],
      );
      if (other) await tx.query('UPDATE partner_profiles SET application_id = $3 WHERE user_id = $1 AND partner_type = $2', [app.user_id, app.partner_type, other.id]);
      else await deactivateProfile(tx, app.user_id, app.partner_type, now);
    }
    await recordAudit(tx, {
      actorId: manager.userId,
      actorEmail: manager.email,
      action: 'partner-application.decision',
      targetType: 'partner_application',
      targetId: app.id,
      before: { status: before.status, decisionNote: before.decision_note },
      after: { status: app.status, decisionNote: app.decision_note },
      at: now,
    });
    await onDecided?.(tx, app);
    return toListItem(app);
  });
}
