import { useFavorites } from '@homeward/platform';
import styles from './FavoriteButton.module.css';

/** The heart: the platform's favourites store asks a signed-out buyer to sign in and saves afterwards. */
export function FavoriteButton({ mls, address }: { mls: string; address: string }) {
  const { isFavorite, isSaving, toggleFavorite } = useFavorites();
  const saved = isFavorite(mls);
  const saving = isSaving(mls);
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={saved}
      aria-label={`Save ${address} to favorites`}
      aria-busy={saving || undefined}
      onClick={() => {
        if (!saving) void toggleFavorite(mls);
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-10-9.3C.6 8.6 2.4 4.5 6.3 4.5c2.2 0 3.7 1.2 4.6 2.6h2.2c.9-1.4 2.4-2.6 4.6-2.6 3.9 0 5.7 4.1 4.3 7.2C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span>{saved ? 'Saved' : 'Save'}</span>
    </button>
  );
}
