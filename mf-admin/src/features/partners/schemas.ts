import { PARTNER_APPLICATION_KINDS, type PartnerApplicationKind, type PartnerApplicationListItem } from '@homeward/contracts/signed-in';

export { PARTNER_APPLICATION_KINDS };
export type PartnerApplication = PartnerApplicationListItem;

/** How the manager's screens name each partner programme. */
export const KIND_LABELS: Record<PartnerApplicationKind, string> = {
  inspector: 'Inspector',
  builder: 'Builder',
  lender: 'Lender',
  'loan-broker': 'Loan broker',
  'title-and-escrow': 'Title and escrow',
};
