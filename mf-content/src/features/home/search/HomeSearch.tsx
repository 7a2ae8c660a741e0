import { lazy, Suspense } from 'react';
import { RemoteComponent } from '@homeward/platform';
import { Spinner } from '@homeward/ui';
import { HomeFilters } from '../filters/HomeFilters';
import { useHomeFilters } from '../filters/storedFilters';
import styles from './Search.module.css';

// Drawn only when the search slice is missing or fails: its code is not part of the home page's first visit.
const FallbackSearchForm = lazy(() => import('./FallbackSearchForm').then((module) => ({ default: module.FallbackSearchForm })));

function SearchLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading search" />
    </div>
  );
}

/**
 * The Buy tab: the search slice's hero search bar, with the home page's own form standing in
 * when that slice is missing or fails, and the filters that feed either of them.
 */
export function HomeSearch() {
  const { filters, update } = useHomeFilters();
  const searchFilters = {
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    minSquareFeet: filters.minSquareFeet,
    minYearBuilt: filters.minYearBuilt,
  };
  return (
    <>
      <RemoteComponent
        id="mf_search/SearchBar"
        props={{ variant: 'hero', filters: searchFilters }}
        loading={<SearchLoading />}
        fallback={(retry) => (
          <Suspense fallback={<SearchLoading />}>
            <FallbackSearchForm filters={searchFilters} onRetry={retry} />
          </Suspense>
        )}
      />
      <HomeFilters filters={filters} onChange={update} />
    </>
  );
}
