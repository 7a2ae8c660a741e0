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
