import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldStyles } from '@homeward/ui';

interface CommonProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
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
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        id={fieldId}
        className={[fieldStyles.input, error && fieldStyles.invalid].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(`${fieldId}-hint`, `${fieldId}-error`, hint, error)}
        {...input}
      />
    </FieldFrame>
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
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required}>
      <textarea
        id={fieldId}
        className={[fieldStyles.input, fieldStyles.textarea, error && fieldStyles.invalid].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(`${fieldId}-hint`, `${fieldId}-error`, hint, error)}
        {...area}
      />
    </FieldFrame>
  );
}
