import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { classes, controlStyles } from '@homeward/ui';
import styles from './Filters.module.css';

/** A disclosure button with a floating panel; Escape or a click elsewhere closes it. */
export function Popover({ label, active, children }: { label: string; active?: boolean; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      className={styles.popover}
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={classes(controlStyles.chip, styles.pill, (active || open) && styles.pillOn)}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
        <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="m7 10 5 5 5-5z" />
        </svg>
      </button>
      <div id={id} className={styles.popoverPanel} hidden={!open} role="group" aria-label={label}>
        {open && children(close)}
      </div>
    </div>
  );
}
