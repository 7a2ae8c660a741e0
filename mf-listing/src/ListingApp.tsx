import type { QueryClient } from '@tanstack/react-query';
import { lazyPage, loadRoute, pageRoutes, PageNotFound, preloadImage, preloadRoute, queryClient, SliceRoutes, type PreloadableRoute, type RouteElement } from '@homeward/platform';
import { listingQuery } from './shared/listingApi';
import { isMlsNumber, mlsFromParams } from './shared/mlsNumber';
import { routes } from './routes';

/** The page modules the routes of routes.ts name, each loaded when its page is first opened. */
const PAGES = {
  'pages/PropertyPage': lazyPage(() => import('./pages/PropertyPage')),
  'pages/ScheduleTourPage': lazyPage(() => import('./pages/ScheduleTourPage')),
  'pages/MakeOfferPage': lazyPage(() => import('./pages/MakeOfferPage')),
  'pages/InspectionRequestPage': lazyPage(() => import('./pages/InspectionRequestPage')),
  'pages/MortgageRequestPage': lazyPage(() => import('./pages/MortgageRequestPage')),
  'pages/MortgageTasksPage': lazyPage(() => import('./pages/MortgageTasksPage')),
  'pages/TourConfirmPage': lazyPage(() => import('./pages/TourConfirmPage')),
  'pages/OfferConfirmPage': lazyPage(() => import('./pages/OfferConfirmPage')),
  'pages/InspectionConfirmPage': lazyPage(() => import('./pages/InspectionConfirmPage')),
  'pages/MortgageConfirmPage': lazyPage(() => import('./pages/MortgageConfirmPage')),
};

/**
 * A property page's home, asked for while the page's code downloads rather than after it, and
 * its lead photo as soon as the home's answer names it.
 */
function prefetchListing(params: { mls?: string; state?: string }): void {
  const query = homeQuery(params);
  if (!query) return;
  void queryClient.prefetchQuery(query).then(() => preloadImage(queryClient.getQueryData(query.queryKey)?.photos[0]));
}

/** The answer a property page's first view draws from: its home. */
function homeQuery(params: { mls?: string; state?: string }) {
  const mls = mlsFromParams(params);
  return isMlsNumber(mls) ? listingQuery(mls) : undefined;
}

/** The data a page's first view draws from, asked for beside its code (by the page module routes.ts names). */
const PAGE_DATA: Partial<Record<string, Pick<PreloadableRoute, 'prefetch' | 'query'>>> = {
  'pages/PropertyPage': { prefetch: prefetchListing, query: homeQuery },
};

/** The slice's own routes (routes.ts); the shell has already matched the path to this slice. */
const ROUTES: (PreloadableRoute & RouteElement)[] = [
  ...pageRoutes(PAGES, routes).map(({ path, element, route }) => ({ path, element, ...(route.page && PAGE_DATA[route.page]) })),
  { path: '*', element: <PageNotFound /> },
];

/** Loads the page code of the route a path matches (before the slice first draws it), and its data beside it. */
export const preloadListingPage = (pathname: string) => preloadRoute(ROUTES, pathname);

/** For a page drawn on the server: its code and the answer its first view draws from. */
export const loadListingPage = (pathname: string, client: QueryClient) => loadRoute(ROUTES, pathname, client);

export function ListingApp() {
  return <SliceRoutes routes={ROUTES} />;
}
