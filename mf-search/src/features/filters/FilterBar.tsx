import { SEARCH_SORTS, type ListingSearchResult, type SearchSort } from '@homeward/contracts';
import {
  ALL_HOME_TYPE_CODES,
  BEDS_BATHS_MAX,
  formatBedsBaths,
  formatPriceShort,
  formatThousands,
  SQUARE_FOOT_OPTIONS,
} from '@homeward/domain';
import { classes, controlStyles, Stepper } from '@homeward/ui';
import { useId } from 'react';
import { HomeTypeChips, PriceSelects, RangeSelects } from './FilterFields';
import { Popover } from './Popover';
import { PriceHistogram } from './PriceHistogram';
import { setSort, updateCriteria, useFilters } from '../../shared/filters/filterStore';
import styles from './Filters.module.css';

export const SORT_LABELS: Record<SearchSort, string> = {
  daysOnMarket: 'Newest',
  priceAsc: 'Price (low to high)',
  priceDesc: 'Price (high to low)',
  bedsDesc: 'Bedrooms',
  sqftDesc: 'Square feet',
  yearBuiltDesc: 'Year built',
};

/** How the results line says the order the cards are in. */
export const SORT_ORDER_PHRASES: Record<SearchSort, string> = {
  daysOnMarket: 'newest listings first',
  priceAsc: 'lowest price first',
  priceDesc: 'highest price first',
  bedsDesc: 'most bedrooms first',
  sqftDesc: 'largest first',
  yearBuiltDesc: 'most recently built first',
};

/** The order of the results: in the desktop filter bar, and above the list on a phone. */
export function SortSelect({ className }: { className?: string }) {
  const sort = useFilters((s) => s.sort);
  const sortId = useId();
  return (
    <div className={[styles.sort, className].filter(Boolean).join(' ')}>
      <label htmlFor={sortId} className={styles.sortLabel}>
        Sort
      </label>
      <select id={sortId} className={styles.select} value={sort} onChange={(event) => setSort(event.target.value as SearchSort)}>
        {SEARCH_SORTS.map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}

function priceLabel(low: number | null | undefined, high: number | null | undefined): string {
  if (low && high) return `${formatPriceShort(low)} – ${formatPriceShort(high)}`;
  if (low) return `${formatPriceShort(low)}+`;
  if (high) return `Up to ${formatPriceShort(high)}`;
  return 'Price';
}

export interface FilterBarProps {
  histogram: Pick<ListingSearchResult, 'histogram' | 'histogramRange'> | null;
  onAllFilters: () => void;
  /** Filters in use beyond the bar's own (shown on the All filters button). */
  extraCount: number;
}

/** The desktop filter bar of spec 2.7: price with the histogram, property type, beds/baths, square feet, sort. */
export function FilterBar({ histogram, onAllFilters, extraCount }: FilterBarProps) {
  const criteria = useFilters((s) => s.criteria);
  const beds = criteria.beds.low ?? 0;
  const baths = criteria.baths.low ?? 0;
  const allTypes = criteria.listingTypes.length === ALL_HOME_TYPE_CODES.length || criteria.listingTypes.length === 0;
  const sqftSet = criteria.square_feet.low != null || criteria.square_feet.high != null;

  return (
    <div className={styles.bar} role="group" aria-label="Filters">
      <Popover label={priceLabel(criteria.price.low, criteria.price.high)} active={!!(criteria.price.low || criteria.price.high)}>
        {() => (
          <div className={styles.popoverBody}>
            {histogram && <PriceHistogram histogram={histogram.histogram} range={histogram.histogramRange} low={criteria.price.low ?? null} high={criteria.price.high ?? null} />}
            <PriceSelects low={criteria.price.low ?? null} high={criteria.price.high ?? null} onChange={(low, high) => updateCriteria({ price: { low, high } })} />
          </div>
        )}
      </Popover>
      <Popover label={allTypes ? 'Home type' : `Home type (${criteria.listingTypes.length})`} active={!allTypes}>
        {() => (
          <div className={styles.popoverBody}>
            <HomeTypeChips value={criteria.listingTypes} onChange={(listingTypes) => updateCriteria({ listingTypes })} />
          </div>
        )}
      </Popover>
      <Popover label={beds || baths ? `${formatBedsBaths(beds)} bd, ${formatBedsBaths(baths)} ba` : 'Beds & baths'} active={beds > 0 || baths > 0}>
        {() => (
          <div className={[styles.popoverBody, styles.stack].join(' ')}>
            <Stepper label="Bedrooms" value={beds} max={BEDS_BATHS_MAX} format={formatBedsBaths} describe={(n) => `${formatBedsBaths(n)} bedrooms`} onChange={(low) => updateCriteria({ beds: { low, high: null } })} />
            <Stepper label="Bathrooms" value={baths} max={BEDS_BATHS_MAX} format={formatBedsBaths} describe={(n) => `${formatBedsBaths(n)} bathrooms`} onChange={(low) => updateCriteria({ baths: { low, high: null } })} />
          </div>
        )}
      </Popover>
      <Popover label="Square feet" active={sqftSet}>
        {() => (
          <div className={styles.popoverBody}>
            <RangeSelects
              label="Square feet"
              low={criteria.square_feet.low ?? null}
              high={criteria.square_feet.high ?? null}
              values={SQUARE_FOOT_OPTIONS}
              format={(v) => `${formatThousands(v)} sq ft`}
              onChange={(low, high) => updateCriteria({ square_feet: { low, high } })}
            />
          </div>
        )}
      </Popover>
      <button type="button" className={classes(controlStyles.chip, styles.pill, extraCount > 0 && styles.pillOn)} onClick={onAllFilters} aria-haspopup="dialog">
        All filters{extraCount > 0 ? ` (${extraCount})` : ''}
      </button>
      <SortSelect />
    </div>
  );
}
