import { matchRoutes } from 'react-router';
import { isSoldListingsPath, parseMapView, readSearchFilterQuery, SEARCH_URL_PARAMS, type ListingSearchResult, type MapViewport, type PageHead, type SearchPlace, type SearchSort } from '@homeward/contracts';
import { DEFAULT_SOLD_STATUS_FILTER, isSoldStatusFilter, placePageHead, type FilterCriteria } from '@homeward/domain';
import { preloadImage, queryClient, readString, storageKeys } from '@homeward/platform';
import { PRIORITY_PHOTOS } from '@homeward/ui';
import { parseListingsLocation } from '../../shared/search/searchRoute';
import { filterStore, reloadPersistedCriteria } from '../../shared/filters/filterStore';
import { withUrlFilters } from '../../shared/filters/urlFilters';
import { listingSearchQuery, type ListingSearch } from '../../shared/search/searchListings';
import { routes } from '../../routes';

/** The place searched when a listings URL names none and this browser has searched none yet. */
const DEFAULT_SEARCHED_CITY = 'Seattle, WA';

/** What a listings address says about its search: the place, page, area, map view and filters. */
export function readListingsUrl(params: { parent?: string; state?: string; city?: string }, query: URLSearchParams) {
  return {
    location: parseListingsLocation(params, query, readString(storageKeys.searchedCity) ?? DEFAULT_SEARCHED_CITY),
    page: Math.max(1, Number(query.get('page')) || 1),
    urlFilters: readSearchFilterQuery(query),
    area: query.get(SEARCH_URL_PARAMS.area) === 'nearby' ? ('nearby' as const) : ('place' as const),
    viewParam: query.get(SEARCH_URL_PARAMS.view),
    view: parseMapView(query.get(SEARCH_URL_PARAMS.view)),
  };
}
export type ListingsUrl = ReturnType<typeof readListingsUrl>;

/** The search the page asks the server for. */
export interface PageSearch extends ListingSearch {
  area: 'place' | 'nearby';
  listInView: boolean;
  viewport?: MapViewport;
}

export function pageSearch(url: ListingsUrl, criteria: FilterCriteria, sort: SearchSort, listInView: boolean, viewport: MapViewport | null): PageSearch {
  return { searchText: url.location.searchText, criteria, page: url.page, sort, area: url.area, listInView, viewport: viewport ?? undefined };
}

/** The /listingsold pages (spec 2.1) start from the sold windows of spec 4.8 unless a sold status is chosen. */
export function withSoldDefault(criteria: FilterCriteria): FilterCriteria {
  return criteria.listingStatuses.some(isSoldStatusFilter) ? criteria : { ...criteria, listingStatuses: [DEFAULT_SOLD_STATUS_FILTER] };
}

/**
 * The search a listings address opens with: the same search (and so the same query) the page
 * asks for on arrival, from the address and the stored choices (none when drawn on the server).
 * The map has not reported its view yet at that point.
 */
export function firstSearchQuery(pathname: string, queryString: string) {
  const matches = matchRoutes(routes, pathname);
  const params = matches?.[matches.length - 1]?.params ?? {};
  const url = readListingsUrl(params, new URLSearchParams(queryString));
  reloadPersistedCriteria();
  const { criteria: stored, sort } = filterStore.getState();
  const criteria = withUrlFilters(isSoldListingsPath(pathname) ? withSoldDefault(stored) : stored, url.urlFilters);
  // The cards follow the map from the start when the address holds a map view.
  return listingSearchQuery(pageSearch(url, criteria, sort, url.view !== null, null));
}

/**
 * Asks for the search a listings address opens with while the page's code downloads, rather than
 * after the page has drawn (an answer the page came with is used as it is), and then the photos
 * in view on arrival.
 */
export function prefetchFirstSearch(pathname: string, queryString: string): void {
  const query = firstSearchQuery(pathname, queryString);
  void queryClient.prefetchQuery(query).then(() => {
    for (const listing of queryClient.getQueryData(query.queryKey)?.data.slice(0, PRIORITY_PHOTOS) ?? []) preloadImage(listing.photos[0]);
  });
}

/** How a listings page names its place: the zip code, or the city with its state; the searched text until the answer names one. */
export function placeNameOf(place: Pick<SearchPlace, 'kind' | 'name' | 'state' | 'zipcode'> | null, searchText: string): string {
  if (!place) return searchText;
  return place.kind === 'zip' ? (place.zipcode ?? place.name) : `${place.name}, ${place.state}`;
}

/** A listings page's head from its first search's answer: its place and how many homes it lists, its first home's photo. */
export function listingsPageHead(pathname: string, answer: ListingSearchResult | undefined, origin: string): PageHead | undefined {
  if (!answer) return undefined;
  return placePageHead(
    { place: placeNameOf(answer.place, ''), count: answer.total, pathname, sold: isSoldListingsPath(pathname), photo: answer.data[0]?.photos[0] },
    origin,
  );
}
