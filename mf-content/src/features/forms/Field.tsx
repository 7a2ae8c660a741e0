import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { fieldStyles } from '@homeward/ui';

interface CommonProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={fieldStyles.label}>
      {label}
      {required && (
        <span className={fieldStyles.required} aria-hidden="true">
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
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <Label htmlFor={fieldId} label={label} required={required} />
      {hint && (
        <p id={`${fieldId}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <input
        id={fieldId}
        className={[fieldStyles.input, error && fieldStyles.invalid].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(`${fieldId}-hint`, `${fieldId}-error`, hint, error)}
        {...input}
      />
      {error && (
        <p id={`${fieldId}-error`} className={fieldStyles.error}>
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
    <div className={fieldStyles.field}>
      <Label htmlFor={fieldId} label={label} required={required} />
      {hint && (
        <p id={`${fieldId}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={fieldId}
        className={[fieldStyles.input, fieldStyles.textarea, error && fieldStyles.invalid].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(`${fieldId}-hint`, `${fieldId}-error`, hint, error)}
        {...area}
      />
      {error && (
        <p id={`${fieldId}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
