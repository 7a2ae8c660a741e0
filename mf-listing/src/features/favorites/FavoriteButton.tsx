import { useFavorites } from '@homeward/platform';
import { FavoriteButton as Heart } from '@homeward/ui';

/** The heart: the platform's favourites store asks a signed-out buyer to sign in and saves afterwards. */
export function FavoriteButton({ mls, address }: { mls: string; address: string }) {
  const { isFavorite, isSaving, toggleFavorite } = useFavorites();
  return <Heart variant="labelled" address={address} saved={isFavorite(mls)} saving={isSaving(mls)} onToggle={() => void toggleFavorite(mls)} />;
}
