// Built for Node at build time: the frames a prerendered page is drawn in (see scripts/build.ts).
import type { Layout as LayoutName } from '@homeward/contracts';
import { buildRouteTable, layoutCssVariables } from '@homeward/platform';
import { PrerenderSlot, renderToHtml } from '@homeward/platform/prerender';
import { Layout } from './layout/Layout';
import { ProgressBar } from './layout/ProgressBar';
import { ShellContext } from './ShellContext';

/** Frames a prerendered page can be drawn in (widgets' pages are not). */
const LAYOUTS: LayoutName[] = ['default', 'no-footer', 'dashboard'];

/**
 * The frame as the shell's App draws it for a route of this layout (the progress bar, then the
 * layout around the slot), so the browser hydrates it where it is: the same elements in the same
 * places, and the same ids React gives them.
 */
function renderLayout(layout: LayoutName, pathname: string): Promise<string> {
  return renderToHtml(
    <ShellContext.Provider value={{ table: buildRouteTable({ remotes: [] }) }}>
      <>
        <ProgressBar />
        <Layout layout={layout}>
          <PrerenderSlot />
        </Layout>
      </>
    </ShellContext.Provider>,
    pathname,
  );
}

async function renderAll(pathname: string): Promise<Record<string, string>> {
  const entries = await Promise.all(LAYOUTS.map(async (layout) => [layout, await renderLayout(layout, pathname)] as const));
  return Object.fromEntries(entries);
}

/**
 * Each layout as a first-time visitor sees it before the shell has booted: the one for every page,
 * and the home page's own (its nav bar carries fewer links), with the CSS variables the shell
 * otherwise sets when it boots.
 */
export async function renderLayouts() {
  return {
    rootStyle: `:root{${Object.entries(layoutCssVariables())
      .map(([name, value]) => `${name}:${value}`)
      .join(';')}}`,
    byPath: { '/': await renderAll('/') },
    fallback: await renderAll('/page'),
  };
}
