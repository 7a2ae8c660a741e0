import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';
import { Spinner } from './Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'link' looks like a link (underlined text) for a quiet action inside text or beside a form. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
  size?: 'md' | 'small';
  block?: boolean;
  /** Shows a spinner and keeps the button focusable but inert while work is under way. */
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', block, busy, className, children, disabled, type = 'button', onClick, onMouseDown, ...rest },
  ref,
) {
  const classes = [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) return event.preventDefault();
        // The focus held back on press moves to the button now that the click has landed.
        if (type === 'submit') event.currentTarget.focus();
        onClick?.(event);
      }}
      // Pressing a submit button leaves the focus in the field being typed in until the click lands:
      // otherwise the field's blur draws its message, the button moves down, and the press misses it.
      onMouseDown={(event) => {
        if (type === 'submit') event.preventDefault();
        onMouseDown?.(event);
      }}
      {...rest}
    >
      {busy && <Spinner size={16} label="" />}
      {children}
    </button>
  );
});

/** Class names for links that look like buttons. */
export function buttonClass(variant: NonNullable<ButtonProps['variant']> = 'primary', block = false): string {
  return [styles.button, styles[variant], block && styles.block].filter(Boolean).join(' ');
}
