import { LRUCache } from 'lru-cache';
import type { FilterCriteria, MapViewport, Range, SearchAreaChoice, SearchSort } from '@homeward/contracts';
import {
  ACTIVE_STATUS_CODES,
  boundaryTester,
  boundingBoxAround,
  haversineMiles,
  isNewConstruction,
  mapZoomFor,
  NEW_CONSTRUCTION_YEARS,
  matchesFilters,
  NO_MAX,
  PAGE_SIZE,
  PENDING_STATUS_CODES,
  priceHistogramWithin,
  SEARCH_RADIUS_MILES,
  SOLD_STATUS_CODES,
  soldWindowDays,
  toCalendarDate,
  withoutPriceFilter,
  type BoundingBox,
  type MatchableListing,
  type PriceHistogram,
} from '@homeward/domain';
import type { IndexedListings, ListingIndex } from './listingIndex';
import { inViewport, mapContentFor } from './mapContent';
import { materializeOpenHouses, soldDateFor, toListingSummary, type CardRow } from './mapper';
import type { ResolvedPlace } from './places';
import type { SearchArea } from './repository';

/* ---------- The match rule over the index's columns ---------- */

const isLimit = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** A range of the criteria as numeric bounds, read as the domain's inRange reads it (see matcherFor). */
interface Bounds {
  low: number;
  high: number;
  active: boolean;
}

function boundsOf(range: Range, highMustBePositive = false): Bounds {
  const low = isLimit(range.low) && range.low > 0 ? range.low : -Infinity;
  const high = isLimit(range.high) && range.high !== NO_MAX && (!highMustBePositive || range.high > 0) ? range.high : Infinity;
  return { low, high, active: low !== -Infinity || high !== Infinity };
}

/** A listing of the index as the domain's match rule sees it. */
export function matchableListing(index: IndexedListings, id: number, now: Date): MatchableListing {
  const year = index.yearBuilt[id];
  const sold = index.soldDaysAgo[id];
  const nullable = (v: number) => (Number.isNaN(v) ? null : v);
  return {
    status: index.statusCodes[index.status[id]],
    type: index.typeCodes[index.type[id]],
    listingPrice: index.price[id],
    bedrooms: index.beds[id],
    baths: index.baths[id],
    totalSquareFoot: index.sqft[id],
    yearBuilt: nullable(year),
    hoa: nullable(index.hoa[id]),
    minSchoolRating: nullable(index.school[id]),
    daysOnMarket: index.daysOnMarket[id],
    newConstruction: isNewConstruction(nullable(year), now),
    openHouses: index.openHouses.count(id) ? materializeOpenHouses(index.openHouses.at(id), now) : [],
    soldDate: soldDateFor(nullable(sold), now),
  };
}

export interface Matcher {
  /** Every condition but the price. */
  matches(id: number): boolean;
  /** The price condition (spec 5). */
  priceOk(id: number): boolean;
  /**
   * The two at once over many homes, in one tight loop: for each of the first `n` ids, `marks`
   * gets 0 (fails a condition other than the price), 1 (passes those, fails the price) or
   * MATCHES_ALL (passes every condition). What `matches` and `priceOk` answer, home by home.
   */
  mark(ids: ArrayLike<number>, n: number, marks: Uint8Array): void;
  /**
   * The part of `mark` that reads only the home's type and status (and sold date): the positions
   * (into `ids`) of `positions` that pass it, in their order, written to `out`; returns how many.
   * The same for every search with the same `firstKey`, so a place can keep its answer.
   */
  first(ids: ArrayLike<number>, positions: Int32Array, n: number, out: Int32Array): number;
  firstKey: string;
  /** The criteria as plain values (what computeMatches reads over a place's sorted columns). */
  plan: MatchPlan;
}

/** A home that passes every condition of the search (Matcher.mark). */
export const MATCHES_ALL = 2;



/**
 * The shared match rule (domain matchesFilters) compiled for one set of criteria over the index's
 * columns: a search checks tens of thousands of homes without building an object per home. Status
 * A/P, type, price, beds, baths, square feet, year, HOA, school rating and days on market are
 * decided here, as the rule decides them (test/searchIndex.test.ts checks the two agree on random
 * listings and criteria); the conditions that depend on today (sold windows, open-house dates, new
 * construction) are narrowed here and then left to the domain rule itself.
 */
export function matcherFor(index: IndexedListings, criteria: FilterCriteria, now: Date): Matcher {
  const types = criteria.listingTypes;
  const typeOk = Uint8Array.from(index.typeCodes, (code) => (types.length === 0 || types.includes(code) ? 1 : 0));
  const statuses = criteria.listingStatuses;
  const statusOk = Uint8Array.from(index.statusCodes, (code) =>
    statuses.length === 0 || (statuses.includes('A') && ACTIVE_STATUS_CODES.includes(code)) || (statuses.includes('P') && PENDING_STATUS_CODES.includes(code)) ? 1 : 0,
  );
  const soldWindow = Math.max(-1, ...statuses.map((s) => soldWindowDays(s) ?? -1));
  const soldCode = Uint8Array.from(index.statusCodes, (code) => (SOLD_STATUS_CODES.includes(code) ? 1 : 0));
  const newSince = criteria.newConstruction === true ? now.getFullYear() - NEW_CONSTRUCTION_YEARS : null;
  const openHouseOnly = criteria.openHouse.only;
  const byRule = statuses.length > 0 && (soldWindow >= 0 || openHouseOnly || newSince !== null);
  const ruleCriteria = withoutPriceFilter(criteria);
  const beds = boundsOf(criteria.beds);
  const baths = boundsOf(criteria.baths);
  const sqft = boundsOf(criteria.square_feet);
  const year = boundsOf(criteria.year_built);
  const hoa = boundsOf(criteria.homeowner_due);
  const price = boundsOf(criteria.price, true);
  const minSchool = isLimit(criteria.minSchoolRating) ? criteria.minSchoolRating : -Infinity;
  const maxDays = isLimit(criteria.daysOnMarket) && criteria.daysOnMarket !== NO_MAX ? criteria.daysOnMarket : Infinity;
  const plan: MatchPlan = {
    index,
    now,
    ruleCriteria,
    byRule,
    typeOk,
    statusOk,
    soldCode,
    soldWindow,
    openHouseOnly,
    bounds: (
      [
        [beds, index.beds, false],
        [baths, index.baths, false],
        [sqft, index.sqft, false],
        [year, index.yearBuilt, false],
        [hoa, index.hoa, true],
        [{ active: minSchool !== -Infinity, low: minSchool, high: Infinity }, index.school, true],
        [{ active: newSince !== null, low: newSince ?? 0, high: Infinity }, index.yearBuilt, false],
      ] as const
    ).map(([b, column, unknownAsZero]): ColumnBound => [b.active, column, b.low, b.high, unknownAsZero]),
    maxDays,
    priceOn: price.active,
    priceLow: price.low,
    priceHigh: price.high,
  };
  const mark = (ids: ArrayLike<number>, n: number, marks: Uint8Array): void => markHomes(plan, ids, n, marks);
  const one = new Int32Array(1);
  const oneMark = new Uint8Array(1);
  return {
    plan,
    firstKey: `${typeOk.join('')}|${statusOk.join('')}|${byRule ? soldWindow : -1}`,
    first: (ids, positions, n, out) => firstPass(plan, ids, positions, n, out),
    matches(id) {
      one[0] = id;
      mark(one, 1, oneMark);
      return oneMark[0] !== 0;
    },
    priceOk(id) {
      const v = index.price[id];
      return !price.active || (v >= price.low && v <= price.high);
    },
    mark,
  };
}

/** One column condition of a MatchPlan: whether it applies, the column, its bounds, and whether unknown counts as 0. */
type ColumnBound = [active: boolean, column: Float64Array, low: number, high: number, unknownAsZero: boolean];

/** A Matcher's criteria as plain values, for markHomes. */
export interface MatchPlan {
  index: IndexedListings;
  now: Date;
  ruleCriteria: FilterCriteria;
  byRule: boolean;
  typeOk: Uint8Array;
  statusOk: Uint8Array;
  soldCode: Uint8Array;
  soldWindow: number;
  openHouseOnly: boolean;
  bounds: ColumnBound[];
  maxDays: number;
  priceOn: boolean;
  priceLow: number;
  priceHigh: number;
}

/** Keeps the positions of `sel` (the first m) whose home's `col` value lies in [low, high]; returns how many. */
function keepInRange(sel: Int32Array, m: number, ids: ArrayLike<number>, col: Float64Array, low: number, high: number, unknownAsZero: boolean): number {
  let w = 0;
  for (let k = 0; k < m; k++) {
    const position = sel[k];
    let v = col[ids[position]];
    if (unknownAsZero && v !== v) v = 0;
    sel[w] = position;
    // No branch on the home's value: the position is written anyway and kept by moving on.
    w += +(v >= low && v <= high);
  }
  return w;
}

/** Matcher.first: type and status (a sold home within the widest window asked for is left to the domain rule). */
function firstPass(plan: MatchPlan, ids: ArrayLike<number>, positions: Int32Array, n: number, out: Int32Array): number {
  const { typeOk, statusOk, soldCode, soldWindow, byRule } = plan;
  const { type, status, soldDaysAgo } = plan.index;
  let m = 0;
  if (!byRule) {
    // Without the domain rule only the status decides (a sold home outside a window asked for fails it too).
    for (let k = 0; k < n; k++) {
      const position = positions[k];
      const id = ids[position];
      out[m] = position;
      m += +(typeOk[type[id]] === 1 && statusOk[status[id]] === 1);
    }
    return m;
  }
  for (let k = 0; k < n; k++) {
    const position = positions[k];
    const id = ids[position];
    const code = status[id];
    if (typeOk[type[id]] === 1 && (statusOk[code] === 1 || (soldWindow >= 0 && soldCode[code] === 1 && soldDaysAgo[id] <= soldWindow))) out[m++] = position;
  }
  return m;
}

/**
 * Matcher.select: condition by condition over a shrinking list of candidates (each pass a short
 * loop without a branch on the data), rather than every condition per home, so a search filters a
 * place's tens of thousands of homes several times faster.
 */
function selectRest(plan: MatchPlan, ids: ArrayLike<number>, sel: Int32Array, count: number, priceOk: Uint8Array): number {
  const { index, byRule } = plan;
  const { daysOnMarket, openHouses, price } = index;
  let m = count;
  for (const [active, column, low, high, unknownAsZero] of plan.bounds) if (active) m = keepInRange(sel, m, ids, column, low, high, unknownAsZero);
  const maxDays = plan.maxDays;
  if (maxDays !== Infinity) {
    let w = 0;
    for (let k = 0; k < m; k++) {
      const position = sel[k];
      sel[w] = position;
      w += +!(daysOnMarket[ids[position]] > maxDays);
    }
    m = w;
  }
  const { openHouseOnly, priceOn, priceLow, priceHigh, now, ruleCriteria } = plan;
  let w = 0;
  for (let k = 0; k < m; k++) {
    const position = sel[k];
    const id = ids[position];
    if (openHouseOnly && openHouses.count(id) === 0) continue;
    if (byRule && !matchesFilters(matchableListing(index, id, now), ruleCriteria, now)) continue;
    const v = price[id];
    sel[w] = position;
    priceOk[w++] = !priceOn || (v >= priceLow && v <= priceHigh) ? 1 : 0;
  }
  return w;
}

/** Working buffers of markHomes and computeMatches, reused from one search to the next (each is filled and read within one call). */
const buffers = {
  positions: new Int32Array(0),
  sel: new Int32Array(0),
  priceOk: new Uint8Array(0),
  marks: new Uint8Array(0),
  prices: new Float64Array(0),
  matches: new Int32Array(0),
  ensure(n: number) {
    if (this.sel.length >= n) return;
    const size = Math.max(n, this.sel.length * 2, 1024);
    this.positions = Int32Array.from({ length: size }, (_, k) => k);
    this.sel = new Int32Array(size);
    this.priceOk = new Uint8Array(size);
    this.marks = new Uint8Array(size);
    this.prices = new Float64Array(size);
    this.matches = new Int32Array(size);
  },
};

/** Matcher.mark: first, then select, over the ids in their own order. */
function markHomes(plan: MatchPlan, ids: ArrayLike<number>, n: number, marks: Uint8Array): void {
  buffers.ensure(n);
  const { positions, sel, priceOk } = buffers;
  marks.fill(0, 0, n);
  const m = selectRest(plan, ids, sel, firstPass(plan, ids, positions, n, sel), priceOk);
  for (let k = 0; k < m; k++) marks[sel[k]] = priceOk[k] === 1 ? MATCHES_ALL : 1;
}

/* ---------- The area of a place ---------- */

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

/* ---------- Search ---------- */

export interface SearchInput {
  place: ResolvedPlace;
  criteria: FilterCriteria;
  page: number;
  sort: SearchSort;
  now: Date;
  viewport?: MapViewport;
  /** False: the cards page through the whole area, only the map content follows the viewport. */
  listInView?: boolean;
  area?: SearchAreaChoice;
}

interface AreaMatches {
  /** Index ids of the matches, in the search's order. */
  ids: Int32Array;
  histogram: PriceHistogram;
}

/** The two sides of a place a search can list: inside it, or nearby. */
export type MatchSide = 'place' | 'nearby';

/**
 * The part of a search that depends on neither the page nor the view: what the cache keeps. A
 * search lists one side; the other is only counted (its totals are in every answer), so its
 * matches and histogram are made when a search first lists it (null until then).
 */
export interface MatchSet {
  place: AreaMatches | null;
  nearby: AreaMatches | null;
  /** Matches inside the place, and nearby (price filter included). */
  placeTotal: number;
  nearbyTotal: number;
}

/** How many candidate lists (Matcher.first's answers) a place keeps, the most recently made first. */
const CANDIDATE_LISTS_PER_PLACE = 16;

/**
 * The homes of a place that pass Matcher.first, as ranks in a search order (indices into the
 * place's SortedArea): those inside the place (`ranks` up to `split`), then those nearby, each in
 * the search's order.
 */
export interface CandidateList {
  ranks: Int32Array;
  split: number;
}

/**
 * A place's candidates for a search: its type and status choices take a few forms only, so each
 * place keeps its lists and a search starts from them.
 */
function candidatesOf(index: IndexedListings, area: PlaceArea, matcher: Matcher, sort: SearchSort): CandidateList {
  const key = `${sort}|${matcher.firstKey}`;
  const known = area.candidates.get(key);
  if (known) {
    // Most recently used last: the first entry is the one to drop.
    area.candidates.delete(key);
    area.candidates.set(key, known);
    return known;
  }
  const sorted = sortedArea(index, area, sort);
  const n = sorted.ids.length;
  buffers.ensure(n);
  const count = matcher.first(sorted.ids, buffers.positions, n, buffers.sel);
  const ranks = new Int32Array(count);
  const { inside } = sorted;
  let split = 0;
  for (let k = 0; k < count; k++) if (inside[buffers.sel[k]] === 1) ranks[split++] = buffers.sel[k];
  let w = split;
  for (let k = 0; k < count; k++) if (inside[buffers.sel[k]] !== 1) ranks[w++] = buffers.sel[k];
  const list = { ranks, split };
  area.candidates.set(key, list);
  if (area.candidates.size > CANDIDATE_LISTS_PER_PLACE) area.candidates.delete(area.candidates.keys().next().value!);
  return list;
}

/**
 * A search's matches: one pass over the place's candidates of the side asked for (both when
 * `sides` is 'both'), in the search's order, reading the place's columns in that order
 * (SortedArea), so the matches come out sorted; the other side is only counted. The prices of the
 * homes that pass every condition but the price feed the side's histogram (spec 5: the histogram
 * ignores the price filter). The same decisions as Matcher.mark (a property test compares the two).
 */
export function computeMatches(
  index: IndexedListings,
  area: PlaceArea,
  input: Pick<SearchInput, 'criteria' | 'sort' | 'now'>,
  sides: MatchSide | 'both' = 'both',
): MatchSet {
  const matcher = matcherFor(index, input.criteria, input.now);
  const { ranks, split } = candidatesOf(index, area, matcher, input.sort);
  const sorted = sortedArea(index, area, input.sort);
  const listPlace = sides !== 'nearby';
  const listNearby = sides !== 'place';
  const place = scanSide(index, matcher.plan, sorted, ranks, 0, split, listPlace);
  const nearby = scanSide(index, matcher.plan, sorted, ranks, split, ranks.length, listNearby);
  return {
    place: listPlace ? place.matches : null,
    nearby: listNearby ? nearby.matches : null,
    placeTotal: place.total,
    nearbyTotal: nearby.total,
  };
}

const NO_MATCHES: AreaMatches = { ids: new Int32Array(0), histogram: { buckets: [], min: 0, max: 0, bucketSize: 0 } };

/** The arguments of a compiled scan (scanLoop). */
type ScanLoop = (
  ranks: Int32Array,
  from: number,
  to: number,
  columns: ReadonlyArray<Float32Array | Float64Array>,
  lows: Float64Array,
  highs: Float64Array,
  maxDays: number,
  priceLow: number,
  priceHigh: number,
  ids: Int32Array,
  keep: (id: number) => boolean,
  out: Int32Array,
  prices: Float64Array,
  result: Float64Array,
) => void;

/** Compiled scans by shape (scanLoop): a few dozen at most (which conditions a search has). */
const scanLoops = new Map<string, ScanLoop>();

/**
 * The loop of scanSide for one shape of search: which column conditions apply (`active`, in the
 * order of MatchPlan.bounds, then days on market), whether a home needs the domain rule (`slow`),
 * whether the price applies, and whether the side is listed or only counted. Made as code with
 * only those tests: a loop that tests each condition's flag per home runs several times slower.
 * The code is put together from fixed text only (no value of a search enters it: bounds, columns
 * and the rule are arguments). Writes [matches, prices kept, lowest finite price, highest finite price] to `result`.
 */
function scanLoop(active: readonly boolean[], daysOn: boolean, slow: boolean, priceOn: boolean, list: boolean): ScanLoop {
  const key = `${active.map(Number).join('')}|${+daysOn}${+slow}${+priceOn}${+list}`;
  let loop = scanLoops.get(key);
  if (loop) return loop;
  const lines: string[] = [];
  const hoisted: string[] = [];
  // Only counted: the price first (often the condition most homes fail), as any other condition.
  if (priceOn && !list) lines.push('v = price[r]; if (!(v >= priceLow && v <= priceHigh)) continue;');
  active.forEach((on, c) => {
    if (!on) return;
    hoisted.push(`const c${c} = columns[${c}], lo${c} = lows[${c}], hi${c} = highs[${c}];`);
    lines.push(`v = c${c}[r]; if (!(v >= lo${c} && v <= hi${c})) continue;`);
  });
  // Unknown days on market pass.
  if (daysOn) {
    hoisted.push(`const days = columns[${active.length}];`);
    lines.push('if (days[r] > maxDays) continue;');
  }
  if (slow) lines.push('if (!keep(ids[r])) continue;');
  if (list) {
    // The histogram's bounds as the prices go by (finite ones only, as priceHistogram reads them);
    // each match written anyway and kept by moving on (no branch on the price).
    lines.push('v = price[r];', 'if (v - v === 0) { if (v < min) min = v; if (v > max) max = v; }', 'prices[priced++] = v;', 'out[total] = ids[r];');
    lines.push(priceOn ? 'total += v >= priceLow && v <= priceHigh ? 1 : 0;' : 'total += 1;');
  } else lines.push('total += 1;');
  const body = [
    ...hoisted,
    `const price = columns[${active.length + 1}];`,
    'let total = 0, priced = 0, min = Infinity, max = -Infinity, v = 0;',
    'for (let k = from; k < to; k++) {',
    '  const r = ranks[k];',
    ...lines.map((line) => `  ${line}`),
    '}',
    'result[0] = total; result[1] = priced; result[2] = min; result[3] = max;',
  ].join('\n');
  loop = new Function('ranks', 'from', 'to', 'columns', 'lows', 'highs', 'maxDays', 'priceLow', 'priceHigh', 'ids', 'keep', 'out', 'prices', 'result', body) as ScanLoop;
  scanLoops.set(key, loop);
  return loop;
}

const scanResult = new Float64Array(4);

/**
 * The candidates `ranks[from..to)` of one side that pass every condition: with `list`, their ids in
 * order and the histogram of their prices before the price filter; otherwise only how many pass
 * them all.
 */
function scanSide(
  index: IndexedListings,
  plan: MatchPlan,
  sorted: SortedArea,
  ranks: Int32Array,
  from: number,
  to: number,
  list: boolean,
): { total: number; matches: AreaMatches } {
  buffers.ensure(to - from + 1);
  const { matches: out, prices } = buffers;
  const { maxDays, priceOn, priceLow, priceHigh, openHouseOnly, byRule, now, ruleCriteria } = plan;
  const bounds = plan.bounds;
  const columns = [sorted.beds, sorted.baths, sorted.sqft, sorted.yearBuilt, sorted.hoa, sorted.school, sorted.yearBuilt, sorted.daysOnMarket, sorted.price];
  const lows = Float64Array.from(bounds, (b) => b[2]);
  const highs = Float64Array.from(bounds, (b) => b[3]);
  const keep = (id: number) =>
    !(openHouseOnly && index.openHouses.count(id) === 0) && !(byRule && !matchesFilters(matchableListing(index, id, now), ruleCriteria, now));
  const loop = scanLoop(
    bounds.map((b) => b[0]),
    maxDays !== Infinity,
    openHouseOnly || byRule,
    priceOn,
    list,
  );
  loop(ranks, from, to, columns, lows, highs, maxDays, priceLow, priceHigh, sorted.ids, keep, out, prices, scanResult);
  const [total, priced, min, max] = scanResult;
  if (!list) return { total, matches: NO_MATCHES };
  return { total, matches: { ids: out.slice(0, total), histogram: priceHistogramWithin(prices, priced, min, max) } };
}

/**
 * A least-recently-used map with an age limit, bounded in entries and, when given a size
 * estimate, in bytes. A value larger than the whole byte budget is simply not kept.
 */
export class RecentMap<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, V> | null;

  constructor(maxEntries: number, ttlMs: number, bytes?: { maxBytes: number; sizeOf: (value: V) => number }) {
    this.entries =
      maxEntries > 0
        ? new LRUCache<string, V>({
            max: maxEntries,
            ttl: ttlMs,
            ...(bytes ? { maxSize: Math.max(1, bytes.maxBytes), sizeCalculation: (value: V) => Math.max(1, bytes.sizeOf(value)) } : {}),
          })
        : null;
  }

  get(key: string, compute: () => V): V {
    if (!this.entries) return compute();
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const value = compute();
    this.entries.set(key, value);
    return value;
  }

  peek(key: string): V | undefined {
    return this.entries?.get(key);
  }

  set(key: string, value: V): void {
    this.entries?.set(key, value);
  }

  delete(key: string): void {
    this.entries?.delete(key);
  }
}

/** Bytes a home takes in a SortedArea (id, side, eight 32-bit columns), and the orders a place is usually searched in. */
const SORTED_AREA_BYTES = 4 + 1 + 8 * 4;
const ORDERS_PER_PLACE = 3;

/**
 * Heap size of a place's area as it grows (the cache weighs it when it is first kept): its ids and
 * flags, its homes in the orders it is searched in (SortedArea), and candidate lists (most are a
 * fraction of the homes).
 */
function areaBytes(area: PlaceArea): number {
  return 256 + area.inside.byteLength + area.ids.byteLength * (1 + CANDIDATE_LISTS_PER_PLACE / 2) + area.ids.length * SORTED_AREA_BYTES * ORDERS_PER_PLACE;
}

/** Heap size of a match set: its ids and histograms. */
function estimateBytes(value: MatchSet): number {
  const area = (a: AreaMatches | null) => (a ? 64 + a.ids.byteLength + a.histogram.buckets.length * 16 : 0);
  return 256 + area(value.place) + area(value.nearby);
}

/** Heap bytes of a string's characters: V8 keeps a string with no character beyond U+00FF at one byte a character. */
export const stringBytes = (text: string) => (/[^\u0000-\u00ff]/.test(text) ? 2 : 1) * text.length;

/** A listing of the index as the listings row a card is made from (the card-only fields are kept with the index). */
export function cardRowOf(index: IndexedListings, id: number): CardRow {
  const { cards } = index;
  const nullable = (v: number) => (Number.isNaN(v) ? null : v);
  return {
    mls: index.mls.at(id),
    latitude: index.lat[id],
    longitude: index.lng[id],
    minutes_on_market: cards.minutesOnMarket[id],
    list_price: index.price[id],
    open_houses: index.openHouses.at(id),
    state: cards.stateCodes[cards.state[id]],
    status: index.statusCodes[index.status[id]],
    property_type: index.typeCodes[index.type[id]],
    bedrooms: index.beds[id],
    baths: index.baths[id],
    total_square_foot: index.sqft[id],
    year_built: nullable(index.yearBuilt[id]),
    hoa: nullable(index.hoa[id]),
    min_school_rating: nullable(index.school[id]),
    days_on_market: index.daysOnMarket[id],
    sold_days_ago: nullable(index.soldDaysAgo[id]),
    address: cards.address.at(id),
    unit: cards.unit.nullableAt(id),
    city: cards.cityNames[cards.city[id]],
    zipcode: index.zipcodes.at(id),
    address_is_sample: cards.addressIsSample[id] === 1,
    photo_count: cards.photoCount[id],
  };
}

/**
 * The card of each listing on a page, as JSON, made from the index (never the database: the index
 * holds every card field and follows listings_version) and kept per listings version and calendar
 * day (open-house and sale dates count from today), by index id. Bounded in bytes: when a new card
 * would pass the bound, the store starts again empty (a card is cheap to make again; a lookup by id
 * in a map costs a fraction of one in a least-recently-used cache, twenty times per search).
 */
export class CardStore {
  private cards = new Map<number, string>();
  private bytes = 0;
  private generation = '';

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.cards.size;
  }

  json(index: IndexedListings, now: Date, ids: ArrayLike<number>): string[] {
    const generation = `${index.version}|${toCalendarDate(now)}`;
    if (generation !== this.generation) {
      this.cards = new Map();
      this.bytes = 0;
      this.generation = generation;
    }
    const out: string[] = [];
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k];
      let json = this.cards.get(id);
      if (json === undefined) {
        json = JSON.stringify(toListingSummary(cardRowOf(index, id), now));
        const size = 64 + stringBytes(json);
        if (this.bytes + size > this.maxBytes) {
          this.cards = new Map();
          this.bytes = 0;
        }
        if (size <= this.maxBytes) {
          this.cards.set(id, json);
          this.bytes += size;
        }
      }
      out.push(json);
    }
    return out;
  }
}

/**
 * Recent searches of one process. Listings change only with `listings_version`, so a search's
 * matches depend only on the place, the criteria, the order, the calendar day (open houses and
 * sold windows count from today) and that version. Paging, panning and zooming reuse them.
 * Bounded in entries and in bytes, whoever fills it.
 */
export class SearchCache {
  readonly matches: RecentMap<MatchSet>;
  readonly areas: RecentMap<PlaceArea>;
  /** The bytes the areas may take (areaBytes). */
  readonly areaBytes: number;
  readonly cards: CardStore;

  constructor(maxEntries: number, ttlMs: number, maxBytes = 64 * 1024 * 1024) {
    this.matches = new RecentMap(maxEntries, ttlMs, { maxBytes: Math.floor(maxBytes / 6), sizeOf: estimateBytes });
    // Areas are few (one per place searched) and costly to build (boundary, sorted columns, candidate
    // lists), and every search starts from one: kept even with no result cache, with the largest share.
    // Cards are made from the index when not kept, cheaply.
    // No age limit: an area is keyed by the listings version and never goes stale, and one that
    // expired while its place was busy was rebuilt inside a search (~5-15 ms per order).
    this.areaBytes = Math.max(1, Math.floor((maxBytes * 2) / 3));
    this.areas = new RecentMap(Math.max(maxEntries, 50), 0, { maxBytes: this.areaBytes, sizeOf: areaBytes });
    this.cards = new CardStore(Math.floor(maxBytes / 6));
  }
}

/** What identifies a resolved place in cache keys. */
export const placeKey = (place: ResolvedPlace) => JSON.stringify([place.kind, place.name, place.state, place.zipcode, place.lat, place.lng]);

/** A search's answer: the success envelope as JSON text (the cards are spliced in already serialised; the place's boundary is fetched on its own). */
export interface SearchAnswer {
  json: string;
  total: number;
  /** The listings_version of the index it was made from. */
  version: string;
}

/**
 * Search of spec 4.7/4.8: the homes of the place (inside its boundary or zip) or those nearby
 * (within 15 miles, outside it) that pass the shared match rule; the page of 20 in the chosen
 * order, of those in the map's view when it is given; the map content for that view (homes or
 * server-side clusters, bounded by the view); the price histogram before the price filter.
 */
export async function searchListings(index: ListingIndex, input: SearchInput, cache: SearchCache): Promise<SearchAnswer> {
  return searchIndexed(await index.get(input.now.getTime()), input, cache);
}

/** searchListings over an index in hand (a search worker's). */
export function searchIndexed(listings: IndexedListings, input: SearchInput, cache: SearchCache): SearchAnswer {
  const { place, now } = input;
  const pKey = `${listings.version}|${placeKey(place)}`;
  const area = cache.areas.get(pKey, () => placeAreaOf(listings, place));
  const key = JSON.stringify([pKey, input.criteria, input.sort, toCalendarDate(now)]);
  const areaChoice: SearchAreaChoice = input.area === 'nearby' && scopeOf(place) !== 'radius' ? 'nearby' : 'place';
  // The side listed is made in full, the other one counted; a later search that lists it adds it.
  let set = cache.matches.peek(key);
  if (!set) {
    set = computeMatches(listings, area, input, areaChoice);
    cache.matches.set(key, set);
  } else if (!set[areaChoice]) {
    set = { ...set, [areaChoice]: computeMatches(listings, area, input, areaChoice)[areaChoice] };
    cache.matches.set(key, set);
  }
  const chosen = set[areaChoice]!;
  const zoom = mapZoomFor({ pointCount: place.boundaryPointCount, isMultiPolygon: place.isMultiPolygon, parts: place.parts }, set.placeTotal);
  const view = input.viewport;
  let inView = chosen.ids;
  if (view) {
    const kept = new Int32Array(chosen.ids.length);
    let n = 0;
    for (let k = 0; k < chosen.ids.length; k++) {
      const id = chosen.ids[k];
      if (inViewport(view, listings.lat[id], listings.lng[id])) kept[n++] = id;
    }
    inView = kept.subarray(0, n);
  }
  const listed = input.listInView === false ? chosen.ids : inView;
  const { markers, clusters } = mapContentFor(listings, inView, view ?? extentView(listings, chosen.ids, zoom, place));

  const start = (input.page - 1) * PAGE_SIZE;
  const cards = cache.cards.json(listings, now, listed.subarray(start, start + PAGE_SIZE));
  const { boundary: _boundary, ...placeFields } = place;
  const placeJson = JSON.stringify({ ...placeFields, radiusMiles: SEARCH_RADIUS_MILES, zoom, scope: scopeOf(place) });
  const rest = JSON.stringify({
    total: chosen.ids.length,
    page: input.page,
    pageSize: PAGE_SIZE,
    histogram: chosen.histogram.buckets,
    histogramRange: { min: chosen.histogram.min, max: chosen.histogram.max, bucketSize: chosen.histogram.bucketSize },
    markers,
    clusters,
    area: areaChoice,
    viewportTotal: view ? inView.length : null,
    nearbyTotal: set.nearbyTotal,
    placeTotal: set.placeTotal,
  });
  const json = `{"statusCode":"Success","data":{"data":[${cards.join(',')}],"place":${placeJson},${rest.slice(1)}}`;
  return { json, total: chosen.ids.length, version: listings.version };
}

/** The orders a place is prepared in ahead of its searches: the default one and the two price orders. */
export const WARM_SORTS: readonly SearchSort[] = ['daysOnMarket', 'priceAsc', 'priceDesc'];

/**
 * Prepares the areas of `places` (most wanted first) over an index before anyone searches them:
 * each place's homes, then its homes in each of WARM_SORTS, one piece at a time with a turn of the
 * event loop between pieces, so requests are answered meanwhile. Otherwise the first search of a
 * place and order after a start or a new listings version builds them itself (~5-15 ms each, the
 * slowest searches of a cold start). Stops when `stillCurrent` says the index was replaced or
 * when the areas made would pass the cache's area budget. Returns how many places it prepared.
 */
export async function warmPlaces(
  listings: IndexedListings,
  places: ReadonlyArray<() => Promise<ResolvedPlace | null>>,
  cache: SearchCache,
  stillCurrent: () => boolean = () => true,
): Promise<number> {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  let bytes = 0;
  let prepared = 0;
  for (const resolve of places) {
    if (!stillCurrent()) break;
    const place = await resolve();
    if (!place?.available || !stillCurrent()) continue;
    const key = `${listings.version}|${placeKey(place)}`;
    let area = cache.areas.peek(key);
    if (!area) {
      area = placeAreaOf(listings, place);
      // Kept only within the budget: past it, the cache would drop the busier places prepared first.
      if (bytes + areaBytes(area) > cache.areaBytes) break;
      cache.areas.set(key, area);
    }
    bytes += areaBytes(area);
    for (const sort of WARM_SORTS) {
      await nextTurn();
      if (!stillCurrent()) return prepared;
      sortedArea(listings, area, sort);
    }
    prepared++;
    await nextTurn();
  }
  return prepared;
}

/** Without a view, the map content covers every match at the place's zoom (spec 4.7). */
function extentView(index: IndexedListings, ids: Int32Array, zoom: number, place: ResolvedPlace): MapViewport {
  if (ids.length === 0) return { north: place.lat + 0.01, south: place.lat - 0.01, east: place.lng + 0.01, west: place.lng - 0.01, zoom };
  let north = -90;
  let south = 90;
  let east = -180;
  let west = 180;
  for (let k = 0; k < ids.length; k++) {
    const lat = index.lat[ids[k]];
    const lng = index.lng[ids[k]];
    if (lat > north) north = lat;
    if (lat < south) south = lat;
    if (lng > east) east = lng;
    if (lng < west) west = lng;
  }
  return { north: north + 1e-6, south: south - 1e-6, east: east + 1e-6, west: west - 1e-6, zoom };
}
