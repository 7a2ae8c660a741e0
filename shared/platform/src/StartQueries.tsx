import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { preloadElement } from './lazyPage';
import { queryClient } from './queryClient';

/**
 * Starts a page's queries as soon as its route is drawn, while the page's code is still on its way,
 * so the page's data and its code download side by side rather than one after the other. `start`
 * prefetches the queries the page reads (same keys), which are then answered or already asking:
 * `<StartQueries start={(client) => client.prefetchQuery(favoritesQuery)}>`.
 */
interface StartQueriesProps {
  start: (client: QueryClient) => Promise<unknown>;
  children: ReactNode;
}

/**
 * Only in the browser: on the server a page is drawn from the answers its request loaded into a
 * cache of its own, and the shared cache (which outlives the request) never holds a user's data.
 */
const inBrowser = () => typeof window !== 'undefined';

export function StartQueries({ start, children }: StartQueriesProps) {
  // In render, not an effect: the page below suspends while its code loads, and the effects of
  // what is drawn with it only run once it has arrived. Asking twice is answered by one request.
  useState(() => void (inBrowser() && start(queryClient)));
  return children;
}

/**
 * Ahead of the slice's first draw (`preloadElement`): the page's queries started beside its code.
 * Drawn, it asks again: one request.
 */
StartQueries.preload = ({ start, children }: StartQueriesProps): Promise<void> => {
  if (inBrowser()) void start(queryClient);
  return preloadElement(children);
};
