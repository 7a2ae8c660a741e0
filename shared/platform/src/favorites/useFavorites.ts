import { useEffect } from 'react';
import { useStore } from 'zustand';
import { favoritesStore, startFavoritesSync, toggleFavorite } from './favoritesStore';

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
  const favorites = useStore(favoritesStore, (s) => s.mls);
  const saving = useStore(favoritesStore, (s) => s.saving);
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
  return useStore(favoritesStore, (s) => s.mls.includes(mls));
}
