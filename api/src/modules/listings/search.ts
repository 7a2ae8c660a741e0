/** Search of spec 4.7/4.8: a page of cards, the map content and the histogram of a place's matches. */
import type { MapViewport, SearchAreaChoice, SearchSort } from '@homeward/contracts';
import { mapZoomFor, PAGE_SIZE, SEARCH_RADIUS_MILES, toCalendarDate } from '@homeward/domain';
import type { IndexedListings, ListingIndex } from './listingIndex';
import { inViewport, mapContentFor } from './mapContent';
import type { ResolvedPlace } from './places';
import { placeAreaOf, scopeOf, sortedArea } from './placeArea';
import { computeMatches, type SearchInput } from './matches';
import { SearchCache, areaBytes, placeKey } from './searchCache';

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
