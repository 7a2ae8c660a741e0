import type { ComponentType } from 'react';
import { lazyPage, pageRoutes, SliceRoutes } from '@homeward/platform';
import { routes } from './routes';

/**
 * Every page module routes.ts names, by that name, loaded when its route is first drawn. The build
 * fails when a route names a page no import() here loads.
 */
export const PAGES: Readonly<Record<string, ComponentType>> = {
  'pages/LoginPage': lazyPage(() => import('./pages/LoginPage')),
  'pages/AdminIndexPage': lazyPage(() => import('./pages/AdminIndexPage')),
  'pages/HomePage': lazyPage(() => import('./pages/HomePage')),
  'pages/AgentsPage': lazyPage(() => import('./pages/AgentsPage')),
  'pages/AgentsToVerifyPage': lazyPage(() => import('./pages/AgentsToVerifyPage')),
  'pages/UsersPage': lazyPage(() => import('./pages/UsersPage')),
  'pages/InspectorManagerPage': lazyPage(() => import('./pages/InspectorManagerPage')),
  'pages/RequestsPage': lazyPage(() => import('./pages/RequestsPage')),
  'pages/LendingManagerPage': lazyPage(() => import('./pages/LendingManagerPage')),
  'pages/LendingDetailsPage': lazyPage(() => import('./pages/LendingDetailsPage')),
  'pages/LenderDetailsPage': lazyPage(() => import('./pages/LenderDetailsPage')),
  'pages/NotificationsPage': lazyPage(() => import('./pages/NotificationsPage')),
  'pages/SettingsPage': lazyPage(() => import('./pages/SettingsPage')),
  'pages/FeedPage': lazyPage(() => import('./pages/FeedPage')),
};

/** The slice's routes as routes.ts lists them, each drawing its page. */
const ROUTES = pageRoutes(PAGES, routes);

export function AdminApp() {
  return <SliceRoutes routes={ROUTES} />;
}
