import { pageRoutes, preloadRoute, SliceRoutes } from '@homeward/platform';
import { PAGES } from './pages';
import { routes } from './routes';

const ROUTES = pageRoutes(PAGES, routes);

/** The page code of the route at this path, before the slice first draws it. */
export const preloadPartnersPage = (pathname: string) => preloadRoute(ROUTES, pathname);

/** Every route of routes.ts, drawn by the page module it names. */
export function PartnersApp() {
  return <SliceRoutes routes={ROUTES} />;
}
