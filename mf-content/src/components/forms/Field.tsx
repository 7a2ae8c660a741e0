import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { fieldControlProps, FieldFrame, fieldStyles, inputClass } from '@homeward/ui';

interface CommonProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
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
        {...fieldControlProps(fieldId, { hint, error, required })}
        className={inputClass(error)}
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
        {...fieldControlProps(fieldId, { hint, error, required })}
        className={inputClass(error, fieldStyles.textarea)}
        {...area}
      />
    </FieldFrame>
  );
}
