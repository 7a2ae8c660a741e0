import { lazyPage, pageRoutes, SliceRoutes } from '@homeward/platform';
import { LoadingBlock } from '@homeward/ui';
import { prefetchFirstSearch } from './features/listings/pageSearch';
import { routes } from './routes';

const ListingsPage = lazyPage(() => import('./pages/ListingsPage'));

/** The page modules the routes of routes.ts name. */
const PAGES = { 'pages/ListingsPage': ListingsPage };

const ROUTES = pageRoutes(PAGES, routes);

/**
 * Every path this slice owns opens the one page: its code loads before the slice first draws,
 * and the search the address asks for beside it.
 */
export function preloadSearchPage(pathname: string): Promise<void> {
  prefetchFirstSearch(pathname, window.location.search);
  return ListingsPage.preload();
}

/** Every listings URL shape of spec 2.2, and its /listingsold mirror (spec 2.1), opens the one map + list page (routes.ts). */
export function SearchApp() {
  return <SliceRoutes routes={ROUTES} fallback={<LoadingBlock label="Loading the search…" />} />;
}
