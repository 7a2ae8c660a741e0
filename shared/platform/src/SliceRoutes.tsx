import { createElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingBlock } from '@homeward/ui';
import { pageOf } from './lazyPage';
import { PageNotFound } from './RouteErrorBoundary';

/** A route of a slice as its router draws it: the path routes.ts lists and the element of its page. */
export interface RouteElement {
  path: string;
  element: ReactNode;
}

/**
 * Each route of a slice's routes.ts with the page module it names drawn (`pageOf`: a route naming
 * a page the slice does not load fails here, when the router is built), the route kept beside it.
 */
export function pageRoutes<R extends { path: string; page?: string }>(
  pages: Readonly<Record<string, ComponentType>>,
  routes: readonly R[],
): (RouteElement & { route: R })[] {
  return routes.map((route) => ({ path: route.path, element: createElement(pageOf(pages, route)), route }));
}

export interface SliceRoutesProps {
  routes: readonly RouteElement[];
  /** What the slot shows while a page's code loads. */
  fallback?: ReactNode;
  /** Draws the 404 page for a path the slice was mounted for but has no route for. */
  notFound?: boolean;
}

/** A slice's router: every route of its table, drawn while its page's code loads behind one fallback. */
export function SliceRoutes({ routes, fallback = <LoadingBlock label="Loading the page…" />, notFound = false }: SliceRoutesProps) {
  return (
    <Suspense fallback={fallback}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        {notFound && <Route path="*" element={<PageNotFound />} />}
      </Routes>
    </Suspense>
  );
}
