import styles from './Spinner.module.css';

export function Spinner({ size = 24, label = 'Loading' }: { size?: number; label?: string }) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** A whole-area wait with a visible sentence, for waits longer than a blink. */
export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.block} role="status" aria-live="polite">
      <span className={styles.spinner} style={{ width: 28, height: 28 }} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
