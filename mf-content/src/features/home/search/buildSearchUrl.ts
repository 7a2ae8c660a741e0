import { isInServiceArea, NOT_AVAILABLE_YET_MESSAGE } from '@homeward/domain';
import { paths } from '@homeward/contracts';

/**
 * The home page's own search, used when the search slice's bar cannot load: 'City, ST' goes to
 * the city listings page and a 5-digit zip to the zip listings page (spec 2.2/4.7). Anything
 * outside WA and MA gets the not-available-yet message instead of an empty results page.
 */
export interface SearchFilters {
  maxPrice?: number | null;
  minPrice?: number | null;
  minSquareFeet?: number | null;
  minYearBuilt?: number | null;
}

export type SearchTarget =
  | { ok: true; path: string; city?: string; state: string; zip?: string }
  | { ok: false; reason: 'empty' | 'format' | 'not-available'; message: string };

export const EMPTY_SEARCH_MESSAGE = 'Enter a city and state, like Bellevue, WA, or a 5-digit zip code.';
export const FORMAT_MESSAGE = 'We could not read that location. Try a city and state, like Bellevue, WA, or a 5-digit zip code.';

const STATE_NAMES: Record<string, string> = { WASHINGTON: 'WA', MASSACHUSETTS: 'MA' };

/** Zip prefixes of the service area: Washington 980–994, Massachusetts 010–027. */
export function stateForZip(zip: string): 'WA' | 'MA' | undefined {
  if (/^9[89]\d{3}$/.test(zip)) return 'WA';
  if (/^0[12]\d{3}$/.test(zip)) return 'MA';
  return undefined;
}

function stateCode(text: string): string | undefined {
  const t = text.trim().replace(/\.$/, '').toUpperCase();
  if (/^[A-Z]{2}$/.test(t)) return t;
  return STATE_NAMES[t] ?? (/^[A-Z][A-Z .]+$/.test(t) ? t : undefined);
}

function filterQuery(filters: SearchFilters): string {
  const query = new URLSearchParams();
  if (filters.minPrice && filters.minPrice > 0) query.set('price[low]', String(filters.minPrice));
  // Spec 5: the price filter applies only when the amount is above 0.
  if (filters.maxPrice && filters.maxPrice > 0) query.set('price[high]', String(filters.maxPrice));
  if (filters.minSquareFeet) query.set('square_feet[low]', String(filters.minSquareFeet));
  if (filters.minYearBuilt) query.set('year_built[low]', String(filters.minYearBuilt));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function buildSearchUrl(input: string, filters: SearchFilters = {}): SearchTarget {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return { ok: false, reason: 'empty', message: EMPTY_SEARCH_MESSAGE };

  if (/^\d{5}(-\d{4})?$/.test(text)) {
    const zip = text.slice(0, 5);
    const state = stateForZip(zip);
    if (!state) return { ok: false, reason: 'not-available', message: NOT_AVAILABLE_YET_MESSAGE };
    return { ok: true, state, zip, path: `${paths.search.listings.href({ state, zip })}${filterQuery(filters)}` };
  }

  // 'City, ST', 'City, State', optionally followed by a zip: 'Bellevue, WA 98004'.
  const match = /^([^,\d][^,]*?)\s*,\s*([A-Za-z][A-Za-z .]*?)(?:\s+\d{5}(?:-\d{4})?)?$/.exec(text);
  if (!match) return { ok: false, reason: 'format', message: FORMAT_MESSAGE };
  const city = match[1].trim();
  const state = stateCode(match[2]);
  if (!state) return { ok: false, reason: 'format', message: FORMAT_MESSAGE };
  if (!isInServiceArea(state)) return { ok: false, reason: 'not-available', message: NOT_AVAILABLE_YET_MESSAGE };
  return {
    ok: true,
    city,
    state,
    path: `${paths.search.listings.href({ state, city })}${filterQuery(filters)}`,
  };
}
