import { matchRoutes, type RouteObject } from 'react-router';
import { routeSchema, type ResolvedRoute, type SliceRoute } from '@homeward/contracts';

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
  return {
    entries,
    resolve(pathname) {
      // Paths are matched case-insensitively, as the spec spells some routes in mixed case.
      const matches = matchRoutes(objects, pathname);
      const last = matches?.[matches.length - 1];
      if (!last) return undefined;
      return { route: entries[Number(last.route.id)], params: last.params };
    },
  };
}
