import type { KeyboardEvent } from 'react';
import { Dialog, Photo } from '@homeward/ui';
import styles from './Lightbox.module.css';

export interface LightboxProps {
  photos: readonly string[];
  /** Each photo's own caption from the listing service, where it gives one. */
  captions?: ReadonlyArray<string | null>;
  /** Index of the photo on show; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Describes every photo, e.g. the address. */
  caption: string;
}

/**
 * Full-screen photo viewer on the kernel's Dialog: the page behind is inert, Tab stays on the
 * viewer's controls, Left/Right step through the photos, Escape closes it, and focus returns to
 * the photo that opened it.
 */
export function Lightbox({ photos, captions = [], index, onIndexChange, onClose, caption }: LightboxProps) {
  const count = photos.length;
  const step = (delta: number) => {
    if (index === null || count === 0) return;
    onIndexChange((index + delta + count) % count);
  };

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  }

  return (
    <Dialog open={index !== null} onClose={onClose} className={styles.lightbox} aria-label={`Photos of ${caption}`} onKeyDown={onKeyDown}>
      {index !== null && (
        <div className={styles.frame}>
          <div className={styles.top}>
            <p className={styles.counter} aria-live="polite">
              Photo {index + 1} of {count}
            </p>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close photos" autoFocus>
              ×
            </button>
          </div>
          <div className={styles.stage}>
            <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => step(-1)} aria-label="Previous photo" disabled={count < 2}>
              ‹
            </button>
            <figure className={styles.figure}>
              <Photo
                className={styles.image}
                tileClassName={styles.unavailable}
                src={photos[index]!}
                alt={`${caption}, photo ${index + 1} of ${count}`}
                unavailableLabel={`${caption}, photo ${index + 1} of ${count}: it could not be loaded`}
              />
              {captions[index] && <figcaption className={styles.caption}>{captions[index]}</figcaption>}
            </figure>
            <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => step(1)} aria-label="Next photo" disabled={count < 2}>
              ›
            </button>
          </div>
          <p className={styles.help}>Use the arrow keys to move between photos and Escape to close.</p>
        </div>
      )}
    </Dialog>
  );
}
