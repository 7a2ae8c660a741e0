import { lazy } from 'react';
import { pageRoutes, SliceRoutes } from '@homeward/platform';
import { routes } from './routes';

/** The page modules the routes of routes.ts name, each loaded when its page is first opened. */
const PAGES = {
  'pages/LoginPage': lazy(() => import('./pages/LoginPage')),
  'pages/AuthCallbackPage': lazy(() => import('./pages/AuthCallbackPage')),
};

const ROUTES = pageRoutes(PAGES, routes);

export function AuthApp() {
  return <SliceRoutes routes={ROUTES} />;
}
