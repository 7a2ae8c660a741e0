import type { ReactNode } from 'react';
import fieldStyles from './Field.module.css';

export { fieldStyles };

/** The class list of a text input or textarea, red-bordered when it has a message (spec 5). */
export function inputClass(invalid: unknown, ...extra: (string | false | undefined)[]): string {
  return [fieldStyles.input, ...extra, invalid ? fieldStyles.invalid : false].filter(Boolean).join(' ');
}

/** The ids of what FieldFrame shows under its label (`${id}-hint`) and under the control (`${id}-error`), for aria-describedby. */
export function fieldDescribedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** What the control inside a FieldFrame says of itself: its id, whether it is invalid or required, and its hint and message. */
export function fieldControlProps(id: string, { hint, error, required }: { hint?: unknown; error?: unknown; required?: boolean }) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': fieldDescribedBy(id, hint, error),
  } as const;
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  /** Keeps the message line's space while there is no message, so nothing below moves. */
  reserveError?: boolean;
  children: ReactNode;
}

/**
 * Label (with '*' when required), hint, the control, and its message. The control refers to
 * `${id}-hint` and `${id}-error` with aria-describedby.
 */
export function FieldFrame({ id, label, hint, error, required, className, reserveError, children }: FieldFrameProps) {
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {children}
      {(error || reserveError) && (
        <p id={`${id}-error`} className={[fieldStyles.error, reserveError && fieldStyles.reserve].filter(Boolean).join(' ')}>
          {error ?? ''}
        </p>
      )}
    </div>
  );
}
