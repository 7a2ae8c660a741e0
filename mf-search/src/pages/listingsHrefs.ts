import { NO_MAX, ALL_HOME_TYPE_CODES, type FilterCriteria } from '@homeward/domain';
import { SEARCH_URL_PARAMS } from '@homeward/contracts';

/** A query string as the site writes its addresses: brackets, and with `commas` commas, left readable. */
export function readableQuery(search: string, { commas = false } = {}): string {
  const text = search.replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  return commas ? text.replace(/%2C/gi, ',') : text;
}

function withQuery(pathname: string, next: URLSearchParams, commas: boolean): string {
  const qs = readableQuery(next.toString(), { commas });
  return `${pathname}${qs ? `?${qs}` : ''}`;
}

/** The address of page `target` of these results. */
export function pageHref(pathname: string, query: URLSearchParams, target: number): string {
  const next = new URLSearchParams(query);
  if (target > 1) next.set('page', String(target));
  else next.delete('page');
  return withQuery(pathname, next, true);
}

/** The address of the homes in the place itself, or of those nearby outside it, from page 1 and the place's own view. */
export function nearbyHref(pathname: string, query: URLSearchParams, target: 'place' | 'nearby'): string {
  const next = new URLSearchParams(query);
  if (target === 'nearby') next.set(SEARCH_URL_PARAMS.area, 'nearby');
  else next.delete(SEARCH_URL_PARAMS.area);
  next.delete('page');
  next.delete(SEARCH_URL_PARAMS.view);
  return withQuery(pathname, next, false);
}

/** Filters set beyond those the bar shows, for the 'All filters' badge. */
export function extraFilterCount(c: FilterCriteria): number {
  return [
    c.year_built.low != null || c.year_built.high != null,
    c.homeowner_due.high != null && c.homeowner_due.high !== NO_MAX,
    c.listingStatuses.length !== 1 || c.listingStatuses[0] !== 'A',
    c.minSchoolRating != null,
    c.daysOnMarket != null && c.daysOnMarket !== NO_MAX,
    c.openHouse.only,
    c.newConstruction === true,
  ].filter(Boolean).length;
}

/** Every filter in use, for the phone's 'Filters (n)' button. */
export function filtersInUse(criteria: FilterCriteria): number {
  return (
    extraFilterCount(criteria) +
    [criteria.price.low, criteria.price.high].filter(Boolean).length +
    (criteria.beds.low ? 1 : 0) +
    (criteria.baths.low ? 1 : 0) +
    (criteria.listingTypes.length !== ALL_HOME_TYPE_CODES.length && criteria.listingTypes.length > 0 ? 1 : 0)
  );
}
