// Built for Node (see scripts/build.ts) and run by the slice's origin for each request of a page
// routes.ts marks `serverRender`. The listings page's layout depends on the screen: it is drawn as
// a phone shows it (the list, with the first search's answer), and a wider screen, which shows the
// map beside the list, waits for the browser to draw it.
import { renderForRequest } from '@homeward/platform/prerender';
import { MOBILE_MAX_WIDTH_PX } from '@homeward/domain';
import type { RenderedPage, RenderRequest } from '@homeward/contracts';
import { SearchApp } from './SearchApp';
import { NARROW_QUERY } from './shared/useMediaQuery';
import { firstSearchQuery, listingsPageHead } from './features/listings/pageSearch';
import { routes } from './routes';

export function renderRequest(pathname: string, { apiOrigin, origin }: RenderRequest): Promise<RenderedPage> {
  const query = firstSearchQuery(pathname, '');
  return renderForRequest(<SearchApp />, pathname, {
    routes,
    apiOrigin,
    origin,
    screen: { media: NARROW_QUERY, width: MOBILE_MAX_WIDTH_PX },
    load: async (client) => void (await client.fetchQuery(query)),
    head: (client) => listingsPageHead(pathname, client.getQueryData(query.queryKey), origin),
  });
}
