import { matchRoutes, type RouteObject } from 'react-router';
import { routeSchema, type ResolvedRoute, type SliceRoute } from '@homeward/contracts';

/** How many resolved paths a table remembers. */
const RECENT_PATHS = 64;

export interface RouteEntry extends ResolvedRoute {
  /** The slice that owns the page. */
  owner: string;
}

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string | undefined>;
}

export interface RouteTable {
  entries: RouteEntry[];
  resolve(pathname: string): RouteMatch | undefined;
}

/**
 * The site's route table, built at start-up from remotes.json: nothing about a slice is
 * baked into the shell. Ranking is react-router's, so static segments beat parameters
 * whichever slice declares them.
 */
export function buildRouteTable<R extends { name: string; routes: SliceRoute[] }>(manifest: { remotes: R[] }): RouteTable {
  const entries: RouteEntry[] = manifest.remotes.flatMap((remote) =>
    remote.routes.map((route) => ({ ...routeSchema.parse(route), owner: remote.name })),
  );
  const objects: RouteObject[] = entries.map((entry, index) => ({ path: entry.path, id: String(index) }));
  // Matching ranks and compiles every pattern on each call, and single-spa asks once per slice on
  // every navigation: the answers for recent paths are kept (the table never changes).
  const recent = new Map<string, RouteMatch | undefined>();
  return {
    entries,
    resolve(pathname) {
      if (recent.has(pathname)) return recent.get(pathname);
      // Paths are matched case-insensitively, as the spec spells some routes in mixed case.
      const matches = matchRoutes(objects, pathname);
      const last = matches?.[matches.length - 1];
      const match = last && { route: entries[Number(last.route.id)], params: last.params };
      if (recent.size >= RECENT_PATHS) recent.delete(recent.keys().next().value as string);
      recent.set(pathname, match);
      return match;
    },
  };
}
