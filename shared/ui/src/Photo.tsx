import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import styles from './Photo.module.css';

const HOUSE_ICON = (
  <svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true">
    <path fill="currentColor" d="M16 3 2 15h4v14h8v-9h4v9h8V15h4z" />
  </svg>
);

/**
 * Where a home's photo would be, when there is none to show: a tile of the photo's size with the
 * house sign and, when given, a short line (`text`). With a `label` it is an image to assistive
 * technology; without one it is decoration (its button or caption names it). A span, so it may
 * stand in a button.
 */
export function PhotoTile({ label, text, className }: { label?: string; text?: string; className?: string }) {
  return (
    <span className={[styles.tile, className].filter(Boolean).join(' ')} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      {HOUSE_ICON}
      {text && (
        <span className={styles.text} aria-hidden="true">
          {text}
        </span>
      )}
    </span>
  );
}

export interface PhotoProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** The tile's name to assistive technology when the photo cannot be loaded (none: decoration). */
  unavailableLabel?: string;
  /** The tile's size where the photo's box does not give it one. */
  tileClassName?: string;
}

/**
 * A home's photo, or a tile saying "Photo unavailable" in its place once it cannot be loaded (its
 * listing service out of reach). One Photo shown photo after photo (a carousel) remembers which
 * failed, so going back to one does not ask for it again. A photo that failed before the page was
 * live has no error event left to hear, so it is also judged when it is taken into the page.
 */
export function Photo({ unavailableLabel, tileClassName, ...img }: PhotoProps) {
  const { src } = img;
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const fail = useCallback(() => setFailed((before) => (before.has(src) ? before : new Set(before).add(src))), [src]);
  const watch = useCallback(
    (element: HTMLImageElement | null) => {
      if (element?.complete && element.naturalWidth === 0 && element.currentSrc) fail();
    },
    [fail],
  );
  if (failed.has(src)) return <PhotoTile key={src} label={unavailableLabel} text="Photo unavailable" className={tileClassName} />;
  // A new photo is a new element: the last one is not left in view while the next one loads.
  return <img key={src} {...img} ref={watch} onError={fail} />;
}
