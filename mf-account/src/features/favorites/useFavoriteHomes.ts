import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import type { Favorite } from '@homeward/contracts';
import { favoritesQuery, favoritesStore, startFavoritesSync, useHydrating } from '@homeward/platform';

/**
 * The saved homes to show: the server's list with its summaries, kept in step with the kernel's
 * favourites store, so a heart changed on the search or property page, here or in another tab,
 * shows at once. The store's order is newest saved first.
 */
export function useFavoriteHomes() {
  useEffect(startFavoritesSync, []);
  const query = useQuery(favoritesQuery);
  const saved = useStore(favoritesStore, (s) => s.mls);
  // A list the server drew is hydrated as it drew it, in the server's order; then in the store's.
  const hydrating = useHydrating();
  const synced = useStore(favoritesStore, (s) => s.synced) && !hydrating;
  const byMls = new Map((query.data ?? []).map((f) => [f.mls, f]));
  const homes: Favorite[] | undefined = !query.data
    ? undefined
    : synced
      ? saved.map((mls) => byMls.get(mls)).filter((f): f is Favorite => !!f)
      : query.data;

  // A home saved elsewhere that this list has no summary for yet: read the list again, once per change.
  const missing = synced && query.data ? saved.filter((mls) => !byMls.has(mls)).join(',') : '';
  const askedFor = useRef('');
  useEffect(() => {
    if (!missing || missing === askedFor.current || query.isFetching) return;
    askedFor.current = missing;
    void query.refetch();
  }, [missing, query]);

  return { query, homes };
}
