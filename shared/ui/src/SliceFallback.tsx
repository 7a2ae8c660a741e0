import styles from './SliceFallback.module.css';
import { Button } from './Button';

export interface SliceFallbackProps {
  /** What could not be shown, e.g. "This page" or "Search". */
  what?: string;
  reason?: 'unreachable' | 'error' | 'timeout' | 'incompatible';
  onRetry: () => void;
  compact?: boolean;
}

const MESSAGES: Record<NonNullable<SliceFallbackProps['reason']>, string> = {
  unreachable: 'We could not reach this part of Homeward. Check your connection, then try again.',
  error: 'Something went wrong while showing this part of the page. The rest of Homeward still works.',
  timeout: 'This is taking longer than it should. You can try again now.',
  incompatible: 'This part of Homeward is being updated. Try again in a moment to load the new version.',
};

/** Shown in a slot whose slice failed; the rest of the page keeps working. */
export function SliceFallback({ what = 'This section', reason = 'error', onRetry, compact }: SliceFallbackProps) {
  return (
    <section className={[styles.box, compact && styles.compact].filter(Boolean).join(' ')} role="alert" aria-live="assertive">
      <h2 className={styles.title}>{what} is unavailable right now</h2>
      <p className={styles.text}>{MESSAGES[reason]}</p>
      <Button onClick={onRetry}>Try again</Button>
    </section>
  );
}
