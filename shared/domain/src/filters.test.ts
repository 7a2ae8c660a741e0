import type { FilterCriteria, ListingSummary } from '@homeward/contracts';
import { NO_MAX } from './constants';
import {
  completeCriteria,
  DEFAULT_SOLD_STATUS_FILTER,
  isSoldStatusFilter,
  soldWindowDays,
  createDefaultFilterCriteria,
  DEFAULT_FILTER_CRITERIA,
  inRange,
  matchesFilters,
  setOpenHouseOnly,
  statusFilterRequiresFetch,
  STATUS_FILTER_OPTIONS,
  upcomingWeekend,
  withoutPriceFilter,
  newConstructionFilter,
  type MatchableListing,
} from './filters';
import { ALL_HOME_TYPE_CODES } from './homeTypes';

// Wednesday 2026-03-04, 10:00 local time.
const now = new Date(2026, 2, 4, 10, 0, 0);

const listing = (overrides: Partial<ListingSummary> = {}): MatchableListing => ({
  status: 'A',
  type: 'RESI',
  listingPrice: 650_000,
  bedrooms: 3,
  baths: 2,
  totalSquareFoot: 1800,
  yearBuilt: 1995,
  hoa: null,
  minSchoolRating: 6,
  daysOnMarket: 10,
  newConstruction: false,
  openHouses: [],
  soldDate: null,
  ...overrides,
});

const criteria = (overrides: Partial<FilterCriteria> = {}): FilterCriteria => ({ ...createDefaultFilterCriteria(), ...overrides });

describe('reset state (spec 4.8)', () => {
  it('has no limits, all six home types and status A', () => {
    expect(DEFAULT_FILTER_CRITERIA.price).toEqual({ low: null, high: null });
    expect(DEFAULT_FILTER_CRITERIA.beds.low).toBe(0);
    expect(DEFAULT_FILTER_CRITERIA.baths.low).toBe(0);
    expect(DEFAULT_FILTER_CRITERIA.listingTypes).toEqual([...ALL_HOME_TYPE_CODES]);
    expect(DEFAULT_FILTER_CRITERIA.listingStatuses).toEqual(['A']);
    expect(DEFAULT_FILTER_CRITERIA.openHouse).toEqual({ only: false, when: 'Any', customDate: null });
    expect(DEFAULT_FILTER_CRITERIA.newConstruction).toBeNull();
    expect(DEFAULT_FILTER_CRITERIA.minSchoolRating).toBeNull();
    expect(DEFAULT_FILTER_CRITERIA.daysOnMarket).toBe(NO_MAX);
  });

  it('returns a fresh object each time', () => {
    const a = createDefaultFilterCriteria();
    a.listingTypes.pop();
    expect(createDefaultFilterCriteria().listingTypes).toHaveLength(6);
  });

  it('matches an ordinary active listing', () => {
    expect(matchesFilters(listing(), DEFAULT_FILTER_CRITERIA, now)).toBe(true);
  });

  it('search payload defaults to RESI and A (spec 3)', () => {
    const c = completeCriteria({ beds: { low: 2 } });
    expect(c.listingTypes).toEqual(['RESI']);
    expect(c.listingStatuses).toEqual(['A']);
    expect(c.beds.low).toBe(2);
    expect(c.openHouse.when).toBe('Any');
  });
});

describe('status choices', () => {
  it('lists the seven choices with sold windows', () => {
    expect(STATUS_FILTER_OPTIONS.map((o) => [o.value, o.soldWithinDays])).toEqual([
      ['A', null], ['P', null], ['SoldLastWeek', 7], ['SoldLastMonth', 30], ['SoldLast60', 60], ['SoldLast90', 90], ['SoldLast180', 180],
    ]);
  });

  it('only A filters loaded listings without fetching', () => {
    expect(statusFilterRequiresFetch(['A'])).toBe(false);
    expect(statusFilterRequiresFetch(['P'])).toBe(true);
    expect(statusFilterRequiresFetch(['A', 'SoldLast90'])).toBe(true);
  });
});

describe('matchesFilters (spec 4.8)', () => {
  it('needs at least the chosen beds and baths', () => {
    expect(matchesFilters(listing({ bedrooms: 3 }), criteria({ beds: { low: 3 } }), now)).toBe(true);
    expect(matchesFilters(listing({ bedrooms: 2 }), criteria({ beds: { low: 3 } }), now)).toBe(false);
    expect(matchesFilters(listing({ baths: 1.75 }), criteria({ baths: { low: 2 } }), now)).toBe(false);
  });

  it('keeps square feet, year built and HOA within bounds', () => {
    expect(matchesFilters(listing(), criteria({ square_feet: { low: 1500, high: 2000 } }), now)).toBe(true);
    expect(matchesFilters(listing(), criteria({ square_feet: { low: 2000 } }), now)).toBe(false);
    expect(matchesFilters(listing(), criteria({ year_built: { low: 2000 } }), now)).toBe(false);
    expect(matchesFilters(listing({ yearBuilt: null }), criteria({ year_built: { low: 1990 } }), now)).toBe(false);
    expect(matchesFilters(listing({ hoa: 300 }), criteria({ homeowner_due: { high: 200 } }), now)).toBe(false);
    expect(matchesFilters(listing({ hoa: 150 }), criteria({ homeowner_due: { high: 200 } }), now)).toBe(true);
  });

  it("treats 'No HOA' as dues of 0 and 'No max' as unlimited", () => {
    expect(matchesFilters(listing({ hoa: null }), criteria({ homeowner_due: { low: null, high: 0 } }), now)).toBe(true);
    expect(matchesFilters(listing({ hoa: 25 }), criteria({ homeowner_due: { low: null, high: 0 } }), now)).toBe(false);
    expect(matchesFilters(listing({ hoa: 5000 }), criteria({ homeowner_due: { high: NO_MAX } }), now)).toBe(true);
  });

  it('applies the price only when an amount is above 0; No max does not limit', () => {
    expect(matchesFilters(listing(), criteria({ price: { low: 0, high: 0 } }), now)).toBe(true);
    expect(matchesFilters(listing({ listingPrice: 2_000_000 }), criteria({ price: { low: null, high: NO_MAX } }), now)).toBe(true);
    expect(matchesFilters(listing(), criteria({ price: { low: 700_000 } }), now)).toBe(false);
    expect(matchesFilters(listing(), criteria({ price: { high: 600_000 } }), now)).toBe(false);
    expect(matchesFilters(listing(), withoutPriceFilter(criteria({ price: { high: 600_000 } })), now)).toBe(true);
  });

  it('needs at least the chosen school rating', () => {
    expect(matchesFilters(listing({ minSchoolRating: 6 }), criteria({ minSchoolRating: 6 }), now)).toBe(true);
    expect(matchesFilters(listing({ minSchoolRating: 5 }), criteria({ minSchoolRating: 6 }), now)).toBe(false);
    expect(matchesFilters(listing({ minSchoolRating: null }), criteria({ minSchoolRating: 1 }), now)).toBe(false);
  });

  it('keeps days on market at most the chosen value', () => {
    expect(matchesFilters(listing({ daysOnMarket: 7 }), criteria({ daysOnMarket: 7 }), now)).toBe(true);
    expect(matchesFilters(listing({ daysOnMarket: 8 }), criteria({ daysOnMarket: 7 }), now)).toBe(false);
    expect(matchesFilters(listing({ daysOnMarket: 5000 }), criteria({ daysOnMarket: NO_MAX }), now)).toBe(true);
  });

  it('matches new construction only when set', () => {
    expect(matchesFilters(listing(), criteria({ newConstruction: true }), now)).toBe(false);
    expect(matchesFilters(listing({ newConstruction: true }), criteria({ newConstruction: true }), now)).toBe(true);
    expect(matchesFilters(listing({ newConstruction: true }), criteria({ newConstruction: null }), now)).toBe(true);
    expect(newConstructionFilter(false)).toBeNull();
    expect(newConstructionFilter(true)).toBe(true);
  });

  it('keeps the type among the chosen types; an empty list means any', () => {
    expect(matchesFilters(listing({ type: 'COND' }), criteria({ listingTypes: ['RESI'] }), now)).toBe(false);
    expect(matchesFilters(listing({ type: 'COND' }), criteria({ listingTypes: ['RESI', 'COND'] }), now)).toBe(true);
    expect(matchesFilters(listing({ type: 'VACL' }), criteria({ listingTypes: [] }), now)).toBe(true);
  });

  it('groups statuses: Active covers A/LS/PD/NC, Pending covers the pending family', () => {
    for (const status of ['A', 'LS', 'PD', 'NC'] as const) {
      expect(matchesFilters(listing({ status }), criteria(), now)).toBe(true);
    }
    for (const status of ['P', 'PB', 'PF', 'PI', 'PS', 'CT'] as const) {
      expect(matchesFilters(listing({ status }), criteria(), now)).toBe(false);
      expect(matchesFilters(listing({ status }), criteria({ listingStatuses: ['P'] }), now)).toBe(true);
    }
    for (const status of ['INC', 'SFR', 'CA', 'T', 'E', 'R'] as const) {
      expect(matchesFilters(listing({ status }), criteria({ listingStatuses: ['A', 'P'] }), now)).toBe(false);
    }
  });

  it('counts sold windows from now', () => {
    const sold = (soldDate: string) => listing({ status: 'S', soldDate });
    expect(matchesFilters(sold('2026-02-25'), criteria({ listingStatuses: ['SoldLastWeek'] }), now)).toBe(true);
    expect(matchesFilters(sold('2026-02-24'), criteria({ listingStatuses: ['SoldLastWeek'] }), now)).toBe(false);
    expect(matchesFilters(sold('2026-02-24'), criteria({ listingStatuses: ['SoldLastMonth'] }), now)).toBe(true);
    expect(matchesFilters(sold('2025-10-01'), criteria({ listingStatuses: ['SoldLast180'] }), now)).toBe(true);
    expect(matchesFilters(sold('2025-08-01'), criteria({ listingStatuses: ['SoldLast180'] }), now)).toBe(false);
    expect(matchesFilters(listing({ status: 'A', soldDate: null }), criteria({ listingStatuses: ['SoldLast180'] }), now)).toBe(false);
    expect(matchesFilters(sold('2026-03-01'), criteria(), now)).toBe(false);
  });

  describe('open house', () => {
    const withOpenHouse = (openDate: string) => listing({ openHouses: [{ type: 'INP', openDate, startTime: '13:00', endTime: '15:00' }] });
    const only = (when: 'Any' | 'Today' | 'Weekend' | 'Custom', customDate: string | null = null) =>
      criteria({ openHouse: { only: true, when, customDate } });

    it('is ignored unless open-house-only is on', () => {
      expect(matchesFilters(listing(), criteria({ openHouse: { only: false, when: 'Today', customDate: null } }), now)).toBe(true);
    });
    it('Any needs an upcoming open house', () => {
      expect(matchesFilters(withOpenHouse('2026/03/10'), only('Any'), now)).toBe(true);
      expect(matchesFilters(withOpenHouse('2026/03/01'), only('Any'), now)).toBe(false);
      expect(matchesFilters(listing(), only('Any'), now)).toBe(false);
    });
    it('Today needs one today', () => {
      expect(matchesFilters(withOpenHouse('2026/03/04'), only('Today'), now)).toBe(true);
      expect(matchesFilters(withOpenHouse('2026/03/05'), only('Today'), now)).toBe(false);
    });
    it('Weekend needs one on the coming Saturday or Sunday', () => {
      expect(upcomingWeekend(now)).toEqual(['2026-03-07', '2026-03-08']);
      expect(upcomingWeekend(new Date(2026, 2, 8, 9))).toEqual(['2026-03-07', '2026-03-08']);
      expect(matchesFilters(withOpenHouse('2026/03/08'), only('Weekend'), now)).toBe(true);
      expect(matchesFilters(withOpenHouse('2026/03/09'), only('Weekend'), now)).toBe(false);
    });
    it('Custom needs one on the chosen date', () => {
      expect(matchesFilters(withOpenHouse('2026/03/12'), only('Custom', '2026-03-12'), now)).toBe(true);
      expect(matchesFilters(withOpenHouse('2026/03/12'), only('Custom', '2026-03-13'), now)).toBe(false);
    });
    it('turning the toggle off resets the choice and clears the date', () => {
      expect(setOpenHouseOnly({ only: true, when: 'Custom', customDate: '2026-03-12' }, false)).toEqual({ only: false, when: 'Any', customDate: null });
      expect(setOpenHouseOnly({ only: false, when: 'Any', customDate: null }, true).only).toBe(true);
    });
  });
});

describe('inRange', () => {
  it('passes anything without bounds, even a missing value', () => {
    expect(inRange(null, { low: null, high: null })).toBe(true);
    expect(inRange(undefined, undefined)).toBe(true);
  });
});

describe('sold windows', () => {
  it('tells the sold windows from active and pending, and the sold pages start from all of them', () => {
    expect(isSoldStatusFilter('A')).toBe(false);
    expect(isSoldStatusFilter('P')).toBe(false);
    expect(isSoldStatusFilter('SoldLastWeek')).toBe(true);
    expect(soldWindowDays(DEFAULT_SOLD_STATUS_FILTER)).toBe(Math.max(...STATUS_FILTER_OPTIONS.map((o) => o.soldWithinDays ?? 0)));
  });
});
