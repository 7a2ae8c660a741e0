import { randomUUID } from 'node:crypto';
import {
  PARTNER_TYPE_OF_KIND,
  type MyPartnerApplication,
  type PartnerApplicationDecision,
  type PartnerApplicationInput,
  type PartnerApplicationListItem,
} from '@homeward/contracts/signed-in';
import { partnerTypeLabel } from '@homeward/domain';
import type { Db, Queryable } from '../../db/db';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordAudit } from '../admin/repository';
import { deactivateProfile } from './assignment';
import {
  applicationForUpdate,
  applicationsPage,
  grantProfile,
  insertApplication,
  lockApplicant,
  otherApprovedApplication,
  setDecision,
  setProfileApplication,
  standingApplication,
  statesOfZips,
  type ApplicationRow,
  type ApplicationsFilter,
} from './repository';

export { applicationsOf as myApplications } from './repository';

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

/** A partner's zips must be known zips of the states they serve: a 400 naming the first that is not. */
export async function assertZipsServed(db: Queryable, zips: readonly string[], states: readonly string[]): Promise<void> {
  const known = await statesOfZips(db, zips);
  const unknown = zips.find((z) => !known.has(z));
  if (unknown) throw badRequest(`Zip ${unknown} is not in our service area (WA and MA).`);
  const outside = zips.find((z) => !states.includes(known.get(z)!));
  if (outside) throw badRequest(`Zip ${outside} is in ${known.get(outside)}; add that state or remove the zip.`);
}

/** Called inside the transaction that stores or decides an application (the applicant's messages). */
export type ApplicationListener = (tx: Queryable, application: ApplicationRow) => Promise<void>;

/** Stores an application. One open or approved application per programme and applicant. */
export async function submitApplication(db: Db, userId: string, input: PartnerApplicationInput, now: Date, onStored?: ApplicationListener): Promise<ApplicationRow> {
  const zips = input.additional.serviceZips;
  await assertZipsServed(db, zips, input.additional.serviceStates);
  return db.transaction(async (tx) => {
    await lockApplicant(tx, userId);
    const open = await standingApplication(tx, userId, input.kind);
    if (open?.status === 'approved') throw conflict('You are already an approved partner in this programme.');
    if (open) throw conflict('You have already applied to this programme. We will let you know when it has been reviewed.');
    const row = await insertApplication(tx, {
      id: randomUUID(),
      userId,
      kind: input.kind,
      partnerType: PARTNER_TYPE_OF_KIND[input.kind],
      details: { applicant: input.applicant, business: input.business, additional: { ...input.additional, serviceStates: undefined, serviceZips: undefined } },
      states: input.additional.serviceStates,
      zips,
      at: now,
    });
    await onStored?.(tx, row);
    return row;
  });
}

/** One page of the applications a manager asked for. */
export async function listApplications(db: Queryable, q: ApplicationsFilter) {
  const { rows, total } = await applicationsPage(db, q);
  return { items: rows.map(toListItem), total, page: q.page, pageSize: q.pageSize };
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
    const before = await applicationForUpdate(tx, id);
    if (!before) throw notFound('We could not find this partner application.');
    const app = await setDecision(tx, id, { status: decision.status, note: decision.note?.trim() || null, by: manager.userId, at: now });
    if (decision.status === 'approved') {
      const displayName = `${app.details.applicant.firstName} ${app.details.applicant.lastName}`.trim() || partnerTypeLabel(app.partner_type);
      await grantProfile(tx, app, { id: randomUUID(), displayName, at: now });
    } else if (before.status === 'approved') {
      const other = await otherApprovedApplication(tx, app);
      if (other) await setProfileApplication(tx, app.user_id, app.partner_type, other.id);
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
