// Built for Node and run by the slice's origin for each request of a page routes.ts marks
// `serverRender`: the agent lists, drawn for the signed-in manager with their first page (the
// bearer the shell's server passed on from the page session cookie).
import { renderForRequest } from '@homeward/platform/prerender';
import type { RenderedPage, RenderRequest } from '@homeward/contracts';
import { AdminApp, loadAdminPage } from './AdminApp';
import { routes } from './routes';

export function renderRequest(pathname: string, request: RenderRequest): Promise<RenderedPage> {
  return renderForRequest(<AdminApp />, pathname, { ...request, routes, load: (client) => loadAdminPage(pathname, client) });
}
