import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';

// As React.lazy's own signature: any component type, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
// Any query's options, whatever its answer's type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/** A lazily loaded page that can be asked to load ahead of its first render. */
export type PreloadablePage<T extends AnyComponent> = T & { preload: () => Promise<void> };

/**
 * Like React.lazy, with `preload()`: a slice loads the page its first URL shows before it
 * mounts, so that page draws in the slice's first commit instead of after a "Loading the page…"
 * fallback (which also makes React hold the page back for its fallback-throttling interval).
 * Once loaded, the page renders directly; before, it suspends as React.lazy does, and a failed
 * load is tried again on the next render.
 */
export function lazyPage<T extends AnyComponent>(load: () => Promise<{ default: T }>): PreloadablePage<T> {
  let loaded: T | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as T };
  });
  function Page(props: object) {
    return createElement((loaded ?? Lazy) as AnyComponent, props);
  }
  return Object.assign(Page, { preload }) as unknown as PreloadablePage<T>;
}

/**
 * Loads the page an element draws: a lazyPage, or a component that says how with a `preload(props)`
 * of its own (`<StartQueries>`: its page, with its queries started). Other elements need nothing.
 */
export function preloadElement(element: unknown): Promise<void> {
  const { type, props } = (element ?? {}) as { type?: { preload?: unknown }; props?: unknown };
  return typeof type?.preload === 'function' ? (type.preload as (props: unknown) => Promise<void>)(props) : Promise.resolve();
}

/** A slice's route as its app draws it: the element, and the data its page asks for first. */
export interface PreloadableRoute {
  path: string;
  element: unknown;
  prefetch?: (params: Record<string, string | undefined>) => void;
  /** The query whose answer the page's first view draws from, for a page drawn on the server. */
  query?: (params: Record<string, string | undefined>) => AnyQuery | undefined;
}

/** The route a path matches, ranked as the slice's own <Routes> ranks them, with its parameters. */
function matchRoute<R extends PreloadableRoute>(routes: readonly R[], pathname: string): { route: R; params: Record<string, string | undefined> } | undefined {
  const matches = matchRoutes(
    routes.map((route, index) => ({ path: route.path, id: String(index) })),
    pathname,
  );
  const match = matches?.[matches.length - 1];
  const route = match && routes[Number(match.route.id)];
  return route && match ? { route, params: match.params } : undefined;
}

/**
 * For a slice's `createSliceLifecycles({ preload })`: the page code of the route a path matches
 * (ranked as the slice's own <Routes> ranks them), and the data its page asks for first, beside it.
 */
export function preloadRoute(routes: readonly PreloadableRoute[], pathname: string): Promise<void> {
  const found = matchRoute(routes, pathname);
  found?.route.prefetch?.(found.params);
  return preloadElement(found?.route.element);
}

/**
 * For a page drawn on the server: the page code of the route a path matches, and the answer of
 * its `query` fetched into `client`. Rejects when the answer cannot be had, so no page is drawn
 * that the browser would draw differently.
 */
export async function loadRoute(routes: readonly PreloadableRoute[], pathname: string, client: QueryClient): Promise<void> {
  const found = matchRoute(routes, pathname);
  const query = found?.route.query?.(found.params);
  await Promise.all([preloadElement(found?.route.element), query && client.fetchQuery(query)]);
}

/**
 * The page a route of a slice's routes.ts names (`page: 'pages/LoginPage'`), from the slice's
 * loaders keyed by that same name, so a route and its page are written once. A route naming no
 * page the slice loads fails when the router is built, not when someone opens the URL.
 */
export function pageOf<P>(pages: Readonly<Record<string, P>>, route: { path: string; page?: string }): P {
  const page = route.page === undefined ? undefined : pages[route.page];
  if (page === undefined) throw new Error(`routes.ts: ${route.path} names page '${route.page ?? ''}', which the slice's router does not load`);
  return page;
}
