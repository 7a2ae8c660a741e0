import { useId, type ReactNode } from 'react';
import styles from './Modal.module.css';
import { Dialog } from './Dialog';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Accessible name for the close control. */
  closeLabel?: string;
  className?: string;
}

/** The house dialog: a Dialog with a title, an optional subtitle and a close button. */
export function Modal({ open, onClose, title, subtitle, children, wide, closeLabel = 'Close', className }: ModalProps) {
  const titleId = useId();
  const subtitleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeOnBackdrop
      className={[styles.dialog, wide && styles.wide, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
    >
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {subtitle && (
            <p id={subtitleId} className={styles.subtitle}>
              {subtitle}
            </p>
          )}
        </div>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </Dialog>
  );
}
