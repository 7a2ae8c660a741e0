/** The area of a place: its homes inside and nearby, and their orders for each sort. */
import type { SearchSort } from '@homeward/contracts';
import { boundaryTester, boundingBoxAround, haversineMiles, SEARCH_RADIUS_MILES, type BoundingBox } from '@homeward/domain';
import type { IndexedListings } from './listingIndex';
import type { ResolvedPlace } from './places';
import type { SearchArea } from './repository';
import { CandidateList } from './matches';

export function searchAreaFor(place: ResolvedPlace): SearchArea {
  if (place.kind === 'zip' && place.zipcode) return { kind: 'zip', zipcode: place.zipcode };
  return { kind: 'radius', lat: place.lat, lng: place.lng, miles: SEARCH_RADIUS_MILES, box: boundingBoxAround(place.lat, place.lng, SEARCH_RADIUS_MILES) };
}

/** What a search's total counts (see searchPlaceSchema.scope). */
export function scopeOf(place: ResolvedPlace): 'boundary' | 'zip' | 'radius' {
  if (place.kind === 'zip' && place.zipcode) return 'zip';
  if (place.kind === 'city' && place.boundary) return 'boundary';
  return 'radius';
}

function boundaryBox(geometry: NonNullable<ResolvedPlace['boundary']>): BoundingBox {
  const box = { minLat: Infinity, maxLat: -Infinity, minLng: Infinity, maxLng: -Infinity };
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const rings of polygons) {
    for (const [lng, lat] of rings[0] ?? []) {
      if (lat < box.minLat) box.minLat = lat;
      if (lat > box.maxLat) box.maxLat = lat;
      if (lng < box.minLng) box.minLng = lng;
      if (lng > box.maxLng) box.maxLng = lng;
    }
  }
  return box;
}

const z0 = (v: number) => (Number.isNaN(v) ? 0 : v);

/** The orders of spec 4.7/4.8 over index ids; ties fall back to the MLS number. */
const ORDERS: Record<SearchSort, (index: IndexedListings) => (a: number, b: number) => number> = {
  daysOnMarket: (x) => (a, b) => x.daysOnMarket[a] - x.daysOnMarket[b],
  priceAsc: (x) => (a, b) => x.price[a] - x.price[b],
  priceDesc: (x) => (a, b) => x.price[b] - x.price[a],
  bedsDesc: (x) => (a, b) => z0(x.beds[b]) - z0(x.beds[a]) || x.daysOnMarket[a] - x.daysOnMarket[b],
  sqftDesc: (x) => (a, b) => z0(x.sqft[b]) - z0(x.sqft[a]),
  yearBuiltDesc: (x) => (a, b) => z0(x.yearBuilt[b]) - z0(x.yearBuilt[a]),
};

/**
 * The homes a place's search looks at, split in two: `inside` the place (its city boundary, its
 * zip, or the radius around an address) and `nearby` (within the spec's 15 miles but outside).
 * Kept per place: the positions in each order, so a search's matches come out already sorted.
 */
export interface PlaceArea {
  ids: Int32Array;
  inside: Uint8Array;
  /** The area's homes in each search order, with their search values (sortedArea). */
  orders: Partial<Record<SearchSort, SortedArea>>;
  /** Candidate lists by search order and Matcher.firstKey (candidatesOf), least recently used first. */
  candidates: Map<string, CandidateList>;
}

/**
 * The orders whose first key is one number per home, as a key that sorts the same way (ties then
 * fall to the MLS rank, as ORDERS does): such an order is sorted natively over packed numbers.
 */
const SORT_KEYS: Partial<Record<SearchSort, (x: IndexedListings, id: number) => number>> = {
  daysOnMarket: (x, id) => x.daysOnMarket[id],
  priceAsc: (x, id) => x.price[id],
  priceDesc: (x, id) => -x.price[id],
  sqftDesc: (x, id) => -z0(x.sqft[id]),
  yearBuiltDesc: (x, id) => -z0(x.yearBuilt[id]),
};

/** Index ids by MLS rank, per index (made once, on the first packed sort). */
const idsByRank = new WeakMap<IndexedListings, Int32Array>();
/** Position in the area of each index id (only the area's ids are written; reused from one sort to the next). */
let positionOfId = new Int32Array(0);

/**
 * The positions of `ids` sorted by (key, MLS rank) with one native sort of numbers: each home's
 * key and rank packed exactly into one double. Null when a key is not a whole number small enough
 * to pack (the caller then sorts with a comparison function).
 */
export function packedOrder(index: IndexedListings, ids: Int32Array, key: (x: IndexedListings, id: number) => number): Int32Array | null {
  const n = ids.length;
  const bits = Math.max(1, Math.ceil(Math.log2(index.count + 1)));
  const scale = 2 ** bits;
  const limit = 2 ** (53 - bits);
  const keys = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const v = key(index, ids[k]);
    if (!Number.isInteger(v) || Math.abs(v) >= limit) return null;
    keys[k] = v * scale + index.mlsRank[ids[k]];
  }
  keys.sort();
  let byRank = idsByRank.get(index);
  if (!byRank) {
    byRank = new Int32Array(index.count);
    for (let id = 0; id < index.count; id++) byRank[index.mlsRank[id]] = id;
    idsByRank.set(index, byRank);
  }
  if (positionOfId.length < index.count) positionOfId = new Int32Array(index.count);
  for (let k = 0; k < n; k++) positionOfId[ids[k]] = k;
  const order = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const packed = keys[k];
    order[k] = positionOfId[byRank[packed - Math.floor(packed / scale) * scale]];
  }
  return order;
}

/**
 * A place's homes in one search order with copies of the columns a search reads, in that order: a
 * search then reads them front to back, once. A column is kept as 32-bit floats when every one of
 * its values is exact in that form (whole numbers below 2^24, quarters: a comparison then decides as
 * over the index's own column); HOA and school rating hold 0 where unknown, as the match
 * rule reads them (matcherFor: unknown counts as 0 for those two).
 */
export interface SortedArea {
  ids: Int32Array;
  inside: Uint8Array;
  beds: Float32Array | Float64Array;
  baths: Float32Array | Float64Array;
  sqft: Float32Array | Float64Array;
  yearBuilt: Float32Array | Float64Array;
  hoa: Float32Array | Float64Array;
  school: Float32Array | Float64Array;
  daysOnMarket: Float32Array | Float64Array;
  price: Float32Array | Float64Array;
}

function sortedColumn(column: Float64Array, ids: Int32Array, unknownAsZero = false): Float32Array | Float64Array {
  const wide = new Float64Array(ids.length);
  let fits = true;
  for (let k = 0; k < ids.length; k++) {
    const v = column[ids[k]];
    const w = unknownAsZero && v !== v ? 0 : v;
    wide[k] = w;
    if (fits && w === w && Math.fround(w) !== w) fits = false;
  }
  return fits ? Float32Array.from(wide) : wide;
}

export function sortedArea(index: IndexedListings, area: PlaceArea, sort: SearchSort): SortedArea {
  const known = area.orders[sort];
  if (known) return known;
  const order = orderOf(index, area, sort);
  const ids = Int32Array.from(order, (position) => area.ids[position]);
  const sorted: SortedArea = {
    ids,
    inside: Uint8Array.from(order, (position) => area.inside[position]),
    beds: sortedColumn(index.beds, ids),
    baths: sortedColumn(index.baths, ids),
    sqft: sortedColumn(index.sqft, ids),
    yearBuilt: sortedColumn(index.yearBuilt, ids),
    hoa: sortedColumn(index.hoa, ids, true),
    school: sortedColumn(index.school, ids, true),
    daysOnMarket: sortedColumn(index.daysOnMarket, ids),
    price: sortedColumn(index.price, ids),
  };
  area.orders[sort] = sorted;
  return sorted;
}

/** The positions of the area's homes in a search order. */
function orderOf(index: IndexedListings, area: PlaceArea, sort: SearchSort): Int32Array {
  const { ids } = area;
  const sortKey = SORT_KEYS[sort];
  let order = sortKey ? packedOrder(index, ids, sortKey) : null;
  if (!order) {
    const compare = ORDERS[sort](index);
    const rank = index.mlsRank;
    order = Int32Array.from(ids.keys());
    order.sort((p, q) => {
      const a = ids[p];
      const b = ids[q];
      return compare(a, b) || rank[a] - rank[b];
    });
  }
  return order;
}

export function placeAreaOf(index: IndexedListings, place: ResolvedPlace): PlaceArea {
  if (!place.available) return { ids: new Int32Array(0), inside: new Uint8Array(0), orders: {}, candidates: new Map() };
  const scope = scopeOf(place);
  const radius = boundingBoxAround(place.lat, place.lng, SEARCH_RADIUS_MILES);
  const box = { ...radius };
  let boundaryBounds: BoundingBox | null = null;
  if (scope === 'boundary' && place.boundary) {
    boundaryBounds = boundaryBox(place.boundary);
    box.minLat = Math.min(box.minLat, boundaryBounds.minLat);
    box.maxLat = Math.max(box.maxLat, boundaryBounds.maxLat);
    box.minLng = Math.min(box.minLng, boundaryBounds.minLng);
    box.maxLng = Math.max(box.maxLng, boundaryBounds.maxLng);
  }
  const inBoundary = scope === 'boundary' && place.boundary ? boundaryTester(place.boundary) : null;
  const found = new Set(index.count ? index.spatial.range(box.minLng, box.minLat, box.maxLng, box.maxLat) : []);
  const zipCode = scope === 'zip' ? index.zipcodes.codeOf(place.zipcode!) : -1;
  if (zipCode >= 0) {
    const codes = index.zipcodes.codes;
    for (let i = 0; i < codes.length; i++) if (codes[i] === zipCode) found.add(i);
  }
  const ids: number[] = [];
  const inside: number[] = [];
  for (const id of [...found].sort((a, b) => a - b)) {
    if (id >= index.count) continue;
    const lat = index.lat[id];
    const lng = index.lng[id];
    const withinRadius = haversineMiles(place.lat, place.lng, lat, lng) <= SEARCH_RADIUS_MILES;
    let isInside: boolean;
    if (scope === 'zip') isInside = index.zipcodes.codes[id] === zipCode;
    else if (inBoundary && boundaryBounds)
      isInside = lat >= boundaryBounds.minLat && lat <= boundaryBounds.maxLat && lng >= boundaryBounds.minLng && lng <= boundaryBounds.maxLng && inBoundary(lat, lng);
    else isInside = withinRadius;
    if (!isInside && !withinRadius) continue;
    ids.push(id);
    inside.push(isInside ? 1 : 0);
  }
  return { ids: Int32Array.from(ids), inside: Uint8Array.from(inside), orders: {}, candidates: new Map() };
}
