/** A search's matches in a place: the candidates of its filters, scanned into ordered ids and a price histogram. */
import type { FilterCriteria, MapViewport, SearchAreaChoice, SearchSort } from '@homeward/contracts';
import { matchesFilters, priceHistogramWithin, type PriceHistogram } from '@homeward/domain';
import type { IndexedListings } from './listingIndex';
import type { ResolvedPlace } from './places';
import { MatchPlan, Matcher, buffers, matchableListing, matcherFor } from './matchRule';
import { PlaceArea, SortedArea, sortedArea } from './placeArea';

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

export interface AreaMatches {
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
export const CANDIDATE_LISTS_PER_PLACE = 16;

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
