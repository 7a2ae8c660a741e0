import styles from './FavoriteButton.module.css';
import { useFavorite } from './useFavorite';

export function FavoriteButton({ mls, address }: { mls: string; address: string }) {
  const { isFavorite, toggle, pending } = useFavorite(mls);
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={isFavorite}
      aria-label={`Save ${address} to favorites`}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) toggle();
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-10-9.3C.6 8.6 2.4 4.5 6.3 4.5c2.2 0 3.7 1.2 4.6 2.6h2.2c.9-1.4 2.4-2.6 4.6-2.6 3.9 0 5.7 4.1 4.3 7.2C19.5 16.4 12 21 12 21z"
          fill={isFavorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span>{isFavorite ? 'Saved' : 'Save'}</span>
    </button>
  );
}
