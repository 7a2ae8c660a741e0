import { paths, type Prediction, searchFilterQuery, type SearchUrlFilters } from '@homeward/contracts';

/** Spec 4.7: a max price travels as the query filter price[high]. */
export const MAX_PRICE_PARAM = 'price[high]';

/** Adds price[high] when the amount is above 0 (spec 5: the price filter applies only then). */
export function withMaxPrice(path: string, maxPrice: number | null | undefined): string {
  if (!maxPrice || !(maxPrice > 0)) return path;
  // Brackets stay readable: the spec names the parameter price[high] and browsers accept them.
  return `${path}${path.includes('?') ? '&' : '?'}${MAX_PRICE_PARAM}=${Math.floor(maxPrice)}`;
}

/**
 * Where a chosen suggestion leads (spec 4.7): city and zip searches, an MLS number to its home page.
 * The home page's filters (price range, square feet, year built) travel in the listings URL; an
 * amount typed in the bar is the max price. A search from the /listingsold mirror (`sold`) stays there.
 */
export function searchTargetFor(prediction: Prediction, maxPrice?: number | null, filters?: SearchUrlFilters | null, sold = false): string {
  if ((prediction.kind === 'mls' || prediction.kind === 'address') && prediction.mls) return paths.listing.property.href(prediction.mls);
  const place = prediction.kind === 'zip' && prediction.zipcode ? { state: prediction.state, zip: prediction.zipcode } : { state: prediction.state, city: prediction.city };
  const path = paths.search.listings.href(place, { sold });
  const query = searchFilterQuery({ ...filters, maxPrice: maxPrice && maxPrice > 0 ? maxPrice : filters?.maxPrice });
  return query ? `${path}?${query}` : path;
}

/** 'Bellevue, WA' → { city: 'Bellevue', state: 'WA' }; null when there is no comma. */
export function splitSearchedCity(searchedCity: string): { city: string; state: string } | null {
  const comma = searchedCity.indexOf(',');
  if (comma < 0) return null;
  const city = searchedCity.slice(0, comma).trim();
  const state = searchedCity.slice(comma + 1).trim();
  return city && state ? { city, state } : null;
}

export interface ConfirmTarget {
  to: string;
  replace: boolean;
}

/**
 * Spec 2.7, confirming the filter panel: with a searched city and not a zip search, replace the
 * route with listings/city/{state}/{city-with-hyphens} (state = text after the comma, trimmed;
 * city = text before it); a zip search pushes listings?zipcode=… On the /listingsold mirror (`sold`)
 * the same routes under /listingsold.
 */
export function filterConfirmTarget(searchedCity: string | null, zip: string | null, sold = false): ConfirmTarget | null {
  if (zip) return { to: paths.search.listings.href({ zipcode: zip }, { sold }), replace: false };
  const parts = searchedCity ? splitSearchedCity(searchedCity) : null;
  if (!parts) return null;
  return { to: paths.search.listings.href(parts, { sold }), replace: true };
}

/** What a listings URL searches for. */
export type ListingsLocation =
  | { kind: 'city'; city: string; state: string; searchText: string }
  | { kind: 'zip'; zip: string; state: string | null; searchText: string }
  | { kind: 'text'; searchText: string };

const ZIP = /^\d{5}$/;

/**
 * Reads the location out of every listings URL shape of spec 2.2: /listings/city/{state}/{city},
 * /listings/zip/{state}/{zip}, /listings/zip/{zip}, and /listings?zipcode=… or ?city=…
 */
export function parseListingsLocation(
  params: { parent?: string; state?: string; city?: string },
  query: URLSearchParams,
  fallbackCity: string,
): ListingsLocation {
  const parent = params.parent?.toLowerCase();
  if (parent === 'zip') {
    const zip = params.city && ZIP.test(params.city) ? params.city : params.state && ZIP.test(params.state) ? params.state : null;
    if (zip) return { kind: 'zip', zip, state: params.city ? (params.state ?? null) : null, searchText: zip };
  }
  if (parent === 'city' && params.state && params.city) {
    const city = params.city.replace(/-/g, ' ').trim();
    const state = params.state.toUpperCase();
    return { kind: 'city', city, state, searchText: `${city}, ${state}` };
  }
  const zipcode = query.get('zipcode')?.trim();
  if (zipcode && ZIP.test(zipcode)) return { kind: 'zip', zip: zipcode, state: null, searchText: zipcode };
  const cityQuery = query.get('city')?.trim();
  const text = cityQuery || fallbackCity;
  const parts = splitSearchedCity(text);
  if (parts) return { kind: 'city', city: parts.city.replace(/-/g, ' '), state: parts.state.toUpperCase(), searchText: `${parts.city.replace(/-/g, ' ')}, ${parts.state.toUpperCase()}` };
  return { kind: 'text', searchText: text };
}

/** Reads price[high] from a query string; null when absent or not above 0. */
export function maxPriceFromQuery(query: URLSearchParams): number | null {
  const raw = query.get(MAX_PRICE_PARAM);
  if (!raw) return null;
  const value = Number(raw.replace(/[^\d.]/g, ''));
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : null;
}
