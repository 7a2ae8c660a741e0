import type { PartnerType } from './api/codes';

/**
 * The partner types of spec 3, once: each type's number, the kind that spells it in URLs
 * (`paths.partner.landing` and `.dashboard`), its name and its dashboard's name. The shell's
 * menus, the partners slice, the domain's labels and the API's messages read this table.
 */
export const PARTNER_TYPES_TABLE = [
  { type: 1, kind: 'lender', label: 'Lender', dashboardLabel: 'Lender Dashboard' },
  { type: 2, kind: 'loanbroker', label: 'Loan Broker', dashboardLabel: 'Loan Broker Dashboard' },
  { type: 3, kind: 'realestate', label: 'Real Estate Agent', dashboardLabel: 'Real Estate Dashboard' },
  { type: 4, kind: 'serviceprovider', label: 'Service Provider', dashboardLabel: 'Service Provider Dashboard' },
] as const satisfies readonly { type: PartnerType; kind: string; label: string; dashboardLabel: string }[];

export type PartnerTypeEntry = (typeof PARTNER_TYPES_TABLE)[number];
/** Partner kinds in URLs (spec 3). */
export type PartnerKind = PartnerTypeEntry['kind'];

/** The table's entry for a partner type number; undefined for a number spec 3 does not list. */
export function partnerTypeEntry(type: number): PartnerTypeEntry | undefined {
  return PARTNER_TYPES_TABLE.find((entry) => entry.type === type);
}
