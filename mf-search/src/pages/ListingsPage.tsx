import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ALL_HOME_TYPE_CODES,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  formatThousands,
  NO_MAX,
  NOT_AVAILABLE_YET_MESSAGE,
  PAGE_SIZE,
  type FilterCriteria,
} from '@homeward/domain';
import { readString, storageKeys } from '@homeward/platform';
import { Button, LoadingBlock } from '@homeward/ui';
import { SearchBar } from '../features/search-bar/SearchBar';
import { filterConfirmTarget, MAX_PRICE_PARAM, maxPriceFromQuery, parseListingsLocation } from '../features/search-bar/searchRoute';
import { applyCriteria, filterStore, resetCriteria, useFilters } from '../features/filters/filterStore';
import { persistCriteria } from '../features/filters/filterPersistence';
import { FilterBar } from '../features/filters/FilterBar';
import { FilterPanel } from '../features/filters/FilterPanel';
import { PriceRangeScreen } from '../features/filters/PriceRangeScreen';
import { useListingSearch } from '../features/listings/api/searchListings';
import { ListingCard } from '../features/listings/ListingCard';
import { Pagination } from '../features/listings/Pagination';
import { markResultsRendered } from '../features/listings/performanceMarks';
import { setSelected } from '../features/listings/selectionStore';
import { SearchMap } from '../features/map/SearchMap';
import { zoomForPlace } from '../features/map/projection';
import { NARROW_QUERY, useMediaQuery } from '../features/common/useMediaQuery';
import styles from '../features/listings/Results.module.css';

const DEFAULT_SEARCHED_CITY = 'Seattle, WA';

/** Filters set beyond those the bar shows, for the 'All filters' badge. */
function extraFilterCount(c: FilterCriteria): number {
  return [
    c.year_built.low != null || c.year_built.high != null,
    c.homeowner_due.high != null && c.homeowner_due.high !== NO_MAX,
    c.listingStatuses.length !== 1 || c.listingStatuses[0] !== 'A',
    c.minSchoolRating != null,
    c.daysOnMarket != null && c.daysOnMarket !== NO_MAX,
    c.openHouse.only,
    c.newConstruction === true,
  ].filter(Boolean).length;
}

/** The map + list search of spec 2.7. */
export default function ListingsPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [mobileView, setMobileView] = useState<'list' | 'map'>('list');
  const [panel, setPanel] = useState<'none' | 'filters' | 'price'>('none');
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const location = parseListingsLocation(params, query, readString(storageKeys.searchedCity) ?? DEFAULT_SEARCHED_CITY);
  const page = Math.max(1, Number(query.get('page')) || 1);
  const priceParam = maxPriceFromQuery(query);
  const stored = useFilters((s) => s.criteria);
  const sort = useFilters((s) => s.sort);

  // price[high] from the search bar wins over the stored maximum while it is in the address.
  const criteria = useMemo<FilterCriteria>(
    () => (priceParam && stored.price.high !== priceParam ? { ...stored, price: { low: stored.price.low, high: priceParam } } : stored),
    [stored, priceParam],
  );
  useLayoutEffect(() => {
    if (!priceParam || filterStore.getState().criteria.price.high === priceParam) return;
    const next = { ...filterStore.getState().criteria, price: { low: filterStore.getState().criteria.price.low, high: priceParam } };
    persistCriteria(next);
    filterStore.setState({ criteria: next });
  }, [priceParam]);

  // A filter or sort change starts again from page 1, and a changed price drops price[high].
  useEffect(
    () =>
      filterStore.subscribe((state, previous) => {
        const url = new URL(window.location.href);
        let changed = false;
        if (url.searchParams.has('page')) {
          url.searchParams.delete('page');
          changed = true;
        }
        if (url.searchParams.has(MAX_PRICE_PARAM) && state.criteria.price !== previous.criteria.price && state.criteria.price.high !== maxPriceFromQuery(url.searchParams)) {
          url.searchParams.delete(MAX_PRICE_PARAM);
          changed = true;
        }
        if (changed) navigate(`${url.pathname}${url.search}`, { replace: true });
      }),
    [navigate],
  );

  const search = { searchText: location.searchText, criteria, page, sort };
  const result = useListingSearch(search);
  const data = result.data;
  const listings = data?.data ?? [];
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (data?.pageSize ?? PAGE_SIZE)));
  const place = data?.place ?? null;
  const settled = !!data && !result.isPlaceholderData && !result.isFetching;

  useEffect(() => {
    if (!settled) return;
    const frame = requestAnimationFrame(() => markResultsRendered());
    return () => cancelAnimationFrame(frame);
  }, [settled, data]);

  const placeName = place ? (place.kind === 'zip' ? `${place.zipcode ?? place.name}` : `${place.name}, ${place.state}`) : location.searchText;
  useEffect(() => {
    document.title = `Homes for sale in ${placeName} | Homeward`;
  }, [placeName]);

  // A new page of results starts at the top of the list, with focus on its heading for keyboard users.
  const firstPage = useRef(true);
  useEffect(() => {
    listRef.current?.scrollTo?.({ top: 0 });
    setSelected(null);
    if (firstPage.current) firstPage.current = false;
    else headingRef.current?.focus({ preventScroll: true });
  }, [page, location.searchText]);

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(query);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const qs = next.toString().replace(/price%5Bhigh%5D/g, MAX_PRICE_PARAM);
    return `${window.location.pathname}${qs ? `?${qs}` : ''}`;
  };

  function confirmFilters(next: FilterCriteria) {
    applyCriteria(next);
    setPanel('none');
    const target = filterConfirmTarget(
      location.kind === 'city' ? `${location.city}, ${location.state}` : readString(storageKeys.searchedCity),
      location.kind === 'zip' ? location.zip : null,
    );
    if (target) navigate(target.to, { replace: target.replace });
  }

  const center = place ? { lat: place.lat, lng: place.lng } : DEFAULT_MAP_CENTER;
  const zoom = place ? zoomForPlace(place, total) : DEFAULT_MAP_ZOOM;
  const histogram = data ? { histogram: data.histogram, histogramRange: data.histogramRange } : null;
  const showMap = !narrow || mobileView === 'map';
  const showList = !narrow || mobileView === 'list';
  const filtersInUse =
    extraFilterCount(criteria) +
    [criteria.price.low, criteria.price.high].filter(Boolean).length +
    (criteria.beds.low ? 1 : 0) +
    (criteria.baths.low ? 1 : 0) +
    (criteria.listingTypes.length !== ALL_HOME_TYPE_CODES.length ? 1 : 0);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.searchSlot}>
          <SearchBar variant="compact" initialText={location.searchText} />
        </div>
        {narrow ? (
          <div className={styles.mobileActions}>
            <button type="button" className={styles.toolButton} onClick={() => setPanel('price')} aria-haspopup="dialog">
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                <path fill="currentColor" d="M3 17v2h6v-2H3ZM3 5v2h10V5H3Zm10 16v-2h8v-2h-8v-2h-2v6h2ZM7 9v2H3v2h4v2h2V9H7Zm14 4v-2H11v2h10Zm-6-4h2V7h4V5h-4V3h-2v6Z" />
              </svg>
              Filters{filtersInUse > 0 ? ` (${filtersInUse})` : ''}
            </button>
            <div className={styles.toggle} role="group" aria-label="Show results as">
              <button type="button" aria-pressed={mobileView === 'list'} onClick={() => setMobileView('list')}>
                List
              </button>
              <button type="button" aria-pressed={mobileView === 'map'} onClick={() => setMobileView('map')}>
                Map
              </button>
            </div>
          </div>
        ) : (
          <FilterBar histogram={histogram} onAllFilters={() => setPanel('filters')} extraCount={extraFilterCount(criteria)} />
        )}
      </div>

      {/* Every match is a marker; the count is kept here so it exists in the phone's list view too. */}
      <span hidden data-testid="marker-count">
        {data?.markers.length ?? 0}
      </span>
      <div className={styles.split}>
        {showMap && (
          <section className={styles.mapPane} aria-label="Map">
            <SearchMap markers={data?.markers ?? []} listings={listings} place={place} initialCenter={center} initialZoom={zoom} loading={result.isFetching} />
          </section>
        )}
        {showList && (
          <div className={styles.listPane} ref={listRef}>
            <header className={styles.listHeader}>
              <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
                {data ? (
                  <>
                    <span data-testid="result-total">{formatThousands(total)}</span> {total === 1 ? 'home' : 'homes'} in {placeName}
                  </>
                ) : (
                  `Homes in ${location.searchText}`
                )}
              </h1>
              {data && total > 0 && (
                <p className={styles.subheading}>
                  Page {data.page} of {formatThousands(pageCount)}, newest listings first
                </p>
              )}
              <p className={styles.visuallyHidden} role="status" aria-live="polite">
                {result.isFetching ? 'Loading homes…' : data ? `${formatThousands(total)} homes found.` : ''}
              </p>
            </header>
            {place && !place.available && (
              <p className={styles.notice} role="alert">
                {NOT_AVAILABLE_YET_MESSAGE}
              </p>
            )}
            {result.isError && !data ? (
              <div className={styles.empty} role="alert">
                <p>{result.error instanceof Error ? result.error.message : 'The homes could not be loaded.'}</p>
                <Button onClick={() => void result.refetch()}>Try again</Button>
              </div>
            ) : !data ? (
              <LoadingBlock label="Finding homes…" />
            ) : listings.length === 0 ? (
              <div className={styles.empty}>
                <p>No homes match these filters{result.isFetching ? ' yet' : ''}.</p>
                {!result.isFetching && (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      resetCriteria();
                    }}
                  >
                    Reset filters
                  </Button>
                )}
              </div>
            ) : (
              <ul className={styles.grid} aria-busy={result.isFetching || undefined}>
                {listings.map((listing) => (
                  <li key={listing.mls}>
                    <ListingCard listing={listing} />
                  </li>
                ))}
              </ul>
            )}
            {data && <Pagination page={data.page} pageCount={pageCount} hrefFor={hrefFor} />}
          </div>
        )}
      </div>

      <FilterPanel open={panel === 'filters'} searchText={location.searchText} histogram={histogram} onClose={() => setPanel('none')} onConfirm={confirmFilters} />
      <PriceRangeScreen open={panel === 'price'} onClose={() => setPanel('none')} onSearch={confirmFilters} onAllFilters={() => setPanel('filters')} />
    </div>
  );
}
