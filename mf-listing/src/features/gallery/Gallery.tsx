import { memo, useState } from 'react';
import { Photo } from '@homeward/ui';
import { Lightbox } from './Lightbox';
import styles from './Gallery.module.css';

/** No captions: one array for every drawing, so the photos are not drawn again for a new empty one. */
const NO_CAPTIONS: ReadonlyArray<string | null> = [];

/**
 * Desktop: one large photo and four small ones, with a button for all photos. Phone: a swipeable
 * list of every photo. Either opens the lightbox at the photo chosen.
 */
export function Gallery({ photos, captions = NO_CAPTIONS, caption }: { photos: readonly string[]; captions?: ReadonlyArray<string | null>; caption: string }) {
  const [index, setIndex] = useState<number | null>(null);
  if (photos.length === 0) {
    return (
      <div className={styles.empty} role="img" aria-label={`No photos of ${caption} yet`}>
        No photos yet
      </div>
    );
  }
  return (
    <>
      <PhotoButtons photos={photos} captions={captions} onOpen={setIndex} />
      <Lightbox photos={photos} captions={captions} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} caption={caption} />
    </>
  );
}

interface PhotoButtonsProps {
  photos: readonly string[];
  captions: ReadonlyArray<string | null>;
  onOpen: (index: number) => void;
}

/**
 * The page's photos, each a button that opens the lightbox. Drawn again only for other photos:
 * opening or stepping through the lightbox (a tap that should answer at once) redraws the lightbox
 * alone, not every photo of a long listing.
 */
const PhotoButtons = memo(function PhotoButtons({ photos, captions, onOpen }: PhotoButtonsProps) {
  const label = (i: number) => `Open photo ${i + 1} of ${photos.length}${captions[i] ? `: ${captions[i]}` : ''}`;
  return (
    <>
      <div className={styles.grid}>
        {photos.slice(0, 5).map((src, i) => (
          <button key={src} type="button" className={i === 0 ? styles.lead : styles.thumb} onClick={() => onOpen(i)} aria-label={label(i)}>
            <Photo src={src} alt="" width={640} height={480} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} />
          </button>
        ))}
        <button type="button" className={styles.all} onClick={() => onOpen(0)}>
          View all {photos.length} photos
        </button>
      </div>

      <ul className={styles.strip} aria-label="Photos">
        {photos.map((src, i) => (
          <li key={src} className={styles.stripEntry}>
            <button type="button" className={styles.stripItem} onClick={() => onOpen(i)} aria-label={label(i)}>
              <Photo src={src} alt="" width={640} height={480} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} />
            </button>
            <span className={styles.stripCount} aria-hidden="true">
              {i + 1} / {photos.length}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
});
