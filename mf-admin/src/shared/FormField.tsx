import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { fieldStyles, focusFirstInvalid, inputClass } from '@homeward/ui';
import styles from './Admin.module.css';

export interface FormFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  hint?: string;
  multiline?: boolean;
  maxLength?: number;
}

/** A labelled text input bound to react-final-form; a failed field gets a red border and its message (spec 5). */
export function FormField({ name, label, type = 'text', autoComplete, hint, multiline, maxLength }: FormFieldProps) {
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const shown: string | undefined = meta.touched || meta.submitFailed ? (meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError)) : undefined;
        const common = {
          ...input,
          id,
          maxLength,
          className: inputClass(shown, multiline && fieldStyles.textarea),
          'aria-invalid': shown ? true : undefined,
          'aria-describedby': [hint ? hintId : '', errorId].filter(Boolean).join(' '),
        };
        return (
          <div className={styles.control}>
            <label htmlFor={id} className={styles.controlLabel}>
              {label}
            </label>
            {hint && (
              <p id={hintId} className={fieldStyles.hint}>
                {hint}
              </p>
            )}
            {multiline ? <textarea {...common} /> : <input {...common} type={type} autoComplete={autoComplete} />}
            <p id={errorId} className={fieldStyles.error}>
              {shown ?? ''}
            </p>
          </div>
        );
      }}
    </Field>
  );
}

/**
 * The form element of a react-final-form form: browser validation off (ours speaks for itself),
 * and after a submit the first field that needs fixing gets the focus.
 */
export function SubmitForm({ onSubmit, className = styles.form, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => unknown; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={ref}
      noValidate
      className={className}
      onSubmit={(event) => {
        void onSubmit(event);
        focusFirstInvalid(ref.current);
      }}
    >
      {children}
    </form>
  );
}
