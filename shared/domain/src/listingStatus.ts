import type { ListingStatusCode } from '@homeward/contracts';

export interface ListingStatusInfo {
  code: ListingStatusCode;
  label: string;
  /** CSS class of spec 4.1; null where the spec gives none. */
  styleClass: string | null;
}

/** Spec 4.1. */
export const LISTING_STATUSES: readonly ListingStatusInfo[] = [
  { code: 'A', label: 'Active', styleClass: 'new' },
  { code: 'CT', label: 'Contingent', styleClass: 'contingent' },
  { code: 'INC', label: 'Incomplete', styleClass: null },
  { code: 'PB', label: 'Pending Back-up Requested', styleClass: 'pending' },
  { code: 'PF', label: 'Pending Feasibility', styleClass: 'pending' },
  { code: 'P', label: 'Pending', styleClass: 'pending' },
  { code: 'PI', label: 'Pending Inspection', styleClass: null },
  { code: 'PS', label: 'Pending Short Sale', styleClass: null },
  { code: 'SFR', label: 'Sale Fail', styleClass: 'expired' },
  { code: 'CA', label: 'Cancelled', styleClass: 'cancelled' },
  { code: 'T', label: 'Temporarily Off-Market', styleClass: null },
  { code: 'E', label: 'Expired', styleClass: 'expired' },
  { code: 'S', label: 'Sold', styleClass: 'sold' },
  { code: 'R', label: 'Rented', styleClass: 'rented' },
  { code: 'LS', label: 'Live stream', styleClass: 'Livestream' },
  { code: 'PD', label: 'Price Drop', styleClass: 'PriceDrop' },
  { code: 'NC', label: 'New construction', styleClass: 'Newconstruction' },
  { code: 'S-UL', label: 'Unlisted Sales', styleClass: 'unlisted' },
];

const byCode = new Map(LISTING_STATUSES.map((s) => [s.code, s]));

export function listingStatusInfo(code: string): ListingStatusInfo | undefined {
  return byCode.get(code as ListingStatusCode);
}

/** Display label for a status code; unknown codes are shown as they are. */
export function listingStatusLabel(code: string): string {
  return byCode.get(code as ListingStatusCode)?.label ?? code;
}

export function listingStatusClass(code: string): string | null {
  return byCode.get(code as ListingStatusCode)?.styleClass ?? null;
}

/**
 * Which codes each status filter choice covers. Live-stream, price-drop and new-construction
 * listings are for sale, so "Active" includes them; every pending variant counts as Pending.
 */
export const ACTIVE_STATUS_CODES: readonly ListingStatusCode[] = ['A', 'LS', 'PD', 'NC'];
export const PENDING_STATUS_CODES: readonly ListingStatusCode[] = ['P', 'PB', 'PF', 'PI', 'PS', 'CT'];
export const SOLD_STATUS_CODES: readonly ListingStatusCode[] = ['S', 'S-UL'];

const AGE_PATTERN = /^\s*(\d+)\s*(second|minute|hour|day|week|month|year)s?\b/i;

/**
 * Spec 4.1: new on the market when the time on market (text such as '3 days', '1 day', '72 hours',
 * '59 minutes') is under 4 days, up to 72 hours or up to 59 minutes.
 */
export function isNewOnMarket(timeOnMarket: string | null | undefined): boolean {
  if (!timeOnMarket) return false;
  const match = AGE_PATTERN.exec(timeOnMarket);
  if (!match) return false;
  const amount = Number(match[1]);
  switch (match[2].toLowerCase()) {
    case 'second':
      return true;
    case 'minute':
      return amount <= 59;
    case 'hour':
      return amount <= 72;
    case 'day':
      return amount < 4;
    default:
      return false;
  }
}

/** The timeOnMarket text for a listing that has been on the market this many minutes. */
export function timeOnMarketLabel(minutesOnMarket: number): string {
  const minutes = Math.max(0, Math.floor(minutesOnMarket));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return plural(minutes, 'minute');
  if (minutes < 24 * 60) return plural(Math.floor(minutes / 60), 'hour');
  return plural(Math.floor(minutes / (24 * 60)), 'day');
}
