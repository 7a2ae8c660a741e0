import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { documentTitle, formatMapView, isSoldListingsPath, readSearchFilterQuery, SAVED_SEARCH_PARAM, SEARCH_URL_PARAMS, type MapViewport, type SavedSearchQueryInput } from '@homeward/contracts';
import {
  ALL_HOME_TYPE_CODES,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  formatThousands,
  NO_MAX,
  NOT_AVAILABLE_YET_MESSAGE,
  PAGE_SIZE,
  type FilterCriteria,
  placePageTitle,
} from '@homeward/domain';
import { readString, storageKeys } from '@homeward/platform';
import { Button, LoadingBlock, visuallyHiddenClass } from '@homeward/ui';
import { SearchBar } from '../features/search-bar/SearchBar';
import { filterConfirmTarget } from '../features/search-bar/searchRoute';
import { applyCriteria, filterStore, reloadPersistedCriteria, resetCriteria, useFilters } from '../features/filters/filterStore';
import { persistCriteria } from '../features/filters/filterPersistence';
import { staleUrlFilters, withUrlFilters } from '../features/filters/urlFilters';
import { FilterBar, SORT_ORDER_PHRASES, SortSelect } from '../features/filters/FilterBar';
import { FilterPanel } from '../features/filters/FilterPanel';
import { PriceRangeScreen } from '../features/filters/PriceRangeScreen';
import { useListingSearch } from '../features/listings/api/searchListings';
import { pageSearch, placeNameOf, PRIORITY_PHOTOS, readListingsUrl, withSoldDefault } from '../features/listings/pageSearch';
import { ListingCard } from '../features/listings/ListingCard';
import { Pagination } from '../features/listings/Pagination';
import { markInstantRendered, markResultsRendered } from '../features/listings/performanceMarks';
import { setSelected } from '../features/listings/selectionStore';
import { SearchMap, type MapViewChange } from '../features/map/SearchMap';
import { NARROW_QUERY, useMediaQuery } from '../features/common/useMediaQuery';
import { SaveSearchButton } from '../features/saved-searches/SaveSearchButton';
import { SavedSearchBar } from '../features/saved-searches/SavedSearchBar';
import { useOpenSavedSearch } from '../features/saved-searches/useOpenSavedSearch';
import styles from '../features/listings/Results.module.css';


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

  const address = readListingsUrl(params, query);
  const { location, page, urlFilters, viewParam, view: urlView } = address;
  const urlFiltersKey = JSON.stringify(urlFilters);
  const stored = useFilters((s) => s.criteria);
  const sort = useFilters((s) => s.sort);

  // The filters in the address (from the home page or a shared link) win while they are in it.
  const criteria = useMemo<FilterCriteria>(
    () => withUrlFilters(stored, JSON.parse(urlFiltersKey) as typeof urlFilters),
    [stored, urlFiltersKey],
  );
  // Every visit reads the stored choices again: the home page may have changed them meanwhile.
  useLayoutEffect(() => reloadPersistedCriteria(), []);
  // The /listingsold mirror (spec 2.1) shows sold homes: it starts from the sold windows of spec 4.8.
  const { pathname } = useLocation();
  const soldPages = isSoldListingsPath(pathname);
  useLayoutEffect(() => {
    if (!soldPages) return;
    const current = filterStore.getState().criteria;
    const next = withSoldDefault(current);
    if (next !== current) filterStore.setState({ criteria: next });
  }, [soldPages]);
  useLayoutEffect(() => {
    const current = filterStore.getState().criteria;
    const next = withUrlFilters(current, JSON.parse(urlFiltersKey) as typeof urlFilters);
    if (next === current) return;
    persistCriteria(next);
    filterStore.setState({ criteria: next });
  }, [urlFiltersKey]);

  // A filter or sort change starts again from page 1 and drops the address filters it overrides.
  useEffect(
    () =>
      filterStore.subscribe((state) => {
        const url = new URL(window.location.href);
        let changed = false;
        if (url.searchParams.has('page')) {
          url.searchParams.delete('page');
          changed = true;
        }
        for (const key of staleUrlFilters(state.criteria, readSearchFilterQuery(url.searchParams))) {
          url.searchParams.delete(SEARCH_URL_PARAMS[key]);
          changed = true;
        }
        if (changed) navigate(`${url.pathname}${url.search.replace(/%5B/gi, '[').replace(/%5D/gi, ']')}`, { replace: true });
      }),
    [navigate],
  );

  // Search as the map moves: after the user moves the map, the cards are those in view.
  const [followMap, setFollowMap] = useState(true);
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  useEffect(() => setViewport(null), [location.searchText]);
  const onViewChange = useCallback(
    (view: MapViewChange, byUser: boolean) => {
      setViewport({ north: view.north, south: view.south, east: view.east, west: view.west, zoom: Math.round(view.zoom * 100) / 100 });
      if (!byUser) return;
      const url = new URL(window.location.href);
      const next = formatMapView(view);
      if (url.searchParams.get(SEARCH_URL_PARAMS.view) === next) return;
      url.searchParams.set(SEARCH_URL_PARAMS.view, next);
      url.searchParams.delete('page');
      navigate(`${url.pathname}${url.search.replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%2C/gi, ',')}`, { replace: true });
    },
    [navigate],
  );
  const listInView = followMap && urlView !== null;

  const search = pageSearch(address, criteria, sort, listInView, viewport);
  const result = useListingSearch(search);
  // What "Save search" keeps: the place, the map area when the cards follow it, every filter, the order.
  const savable: SavedSearchQueryInput = { searchText: search.searchText, area: search.area, viewport: listInView ? viewport : null, criteria, sort };
  const opened = useOpenSavedSearch(query.get(SAVED_SEARCH_PARAM));
  const data = result.data;
  const listings = data?.data ?? [];
  const total = data?.total ?? 0;
  const listedTotal = listInView && data?.viewportTotal != null ? data.viewportTotal : total;
  const pageCount = Math.max(1, Math.ceil(listedTotal / (data?.pageSize ?? PAGE_SIZE)));
  const place = data?.place ?? null;
  const settled = !!data && !result.isPlaceholderData && !result.isFetching;
  // The server's answer on screen and its criteria: the filter panel counts its draft from it at once.
  const loadedAnswer = useMemo(() => (data && !result.isPlaceholderData ? { result: data, criteria } : null), [data, result.isPlaceholderData, criteria]);
  // After a filter change the counts are worked out in the browser until the server answers; say how exact they are.
  const totalPrecision = data?.instant?.total ?? 'exact';
  const viewportPrecision = data?.instant?.viewportTotal ?? 'exact';

  useEffect(() => {
    if (!settled) return;
    const frame = requestAnimationFrame(() => markResultsRendered());
    return () => cancelAnimationFrame(frame);
  }, [settled, data]);
  useEffect(() => {
    if (!result.isPlaceholderData || !data?.instant) return;
    const frame = requestAnimationFrame(() => markInstantRendered());
    return () => cancelAnimationFrame(frame);
  }, [result.isPlaceholderData, data]);

  const placeName = placeNameOf(place, location.searchText);
  // The same title the server drew: the place and, once the answer is in, how many homes it has.
  const titleCount = data && !result.isPlaceholderData && totalPrecision === 'exact' ? total : undefined;
  useEffect(() => {
    document.title = documentTitle(placePageTitle(placeName, titleCount, { sold: soldPages }));
  }, [placeName, titleCount, soldPages]);

  // A new page of results starts at the top of the list, with focus on its heading for keyboard users.
  const firstPage = useRef(true);
  useEffect(() => {
    setSelected(null);
    // The first page is already at the top: scrolling there would only force a layout while it draws.
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    listRef.current?.scrollTo?.({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [page, location.searchText]);

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(query);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const qs = next.toString().replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%2C/gi, ',');
    return `${pathname}${qs ? `?${qs}` : ''}`;
  };

  function confirmFilters(next: FilterCriteria) {
    applyCriteria(next);
    setPanel('none');
    const target = filterConfirmTarget(
      location.kind === 'city' ? `${location.city}, ${location.state}` : readString(storageKeys.searchedCity),
      location.kind === 'zip' ? location.zip : null,
      soldPages,
    );
    if (target) navigate(target.to, { replace: target.replace });
  }

  // The first view of a place follows spec 4.7's zoom rule; a view in the address wins.
  // A place search that failed (an unknown place, or no answer) shows the spec's default view rather than waiting for one.
  const placeView = place
    ? { lat: place.lat, lng: place.lng, zoom: place.zoom }
    : result.isError && !data
      ? { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng, zoom: DEFAULT_MAP_ZOOM }
      : null;
  const mapView = urlView ?? placeView;
  const mapViewKey = viewParam && urlView ? viewParam : placeView ? `place:${placeView.lat},${placeView.lng},${placeView.zoom}` : '';
  const nearbyHref = (target: 'place' | 'nearby') => {
    const next = new URLSearchParams(query);
    if (target === 'nearby') next.set(SEARCH_URL_PARAMS.area, 'nearby');
    else next.delete(SEARCH_URL_PARAMS.area);
    next.delete('page');
    next.delete(SEARCH_URL_PARAMS.view);
    const qs = next.toString().replace(/%5B/gi, '[').replace(/%5D/gi, ']');
    return `${pathname}${qs ? `?${qs}` : ''}`;
  };
  const nearbyOffered = !!data && !!place && place.scope !== 'radius';
  const histogram = data ? { histogram: data.histogram, histogramRange: data.histogramRange } : null;
  const showMap = !narrow || mobileView === 'map';
  const showList = !narrow || mobileView === 'list';
  const filtersInUse =
    extraFilterCount(criteria) +
    [criteria.price.low, criteria.price.high].filter(Boolean).length +
    (criteria.beds.low ? 1 : 0) +
    (criteria.baths.low ? 1 : 0) +
    (criteria.listingTypes.length !== ALL_HOME_TYPE_CODES.length && criteria.listingTypes.length > 0 ? 1 : 0);

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

      {/* What the map shows (homes plus clustered homes), kept here so it exists in the phone's list view too. */}
      <span hidden data-testid="marker-count">
        {(data?.markers.length ?? 0) + (data?.clusters.reduce((sum, c) => sum + c.count, 0) ?? 0)}
      </span>
      <div className={styles.split}>
        {showMap && (
          <section className={styles.mapPane} aria-label="Map">
            {mapView ? (
              <>
                <SearchMap
                  markers={data?.markers ?? []}
                  clusters={data?.clusters ?? []}
                  listings={listings}
                  place={place}
                  view={mapView}
                  viewKey={mapViewKey}
                  homeCount={total}
                  loading={result.isFetching}
                  onViewChange={onViewChange}
                />
                <label className={styles.followMap}>
                  <input type="checkbox" checked={followMap} onChange={(event) => setFollowMap(event.target.checked)} />
                  Search as I move the map
                </label>
              </>
            ) : (
              <LoadingBlock label="Loading the map…" />
            )}
          </section>
        )}
        {showList && (
          <div className={styles.listPane} ref={listRef}>
            <header className={styles.listHeader}>
              <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
                {data && totalPrecision === 'unknown' ? (
                  `Counting ${soldPages ? 'sold ' : ''}homes ${data.area === 'nearby' ? 'near' : 'in'} ${placeName}…`
                ) : data ? (
                  <>
                    {totalPrecision === 'estimate' ? 'About ' : ''}
                    <span data-testid="result-total" data-precision={totalPrecision}>
                      {formatThousands(total)}
                    </span>{' '}
                    {soldPages ? 'sold ' : ''}
                    {total === 1 ? 'home' : 'homes'} {data.area === 'nearby' ? 'near' : 'in'} {placeName}
                  </>
                ) : (
                  `Homes in ${location.searchText}`
                )}
              </h1>
              {data && total > 0 && (
                <p className={styles.subheading}>
                  {listInView && data.viewportTotal != null && viewportPrecision !== 'unknown'
                    ? `${viewportPrecision === 'estimate' ? 'About ' : ''}${formatThousands(data.viewportTotal)} in the map area · `
                    : ''}
                  Page {data.page} of {formatThousands(pageCount)}, {SORT_ORDER_PHRASES[sort]}
                </p>
              )}
              {nearbyOffered && data.area === 'place' && data.nearbyTotal > 0 && (
                <p className={styles.nearbyNote}>
                  <Link to={nearbyHref('nearby')} data-testid="nearby-link">
                    {formatThousands(data.nearbyTotal)} more {data.nearbyTotal === 1 ? 'home' : 'homes'} nearby
                  </Link>{' '}
                  within {place.radiusMiles ?? 15} miles, outside {place.kind === 'zip' ? `zip ${placeName}` : place.name}
                </p>
              )}
              {nearbyOffered && data.area === 'nearby' && (
                <p className={styles.nearbyNote}>
                  Homes within {place.radiusMiles ?? 15} miles of {placeName}, outside it.{' '}
                  <Link to={nearbyHref('place')}>
                    Back to the {formatThousands(data.placeTotal)} {data.placeTotal === 1 ? 'home' : 'homes'} in {placeName}
                  </Link>
                </p>
              )}
              <p className={visuallyHiddenClass} role="status" aria-live="polite">
                {result.isFetching ? 'Loading homes…' : data ? `${formatThousands(total)} homes found.` : ''}
              </p>
              {narrow && <SortSelect className={styles.phoneSort} />}
              {opened.saved ? <SavedSearchBar saved={opened.saved} search={savable} newCount={opened.newMls.size} /> : <SaveSearchButton search={savable} />}
              {opened.error && (
                <p className={styles.notice} role="alert">
                  {opened.error}
                </p>
              )}
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
                {listings.map((listing, index) => (
                  <li key={listing.mls}>
                    <ListingCard listing={listing} nearby={data.area === 'nearby'} priority={index < PRIORITY_PHOTOS} newSinceVisit={opened.newMls.has(listing.mls)} />
                  </li>
                ))}
              </ul>
            )}
            {data && <Pagination page={data.page} pageCount={pageCount} hrefFor={hrefFor} />}
            {listings.length > 0 && (
              // Below the list, so it never moves the cards; each home's page says which of its values are samples.
              <p className={styles.sourceNote}>
                Sizes, rooms, year built and past sales come from King County sales records and the City of Cambridge assessing
                database. Listing status, open houses, photos and agents are sample values, and so are Washington street addresses;
                each home&apos;s page says which of its details are samples.
              </p>
            )}
          </div>
        )}
      </div>

      <FilterPanel
        open={panel === 'filters'}
        searchText={location.searchText}
        histogram={histogram}
        onClose={() => setPanel('none')}
        onConfirm={confirmFilters}
        loaded={loadedAnswer}
      />
      <PriceRangeScreen open={panel === 'price'} onClose={() => setPanel('none')} onSearch={confirmFilters} onAllFilters={() => setPanel('filters')} />
    </div>
  );
}
