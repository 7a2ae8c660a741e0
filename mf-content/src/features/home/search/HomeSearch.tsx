import { RemoteComponent } from '@homeward/platform';
import { Spinner } from '@homeward/ui';
import { HomeFilters } from '../filters/HomeFilters';
import { useHomeFilters } from '../filters/storedFilters';
import { FallbackSearchForm } from './FallbackSearchForm';
import styles from './Search.module.css';

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
        loading={
          <div className={styles.loading}>
            <Spinner label="Loading search" />
          </div>
        }
        fallback={(retry) => <FallbackSearchForm filters={searchFilters} onRetry={retry} />}
      />
      <HomeFilters filters={filters} onChange={update} />
    </>
  );
}
