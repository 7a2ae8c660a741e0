import type { PartnerApplication } from './schemas';

/** What a manager may decide on a partner application. */
export type PartnerDecision = 'approved' | 'rejected';

/** A decided application is final; one still waiting may be approved or rejected. */
export function partnerDecisionsFor(status: PartnerApplication['status']): PartnerDecision[] {
  return status === 'approved' || status === 'rejected' ? [] : ['approved', 'rejected'];
}

/** How the list names an application's status. */
export function partnerStatusLabel(status: PartnerApplication['status']): string {
  return status === 'approved' ? 'Approved' : status === 'rejected' ? 'Rejected' : 'Waiting';
}

/** The words of a decision's button, its dialog and its toast. */
export const PARTNER_DECISIONS: Record<PartnerDecision, { label: string; busy: string; done: string }> = {
  approved: { label: 'Approve', busy: 'Approving…', done: 'approved' },
  rejected: { label: 'Reject', busy: 'Rejecting…', done: 'rejected' },
};
