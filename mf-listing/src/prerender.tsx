// Built for Node (see scripts/build.ts) and run by the slice's origin for each request of a page
// routes.ts marks `serverRender`: a home's page, drawn with its home.
import { matchRoutes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { renderForRequest } from '@homeward/platform/prerender';
import { homePageHead, isListingGone } from '@homeward/domain';
import type { ListingDetail, PageHead, RenderedPage, RenderRequest } from '@homeward/contracts';
import { ListingApp, loadListingPage } from './ListingApp';
import { listingQuery } from './shared/listingApi';
import { isMlsNumber, mlsFromParams } from './shared/mlsNumber';
import { routes } from './routes';

/** Days after a sale or withdrawal that a home's page answers 410 Gone (`LISTING_GONE_AFTER_DAYS`; 0 keeps every page). */
const DEFAULT_GONE_AFTER_DAYS = 365;
function goneAfterDays(): number {
  const value = Number(process.env.LISTING_GONE_AFTER_DAYS ?? DEFAULT_GONE_AFTER_DAYS);
  return Number.isFinite(value) ? value : DEFAULT_GONE_AFTER_DAYS;
}

/** The head of a home's page: by its home, or a 404 (410 for one long sold or withdrawn) with the page a visitor sees. */
export function listingPageHead(pathname: string, client: QueryClient, origin: string, now = new Date()): PageHead {
  const mls = mlsFromParams(matchRoutes(routes, pathname)?.at(-1)?.params ?? {});
  const home: ListingDetail | undefined = isMlsNumber(mls) ? client.getQueryData(listingQuery(mls).queryKey) : undefined;
  if (!home) return { title: 'Home not found', description: `We can't find home MLS #${mls ?? ''}.`, status: 404 };
  const head = homePageHead(home, origin);
  return isListingGone(home, now, goneAfterDays()) ? { ...head, status: 410 } : head;
}

export function renderRequest(pathname: string, { apiOrigin, origin }: RenderRequest): Promise<RenderedPage> {
  return renderForRequest(<ListingApp />, pathname, {
    routes,
    apiOrigin,
    origin,
    load: (client) => loadListingPage(pathname, client),
    head: (client) => listingPageHead(pathname, client, origin),
  });
}
