import { useId, type InputHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import { fieldStyles, inputClass } from '@homeward/ui';

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
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={id}>
              {label}
            </label>
            {hint && (
              <p id={`${id}-hint`} className={fieldStyles.hint}>
                {hint}
              </p>
            )}
            <input
              {...rest}
              {...input}
              value={input.value ?? ''}
              id={id}
              type={type}
              className={inputClass(error)}
              aria-invalid={error ? true : undefined}
              aria-describedby={[hint && `${id}-hint`, `${id}-error`].filter(Boolean).join(' ')}
            />
            <p id={`${id}-error`} className={`${fieldStyles.error} ${fieldStyles.reserve}`}>
              {error ?? ''}
            </p>
          </div>
        );
      }}
    </Field>
  );
}
