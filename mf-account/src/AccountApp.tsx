import { lazy, type ReactNode } from 'react';
import type { SliceRoute } from '@homeward/contracts';
import { pageOf, SliceRoutes, StartQueries } from '@homeward/platform';
import { startFavorites } from './features/favorites/startFavorites';
import { routes } from './routes';

const OverviewPage = lazy(() => import('./pages/OverviewPage'));
const PersonalInfoPage = lazy(() => import('./pages/PersonalInfoPage'));
const FirmInfoPage = lazy(() => import('./pages/FirmInfoPage'));
const PaymentPage = lazy(() => import('./pages/PaymentPage'));
const FavoritesPage = lazy(() => import('./pages/FavoritesPage'));
const SavedSearchesPage = lazy(() => import('./pages/SavedSearchesPage'));
const AccountDeletionPage = lazy(() => import('./pages/AccountDeletionPage'));
const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage'));

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

export function AccountApp() {
  return <SliceRoutes routes={ROUTES} />;
}
