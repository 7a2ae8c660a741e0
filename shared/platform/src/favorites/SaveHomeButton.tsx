import { FavoriteButton, type FavoriteButtonProps } from '@homeward/ui';
import { toggleFavorite } from './favoritesStore';
import { useIsFavorite, useIsSavingFavorite } from './useFavorites';

export interface SaveHomeButtonProps extends Pick<FavoriteButtonProps, 'address' | 'variant'> {
  mls: string;
}

/**
 * The heart of spec 2.7 wired to the user's favourites: pressed while the home is saved, waiting while a change
 * is on its way, and asking a signed-out buyer to sign in first (the favourites store does). Every slice that
 * shows a home uses this one.
 */
export function SaveHomeButton({ mls, address, variant }: SaveHomeButtonProps) {
  // This home's answers only: a list of twenty hearts does not draw again, all of them, whenever
  // the list of favourites changes (as it does once, live, straight after the page is hydrated).
  const saved = useIsFavorite(mls);
  const saving = useIsSavingFavorite(mls);
  return <FavoriteButton variant={variant} address={address} saved={saved} saving={saving} onToggle={() => void toggleFavorite(mls)} />;
}
