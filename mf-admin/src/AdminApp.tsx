import { createElement, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { lazyPage } from '@homeward/platform';
import { LoadingBlock } from '@homeward/ui';
import { routes } from './routes';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Every page module routes.ts names, by that name, loaded when its route is first drawn. The build
 * fails when a route names a page no import() here loads.
 */
export const PAGES: Record<string, PageLoader> = {
  'pages/LoginPage': () => import('./pages/LoginPage'),
  'pages/AdminIndexPage': () => import('./pages/AdminIndexPage'),
  'pages/HomePage': () => import('./pages/HomePage'),
  'pages/AgentsPage': () => import('./pages/AgentsPage'),
  'pages/AgentsToVerifyPage': () => import('./pages/AgentsToVerifyPage'),
  'pages/UsersPage': () => import('./pages/UsersPage'),
  'pages/InspectorManagerPage': () => import('./pages/InspectorManagerPage'),
  'pages/RequestsPage': () => import('./pages/RequestsPage'),
  'pages/LendingManagerPage': () => import('./pages/LendingManagerPage'),
  'pages/LendingDetailsPage': () => import('./pages/LendingDetailsPage'),
  'pages/LenderDetailsPage': () => import('./pages/LenderDetailsPage'),
  'pages/NotificationsPage': () => import('./pages/NotificationsPage'),
  'pages/SettingsPage': () => import('./pages/SettingsPage'),
  'pages/FeedPage': () => import('./pages/FeedPage'),
};

/** The slice's routes as routes.ts lists them, each drawing its page. */
const ROUTES = routes.map((route) => {
  const load = PAGES[route.page];
  if (!load) throw new Error(`routes.ts: ${route.path} names page '${route.page}', which AdminApp does not load`);
  return { path: route.path, element: createElement(lazyPage(load)) };
});

export function AdminApp() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Routes>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
    </Suspense>
  );
}
