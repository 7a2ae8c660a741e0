import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import styles from '../Agent.module.css';

interface InputFieldProps {
  name: string;
  label: string;
  hint?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  maxLength?: number;
  /** Shapes the text while typing, e.g. the MM/DD/YY mask. */
  mask?: (value: string) => string;
  type?: 'text' | 'email';
  placeholder?: string;
}

/** Red border and message once the field was left or a step was tried (spec 5). */
function shown(meta: { touched?: boolean; submitFailed?: boolean; error?: unknown }): string | undefined {
  return (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
}

export function InputField({ name, label, hint, mask, type = 'text', ...rest }: InputFieldProps) {
  const id = useId();
  return (
    <Field<string> name={name} parse={(v) => (mask ? mask(v ?? '') : (v ?? ''))} subscription={{ value: true, error: true, touched: true, submitFailed: true }}>
      {({ input, meta }) => {
        const error = shown(meta);
        const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
        return (
          <div className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {label}
            </label>
            {hint && (
              <p id={`${id}-hint`} className={styles.hint}>
                {hint}
              </p>
            )}
            <input
              {...input}
              {...rest}
              id={id}
              type={type}
              value={input.value ?? ''}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={[styles.input, error && styles.invalid].filter(Boolean).join(' ')}
            />
            {error && (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}

export function ChoiceField({ name, label, options }: { name: string; label: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const id = useId();
  return (
    <Field<string> name={name} subscription={{ value: true, error: true, touched: true, submitFailed: true }}>
      {({ input, meta }) => {
        const error = shown(meta);
        return (
          <div className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {label}
            </label>
            <select
              {...input}
              id={id}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={[styles.input, error && styles.invalid].filter(Boolean).join(' ')}
            >
              <option value="">Choose…</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            {error && (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}

export function AgreementField({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <Field name={name} type="checkbox" subscription={{ value: true, error: true, touched: true, submitFailed: true }}>
      {({ input, meta }) => {
        const error = shown(meta);
        return (
          <div className={styles.field}>
            <label className={styles.checkbox}>
              <input {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
              <span>{children}</span>
            </label>
            {error && (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}
