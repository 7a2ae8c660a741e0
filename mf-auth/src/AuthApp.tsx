import { lazyPage, pageRoutes, preloadRoute, SliceRoutes } from '@homeward/platform';
import { routes } from './routes';

/** The page modules the routes of routes.ts name, each loaded when its page is first opened. */
const PAGES = {
  'pages/LoginPage': lazyPage(() => import('./pages/LoginPage')),
  'pages/AuthCallbackPage': lazyPage(() => import('./pages/AuthCallbackPage')),
};

const ROUTES = pageRoutes(PAGES, routes);

/** The page code of the route at this path, before the slice first draws it. */
export const preloadAuthPage = (pathname: string) => preloadRoute(ROUTES, pathname);

export function AuthApp() {
  return <SliceRoutes routes={ROUTES} />;
}
