import { useEffect } from 'react';
import { useStoreAsDrawn } from '../prerendering';
import { favoritesStore, startFavoritesSync, toggleFavorite, type FavoritesState } from './favoritesStore';

/** No favourites: a page is drawn outside the browser for a visitor (and hydrated as drawn). */
const DRAWN: FavoritesState = { mls: [], pending: null, saving: [], synced: false };

export interface UseFavorites {
  /** MLS numbers of the saved homes, most recent first. */
  favorites: readonly string[];
  isFavorite: (mls: string) => boolean;
  isSaving: (mls: string) => boolean;
  toggleFavorite: (mls: string) => Promise<void>;
}

/** The user's favourite homes, kept in step with the server and every other tab. */
export function useFavorites(): UseFavorites {
  useEffect(startFavoritesSync, []);
  const favorites = useStoreAsDrawn(favoritesStore, (s) => s.mls, DRAWN);
  const saving = useStoreAsDrawn(favoritesStore, (s) => s.saving, DRAWN);
  return {
    favorites,
    isFavorite: (mls) => favorites.includes(mls),
    isSaving: (mls) => saving.includes(mls),
    toggleFavorite,
  };
}

/** Whether one home is a favourite; re-renders only when that answer changes. */
export function useIsFavorite(mls: string): boolean {
  useEffect(startFavoritesSync, []);
  return useStoreAsDrawn(favoritesStore, (s) => s.mls.includes(mls), DRAWN);
}

/** Whether a change to one home's heart is on its way; re-renders only when that answer changes. */
export function useIsSavingFavorite(mls: string): boolean {
  return useStoreAsDrawn(favoritesStore, (s) => s.saving.includes(mls), DRAWN);
}
