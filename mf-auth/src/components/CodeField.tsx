import { useId, type Ref } from 'react';
import { CODE_LENGTH, sanitizeCodeInput } from '@homeward/domain';
import styles from './Form.module.css';
import { fieldStyles, inputClass } from '@homeward/ui';

export interface CodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  /** Red border without a message (spec 5: an empty code). */
  invalid?: boolean;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
}

/** The one-time code (spec 5): one field, digits only, up to 6; pasted codes keep their digits. */
export function CodeField({ value, onChange, invalid, error, inputRef, label = '6-digit code' }: CodeFieldProps) {
  const id = useId();
  const errorId = useId();
  const isInvalid = Boolean(invalid || error);
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={inputClass(isInvalid, styles.code)}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={value}
        aria-invalid={isInvalid || undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(sanitizeCodeInput(event.target.value))}
        onPaste={(event) => {
          // A pasted '123 456' or 'Code: 123456' exceeds maxLength before it is cleaned; clean it first.
          event.preventDefault();
          onChange(sanitizeCodeInput(event.clipboardData.getData('text')));
        }}
      />
      <p id={errorId} className={fieldStyles.error} role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}
