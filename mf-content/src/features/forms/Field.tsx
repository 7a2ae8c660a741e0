import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './Form.module.css';

interface CommonProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function describedBy(hintId: string, errorId: string, hint?: string, error?: string): string | undefined {
  return [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
}

/** A labelled input with a visible error under it, a red border when invalid, and '*' when required. */
export function TextField({
  label,
  error,
  hint,
  required,
  id,
  className,
  ...input
}: CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label htmlFor={fieldId} label={label} required={required} />
      {hint && (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={fieldId}
        className={[styles.input, error && styles.invalid].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(`${fieldId}-hint`, `${fieldId}-error`, hint, error)}
        {...input}
      />
      {error && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  id,
  ...area
}: CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={styles.field}>
      <Label htmlFor={fieldId} label={label} required={required} />
      {hint && (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={fieldId}
        className={[styles.input, styles.textarea, error && styles.invalid].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(`${fieldId}-hint`, `${fieldId}-error`, hint, error)}
        {...area}
      />
      {error && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
