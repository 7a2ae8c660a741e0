import { useFavorites } from '@homeward/platform';
import styles from './ListingCard.module.css';

/** The heart of spec 2.7; signed out, it asks the user to sign in first. */
export function FavoriteButton({ mls, address }: { mls: string; address: string }) {
  const { isFavorite, isSaving, toggleFavorite } = useFavorites();
  const on = isFavorite(mls);
  return (
    <button
      type="button"
      className={[styles.heart, on && styles.heartOn].filter(Boolean).join(' ')}
      aria-pressed={on}
      aria-busy={isSaving(mls) || undefined}
      aria-label={`Save ${address} to favorites`}
      onClick={() => void toggleFavorite(mls)}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.8 1.2 5.3 3 1.5-1.8 3.2-3 5.3-3 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21Z"
          fill={on ? 'currentColor' : 'rgb(0 0 0 / 35%)'}
          stroke="#fff"
          strokeWidth="1.6"
        />
      </svg>
    </button>
  );
}
