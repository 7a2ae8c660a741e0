// The head of a page whose data does not make it: what its route declares.
import { PAGE_NOT_FOUND_TITLE, routePageTitle, type PageHead } from '@homeward/contracts';
import type { RouteEntry } from '@homeward/platform/routeTable';

/** A route's path when it is one fixed address (no parameters): the spelling its links use, whatever the case asked. */
const fixedPath = (path: string) => (/[:*]/.test(path) ? undefined : path);

/**
 * The head of a page from its route: its title and description (the site's when it declares
 * none), its own address as the canonical one without the query, or "Page not found" when no slice
 * owns the path.
 */
export function routeHead(route: Pick<RouteEntry, 'path' | 'title' | 'description' | 'serverRender'> | undefined, pathname: string): PageHead {
  if (!route) return { title: PAGE_NOT_FOUND_TITLE, status: 404 };
  // A page whose data names its canonical address (a home's is its address form) names none without its data.
  const canonicalPath = fixedPath(route.path) ?? (route.serverRender ? undefined : pathname);
  return { title: routePageTitle(route), ...(route.description && { description: route.description }), ...(canonicalPath && { canonicalPath }) };
}

/** Whether search engines may list a route's pages: public ones that are not a request flow or a confirmation. */
export function isIndexable(route: Pick<RouteEntry, 'guard' | 'noindex'> | undefined): boolean {
  return !!route && route.guard === 'public' && !route.noindex;
}
