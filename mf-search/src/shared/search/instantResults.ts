import type { ListingSearchResult, ListingSummary, MapCluster, MapMarker, Range } from '@homeward/contracts';
import { matchesFilters, matchesPriceFilter, NO_MAX, type FilterCriteria } from '@homeward/domain';

/**
 * How far a count worked out in the browser can be trusted:
 * - `exact`: every home it counts was loaded and judged by the full match rule;
 * - `estimate`: scaled from the share of the loaded homes that still match (say "about");
 * - `unknown`: nothing loaded can tell (a filter was loosened, so homes not loaded may now match).
 */
export type CountPrecision = 'exact' | 'estimate' | 'unknown';

/** A cluster whose count was scaled in the browser: an estimate until the server answers. */
export interface EstimatedCluster extends MapCluster {
  approximate?: boolean;
}

/** A search answer narrowed in the browser while the server's answer is on its way. */
export interface InstantResult extends Omit<ListingSearchResult, 'clusters'> {
  clusters: EstimatedCluster[];
  instant?: { total: CountPrecision; viewportTotal: CountPrecision };
}

const lowOf = (r: Range) => (typeof r.low === 'number' && r.low > 0 ? r.low : -Infinity);
const highOf = (r: Range) => (typeof r.high === 'number' && r.high !== NO_MAX ? r.high : Infinity);
const within = (inner: Range, outer: Range) => lowOf(inner) >= lowOf(outer) && highOf(inner) <= highOf(outer);
const priceLow = (r: Range) => (typeof r.low === 'number' && r.low > 0 ? r.low : -Infinity);
const priceHigh = (r: Range) => (typeof r.high === 'number' && r.high > 0 && r.high !== NO_MAX ? r.high : Infinity);
const limit = (v: number | null, none: number) => (typeof v === 'number' && Number.isFinite(v) && v !== NO_MAX ? v : none);

/**
 * Whether every home matching `next` also matched `previous` (a narrowing), so the homes loaded for
 * `previous` hold every answer of `next` that lies in view.
 */
export function narrowsCriteria(previous: FilterCriteria, next: FilterCriteria): boolean {
  const types = (c: FilterCriteria) => (c.listingTypes.length === 0 ? null : new Set(c.listingTypes));
  const prevTypes = types(previous);
  const nextTypes = types(next);
  if (prevTypes && (!nextTypes || [...nextTypes].some((t) => !prevTypes.has(t)))) return false;
  if (priceLow(next.price) < priceLow(previous.price) || priceHigh(next.price) > priceHigh(previous.price)) return false;
  for (const key of ['beds', 'baths', 'square_feet', 'year_built'] as const) if (!within(next[key], previous[key])) return false;
  // HOA: a home without dues counts as 0.
  if (!within(next.homeowner_due, previous.homeowner_due)) return false;
  if (limit(next.minSchoolRating, 0) < limit(previous.minSchoolRating, 0)) return false;
  if (limit(next.daysOnMarket, Infinity) > limit(previous.daysOnMarket, Infinity)) return false;
  if (previous.newConstruction === true && next.newConstruction !== true) return false;
  if (JSON.stringify([...next.listingStatuses].sort()) !== JSON.stringify([...previous.listingStatuses].sort())) return false;
  if (previous.openHouse.only && JSON.stringify(next.openHouse) !== JSON.stringify(previous.openHouse)) return false;
  return true;
}

/** The criteria a map marker can be judged by alone: it carries its price, status and open-house flag. */
function onlyMarkerFieldsDiffer(previous: FilterCriteria, next: FilterCriteria): boolean {
  const rest = (c: FilterCriteria) => JSON.stringify({ ...c, price: null, openHouse: null });
  return rest(previous) === rest(next) && (!next.openHouse.only || next.openHouse.when === 'Any');
}

function markerMatches(marker: MapMarker, criteria: FilterCriteria): boolean {
  if (!matchesPriceFilter(marker.listingPrice, criteria.price)) return false;
  if (criteria.openHouse.only && criteria.openHouse.when === 'Any' && !marker.hasOpenHouse) return false;
  return true;
}

/**
 * The answer for `next` worked out from the answer loaded for `previous` (same place, view, page
 * and sort), within a frame: the cards and the map's homes that no longer match go, clusters whose
 * prices all fall outside the new range go and the others shrink by the share of loaded homes still
 * matching, and the counts say how exact they are (see CountPrecision).
 */
export function narrowLoadedResult(loaded: ListingSearchResult, previous: FilterCriteria, next: FilterCriteria, now: Date): InstantResult {
  if (JSON.stringify(previous) === JSON.stringify(next)) return { ...loaded, instant: { total: 'exact', viewportTotal: 'exact' } };
  const matches = (listing: ListingSummary) => matchesFilters(listing, next, now);
  const cards = loaded.data.filter(matches);
  const cardByMls = new Map(loaded.data.map((listing) => [listing.mls, listing]));
  const markersJudgedAlone = onlyMarkerFieldsDiffer(previous, next);

  // Homes judged exactly (a card, or a marker when only its own fields changed) give the share still matching.
  let judged = loaded.data.length;
  let stillMatching = cards.length;
  let undecided = 0;
  const markers = loaded.markers.filter((marker) => {
    const card = cardByMls.get(marker.mls);
    if (card) return matches(card);
    if (!markerMatches(marker, next)) {
      if (markersJudgedAlone) judged += 1;
      return false;
    }
    if (markersJudgedAlone) {
      judged += 1;
      stillMatching += 1;
    } else undecided += 1;
    return true;
  });
  const share = judged > 0 ? stillMatching / judged : null;

  const clusters: EstimatedCluster[] = [];
  for (const cluster of loaded.clusters) {
    const lowest = priceLow(next.price);
    const highest = priceHigh(next.price);
    if (cluster.maxPrice < lowest || cluster.minPrice > highest) continue;
    const count = share === null ? cluster.count : Math.round(cluster.count * share);
    if (count > 0) clusters.push({ ...cluster, count, approximate: share !== 1 });
  }

  const narrowing = narrowsCriteria(previous, next);
  // Individual homes, every one judged: the map held all the matches in view.
  const viewExact = narrowing && loaded.clusters.length === 0 && undecided === 0;
  const inView = loaded.viewportTotal ?? loaded.total;
  const viewAllLoaded = viewExact && loaded.markers.length >= inView;
  const estimate = (count: number): [number, CountPrecision] =>
    !narrowing || share === null ? [count, 'unknown'] : [Math.round(count * share), 'estimate'];

  const [viewportTotal, viewportPrecision] = viewAllLoaded ? [markers.length, 'exact' as const] : estimate(inView);
  const placeAllInView = loaded.viewportTotal == null || loaded.viewportTotal === loaded.total;
  const [total, totalPrecision] = viewAllLoaded && placeAllInView ? [markers.length, 'exact' as const] : estimate(loaded.total);

  return {
    ...loaded,
    data: cards,
    markers,
    clusters,
    total,
    viewportTotal: loaded.viewportTotal == null ? null : viewportTotal,
    instant: { total: totalPrecision, viewportTotal: viewportPrecision },
  };
}
