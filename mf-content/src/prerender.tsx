// Built for Node at build time: draws the routes routes.ts marks `prerender` (see scripts/build.ts).
import { renderToHtml } from '@homeward/platform/prerender';
import { ContentApp } from './ContentApp';
import { preloadPageFor } from './pageRegistry';

export async function renderPage(pathname: string): Promise<string> {
  await preloadPageFor(pathname);
  return renderToHtml(<ContentApp />, pathname);
}
