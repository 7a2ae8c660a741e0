/**
 * Filters that travel in a listings URL (spec 4.7: a max price as price[high]), so a search from
 * the home page, a shared link or back/forward restores them. Beds, baths, home types and the
 * price range also persist in the spec's storage keys; these parameters win while in the address.
 */
export interface SearchUrlFilters {
  minPrice?: number | null;
  maxPrice?: number | null;
  minSquareFeet?: number | null;
  minYearBuilt?: number | null;
}

export const SEARCH_URL_PARAMS = {
  minPrice: 'price[low]',
  maxPrice: 'price[high]',
  minSquareFeet: 'square_feet[low]',
  minYearBuilt: 'year_built[low]',
  /** The map's view: `lat,lng,zoom`. */
  view: 'view',
  /** `nearby` lists the homes near the place instead of those inside it. */
  area: 'area',
  page: 'page',
} as const;

const FILTER_KEYS = ['minPrice', 'maxPrice', 'minSquareFeet', 'minYearBuilt'] as const;

/** `?price[low]=…&…` for the filters above 0 (brackets kept readable), or '' when there are none. */
export function searchFilterQuery(filters: SearchUrlFilters | null | undefined): string {
  if (!filters) return '';
  const parts: string[] = [];
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) parts.push(`${SEARCH_URL_PARAMS[key]}=${Math.floor(value)}`);
  }
  return parts.join('&');
}

/** Reads the filters of a listings URL; absent or non-positive values are null. */
export function readSearchFilterQuery(query: URLSearchParams): Required<SearchUrlFilters> {
  const read = (name: string) => {
    const raw = query.get(name);
    if (!raw) return null;
    const value = Number(raw.replace(/[^\d.]/g, ''));
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : null;
  };
  return {
    minPrice: read(SEARCH_URL_PARAMS.minPrice),
    maxPrice: read(SEARCH_URL_PARAMS.maxPrice),
    minSquareFeet: read(SEARCH_URL_PARAMS.minSquareFeet),
    minYearBuilt: read(SEARCH_URL_PARAMS.minYearBuilt),
  };
}

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

/** `47.60621,-122.33207,12.5`: five decimals (about a metre) and the zoom to two. */
export function formatMapView(view: MapView): string {
  return `${view.lat.toFixed(5)},${view.lng.toFixed(5)},${Number(view.zoom.toFixed(2))}`;
}

export function parseMapView(raw: string | null | undefined): MapView | null {
  if (!raw) return null;
  const [lat, lng, zoom] = raw.split(',').map(Number);
  if (![lat, lng, zoom].every(Number.isFinite)) return null;
  if (Math.abs(lat) > 85 || Math.abs(lng) > 180 || zoom < 0 || zoom > 22) return null;
  return { lat, lng, zoom };
}
