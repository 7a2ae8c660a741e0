import type { ListingSearchResult, ListingSummary, MapMarker } from '@homeward/contracts';
import { createDefaultFilterCriteria, type FilterCriteria } from '@homeward/domain';
import { narrowLoadedResult, narrowsCriteria } from './instantResults';
import { instantResultFor } from './searchListings';

const NOW = new Date('2026-03-04T12:00:00Z');

function home(mls: string, over: Partial<ListingSummary> = {}): ListingSummary {
  return {
    mls,
    latitude: 47.6,
    longitude: -122.2,
    timeOnMarket: '3 days',
    listingPrice: 500_000,
    hasOpenHouse: false,
    state: 'WA',
    status: 'A',
    type: 'RESI',
    bedrooms: 3,
    baths: 2,
    totalSquareFoot: 1800,
    yearBuilt: 1990,
    hoa: null,
    minSchoolRating: 6,
    daysOnMarket: 3,
    newConstruction: false,
    openHouses: [],
    soldDate: null,
    address: '1 Sample St',
    unit: null,
    city: 'Bellevue',
    zipcode: '98004',
    addressIsSample: true,
    photos: [],
    cashBack: 1000,
    ...over,
  };
}

const marker = (h: ListingSummary): MapMarker => ({
  mls: h.mls,
  lat: h.latitude,
  lng: h.longitude,
  listingPrice: h.listingPrice,
  status: h.status,
  hasOpenHouse: h.hasOpenHouse,
  isLive: false,
});

function answer(cards: ListingSummary[], mapHomes: ListingSummary[], over: Partial<ListingSearchResult> = {}): ListingSearchResult {
  return {
    data: cards,
    total: mapHomes.length,
    page: 1,
    pageSize: 20,
    histogram: [],
    histogramRange: { min: 0, max: 0, bucketSize: 0 },
    markers: mapHomes.map(marker),
    place: {
      name: 'Bellevue',
      state: 'WA',
      kind: 'city',
      lat: 47.6,
      lng: -122.2,
      zipcode: null,
      boundaryId: null,
      boundaryPointCount: 0,
      isMultiPolygon: false,
      parts: 1,
      available: true,
      radiusMiles: 15,
      zoom: 12,
      scope: 'boundary',
    },
    clusters: [],
    area: 'place',
    viewportTotal: null,
    nearbyTotal: 0,
    placeTotal: mapHomes.length,
    ...over,
  };
}

const base: FilterCriteria = { ...createDefaultFilterCriteria(), listingTypes: ['RESI'] };
const withCriteria = (over: Partial<FilterCriteria>): FilterCriteria => ({ ...base, ...over });

describe('narrowsCriteria', () => {
  it('tells a narrowing (every new match matched before) from a loosening', () => {
    expect(narrowsCriteria(base, withCriteria({ beds: { low: 3, high: null } }))).toBe(true);
    expect(narrowsCriteria(withCriteria({ beds: { low: 3, high: null } }), base)).toBe(false);
    expect(narrowsCriteria(base, withCriteria({ price: { low: null, high: 600_000 } }))).toBe(true);
    expect(narrowsCriteria(withCriteria({ price: { low: null, high: 600_000 } }), withCriteria({ price: { low: null, high: 700_000 } }))).toBe(false);
    expect(narrowsCriteria(withCriteria({ listingTypes: ['RESI', 'COND'] }), base)).toBe(true);
    expect(narrowsCriteria(base, withCriteria({ listingTypes: ['RESI', 'COND'] }))).toBe(false);
    expect(narrowsCriteria(base, withCriteria({ listingTypes: [] }))).toBe(false);
    expect(narrowsCriteria(base, withCriteria({ minSchoolRating: 7 }))).toBe(true);
    expect(narrowsCriteria(base, withCriteria({ daysOnMarket: 7 }))).toBe(true);
    expect(narrowsCriteria(withCriteria({ daysOnMarket: 7 }), base)).toBe(false);
    expect(narrowsCriteria(base, withCriteria({ newConstruction: true }))).toBe(true);
    expect(narrowsCriteria(withCriteria({ newConstruction: true }), base)).toBe(false);
  });
});

describe('narrowLoadedResult', () => {
  // Five homes in view, each drawn on its own; two are on the page of cards.
  const homes = [
    home('1', { bedrooms: 2 }),
    home('2', { bedrooms: 4 }),
    home('3', { bedrooms: 1, listingPrice: 900_000 }),
    home('4', { bedrooms: 5, listingPrice: 300_000 }),
    home('5', { bedrooms: 3, listingPrice: 650_000 }),
  ];

  it('narrows cards, map homes and an exact count when the map held every home in view and each can be judged', () => {
    const loaded = answer(homes.slice(0, 2), homes);
    const result = narrowLoadedResult(loaded, base, withCriteria({ price: { low: null, high: 700_000 } }), NOW);
    expect(result.data.map((h) => h.mls)).toEqual(['1', '2']);
    expect(result.markers.map((m) => m.mls)).toEqual(['1', '2', '4', '5']);
    expect(result.total).toBe(4);
    expect(result.instant).toEqual({ total: 'exact', viewportTotal: 'exact' });
  });

  it('judges map homes by their cards, and does not claim an exact count for homes it cannot judge', () => {
    const loaded = answer(homes.slice(0, 2), homes);
    const result = narrowLoadedResult(loaded, base, withCriteria({ beds: { low: 3, high: null } }), NOW);
    // Home 1 (2 beds) is on a card: it goes. Homes 3–5 have no card: the map keeps them until the server answers.
    expect(result.data.map((h) => h.mls)).toEqual(['2']);
    expect(result.markers.map((m) => m.mls)).toEqual(['2', '3', '4', '5']);
    // One of the two judged homes still matches: about half of the five.
    expect(result.instant?.total).toBe('estimate');
    expect(result.total).toBe(3);
  });

  it('shrinks clusters by the share still matching and drops those priced outside the range', () => {
    const cluster = (id: string, count: number, minPrice: number, maxPrice: number) => ({
      id,
      lat: 47.6,
      lng: -122.2,
      count,
      minPrice,
      maxPrice,
      hasOpenHouse: false,
      bounds: { north: 47.7, south: 47.5, east: -122.1, west: -122.3 },
    });
    const cards = [home('1', { listingPrice: 400_000 }), home('2', { listingPrice: 800_000 })];
    const loaded = answer(cards, [], { markers: [], clusters: [cluster('a', 100, 300_000, 900_000), cluster('b', 40, 750_000, 2_000_000)], total: 140 });
    const result = narrowLoadedResult(loaded, base, withCriteria({ price: { low: null, high: 600_000 } }), NOW);
    expect(result.clusters.map((c) => [c.id, c.count, c.approximate])).toEqual([['a', 50, true]]);
    expect(result.total).toBe(70);
    expect(result.instant?.total).toBe('estimate');
  });

  it('claims no number after a loosening: homes that were not loaded may now match', () => {
    const loaded = answer(homes.slice(0, 2), homes);
    const result = narrowLoadedResult(loaded, withCriteria({ beds: { low: 3, high: null } }), base, NOW);
    expect(result.instant?.total).toBe('unknown');
  });

  it('keeps the count exact for the viewport but estimates the place when only part of it is in view', () => {
    const loaded = answer(homes.slice(0, 2), homes, { viewportTotal: 5, total: 50 });
    const result = narrowLoadedResult(loaded, base, withCriteria({ price: { low: 400_000, high: null } }), NOW);
    expect(result.viewportTotal).toBe(4);
    expect(result.instant).toEqual({ total: 'estimate', viewportTotal: 'exact' });
    expect(result.total).toBe(40);
  });
});

describe('instantResultFor', () => {
  const homes = [home('1', { bedrooms: 2 }), home('2', { bedrooms: 4 })];
  const search = (criteria: FilterCriteria, page = 1) => ({ searchText: 'Bellevue, WA', criteria, page, sort: 'daysOnMarket' as const });

  it('narrows a filter change of the same search, and leaves a new page or place to the server', () => {
    const loaded = answer(homes, homes);
    const narrowed = instantResultFor(search(withCriteria({ beds: { low: 3, high: null } })), search(base), loaded, NOW);
    expect(narrowed?.markers.map((m) => m.mls)).toEqual(['2']);
    expect(narrowed?.instant?.total).toBe('exact');
    const paged = instantResultFor(search(base, 2), search(base), loaded, NOW);
    expect(paged?.instant).toBeUndefined();
    expect(instantResultFor(search(withCriteria({ listingStatuses: ['SoldLast90'] })), search(base), loaded, NOW)).toBeUndefined();
    // Sold homes have nothing loaded to narrow a filter change with, but a new page keeps the answer on screen meanwhile.
    const sold = withCriteria({ listingStatuses: ['SoldLast180'] });
    expect(instantResultFor(search(sold, 2), search(sold), loaded, NOW)?.markers).toBe(loaded.markers);
  });
});
