import { FavoriteButton, type FavoriteButtonProps } from '@homeward/ui';
import { useFavorites } from './useFavorites';

export interface SaveHomeButtonProps extends Pick<FavoriteButtonProps, 'address' | 'variant'> {
  mls: string;
}

/**
 * The heart of spec 2.7 wired to the user's favourites: pressed while the home is saved, waiting while a change
 * is on its way, and asking a signed-out buyer to sign in first (the favourites store does). Every slice that
 * shows a home uses this one.
 */
export function SaveHomeButton({ mls, address, variant }: SaveHomeButtonProps) {
  const { isFavorite, isSaving, toggleFavorite } = useFavorites();
  return <FavoriteButton variant={variant} address={address} saved={isFavorite(mls)} saving={isSaving(mls)} onToggle={() => void toggleFavorite(mls)} />;
}
