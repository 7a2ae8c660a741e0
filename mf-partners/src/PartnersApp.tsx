import { pageRoutes, SliceRoutes } from '@homeward/platform';
import { PAGES } from './pages';
import { routes } from './routes';

const ROUTES = pageRoutes(PAGES, routes);

/** Every route of routes.ts, drawn by the page module it names. */
export function PartnersApp() {
  return <SliceRoutes routes={ROUTES} />;
}
