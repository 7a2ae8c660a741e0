import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listingSearchResultSchema, type ListingSearchResult, type SearchSort } from '@homeward/contracts';
import { matchesFilters, statusFilterRequiresFetch, type FilterCriteria } from '@homeward/domain';
import { http } from '@homeward/platform';

export interface ListingSearch {
  searchText: string;
  criteria: FilterCriteria;
  page: number;
  sort: SearchSort;
}

export function searchListings(search: ListingSearch, signal?: AbortSignal): Promise<ListingSearchResult> {
  return http.post('/Listings/Search', search, { schema: listingSearchResultSchema, signal });
}

export const listingSearchQuery = (search: ListingSearch) =>
  queryOptions({
    queryKey: ['listings', 'search', search],
    queryFn: ({ signal }) => searchListings(search, signal),
    staleTime: 60_000,
  });

/**
 * Results for a search. Spec 4.8: with status Active, a filter change first narrows the listings
 * already on screen by the shared match rule while the new page is fetched; any other status has
 * nothing loaded to narrow, so its results wait for the fetch.
 */
export function useListingSearch(search: ListingSearch | null) {
  return useQuery({
    ...listingSearchQuery(search ?? { searchText: '', criteria: {} as FilterCriteria, page: 1, sort: 'daysOnMarket' }),
    enabled: search !== null,
    placeholderData: (previous) => {
      if (!previous || !search || statusFilterRequiresFetch(search.criteria.listingStatuses)) return undefined;
      const now = new Date();
      return { ...previous, data: previous.data.filter((listing) => matchesFilters(listing, search.criteria, now)) };
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
