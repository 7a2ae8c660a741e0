import type { ListingSearchResult } from '@homeward/contracts';
import type { FilterCriteria } from '@homeward/domain';
import { SearchBar } from '../features/search-bar/SearchBar';
import { FilterBar } from '../features/filters/FilterBar';
import styles from '../features/listings/Results.module.css';
import { extraFilterCount, filtersInUse } from './listingsHrefs';
import { controlStyles, rowClass } from '@homeward/ui';

export type MobileView = 'list' | 'map';
export type FilterPanelName = 'none' | 'filters' | 'price';

export interface ListingsToolbarProps {
  searchText: string;
  narrow: boolean;
  criteria: FilterCriteria;
  histogram: Pick<ListingSearchResult, 'histogram' | 'histogramRange'> | null;
  mobileView: MobileView;
  onMobileView: (view: MobileView) => void;
  onPanel: (panel: FilterPanelName) => void;
}

/** The search bar and the filters: the bar of filters on a wide screen; on a phone, one Filters button and the list/map switch. */
export function ListingsToolbar({ searchText, narrow, criteria, histogram, mobileView, onMobileView, onPanel }: ListingsToolbarProps) {
  const inUse = filtersInUse(criteria);
  return (
    <div className={styles.toolbar}>
      <div className={styles.searchSlot}>
        <SearchBar variant="compact" initialText={searchText} />
      </div>
      {narrow ? (
        <div className={rowClass({ align: 'center', justify: 'between', gap: 2 })}>
          <button type="button" className={controlStyles.chip} onClick={() => onPanel('price')} aria-haspopup="dialog">
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M3 17v2h6v-2H3ZM3 5v2h10V5H3Zm10 16v-2h8v-2h-8v-2h-2v6h2ZM7 9v2H3v2h4v2h2V9H7Zm14 4v-2H11v2h10Zm-6-4h2V7h4V5h-4V3h-2v6Z" />
            </svg>
            Filters{inUse > 0 ? ` (${inUse})` : ''}
          </button>
          <div className={styles.toggle} role="group" aria-label="Show results as">
            <button type="button" aria-pressed={mobileView === 'list'} onClick={() => onMobileView('list')}>
              List
            </button>
            <button type="button" aria-pressed={mobileView === 'map'} onClick={() => onMobileView('map')}>
              Map
            </button>
          </div>
        </div>
      ) : (
        <FilterBar histogram={histogram} onAllFilters={() => onPanel('filters')} extraCount={extraFilterCount(criteria)} />
      )}
    </div>
  );
}
