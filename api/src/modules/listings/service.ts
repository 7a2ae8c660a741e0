import { LRUCache } from 'lru-cache';
import type { FilterCriteria, ListingSearchResult, ListingSummary, MapViewport, SearchAreaChoice, SearchSort } from '@homeward/contracts';
import {
  ACTIVE_STATUS_CODES,
  boundingBoxAround,
  haversineMiles,
  isNewConstruction,
  mapZoomFor,
  NEW_CONSTRUCTION_YEARS,
  matchesFilters,
  matchesPriceFilter,
  NO_MAX,
  PAGE_SIZE,
  PENDING_STATUS_CODES,
  pointInBoundary,
  priceHistogram,
  SEARCH_RADIUS_MILES,
  SOLD_STATUS_CODES,
  soldWindowDays,
  toCalendarDate,
  withoutPriceFilter,
  type BoundingBox,
  type MatchableListing,
} from '@homeward/domain';
import type { Queryable } from '../../db/db';
import type { IndexedListings, ListingIndex } from './listingIndex';
import { inViewport, mapContentFor, type MappableHome } from './mapContent';
import { materializeOpenHouses, soldDateFor, toListingSummary, type ListingRow } from './mapper';
import type { ResolvedPlace } from './places';
import { findListingSummaries, type CandidateTuple, type Prefilter, type SearchArea } from './repository';

const lowBound = (v: number | null | undefined) => (typeof v === 'number' && v > 0 ? v : null);
const highBound = (v: number | null | undefined) => (typeof v === 'number' && v !== NO_MAX ? v : null);

/** The SQL side of the criteria: only conditions the domain rule implies, so no match is ever lost. */
export function prefilterFor(criteria: FilterCriteria): Prefilter {
  const statusCodes = new Set<string>();
  let soldWithinDays: number | null = null;
  for (const status of criteria.listingStatuses) {
    if (status === 'A') ACTIVE_STATUS_CODES.forEach((c) => statusCodes.add(c));
    else if (status === 'P') PENDING_STATUS_CODES.forEach((c) => statusCodes.add(c));
    else soldWithinDays = Math.max(soldWithinDays ?? 0, soldWindowDays(status) ?? 0);
  }
  return {
    statusCodes: [...statusCodes],
    soldCodes: soldWithinDays == null ? [] : [...SOLD_STATUS_CODES],
    soldWithinDays,
    types: criteria.listingTypes.length ? [...criteria.listingTypes] : null,
    bedsLow: lowBound(criteria.beds.low),
    bedsHigh: highBound(criteria.beds.high),
    bathsLow: lowBound(criteria.baths.low),
    bathsHigh: highBound(criteria.baths.high),
    sqftLow: lowBound(criteria.square_feet.low),
    sqftHigh: highBound(criteria.square_feet.high),
    yearLow: lowBound(criteria.year_built.low),
    yearHigh: highBound(criteria.year_built.high),
    hoaLow: lowBound(criteria.homeowner_due.low),
    hoaHigh: highBound(criteria.homeowner_due.high),
    minSchool: criteria.minSchoolRating,
    maxDays: highBound(criteria.daysOnMarket),
    newConstruction: criteria.newConstruction === true,
    openHouseOnly: criteria.openHouse.only,
  };
}


interface Candidate extends MatchableListing, MappableHome {
  mls: string;
  lat: number;
  lng: number;
  isLive: boolean;
  hasOpenHouse: boolean;
}

function toCandidate(t: CandidateTuple, now: Date): Candidate {
  const openHouses = t[14].length ? materializeOpenHouses(t[14], now) : [];
  return {
    mls: t[0],
    lat: t[1],
    lng: t[2],
    listingPrice: t[3],
    status: t[4],
    type: t[5],
    bedrooms: t[6],
    baths: t[7],
    totalSquareFoot: t[8],
    yearBuilt: t[9],
    hoa: t[10],
    minSchoolRating: t[11],
    daysOnMarket: t[12],
    newConstruction: isNewConstruction(t[9], now),
    openHouses,
    hasOpenHouse: openHouses.length > 0,
    soldDate: soldDateFor(t[15], now),
    isLive: t[16],
  };
}

/** The prefilter on a stored tuple: only conditions the domain rule implies, so no match is lost. */
function passesPrefilter(t: CandidateTuple, f: Prefilter, statusCodes: ReadonlySet<string>, soldCodes: ReadonlySet<string>, newSince: number | null): boolean {
  const status = t[4];
  if (!statusCodes.has(status) && !(soldCodes.has(status) && f.soldWithinDays != null && t[15] != null && t[15] <= f.soldWithinDays)) return false;
  if (f.types && !f.types.includes(t[5])) return false;
  const within = (v: number | null, low: number | null, high: number | null) => (low == null || (v != null && v >= low)) && (high == null || (v != null && v <= high));
  if (!within(t[6], f.bedsLow, f.bedsHigh) || !within(t[7], f.bathsLow, f.bathsHigh)) return false;
  if (!within(t[8], f.sqftLow, f.sqftHigh) || !within(t[9], f.yearLow, f.yearHigh)) return false;
  if (!within(t[10] ?? 0, f.hoaLow, f.hoaHigh)) return false;
  if (f.minSchool != null && (t[11] ?? 0) < f.minSchool) return false;
  if (f.maxDays != null && t[12] > f.maxDays) return false;
  if (newSince != null && (t[9] == null || t[9] < newSince)) return false;
  if (f.openHouseOnly && t[14].length === 0) return false;
  return true;
}

const byMls = (a: Candidate, b: Candidate) => (a.mls < b.mls ? -1 : a.mls > b.mls ? 1 : 0);

const SORTS: Record<SearchSort, (a: Candidate, b: Candidate) => number> = {
  daysOnMarket: (a, b) => a.daysOnMarket - b.daysOnMarket || byMls(a, b),
  priceAsc: (a, b) => a.listingPrice - b.listingPrice || byMls(a, b),
  priceDesc: (a, b) => b.listingPrice - a.listingPrice || byMls(a, b),
  bedsDesc: (a, b) => b.bedrooms - a.bedrooms || a.daysOnMarket - b.daysOnMarket || byMls(a, b),
  sqftDesc: (a, b) => b.totalSquareFoot - a.totalSquareFoot || byMls(a, b),
  yearBuiltDesc: (a, b) => (b.yearBuilt ?? 0) - (a.yearBuilt ?? 0) || byMls(a, b),
};

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

/**
 * The homes a place's search looks at, split in two: `inside` the place (its city boundary, its
 * zip, or the radius around an address) and `nearby` (within the spec's 15 miles but outside).
 */
interface PlaceArea {
  ids: Int32Array;
  inside: Uint8Array;
}

export function placeAreaOf(index: IndexedListings, place: ResolvedPlace): PlaceArea {
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
  const found = new Set(index.spatial.range(box.minLng, box.minLat, box.maxLng, box.maxLat));
  if (scope === 'zip') index.zipcodes.forEach((z, i) => z === place.zipcode && found.add(i));
  const ids: number[] = [];
  const inside: number[] = [];
  for (const id of found) {
    const t = index.tuples[id];
    if (!t) continue;
    const lat = t[1];
    const lng = t[2];
    const withinRadius = haversineMiles(place.lat, place.lng, lat, lng) <= SEARCH_RADIUS_MILES;
    let isInside: boolean;
    if (scope === 'zip') isInside = index.zipcodes[id] === place.zipcode;
    else if (scope === 'boundary' && place.boundary && boundaryBounds)
      isInside =
        lat >= boundaryBounds.minLat && lat <= boundaryBounds.maxLat && lng >= boundaryBounds.minLng && lng <= boundaryBounds.maxLng && pointInBoundary(lat, lng, place.boundary);
    else isInside = withinRadius;
    if (!isInside && !withinRadius) continue;
    ids.push(id);
    inside.push(isInside ? 1 : 0);
  }
  return { ids: Int32Array.from(ids), inside: Uint8Array.from(inside) };
}

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
  matches: Candidate[];
  histogram: ReturnType<typeof priceHistogram>;
}

/** The part of a search that depends on neither the page nor the view: what the cache keeps. */
interface MatchSet {
  place: AreaMatches;
  nearby: AreaMatches;
}

function computeMatches(index: IndexedListings, area: PlaceArea, input: SearchInput): MatchSet {
  const { criteria, now } = input;
  const prefilter = prefilterFor(criteria);
  const statusCodes = new Set(prefilter.statusCodes);
  const soldCodes = new Set(prefilter.soldCodes);
  const newSince = prefilter.newConstruction ? now.getFullYear() - NEW_CONSTRUCTION_YEARS : null;
  const withoutPrice = withoutPriceFilter(criteria);
  const split = [
    { matches: [] as Candidate[], prices: [] as number[] },
    { matches: [] as Candidate[], prices: [] as number[] },
  ];
  for (let i = 0; i < area.ids.length; i++) {
    const tuple = index.tuples[area.ids[i]];
    if (!passesPrefilter(tuple, prefilter, statusCodes, soldCodes, newSince)) continue;
    const candidate = toCandidate(tuple, now);
    if (!matchesFilters(candidate, withoutPrice, now)) continue;
    const bucket = split[area.inside[i] ? 0 : 1];
    bucket.prices.push(candidate.listingPrice);
    if (matchesPriceFilter(candidate.listingPrice, criteria.price)) bucket.matches.push(candidate);
  }
  const order = SORTS[input.sort];
  const finish = (b: (typeof split)[number]): AreaMatches => ({ matches: b.matches.sort(order), histogram: priceHistogram(b.prices) });
  return { place: finish(split[0]), nearby: finish(split[1]) };
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

/** Rough heap size of a match set: each match holds a listing's search fields. */
function estimateBytes(value: MatchSet): number {
  const area = (a: AreaMatches) => a.matches.length * 900 + a.histogram.buckets.length * 16;
  return 1024 + area(value.place) + area(value.nearby);
}

/**
 * Recent searches of one process. Listings change only with `listings_version`, so a search's
 * matches depend only on the place, the criteria, the order, the calendar day (open houses and
 * sold windows count from today) and that version. Paging, panning and zooming reuse them.
 * Bounded in entries and in (estimated) bytes, whoever fills it.
 */
export class SearchCache {
  readonly matches: RecentMap<MatchSet>;
  readonly areas: RecentMap<PlaceArea>;
  readonly rows = new Map<string, ListingRow>();
  private rowsVersion = '';

  constructor(maxEntries: number, ttlMs: number, maxBytes = 64 * 1024 * 1024) {
    this.matches = new RecentMap(maxEntries, ttlMs, { maxBytes, sizeOf: estimateBytes });
    this.areas = new RecentMap(Math.max(maxEntries, 0), ttlMs, { maxBytes: Math.max(1, maxBytes / 4), sizeOf: (a) => 256 + a.ids.byteLength + a.inside.byteLength });
  }

  /** Summary rows of the page on show, read from the database once per listings version. */
  async summaries(db: Queryable, version: string, mlsList: readonly string[]): Promise<ListingRow[]> {
    if (version !== this.rowsVersion) {
      this.rows.clear();
      this.rowsVersion = version;
    }
    const missing = mlsList.filter((m) => !this.rows.has(m));
    if (missing.length) {
      for (const row of await findListingSummaries(db, missing)) this.rows.set(row.mls, row);
      if (this.rows.size > 50_000) this.rows.clear();
    }
    return mlsList.map((m) => this.rows.get(m)).filter((r): r is ListingRow => !!r);
  }
}

const placeKey = (place: ResolvedPlace) => JSON.stringify([place.kind, place.name, place.state, place.zipcode, place.lat, place.lng]);

/**
 * Search of spec 4.7/4.8: the homes of the place (inside its boundary or zip) or those nearby
 * (within 15 miles, outside it) that pass the shared match rule; the page of 20 in the chosen
 * order, of those in the map's view when it is given; the map content for that view (homes or
 * server-side clusters, bounded by the view); the price histogram before the price filter.
 */
export async function searchListings(db: Queryable, index: ListingIndex, input: SearchInput, cache: SearchCache): Promise<ListingSearchResult> {
  const { place, now } = input;
  const listings = await index.get(now.getTime());
  const pKey = `${listings.version}|${placeKey(place)}`;
  const area = cache.areas.get(pKey, () => (place.available ? placeAreaOf(listings, place) : { ids: new Int32Array(0), inside: new Uint8Array(0) }));
  const key = JSON.stringify([pKey, input.criteria, input.sort, toCalendarDate(now)]);
  const set = cache.matches.get(key, () => computeMatches(listings, area, input));

  const areaChoice: SearchAreaChoice = input.area === 'nearby' && scopeOf(place) !== 'radius' ? 'nearby' : 'place';
  const chosen = areaChoice === 'nearby' ? set.nearby : set.place;
  const zoom = mapZoomFor({ pointCount: place.boundaryPointCount, isMultiPolygon: place.isMultiPolygon, parts: place.parts }, set.place.matches.length);
  const view = input.viewport;
  const inView = view ? chosen.matches.filter((m) => inViewport(view, m.lat, m.lng)) : chosen.matches;
  const listed = input.listInView === false ? chosen.matches : inView;
  const { markers, clusters } = mapContentFor(inView, view ?? extentView(chosen.matches, zoom, place));

  const start = (input.page - 1) * PAGE_SIZE;
  const rows = await cache.summaries(db, listings.version, listed.slice(start, start + PAGE_SIZE).map((m) => m.mls));
  const data: ListingSummary[] = rows.map((r) => toListingSummary(r, now));
  return {
    data,
    total: chosen.matches.length,
    page: input.page,
    pageSize: PAGE_SIZE,
    histogram: chosen.histogram.buckets,
    histogramRange: { min: chosen.histogram.min, max: chosen.histogram.max, bucketSize: chosen.histogram.bucketSize },
    markers,
    clusters,
    area: areaChoice,
    viewportTotal: view ? inView.length : null,
    nearbyTotal: set.nearby.matches.length,
    placeTotal: set.place.matches.length,
    place: {
      name: place.name,
      state: place.state,
      kind: place.kind,
      lat: place.lat,
      lng: place.lng,
      zipcode: place.zipcode,
      boundary: place.boundary,
      boundaryPointCount: place.boundaryPointCount,
      isMultiPolygon: place.isMultiPolygon,
      parts: place.parts,
      available: place.available,
      radiusMiles: SEARCH_RADIUS_MILES,
      zoom,
      scope: scopeOf(place),
    },
  };
}

/** Without a view, the map content covers every match at the place's zoom (spec 4.7). */
function extentView(matches: readonly Candidate[], zoom: number, place: ResolvedPlace): MapViewport {
  if (matches.length === 0) return { north: place.lat + 0.01, south: place.lat - 0.01, east: place.lng + 0.01, west: place.lng - 0.01, zoom };
  let north = -90;
  let south = 90;
  let east = -180;
  let west = 180;
  for (const m of matches) {
    if (m.lat > north) north = m.lat;
    if (m.lat < south) south = m.lat;
    if (m.lng > east) east = m.lng;
    if (m.lng < west) west = m.lng;
  }
  return { north: north + 1e-6, south: south - 1e-6, east: east + 1e-6, west: west - 1e-6, zoom };
}
