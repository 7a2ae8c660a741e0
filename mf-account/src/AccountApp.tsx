import type { ReactNode } from 'react';
import type { SliceRoute } from '@homeward/contracts';
import { lazyPage, pageOf, preloadRoute, SliceRoutes, StartQueries } from '@homeward/platform';
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

const ROUTES = routes.map((route) => ({ path: route.path, element: pageOf(PAGES, route)(route) }));

/** The page code (and first data) of the account page at this path, before the slice first draws it. */
export const preloadAccountPage = (pathname: string) => preloadRoute(ROUTES, pathname);

export function AccountApp() {
  return <SliceRoutes routes={ROUTES} />;
}
