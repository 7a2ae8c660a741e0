import { useEffect, useMemo } from 'react';
import { documentTitle, type SavedSearchQueryInput, type SearchSort } from '@homeward/contracts';
import { PAGE_SIZE, placePageTitle, type FilterCriteria } from '@homeward/domain';
import { useListingSearch } from '../shared/search/searchListings';
import { pageSearch, placeNameOf, type ListingsUrl } from '../features/listings/pageSearch';
import { markInstantRendered, markResultsRendered } from '../shared/performanceMarks';
import type { MapViewport } from '@homeward/contracts';

/** What the listings page asks for and what it has: the query, the answer on screen and the counts it shows. */
export function useListingsResults(address: ListingsUrl, criteria: FilterCriteria, sort: SearchSort, listInView: boolean, viewport: MapViewport | null) {
  const search = pageSearch(address, criteria, sort, listInView, viewport);
  const result = useListingSearch(search);
  const data = result.data;
  const total = data?.total ?? 0;
  const listedTotal = listInView && data?.viewportTotal != null ? data.viewportTotal : total;
  // What "Save search" keeps: the place, the map area when the cards follow it, every filter, the order.
  const savable: SavedSearchQueryInput = { searchText: search.searchText, area: search.area, viewport: listInView ? viewport : null, criteria, sort };
  // The server's answer on screen and its criteria: the filter panel counts its draft from it at once.
  const loadedAnswer = useMemo(() => (data && !result.isPlaceholderData ? { result: data, criteria } : null), [data, result.isPlaceholderData, criteria]);
  return {
    result,
    data,
    listings: data?.data ?? [],
    total,
    pageCount: Math.max(1, Math.ceil(listedTotal / (data?.pageSize ?? PAGE_SIZE))),
    place: data?.place ?? null,
    placeName: placeNameOf(data?.place ?? null, address.location.searchText),
    savable,
    loadedAnswer,
    // After a filter change the counts are worked out in the browser until the server answers; say how exact they are.
    totalPrecision: data?.instant?.total ?? 'exact',
    viewportPrecision: data?.instant?.viewportTotal ?? 'exact',
  };
}
export type ListingsResults = ReturnType<typeof useListingsResults>;

/** The page's performance marks (results drawn, instant results drawn) and its title, the one the server drew. */
export function useResultsSignals({ result, data, placeName, total, totalPrecision }: ListingsResults, soldPages: boolean) {
  const settled = !!data && !result.isPlaceholderData && !result.isFetching;
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

  // The place and, once the answer is in, how many homes it has.
  const titleCount = data && !result.isPlaceholderData && totalPrecision === 'exact' ? total : undefined;
  useEffect(() => {
    document.title = documentTitle(placePageTitle(placeName, titleCount, { sold: soldPages }));
  }, [placeName, titleCount, soldPages]);
}
