// Built for Node and run by the slice's origin for each request of a page routes.ts marks
// `serverRender`: a signed-in user's saved homes, drawn with their list (the bearer the shell's
// server passed on from the page session cookie).
import { renderForRequest } from '@homeward/platform/prerender';
import type { RenderedPage, RenderRequest } from '@homeward/contracts';
import { AccountApp, loadAccountPage } from './AccountApp';
import { routes } from './routes';

export function renderRequest(pathname: string, request: RenderRequest): Promise<RenderedPage> {
  return renderForRequest(<AccountApp />, pathname, { ...request, routes, load: (client) => loadAccountPage(pathname, client) });
}
