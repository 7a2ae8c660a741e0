import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { favoritesStore, removeFavorite } from '@homeward/platform';
import { buttonClass, classes, layoutStyles, PRIORITY_PHOTOS, VisuallyHidden } from '@homeward/ui';
import { QueryState } from '../../components/QueryState';
import { FavoriteCard } from './FavoriteCard';
import styles from './Favorites.module.css';
import { useFavoriteHomes } from './useFavoriteHomes';
import { BUY_PLACE, paths } from '@homeward/contracts';

/** Where "Find homes" goes from an empty list: the Buy page of spec 2.4. */
const SEARCH_PATH = paths.search.listings.href(BUY_PLACE);

/** Every saved home as a card, newest saved first, with Remove; an empty state points to search. */
export function FavoritesList() {
  const { query, homes } = useFavoriteHomes();
  const saving = useStore(favoritesStore, (s) => s.saving);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <p role="status">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </p>
      <QueryState query={query} loading="Loading your saved homes…">
        {() =>
          !homes || homes.length === 0 ? (
            <div className={styles.empty}>
              <h2 ref={heading} tabIndex={-1} className={styles.emptyTitle}>
                No saved homes yet
              </h2>
              <p>Tap the heart on any home while you search, and it will be kept here for you.</p>
              <Link to={SEARCH_PATH} className={buttonClass('primary')}>
                Find homes
              </Link>
            </div>
          ) : (
            <>
              <p className={styles.count}>
                {homes.length} saved {homes.length === 1 ? 'home' : 'homes'}
              </p>
              <ul className={classes(layoutStyles.cardGrid, styles.grid)}>
                {homes.map((favorite, index) => (
                  <li key={favorite.mls}>
                    <FavoriteCard
                      favorite={favorite}
                      removing={saving.includes(favorite.mls)}
                      priority={index < PRIORITY_PHOTOS}
                      onRemove={() => {
                        const street = favorite.listing.address;
                        const next = homes[index + 1] ?? homes[index - 1];
                        void removeFavorite(favorite.mls);
                        setAnnouncement(`${street} was removed from your favorites.`);
                        // Focus moves to the neighbouring card's Remove, or to the empty-state heading.
                        requestAnimationFrame(() => {
                          const target = next
                            ? document.querySelector<HTMLElement>(`[data-mls="${next.mls}"] [data-action="remove"]`)
                            : heading.current;
                          target?.focus();
                        });
                      }}
                    />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </>
  );
}
