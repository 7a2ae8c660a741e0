import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, useField } from 'react-final-form';
import { fieldControlProps, FieldFrame, fieldStyles, inputClass, PhoneField } from '@homeward/ui';
import styles from './Fields.module.css';

/**
 * The slice's one form-field kit, on the house field of @homeward/ui (label, hint, control and a
 * message line kept in place), wired to react-final-form by name. The agent and partner
 * applications both draw their fields with it.
 */

/** The message to show: once the field was left or a step was refused, so typing is not nagged (spec 5). */
function useShownError(name: string): string | undefined {
  const { meta } = useField(name, { subscription: { error: true, touched: true, submitFailed: true } });
  return (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
}

interface RequiredProps {
  required?: boolean;
  /** Required without the '*' after the label, for a form whose every field is required. */
  unmarked?: boolean;
}

/** The frame's '*' and the control's aria-required. */
const requiredMarks = ({ required, unmarked }: RequiredProps) => ({ marked: required && !unmarked, aria: required || undefined });

export interface TextInputProps extends RequiredProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children' | 'required'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  multiline?: boolean;
  /** Shapes what is shown while typing; the form keeps what `parse` returns. */
  format?: (value: string) => string;
  /** What the form keeps of what was typed (e.g. the MM/DD/YY mask, digits only). */
  parse?: (value: string) => string;
}

export function TextInput({ name, label, hint, multiline, format, parse, required, unmarked, ...rest }: TextInputProps) {
  const id = useId();
  const error = useShownError(name);
  const marks = requiredMarks({ required, unmarked });
  const common = { ...fieldControlProps(id, { hint, error, required: marks.aria }), className: inputClass(error, multiline && fieldStyles.textarea) };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={marks.marked} className={styles.spaced} reserveError>
      <Field<string> name={name} format={format ? (v) => format(v ?? '') : undefined} parse={parse ? (v) => parse(v ?? '') : (v) => v ?? ''}>
        {({ input }) =>
          multiline ? <textarea {...input} {...common} rows={5} maxLength={rest.maxLength} /> : <input {...input} {...common} {...rest} value={input.value ?? ''} />
        }
      </Field>
    </FieldFrame>
  );
}

export interface SelectInputProps extends RequiredProps {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectInput({ name, label, options, required, unmarked, placeholder = 'Choose…' }: SelectInputProps) {
  const id = useId();
  const error = useShownError(name);
  const marks = requiredMarks({ required, unmarked });
  return (
    <FieldFrame id={id} label={label} error={error} required={marks.marked} className={styles.spaced} reserveError>
      <Field<string> name={name} component="select">
        {({ input }) => (
          <select {...input} {...fieldControlProps(id, { error, required: marks.aria })} className={inputClass(error)}>
            <option value="">{placeholder}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </FieldFrame>
  );
}

/** The message line under a group or a checkbox, kept in place like the frame's. */
function ErrorLine({ id, error }: { id: string; error?: string }) {
  return (
    <p id={`${id}-error`} className={`${fieldStyles.error} ${fieldStyles.reserve}`}>
      {error}
    </p>
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
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className={styles.choices}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <Field name={name} type="checkbox" value={o.value} component="input" />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <ErrorLine id={id} error={error} />
    </fieldset>
  );
}

/** One checkbox (an agreement, a confirmation); its label may hold a link. */
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
      <ErrorLine id={id} error={error} />
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
