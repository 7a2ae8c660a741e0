import styles from './FavoriteButton.module.css';
import { classes, controlStyles } from './styles';

export interface FavoriteButtonProps {
  /** The home's street address, for the button's name: 'Save … to favorites'. */
  address: string;
  /** The home is among the user's favourites (the button is pressed). */
  saved: boolean;
  /** A change of it is on its way to the server: presses wait for it. */
  saving?: boolean;
  /** Saves or removes the home; the slice's favourites store asks a signed-out user to sign in first. */
  onToggle: () => void;
  /** `overlay`: the heart alone over a card's photo; `labelled`: the heart with 'Save' or 'Saved', among a page's tools. */
  variant?: 'overlay' | 'labelled';
}

const HEART = 'M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.8 1.2 5.3 3 1.5-1.8 3.2-3 5.3-3 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21Z';

/** The heart of spec 2.7: a toggle button, pressed while the home is saved. */
export function FavoriteButton({ address, saved, saving = false, onToggle, variant = 'overlay' }: FavoriteButtonProps) {
  const overlay = variant === 'overlay';
  return (
    <button
      type="button"
      className={overlay ? classes(controlStyles.iconButton, styles.overlay) : classes(controlStyles.boxButton, styles.labelled)}
      aria-pressed={saved}
      aria-busy={saving || undefined}
      aria-label={`Save ${address} to favorites`}
      onClick={() => {
        if (!saving) onToggle();
      }}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d={HEART}
          fill={saved ? 'currentColor' : overlay ? 'rgb(0 0 0 / 35%)' : 'none'}
          stroke={overlay ? '#fff' : 'currentColor'}
          strokeWidth={overlay ? 1.6 : 2}
        />
      </svg>
      {!overlay && <span>{saved ? 'Saved' : 'Save'}</span>}
    </button>
  );
}
