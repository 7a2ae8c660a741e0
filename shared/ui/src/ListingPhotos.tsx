import { useId, useState } from 'react';
import styles from './ListingCard.module.css';
import { Photo, PhotoTile } from '@homeward/ui';

export interface ListingPhotosProps {
  photos: readonly string[];
  /** The street address, for the photos' names. */
  address: string;
  /** Among the first cards in view: the first photo loads at once and early. */
  priority?: boolean;
}

/**
 * A listing card's photos: previous/next buttons and the arrow keys when the carousel has focus; only
 * the photo on show is loaded, and it lazily unless the card is among the first in view (`priority`).
 * A photo that cannot be loaded (its listing service is out of reach) gives way to a tile that says
 * so, in the photo's place and size; the others can still be shown.
 */
export function ListingPhotos({ photos, address, priority = false }: ListingPhotosProps) {
  const [index, setIndex] = useState(0);
  const id = useId();
  const count = photos.length;
  if (count === 0) {
    return <PhotoTile label={`No photos of ${address} yet`} />;
  }
  const show = (next: number) => setIndex(((next % count) + count) % count);
  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={`Photos of ${address}`}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') {
          event.preventDefault();
          show(index + 1);
        } else if (event.key === 'ArrowLeft') {
          event.preventDefault();
          show(index - 1);
        }
      }}
    >
      <Photo
        className={styles.photo}
        src={photos[index]!}
        alt={`Photo ${index + 1} of ${count}, ${address}`}
        unavailableLabel={`Photo ${index + 1} of ${count}, ${address}: it could not be loaded`}
        loading={priority && index === 0 ? 'eager' : 'lazy'}
        fetchPriority={priority && index === 0 ? 'high' : undefined}
        decoding="async"
        width={400}
        height={260}
      />
      {count > 1 && (
        <>
          <button type="button" className={[styles.slide, styles.slidePrev].join(' ')} aria-controls={id} aria-label="Previous photo" onClick={() => show(index - 1)}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
            </svg>
          </button>
          <button type="button" className={[styles.slide, styles.slideNext].join(' ')} aria-controls={id} aria-label="Next photo" onClick={() => show(index + 1)}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
            </svg>
          </button>
          <span id={id} className={styles.photoCount} aria-live="polite">
            {index + 1} / {count}
          </span>
        </>
      )}
    </div>
  );
}
