import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, type ListingSearchResult, type SearchSort } from '@homeward/contracts';
import { matchesFilters, statusFilterRequiresFetch, type FilterCriteria } from '@homeward/domain';
import { callApi } from '@homeward/platform';
import { narrowLoadedResult, type InstantResult } from './instantResults';

export interface ListingSearch {
  searchText: string;
  criteria: FilterCriteria;
  page: number;
  sort: SearchSort;
}

/** The server's answer (an InstantResult without `instant`: every count exact). */
export function searchListings(search: ListingSearch, signal?: AbortSignal): Promise<InstantResult> {
  return callApi(apiCalls.listingSearch, { body: search, signal });
}

export const listingSearchQuery = (search: ListingSearch) =>
  queryOptions({
    queryKey: ['listings', 'search', search],
    queryFn: ({ signal }) => searchListings(search, signal),
    staleTime: 60_000,
  });

/** The search without its criteria: a filter change keeps it, a new place, view, page or sort does not. */
const withoutCriteria = (search: ListingSearch) => JSON.stringify({ ...search, criteria: null });

/**
 * What the page can show for `search` at once from the answer loaded for `previousSearch`: after a
 * filter change (same place, view, page and sort) the cards, the map and the counts narrowed in
 * the browser (instantResults.ts), reconciled when the server answers. Spec 4.8: only status
 * Active has loaded homes to narrow; other statuses wait for the fetch.
 */
export function instantResultFor(search: ListingSearch, previousSearch: ListingSearch | undefined, previous: ListingSearchResult, now: Date): InstantResult | undefined {
  const sameCriteria = !!previousSearch && JSON.stringify(previousSearch.criteria) === JSON.stringify(search.criteria);
  const narrowCards = (): InstantResult => ({ ...previous, data: previous.data.filter((listing) => matchesFilters(listing, search.criteria, now)) });
  // A new page, view or place with the same filters: the answer on screen stays (and the map with it) until the new one arrives.
  if (sameCriteria) return narrowCards();
  if (statusFilterRequiresFetch(search.criteria.listingStatuses)) return undefined;
  if (!previousSearch || statusFilterRequiresFetch(previousSearch.criteria.listingStatuses) || withoutCriteria(previousSearch) !== withoutCriteria(search)) return narrowCards();
  return narrowLoadedResult(previous, previousSearch.criteria, search.criteria, now);
}

export function useListingSearch(search: ListingSearch | null) {
  return useQuery({
    ...listingSearchQuery(search ?? { searchText: '', criteria: {} as FilterCriteria, page: 1, sort: 'daysOnMarket' }),
    enabled: search !== null,
    placeholderData: (previous, previousQuery) => {
      if (!previous || !search) return undefined;
      return instantResultFor(search, previousQuery?.queryKey[2] as ListingSearch | undefined, previous, new Date());
    },
  });
}

/** Only the number of matches, for 'See N Homes' while the filter panel is open. */
export function useMatchCount(search: ListingSearch | null) {
  return useQuery({
    ...listingSearchQuery(search ?? { searchText: '', criteria: {} as FilterCriteria, page: 1, sort: 'daysOnMarket' }),
    enabled: search !== null,
    select: (result) => result.total,
    placeholderData: keepPreviousData,
  });
}
