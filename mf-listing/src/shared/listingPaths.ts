import { type ListingSummary, paths } from '@homeward/contracts';

/** The address-shaped URL of a home, its canonical address (`paths.listing.propertyByAddress`). */
export function listingPath(listing: Pick<ListingSummary, 'mls' | 'state' | 'city' | 'address' | 'unit'>): string {
  return paths.listing.propertyByAddress.href(listing);
}

const MLS_PATTERN = /^\d{5,10}$/;

/**
 * The MLS number a property-page URL points at. `/listingdetails/:state?/:mls?` is also reached as
 * `/listingdetails/{mls}` (one segment), where the router hands the number over as `state`.
 */
export function mlsFromParams(params: { mls?: string; state?: string }): string | undefined {
  const candidate = params.mls ?? (params.state && MLS_PATTERN.test(params.state) ? params.state : undefined);
  const trimmed = candidate?.trim();
  return trimmed ? trimmed : undefined;
}

export function isMlsNumber(value: string | undefined | null): value is string {
  return !!value && MLS_PATTERN.test(value.trim());
}

export function scheduleTourPath(mls: string): string {
  return `/listings/schedule-tour/${encodeURIComponent(mls)}`;
}

export function makeOfferPath(mls: string): string {
  return `/listings/make-offer?mls=${encodeURIComponent(mls)}`;
}

export function inspectionPath(mls?: string): string {
  return mls ? `/inspections/request?mls=${encodeURIComponent(mls)}` : '/inspections/request';
}

export function mortgagePath(mls?: string): string {
  return mls ? `/mortgage/request?mls=${encodeURIComponent(mls)}` : '/mortgage/request';
}
