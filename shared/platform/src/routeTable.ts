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

/** The route as the table keeps it: as remotes.json has it once read (defaults applied), or parsed to be so. */
function resolvedRoute(route: SliceRoute): ResolvedRoute {
  return route.layout !== undefined && route.guard !== undefined ? (route as ResolvedRoute) : routeSchema.parse(route);
}

/** A path's first segment as written (`/listings/city` → `listings`). */
const segmentOf = (path: string): string => path.split('/', 2)[1] ?? '';

/** A path's first segment, lower case, as react-router compares it (decoded, case-insensitive). */
function firstSegment(path: string): string {
  const first = segmentOf(path);
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}

/** A pattern's first segment when it is fixed text: only paths that begin with it can match. */
function fixedFirstSegment(pattern: string): string | undefined {
  const first = segmentOf(pattern);
  return first === '' || first.startsWith(':') || first.includes('*') || first.endsWith('?') ? undefined : first.toLowerCase();
}

/**
 * The site's route table, built at start-up from remotes.json: nothing about a slice is
 * baked into the shell. Ranking is react-router's, so static segments beat parameters
 * whichever slice declares them.
 */
export function buildRouteTable<R extends { name: string; routes: SliceRoute[] }>(manifest: { remotes: R[] }): RouteTable {
  const entries: RouteEntry[] = manifest.remotes.flatMap((remote) => remote.routes.map((route) => ({ ...resolvedRoute(route), owner: remote.name })));
  const objects: RouteObject[] = entries.map((entry, index) => ({ path: entry.path, id: String(index) }));
  // Matching ranks and compiles every pattern it is given on each call. A path can only match the
  // patterns that begin with its first segment or with a parameter, so each call is given those
  // alone, in the table's order (react-router ranks them, and breaks ties by that order).
  const fixed = objects.map((object) => fixedFirstSegment(object.path!));
  const open = objects.filter((_, index) => fixed[index] === undefined);
  // Made for a first segment when a path first asks with it, not all at start-up.
  const byFirstSegment = new Map<string, RouteObject[]>();
  const candidates = (segment: string): RouteObject[] => {
    if (!fixed.includes(segment)) return open;
    let list = byFirstSegment.get(segment);
    if (!list) {
      list = objects.filter((_, index) => fixed[index] === segment || fixed[index] === undefined);
      byFirstSegment.set(segment, list);
    }
    return list;
  };
  // single-spa asks once per slice on every navigation: the answers for recent paths are kept (the table never changes).
  const recent = new Map<string, RouteMatch | undefined>();
  return {
    entries,
    resolve(pathname) {
      if (recent.has(pathname)) return recent.get(pathname);
      // Paths are matched case-insensitively, as the spec spells some routes in mixed case.
      const matches = matchRoutes(candidates(firstSegment(pathname)), pathname);
      const last = matches?.[matches.length - 1];
      const match = last && { route: entries[Number(last.route.id)], params: last.params };
      if (recent.size >= RECENT_PATHS) recent.delete(recent.keys().next().value as string);
      recent.set(pathname, match);
      return match;
    },
  };
}
