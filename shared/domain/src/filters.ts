import {
  searchCriteriaSchema,
  type FilterCriteria,
  type FilterCriteriaInput,
  type ListingSummary,
  type OpenHouseChoice,
  type OpenHouseFilter,
  type Range,
  type StatusFilter,
} from '@homeward/contracts';
import { addDays, calendarDaysBetween, normalizeCalendarDate, toCalendarDate } from './dates';
import { ALL_HOME_TYPE_CODES } from './homeTypes';
import { ACTIVE_STATUS_CODES, PENDING_STATUS_CODES, SOLD_STATUS_CODES } from './listingStatus';
import { NO_MAX } from './constants';

export type { FilterCriteria, FilterCriteriaInput, OpenHouseFilter, Range, StatusFilter };

/** The listing fields the match rule reads. */
export type MatchableListing = Pick<
  ListingSummary,
  | 'status' | 'type' | 'listingPrice' | 'bedrooms' | 'baths' | 'totalSquareFoot' | 'yearBuilt' | 'hoa'
  | 'minSchoolRating' | 'daysOnMarket' | 'newConstruction' | 'openHouses' | 'soldDate'
>;

export interface StatusFilterOption {
  value: StatusFilter;
  label: string;
  /** For sold windows: sold within this many days. */
  soldWithinDays: number | null;
}

/** Status choices of spec 4.8; default A. */
export const STATUS_FILTER_OPTIONS: readonly StatusFilterOption[] = [
  { value: 'A', label: 'Active', soldWithinDays: null },
  { value: 'P', label: 'Pending', soldWithinDays: null },
  { value: 'SoldLastWeek', label: 'Sold in last 7 days', soldWithinDays: 7 },
  { value: 'SoldLastMonth', label: 'Sold in last 30 days', soldWithinDays: 30 },
  { value: 'SoldLast60', label: 'Sold in last 60 days', soldWithinDays: 60 },
  { value: 'SoldLast90', label: 'Sold in last 90 days', soldWithinDays: 90 },
  { value: 'SoldLast180', label: 'Sold in last 180 days', soldWithinDays: 180 },
];
export const DEFAULT_STATUS_FILTER: StatusFilter = 'A';
/** The sold window the /listingsold pages (spec 2.1) start from: every sold window of spec 4.8. */
export const DEFAULT_SOLD_STATUS_FILTER: StatusFilter = 'SoldLast180';

/** Whether a status choice is one of the sold windows. */
export function isSoldStatusFilter(status: StatusFilter): boolean {
  return soldWindowDays(status) !== null;
}

export function soldWindowDays(status: StatusFilter): number | null {
  return STATUS_FILTER_OPTIONS.find((o) => o.value === status)?.soldWithinDays ?? null;
}

/** Spec 4.8: choosing A filters already loaded listings; any other status fetches first. */
export function statusFilterRequiresFetch(statuses: readonly StatusFilter[]): boolean {
  return !(statuses.length === 1 && statuses[0] === 'A');
}

export const OPEN_HOUSE_OPTIONS: ReadonlyArray<{ value: OpenHouseChoice; label: string }> = [
  { value: 'Any', label: 'Any' },
  { value: 'Today', label: 'Today' },
  { value: 'Weekend', label: 'This weekend' },
  { value: 'Custom', label: 'Pick a date' },
];

/** Reset state of spec 4.8. */
export function createDefaultFilterCriteria(): FilterCriteria {
  return {
    price: { low: null, high: null },
    beds: { low: 0, high: null },
    baths: { low: 0, high: null },
    square_feet: { low: null, high: null },
    year_built: { low: null, high: null },
    homeowner_due: { low: null, high: null },
    minSchoolRating: null,
    daysOnMarket: NO_MAX,
    listingTypes: [...ALL_HOME_TYPE_CODES],
    listingStatuses: ['A'],
    openHouse: { only: false, when: 'Any', customDate: null },
    newConstruction: null,
  };
}
export const DEFAULT_FILTER_CRITERIA: Readonly<FilterCriteria> = Object.freeze(createDefaultFilterCriteria());

/** Fills the missing fields of a partial criteria object with the search payload defaults (spec 3). */
export function completeCriteria(input: FilterCriteriaInput | undefined): FilterCriteria {
  return searchCriteriaSchema.parse(input ?? {});
}

/** Spec 4.8: turning open-house-only off resets the choice to Any and clears the custom date. */
export function setOpenHouseOnly(filter: OpenHouseFilter, only: boolean): OpenHouseFilter {
  return only ? { ...filter, only: true } : { only: false, when: 'Any', customDate: null };
}

/** Spec 4.8: new construction is null (no filter) or true; switching off returns it to null. */
export function newConstructionFilter(on: boolean): true | null {
  return on ? true : null;
}

/** The same criteria without a price limit (the price histogram covers matches before the price filter). */
export function withoutPriceFilter(criteria: FilterCriteria): FilterCriteria {
  return { ...criteria, price: { low: null, high: null } };
}

const isLimit = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const isUpperLimit = (v: number | null | undefined): v is number => isLimit(v) && v !== NO_MAX;

/** Value within [low, high]; a missing bound, or 'No max', does not limit. A missing value fails a set bound. */
export function inRange(value: number | null | undefined, range: Range | undefined): boolean {
  if (!range) return true;
  const { low, high } = range;
  const hasLow = isLimit(low) && low > 0;
  const hasHigh = isUpperLimit(high);
  if (!hasLow && !hasHigh) return true;
  if (value == null) return false;
  if (hasLow && value < low) return false;
  if (hasHigh && value > high) return false;
  return true;
}

/** Spec 5: the price filter applies only when an amount is above 0; 'No max' does not limit. */
export function matchesPriceFilter(price: number, range: Range): boolean {
  const low = isLimit(range.low) && range.low > 0 ? range.low : null;
  const high = isUpperLimit(range.high) && range.high > 0 ? range.high : null;
  return inRange(price, { low, high });
}

/** HOA: a listing without dues counts as 0, so 'No HOA' (high 0) keeps exactly those. */
function hoaInRange(hoa: number | null, range: Range): boolean {
  return inRange(hoa ?? 0, range);
}

export function matchesStatusFilter(listing: Pick<MatchableListing, 'status' | 'soldDate'>, statuses: readonly StatusFilter[], now: Date): boolean {
  if (statuses.length === 0) return true;
  const today = toCalendarDate(now);
  return statuses.some((status) => {
    if (status === 'A') return ACTIVE_STATUS_CODES.includes(listing.status);
    if (status === 'P') return PENDING_STATUS_CODES.includes(listing.status);
    const window = soldWindowDays(status);
    if (window == null || !SOLD_STATUS_CODES.includes(listing.status)) return false;
    const soldDate = normalizeCalendarDate(listing.soldDate);
    if (!soldDate) return false;
    const age = calendarDaysBetween(soldDate, today);
    return age >= 0 && age <= window;
  });
}

/** Saturday and Sunday of the current weekend (today counts when it is a weekend day). */
export function upcomingWeekend(now: Date): [saturday: string, sunday: string] {
  const day = now.getDay();
  const saturday = day === 0 ? addDays(now, -1) : addDays(now, 6 - day);
  return [toCalendarDate(saturday), toCalendarDate(addDays(saturday, 1))];
}

export function matchesOpenHouseFilter(listing: Pick<MatchableListing, 'openHouses'>, filter: OpenHouseFilter, now: Date): boolean {
  if (!filter.only) return true;
  const today = toCalendarDate(now);
  const dates = listing.openHouses
    .map((o) => normalizeCalendarDate(o.openDate))
    .filter((d): d is string => d !== null && d >= today);
  switch (filter.when) {
    case 'Today':
      return dates.includes(today);
    case 'Weekend': {
      const [saturday, sunday] = upcomingWeekend(now);
      return dates.some((d) => d === saturday || d === sunday);
    }
    case 'Custom':
      return filter.customDate ? dates.includes(filter.customDate) : dates.length > 0;
    default:
      return dates.length > 0;
  }
}

/**
 * THE listing match rule of spec 4.8, shared by the API search and the browser: bedrooms and baths
 * at least the chosen values; square feet, year built and HOA within bounds; school rating at least
 * the chosen value; days on market at most the chosen value; new construction when set; type among
 * the chosen types (an empty list means every type); status among the chosen statuses (sold windows
 * counted from `now`); open house when required; price within bounds.
 */
export function matchesFilters(listing: MatchableListing, criteria: FilterCriteria, now: Date): boolean {
  if (criteria.listingTypes.length > 0 && !criteria.listingTypes.includes(listing.type)) return false;
  if (!matchesPriceFilter(listing.listingPrice, criteria.price)) return false;
  if (!inRange(listing.bedrooms, criteria.beds)) return false;
  if (!inRange(listing.baths, criteria.baths)) return false;
  if (!inRange(listing.totalSquareFoot, criteria.square_feet)) return false;
  if (!inRange(listing.yearBuilt, criteria.year_built)) return false;
  if (!hoaInRange(listing.hoa, criteria.homeowner_due)) return false;
  if (isLimit(criteria.minSchoolRating) && (listing.minSchoolRating ?? 0) < criteria.minSchoolRating) return false;
  if (isUpperLimit(criteria.daysOnMarket) && listing.daysOnMarket > criteria.daysOnMarket) return false;
  if (criteria.newConstruction === true && !listing.newConstruction) return false;
  if (!matchesStatusFilter(listing, criteria.listingStatuses, now)) return false;
  return matchesOpenHouseFilter(listing, criteria.openHouse, now);
}
