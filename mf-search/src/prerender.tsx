// Built for Node (see scripts/build.ts) and run by the slice's origin for each request of a page
// routes.ts marks `serverRender`. The listings page's layout depends on the screen: it is drawn as
// a phone shows it (the list, with the first search's answer), and a wider screen, which shows the
// map beside the list, waits for the browser to draw it. Its first photos come with the HTML.
import { matchRoutes } from 'react-router';
import { renderForRequest } from '@homeward/platform/prerender';
import { MOBILE_MAX_WIDTH_PX } from '@homeward/domain';
import type { RenderedPage } from '@homeward/contracts';
import { SearchApp } from './SearchApp';
import { NARROW_QUERY } from './features/common/useMediaQuery';
import { firstPhotos, firstSearchQuery } from './features/listings/pageSearch';
import { routes } from './routes';

export async function renderRequest(pathname: string, { apiOrigin, origin }: { apiOrigin: string; origin: string }): Promise<RenderedPage> {
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match?.route.serverRender) throw new Error(`${pathname} is not prepared on the server`);
  const query = firstSearchQuery(pathname, '');
  let images: string[] = [];
  const page = await renderForRequest(<SearchApp />, pathname, {
    apiOrigin,
    origin,
    screen: { media: NARROW_QUERY, width: MOBILE_MAX_WIDTH_PX },
    load: async (client) => {
      await client.fetchQuery(query);
      images = firstPhotos(client.getQueryData(query.queryKey));
    },
  });
  return { ...page, images };
}
