import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { PrerenderingContext } from './prerendering';

/** Where a prerendered layout takes the page (`PRERENDER_SLOT` in the contracts, as HTML). */
export function PrerenderSlot() {
  return <div data-prerender-slot="" />;
}

/**
 * Draws an element as the HTML a first-time visitor's browser would show at `pathname` before any
 * data arrives: a router at that address, an empty query cache, no session. Lazy pages are waited
 * for. Runs at build time in Node, never in the browser (`@homeward/platform/prerender`).
 */
export async function renderToHtml(element: ReactNode, pathname: string): Promise<string> {
  // Nothing is fetched, and nothing is kept for later (no garbage-collection timers hold the build open).
  const errors: unknown[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false, gcTime: Infinity } } });
  const { prelude } = await prerenderToNodeStream(
    <PrerenderingContext.Provider value={true}>
      <QueryClientProvider client={client}>
        <StaticRouter location={pathname}>{element}</StaticRouter>
      </QueryClientProvider>
    </PrerenderingContext.Provider>,
    { onError: (error) => void errors.push(error) },
  );
  // A part that fails to draw fails the build, rather than shipping a page the browser redraws.
  if (errors.length > 0) throw errors[0];
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
