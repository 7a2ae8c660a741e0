import { useId, type InputHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import styles from './Form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  hint?: string;
}

/**
 * A labelled input bound to react-final-form. Its message (and red border, spec 5) shows once the
 * field was left or a save was tried, and what the user typed stays after any failure.
 */
export function TextField({ name, label, hint, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <Field<string> name={name} parse={(v) => v}>
      {({ input, meta }) => {
        const error: string | undefined = meta.touched || meta.submitFailed ? (meta.error ?? meta.submitError) : undefined;
        return (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={id}>
              {label}
            </label>
            {hint && (
              <p id={`${id}-hint`} className={styles.hint}>
                {hint}
              </p>
            )}
            <input
              {...rest}
              {...input}
              value={input.value ?? ''}
              id={id}
              type={type}
              className={[styles.input, error && styles.invalid].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
              aria-describedby={[hint && `${id}-hint`, `${id}-error`].filter(Boolean).join(' ')}
            />
            <p id={`${id}-error`} className={styles.error}>
              {error ?? ''}
            </p>
          </div>
        );
      }}
    </Field>
  );
}

/**
 * After a refused save, takes the user to the first field that needs fixing, once React has drawn
 * the red borders (a few frames on a slow device).
 */
export function focusFirstInvalid(form: HTMLFormElement | null, framesLeft = 10): void {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (framesLeft > 0) focusFirstInvalid(form, framesLeft - 1);
  });
}
