import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isSoldListingsPath, SAVED_SEARCH_PARAM } from '@homeward/contracts';
import type { FilterCriteria } from '@homeward/domain';
import { afterNextPaint, readString, storageKeys } from '@homeward/platform';
import { filterConfirmTarget } from '../shared/search/searchRoute';
import { applyCriteria, useFilters } from '../shared/filters/filterStore';
import { FilterPanel } from '../features/filters/FilterPanel';
import { PriceRangeScreen } from '../features/filters/PriceRangeScreen';
import { readListingsUrl } from '../features/listings/pageSearch';
import { NARROW_QUERY, useMediaQuery } from '../shared/useMediaQuery';
import { useOpenSavedSearch } from '../features/saved-searches/useOpenSavedSearch';
import styles from '../features/listings/Results.module.css';
import { ListingsToolbar, type FilterPanelName, type MobileView } from './ListingsToolbar';
import { ListingsMapPane } from './ListingsMapPane';
import { ResultsHeader } from './ResultsHeader';
import { ResultsList } from './ResultsList';
import { useListingsResults, useResultsSignals } from './useListingsResults';
import { useListingsUrlSync } from './useListingsUrlSync';
import { useMapFollow } from './useMapFollow';
import { useResultsFocus } from './useResultsFocus';

/**
 * The map + list search of spec 2.7. The address holds the search (useListingsUrlSync, useMapFollow);
 * the toolbar, the map, and the list with its header draw it.
 */
export default function ListingsPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [mobileView, setMobileView] = useState<MobileView>('list');
  const [panel, setPanel] = useState<FilterPanelName>('none');
  const address = readListingsUrl(useParams(), query);
  const { location, page } = address;
  const soldPages = isSoldListingsPath(useLocation().pathname);
  const criteria = useListingsUrlSync(address.urlFilters, soldPages);
  const sort = useFilters((s) => s.sort);
  const map = useMapFollow(location.searchText);
  const listInView = map.followMap && address.view !== null;
  const results = useListingsResults(address, criteria, sort, listInView, map.viewport);
  useResultsSignals(results, soldPages);
  const opened = useOpenSavedSearch(query.get(SAVED_SEARCH_PARAM));
  const { listRef, headingRef } = useResultsFocus(page, location.searchText);
  const { data } = results;

  const pendingFilters = useRef<() => void>(undefined);
  function confirmFilters(next: FilterCriteria) {
    setPanel('none');
    const target = filterConfirmTarget(
      location.kind === 'city' ? `${location.city}, ${location.state}` : readString(storageKeys.searchedCity),
      location.kind === 'zip' ? location.zip : null,
      soldPages,
    );
    // The panel closes at once; the homes for the new filters are asked for and drawn once that has
    // painted. Drawn in the same task, the tap's answer waited for the list, the map and the address
    // (about 120 ms more at 4× CPU slowdown on a two-core machine).
    pendingFilters.current?.();
    pendingFilters.current = afterNextPaint(() => {
      pendingFilters.current = undefined;
      applyCriteria(next);
      if (target) navigate(target.to, { replace: target.replace });
    });
  }
  // A page left within that frame does not move the reader back to the results.
  useEffect(() => () => pendingFilters.current?.(), []);

  const histogram = data ? { histogram: data.histogram, histogramRange: data.histogramRange } : null;
  return (
    <div className={styles.page}>
      <ListingsToolbar searchText={location.searchText} narrow={narrow} criteria={criteria} histogram={histogram} mobileView={mobileView} onMobileView={setMobileView} onPanel={setPanel} />
      {/* What the map shows (homes plus clustered homes), kept here so it exists in the phone's list view too. */}
      <span hidden data-testid="marker-count">
        {(data?.markers.length ?? 0) + (data?.clusters.reduce((sum, c) => sum + c.count, 0) ?? 0)}
      </span>
      <div className={styles.split}>
        {(!narrow || mobileView === 'map') && (
          <ListingsMapPane address={address} results={results} followMap={map.followMap} onFollowMap={map.setFollowMap} onViewChange={map.onViewChange} />
        )}
        {(!narrow || mobileView === 'list') && (
          <div className={styles.listPane} ref={listRef}>
            <ResultsHeader results={results} searchText={location.searchText} soldPages={soldPages} listInView={listInView} sort={sort} narrow={narrow} opened={opened} headingRef={headingRef} />
            <ResultsList results={results} newMls={opened.newMls} />
          </div>
        )}
      </div>
      <FilterPanel open={panel === 'filters'} searchText={location.searchText} histogram={histogram} onClose={() => setPanel('none')} onConfirm={confirmFilters} loaded={results.loadedAnswer} />
      <PriceRangeScreen open={panel === 'price'} onClose={() => setPanel('none')} onSearch={confirmFilters} onAllFilters={() => setPanel('filters')} />
    </div>
  );
}
