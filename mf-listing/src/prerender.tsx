// Built for Node (see scripts/build.ts) and run by the slice's origin for each request of a page
// routes.ts marks `serverRender`: a home's page, drawn with its home.
import { renderForRequest } from '@homeward/platform/prerender';
import type { RenderedPage } from '@homeward/contracts';
import { ListingApp, loadListingPage } from './ListingApp';
import { routes } from './routes';

export function renderRequest(pathname: string, { apiOrigin, origin }: { apiOrigin: string; origin: string }): Promise<RenderedPage> {
  return renderForRequest(<ListingApp />, pathname, { routes, apiOrigin, origin, load: (client) => loadListingPage(pathname, client) });
}
