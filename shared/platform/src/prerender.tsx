import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { matchRoutes, StaticRouter } from 'react-router';
import { behindSignIn, PAGE_NOT_FOUND_TITLE, type PageHead, type RenderedPage, type RenderRequest, type SliceRoute } from '@homeward/contracts';
import { ApiError, httpHooks } from './http';
import { PrerenderingContext, type DrawnOutsideBrowser } from './prerendering';

/** Where a prerendered layout takes the page (`PRERENDER_SLOT` in the contracts, as HTML). */
export function PrerenderSlot() {
  return <div data-prerender-slot="" />;
}

/**
 * A query cache that fetches nothing while drawing and keeps no timers (nothing holds Node open). An
 * answer that failed (an unknown home) stays failed while the page is drawn, so the page shows what
 * a visitor is shown for it rather than a loading state.
 */
const drawingClient = () => new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false, retryOnMount: false, gcTime: Infinity } } });

async function draw(element: ReactNode, pathname: string, client: QueryClient, drawn: DrawnOutsideBrowser = {}): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <PrerenderingContext.Provider value={drawn}>
      <QueryClientProvider client={client}>
        <StaticRouter location={pathname}>{element}</StaticRouter>
      </QueryClientProvider>
    </PrerenderingContext.Provider>,
    { onError: (error) => void errors.push(error) },
  );
  // A part that fails to draw fails the whole, rather than sending a page the browser redraws.
  if (errors.length > 0) throw errors[0];
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Draws an element as the HTML a first-time visitor's browser would show at `pathname` before any
 * data arrives: a router at that address, an empty query cache, no session. Lazy pages are waited
 * for. Runs at build time in Node, never in the browser (`@homeward/platform/prerender`).
 */
export function renderToHtml(element: ReactNode, pathname: string): Promise<string> {
  return draw(element, pathname, drawingClient());
}

/**
 * Draws an element at `pathname` for one request of a page at `origin`, in Node: `load` first
 * fetches the answers the page's first view needs (from the API at `apiOrigin`, no session) into a
 * cache of this request's own, and the page is drawn from them. The answers come back beside the
 * HTML (dehydrated), for the browser's query cache to start from, so the live page draws the same.
 * Only the slice's routes marked `serverRender` are drawn (the others need the browser). A page
 * behind sign-in is drawn only with `authorization` (the user's bearer, which `load`'s API calls
 * carry, and only they), and a public page never with one: it is the same for everyone. Rejects
 * for any other path, and when `load` or drawing fails (the API refused the session), except when
 * the API says the thing asked for does not exist (400, 404, 410): the page is then drawn as a
 * visitor sees it (its "cannot find" copy), and `head` says so with its status.
 */
export async function renderForRequest(
  element: ReactNode,
  pathname: string,
  {
    routes,
    apiOrigin,
    origin,
    load,
    screen,
    head,
    authorization,
  }: RenderRequest & {
    /** The slice's routes.ts. */
    routes: SliceRoute[];
    load: (client: QueryClient) => Promise<void>;
    /** For a page whose layout depends on the screen: the screens the drawn page is for, and a width among them to draw at. */
    screen?: { media: string; width: number };
    /** The page's head from the answers `load` fetched (a home's address and price; a 404 for none). */
    head?: (client: QueryClient) => PageHead | undefined;
  },
): Promise<RenderedPage> {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!route?.serverRender) throw new Error(`${pathname} is not drawn on the server`);
  const session = behindSignIn(route);
  if (session && !authorization) throw new Error(`${pathname} is drawn only for a signed-in user`);
  httpHooks.setServerOrigin(apiOrigin);
  httpHooks.setServerAuthorization(() => drawingFor.getStore());
  const client = drawingClient();
  let missing = false;
  try {
    await drawingFor.run(session ? authorization : undefined, () => load(client));
  } catch (error) {
    if (session || !isMissing(error)) throw error;
    missing = true;
  }
  const drawn: DrawnOutsideBrowser = { origin, width: screen?.width };
  const html = await draw(element, pathname, client, drawn);
  // A page that found nothing at its address answers with its status, whatever its data said.
  const pageHead = head?.(client);
  const status = pageHead?.status ?? drawn.status ?? (missing ? 404 : undefined);
  const withStatus = status ? { ...(pageHead ?? { title: PAGE_NOT_FOUND_TITLE }), status } : pageHead;
  return { html, queries: dehydrate(client), media: screen?.media, width: screen?.width, head: withStatus };
}

/** The Authorization of the user the page in this async context is drawn for (none: a visitor). */
const drawingFor = new AsyncLocalStorage<string | undefined>();

/** An answer of the API saying that what was asked for is not there (an unknown home). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 410);
}
