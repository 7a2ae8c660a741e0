// Built for Node (see scripts/build.ts) and run by the slice's origin for each request of a page
// routes.ts marks `serverRender`. The listings page's layout depends on the screen (map beside the
// list, or one of them), so only the browser draws it; its origin prepares the first search's answer
// and that search's first photos, which come with the HTML.
import { matchRoutes } from 'react-router';
import { answersForRequest } from '@homeward/platform/prerender';
import type { RenderedPage } from '@homeward/contracts';
import { firstPhotos, firstSearchQuery } from './features/listings/pageSearch';
import { routes } from './routes';

export function renderRequest(pathname: string, { apiOrigin }: { apiOrigin: string }): Promise<RenderedPage> {
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match?.route.serverRender) return Promise.reject(new Error(`${pathname} is not prepared on the server`));
  const query = firstSearchQuery(pathname, '');
  return answersForRequest({
    apiOrigin,
    load: async (client) => void (await client.fetchQuery(query)),
    images: (client) => firstPhotos(client.getQueryData(query.queryKey)),
  });
}
