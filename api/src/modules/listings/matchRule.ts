/** The match rule of spec 4.8 over the index's columns: which homes pass a search's filters, fast. */
import type { FilterCriteria, Range } from '@homeward/contracts';
import { ACTIVE_STATUS_CODES, isNewConstruction, NEW_CONSTRUCTION_YEARS, matchesFilters, NO_MAX, PENDING_STATUS_CODES, SOLD_STATUS_CODES, soldWindowDays, withoutPriceFilter, type MatchableListing } from '@homeward/domain';
import type { IndexedListings } from './listingIndex';
import { materializeOpenHouses, soldDateFor } from './mapper';

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
export const buffers = {
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
