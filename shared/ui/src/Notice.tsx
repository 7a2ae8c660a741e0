import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ALERT_DISMISS_MS } from '@homeward/domain';
import styles from './Notice.module.css';

export interface NoticeProps {
  /** The confirmation shown; empty shows nothing (the live region stays, so the next one is announced). */
  message?: ReactNode;
  /**
   * Hides the notice after this long (spec 9: alerts dismiss after ALERT_DISMISS_MS, 10 s); `null`
   * keeps it, for a progress line or anything the user has to act on.
   */
  dismissAfter?: number | null;
  /** Told when the user closes the notice by hand. */
  onDismiss?: () => void;
  /** Classes of the notice's place in the page (margins, a reserved line). */
  className?: string;
  /** Classes of the visible box (a coloured panel hides with the words when dismissed). */
  boxClassName?: string;
  /** 'danger' for a failure shown in the same place as its confirmation. */
  tone?: 'success' | 'danger';
}

type Shown = 'shown' | 'faded' | 'closed';

/**
 * A short confirmation ("Link copied.", "Your password has been changed."): a polite live region
 * that dismisses itself after 10 s and has a button to dismiss it sooner. The timer waits while the
 * pointer is over it or focus is inside, so nobody loses a message they are reading. Dismissed by
 * the timer it keeps its place (nothing below moves); closed by hand it gives its space back.
 * Failures the user must act on are not notices: they stay until fixed (role="alert" beside the form).
 */
export function Notice({ message, dismissAfter = ALERT_DISMISS_MS, onDismiss, className, boxClassName, tone = 'success' }: NoticeProps) {
  const [shown, setShown] = useState<Shown>('shown');
  const [held, setHeld] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const hasMessage = message !== undefined && message !== null && message !== '' && message !== false;

  // A new message is shown afresh.
  useEffect(() => setShown('shown'), [message]);

  useEffect(() => {
    if (!hasMessage || shown !== 'shown' || held || dismissAfter === null) return undefined;
    const timer = setTimeout(() => setShown('faded'), dismissAfter);
    return () => clearTimeout(timer);
  }, [hasMessage, shown, held, dismissAfter, message]);

  const visible = hasMessage && shown === 'shown';
  return (
    <div
      ref={box}
      role="status"
      className={[styles.notice, className].filter(Boolean).join(' ')}
      data-state={hasMessage ? shown : 'empty'}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {hasMessage && shown !== 'closed' && (
        <span className={[styles.body, boxClassName].filter(Boolean).join(' ')} aria-hidden={visible ? undefined : true}>
          <span className={styles.text} data-tone={tone}>
            {message}
          </span>
          <button
            type="button"
            className={styles.close}
            aria-label="Dismiss"
            tabIndex={visible ? undefined : -1}
            onClick={() => {
              setShown('closed');
              onDismiss?.();
            }}
          >
            ×
          </button>
        </span>
      )}
    </div>
  );
}
