import { useFavorites } from '@homeward/platform';
import { FavoriteButton as Heart } from '@homeward/ui';

/** The heart of spec 2.7 on a result card; signed out, it asks the user to sign in first. */
export function FavoriteButton({ mls, address }: { mls: string; address: string }) {
  const { isFavorite, isSaving, toggleFavorite } = useFavorites();
  return <Heart address={address} saved={isFavorite(mls)} saving={isSaving(mls)} onToggle={() => void toggleFavorite(mls)} />;
}
