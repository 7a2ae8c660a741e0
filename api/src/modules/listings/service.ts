import { LRUCache } from 'lru-cache';
import type { FilterCriteria, ListingSearchResult, ListingSummary, MapMarker, SearchSort } from '@homeward/contracts';
import {
  ACTIVE_STATUS_CODES,
  boundingBoxAround,
  mapZoomFor,
  matchesFilters,
  matchesPriceFilter,
  NO_MAX,
  PAGE_SIZE,
  PENDING_STATUS_CODES,
  priceHistogram,
  SEARCH_RADIUS_MILES,
  SOLD_STATUS_CODES,
  soldWindowDays,
  toCalendarDate,
  withoutPriceFilter,
  type MatchableListing,
} from '@homeward/domain';
import type { Queryable } from '../../db/db';
import { materializeOpenHouses, soldDateFor, toListingSummary } from './mapper';
import type { ResolvedPlace } from './places';
import { findListingSummaries, searchCandidates, type CandidateTuple, type Prefilter, type SearchArea } from './repository';

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

interface Candidate extends MatchableListing {
  mls: string;
  lat: number;
  lng: number;
  isLive: boolean;
}

function toCandidate(t: CandidateTuple, now: Date): Candidate {
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
    newConstruction: t[13],
    openHouses: t[14].length ? materializeOpenHouses(t[14], now) : [],
    soldDate: soldDateFor(t[15], now),
    isLive: t[16],
  };
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

export interface SearchInput {
  place: ResolvedPlace;
  criteria: FilterCriteria;
  page: number;
  sort: SearchSort;
  now: Date;
}

/** The part of a search that does not depend on the page: it is what the cache keeps. */
interface MatchSet {
  matches: Candidate[];
  markers: MapMarker[];
  histogram: ReturnType<typeof priceHistogram>;
}

async function computeMatches(db: Queryable, input: SearchInput): Promise<MatchSet> {
  const { place, criteria, now } = input;
  const tuples = place.available ? await searchCandidates(db, searchAreaFor(place), prefilterFor(criteria)) : [];
  const withoutPrice = withoutPriceFilter(criteria);
  const beforePrice: number[] = [];
  const matches: Candidate[] = [];
  for (const tuple of tuples) {
    const candidate = toCandidate(tuple, now);
    if (!matchesFilters(candidate, withoutPrice, now)) continue;
    beforePrice.push(candidate.listingPrice);
    if (matchesPriceFilter(candidate.listingPrice, criteria.price)) matches.push(candidate);
  }
  matches.sort(SORTS[input.sort]);
  const markers: MapMarker[] = matches.map((m) => ({
    mls: m.mls,
    lat: m.lat,
    lng: m.lng,
    listingPrice: m.listingPrice,
    status: m.status,
    hasOpenHouse: m.openHouses.length > 0,
    isLive: m.isLive,
  }));
  return { matches, markers, histogram: priceHistogram(beforePrice) };
}

/**
 * Listings never change through the API, so a search's matches depend only on the place, the
 * criteria, the order and the calendar day (open houses and sold windows count from today).
 * Recent ones are kept for a few minutes: paging through results or going back is then cheap.
 */
export class SearchCache {
  /** Searches being computed: concurrent identical searches share one computation. */
  private readonly pending = new Map<string, Promise<MatchSet>>();
  /** Finished searches, bounded in entries and in (estimated) bytes, whoever fills it. */
  private readonly done: LRUCache<string, MatchSet>;

  constructor(
    private readonly maxEntries: number,
    ttlMs: number,
    maxBytes = 64 * 1024 * 1024,
  ) {
    this.done = new LRUCache<string, MatchSet>({
      max: Math.max(1, maxEntries),
      ttl: ttlMs,
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: estimateBytes,
    });
  }

  get(key: string, _now: number, compute: () => Promise<MatchSet>): Promise<MatchSet> {
    if (this.maxEntries <= 0) return compute();
    const hit = this.done.get(key);
    if (hit) return Promise.resolve(hit);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const value = compute();
    this.pending.set(key, value);
    value.then(
      (result) => {
        this.pending.delete(key);
        // A single result larger than the whole budget is simply not kept.
        this.done.set(key, result);
      },
      () => this.pending.delete(key),
    );
    return value;
  }
}

/** Rough heap size of a match set: each match holds a listing's search fields, each marker a few numbers. */
function estimateBytes(value: MatchSet): number {
  return 1024 + value.matches.length * 900 + value.markers.length * 160 + value.histogram.buckets.length * 16;
}

const cacheKey = (input: SearchInput) =>
  JSON.stringify([input.place.kind, input.place.name, input.place.state, input.place.zipcode, input.place.lat, input.place.lng, input.criteria, input.sort, toCalendarDate(input.now)]);

/**
 * Search of spec 4.7/4.8: every listing within 15 miles of the place (or in the zip) that passes
 * the shared match rule; the page of 20 in the chosen order; markers for all matches; the price
 * histogram of the matches before the price filter.
 */
export async function searchListings(db: Queryable, input: SearchInput, cache?: SearchCache): Promise<ListingSearchResult> {
  const { place, now } = input;
  const { matches, markers, histogram } = cache
    ? await cache.get(cacheKey(input), now.getTime(), () => computeMatches(db, input))
    : await computeMatches(db, input);

  const start = (input.page - 1) * PAGE_SIZE;
  const rows = await findListingSummaries(db, matches.slice(start, start + PAGE_SIZE).map((m) => m.mls));
  const data: ListingSummary[] = rows.map((r) => toListingSummary(r, now));
  const area = searchAreaFor(place);
  return {
    data,
    total: matches.length,
    page: input.page,
    pageSize: PAGE_SIZE,
    histogram: histogram.buckets,
    histogramRange: { min: histogram.min, max: histogram.max, bucketSize: histogram.bucketSize },
    markers,
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
      radiusMiles: area.kind === 'radius' ? area.miles : null,
      zoom: mapZoomFor({ pointCount: place.boundaryPointCount, isMultiPolygon: place.isMultiPolygon, parts: place.parts }, matches.length),
    },
  };
}
