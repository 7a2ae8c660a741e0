// Built for Node (see scripts/build.ts) and run by the slice's origin for each request of a page
// routes.ts marks `serverRender`: a home's page, drawn with its home.
import { matchRoutes } from 'react-router';
import { renderForRequest } from '@homeward/platform/prerender';
import type { RenderedPage } from '@homeward/contracts';
import { ListingApp, loadListingPage } from './ListingApp';
import { routes } from './routes';

export function renderRequest(pathname: string, { apiOrigin, origin }: { apiOrigin: string; origin: string }): Promise<RenderedPage> {
  // Only the pages marked for it: the others need a session or the browser to draw.
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match?.route.serverRender) return Promise.reject(new Error(`${pathname} is not drawn on the server`));
  return renderForRequest(<ListingApp />, pathname, { apiOrigin, origin, load: (client) => loadListingPage(pathname, client) });
}
