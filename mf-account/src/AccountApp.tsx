import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { SliceRoute } from '@homeward/contracts';
import { favoritesQuery, lazyPage, loadRoute, pageOf, preloadRoute, SliceRoutes, StartQueries, type PreloadableRoute } from '@homeward/platform';
import { startFavorites } from './features/favorites/startFavorites';
import { routes } from './routes';

const OverviewPage = lazyPage(() => import('./pages/OverviewPage'));
const PersonalInfoPage = lazyPage(() => import('./pages/PersonalInfoPage'));
const FirmInfoPage = lazyPage(() => import('./pages/FirmInfoPage'));
const PaymentPage = lazyPage(() => import('./pages/PaymentPage'));
const FavoritesPage = lazyPage(() => import('./pages/FavoritesPage'));
const SavedSearchesPage = lazyPage(() => import('./pages/SavedSearchesPage'));
const AccountDeletionPage = lazyPage(() => import('./pages/AccountDeletionPage'));
const VerifyEmailPage = lazyPage(() => import('./pages/VerifyEmailPage'));

/** What each page module that routes.ts names draws for its route. */
const PAGES: Record<string, (route: SliceRoute) => ReactNode> = {
  'pages/OverviewPage': () => <OverviewPage />,
  'pages/PersonalInfoPage': () => <PersonalInfoPage />,
  'pages/FirmInfoPage': () => <FirmInfoPage />,
  'pages/PaymentPage': () => <PaymentPage />,
  // Favorites and saved homes are one page under the title of their route; its homes are asked
  // for while the page's code loads.
  'pages/FavoritesPage': (route) => (
    <StartQueries start={startFavorites}>
      <FavoritesPage title={route.title ?? ''} />
    </StartQueries>
  ),
  'pages/SavedSearchesPage': () => <SavedSearchesPage />,
  'pages/AccountDeletionPage': () => <AccountDeletionPage />,
  'pages/VerifyEmailPage': () => <VerifyEmailPage />,
};

/** The answer a page's first view draws from, for a page drawn on the server (routes.ts `serverRender`). */
const PAGE_DATA: Partial<Record<string, Pick<PreloadableRoute, 'query'>>> = {
  'pages/FavoritesPage': { query: () => favoritesQuery },
};

const ROUTES = routes.map((route) => ({ path: route.path, element: pageOf(PAGES, route)(route), ...(route.page && PAGE_DATA[route.page]) }));

/** The page code (and first data) of the account page at this path, before the slice first draws it. */
export const preloadAccountPage = (pathname: string) => preloadRoute(ROUTES, pathname);

/** For a page drawn on the server for its user: its code and the answer its first view draws from. */
export const loadAccountPage = (pathname: string, client: QueryClient) => loadRoute(ROUTES, pathname, client);

export function AccountApp() {
  return <SliceRoutes routes={ROUTES} />;
}
