import { SliceRoutes } from '@homeward/platform';
import { LoadingBlock } from '@homeward/ui';
import { routes } from './routes';
import { pages } from './pageRegistry';

const ROUTES = routes.map((route) => ({ path: route.path, element: pages[route.path] }));

/** The slice's own router draws whichever of its routes the shell mounted it for. */
export function ContentApp() {
  return <SliceRoutes routes={ROUTES} fallback={<LoadingBlock label="Loading the page…" />} notFound />;
}
