import type { AdminRequestRow } from '@homeward/contracts/signed-in';
import { partnerTypesForIntent } from '@homeward/domain';
import { formatMoney } from '../../shared/format';

/** One line on what a request asks for, from its stored form. */
export function requestSummary(r: AdminRequestRow): string {
  const p = r.payload as Record<string, Record<string, unknown> | undefined>;
  switch (r.intent) {
    case 'MakeAnOffer':
      return `Offer ${formatMoney(p.offer?.amount)}`;
    case 'RequestMortgage':
      return `${formatMoney(p.mortgage?.price)} home, ${String(p.mortgage?.lendingType ?? 'purchase')}`;
    case 'ScheduleTour':
      return [p.tour?.date, p.tour?.time].filter(Boolean).join(' at ') || 'Tour';
    case 'RequestInspection':
      return typeof p.inspection?.date === 'string' ? `On ${p.inspection.date}` : 'Inspection';
    case 'SellHome':
      return [p.sell?.address, p.sell?.zipCode].filter(Boolean).join(', ') || 'Home to sell';
    default: {
      const e = (p.enquiry ?? p.application) as Record<string, unknown> | undefined;
      return typeof e?.companyName === 'string' ? e.companyName : typeof e?.position === 'string' ? e.position : '';
    }
  }
}

/**
 * What a manager may do with a request's assignment: a request some kind of partner handles can
 * be assigned (when nobody has it) or reassigned; the others stay with the Homeward team.
 */
export function assignmentAction(r: Pick<AdminRequestRow, 'intent' | 'assignedPartnerId'>): 'Assign' | 'Reassign' | null {
  if (partnerTypesForIntent(r.intent).length === 0) return null;
  return r.assignedPartnerId ? 'Reassign' : 'Assign';
}

/** Where a request stands, in words, and the badge colour that goes with it. */
export function requestState(r: Pick<AdminRequestRow, 'intent' | 'status' | 'assignedPartnerId' | 'partnerStatus'>): { text: string; tone: 'neutral' | 'warn' | 'info' } {
  if (assignmentAction(r) === null) return { text: r.status, tone: 'neutral' };
  if (!r.assignedPartnerId) return { text: 'Waiting for a partner', tone: 'warn' };
  return { text: r.partnerStatus ?? 'With partner', tone: 'info' };
}
