import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, useField } from 'react-final-form';
import styles from './Fields.module.css';
import { fieldStyles, PhoneField } from '@homeward/ui';

/** The message to show: once the field was left or a step was refused, so typing is not nagged. */
function useShownError(name: string): string | undefined {
  const { meta } = useField(name, { subscription: { error: true, touched: true, submitFailed: true } });
  return (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
}

function Frame({ id, label, hint, error, required, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; required?: boolean; children: ReactNode }) {
  return (
    <div className={`${fieldStyles.field} ${styles.spaced}`}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required && <span className={fieldStyles.required} aria-hidden="true"> *</span>}
      </label>
      {hint && <p id={`${id}-hint`} className={fieldStyles.hint}>{hint}</p>}
      {children}
      <p id={`${id}-error`} className={`${fieldStyles.error} ${fieldStyles.reserve}`}>{error}</p>
    </div>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  multiline?: boolean;
  /** Shapes what is shown while typing (e.g. the phone mask); the form keeps what `parse` returns. */
  format?: (value: string) => string;
  parse?: (value: string) => string;
}

export function TextInput({ name, label, hint, multiline, format, parse, required, ...rest }: TextInputProps) {
  const id = useId();
  const error = useShownError(name);
  const common = {
    id,
    className: [fieldStyles.input, multiline && fieldStyles.textarea, error && fieldStyles.invalid].filter(Boolean).join(' '),
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, hint, error),
  } as const;
  return (
    <Frame id={id} label={label} hint={hint} error={error} required={required}>
      <Field<string> name={name} format={format ? (v) => format(v ?? '') : undefined} parse={parse ? (v) => parse(v ?? '') : (v) => v ?? ''}>
        {({ input }) =>
          multiline ? (
            <textarea {...input} {...common} rows={5} maxLength={rest.maxLength} />
          ) : (
            <input {...input} {...common} {...rest} />
          )
        }
      </Field>
    </Frame>
  );
}

export function SelectInput({ name, label, options, required, placeholder = 'Choose…' }: { name: string; label: ReactNode; options: readonly { value: string; label: string }[]; required?: boolean; placeholder?: string }) {
  const id = useId();
  const error = useShownError(name);
  return (
    <Frame id={id} label={label} error={error} required={required}>
      <Field<string> name={name} component="select">
        {({ input }) => (
          <select
            {...input}
            id={id}
            className={[fieldStyles.input, error && fieldStyles.invalid].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={describedBy(id, undefined, error)}
          >
            <option value="">{placeholder}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </Frame>
  );
}

/** A group of checkboxes writing an array of the checked values. */
export function CheckboxGroup({ name, legend, options, required }: { name: string; legend: ReactNode; options: readonly { value: string; label: string }[]; required?: boolean }) {
  const id = useId();
  const error = useShownError(name);
  return (
    <fieldset className={[styles.fieldset, error && styles.invalidGroup].filter(Boolean).join(' ')} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={fieldStyles.label}>
        {legend}
        {required && <span className={fieldStyles.required} aria-hidden="true"> *</span>}
      </legend>
      <div className={styles.choices}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <Field name={name} type="checkbox" value={o.value} component="input" />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-error`} className={`${fieldStyles.error} ${fieldStyles.reserve}`}>{error}</p>
    </fieldset>
  );
}

export function Checkbox({ name, label }: { name: string; label: ReactNode }) {
  const id = useId();
  const error = useShownError(name);
  return (
    <div className={`${fieldStyles.field} ${styles.spaced}`}>
      <label className={[styles.choice, error && styles.invalidGroup].filter(Boolean).join(' ')}>
        <Field name={name} type="checkbox">
          {({ input }) => <input {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />}
        </Field>
        <span>{label}</span>
      </label>
      <p id={`${id}-error`} className={`${fieldStyles.error} ${fieldStyles.reserve}`}>{error}</p>
    </div>
  );
}

/** The mobile number with its country, kept in the form as the E.164 the contract takes. */
export function PhoneInput({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const id = useId();
  const error = useShownError(name);
  const { input } = useField<string>(name, { subscription: { value: true }, parse: (v) => v ?? '' });
  return (
    <div className={styles.spaced}>
      <PhoneField id={id} name={name} label={label} required={required} value={input.value ?? ''} error={error} onBlur={() => input.onBlur()} onChange={(value) => input.onChange(value)} />
    </div>
  );
}
