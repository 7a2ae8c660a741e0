import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, useField } from 'react-final-form';
import { formatAmountInput } from '@homeward/domain';
import styles from './Fields.module.css';
import { fieldControlProps, FieldFrame, fieldStyles, PhoneField, controlStyles, inputClass } from '@homeward/ui';

/** The message to show: only after the field was left or a send was tried, so typing is not nagged. */
function useShownError(name: string): string | undefined {
  const { meta } = useField(name, { subscription: { error: true, touched: true, submitFailed: true } });
  return (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Dollar amounts: digits only with thousands separators while typing (spec 5). */
  money?: boolean;
  /** Called with the new text after the form has it, for fields that keep others in step. */
  onValueChange?: (value: string) => void;
  /** Shapes what is shown while typing. */
  formatText?: (value: string) => string;
}

export function TextField({ name, label, hint, money, required, type = 'text', onValueChange, formatText, ...rest }: TextFieldProps) {
  const id = useId();
  const error = useShownError(name);
  return (
    <FieldFrame className={styles.spaced} id={id} label={label} hint={hint} error={error} required={required}>
      <Field<string> name={name} format={money ? (v) => formatAmountInput(v ?? '') : formatText ? (v) => formatText(v ?? '') : undefined} parse={(v) => v}>
        {({ input }) => (
          <span className={money ? fieldStyles.money : undefined}>
            <input
              {...rest}
              {...input}
              value={input.value ?? ''}
              onChange={(event) => {
                input.onChange(event);
                onValueChange?.(money ? formatAmountInput(event.target.value) : event.target.value);
              }}
              {...fieldControlProps(id, { hint, error, required })}
              type={money ? 'text' : type}
              inputMode={money ? 'numeric' : rest.inputMode}
              className={inputClass(error)}
            />
          </span>
        )}
      </Field>
    </FieldFrame>
  );
}

/** A phone number of any country of the list, formatted as it is typed; the form holds it in E.164. */
export function PhoneNumberField({ name, label, hint, required }: { name: string; label: string; hint?: string; required?: boolean }) {
  const id = useId();
  const error = useShownError(name);
  const { input } = useField<string>(name, { subscription: { value: true }, parse: (v) => v ?? '' });
  return (
    <div className={styles.spaced}>
      <PhoneField id={id} name={name} label={label} hint={hint} required={required} value={input.value ?? ''} error={error} onBlur={() => input.onBlur()} onChange={(value) => input.onChange(value)} />
    </div>
  );
}

export function TextAreaField({ name, label, hint, rows = 4, maxLength }: { name: string; label: ReactNode; hint?: ReactNode; rows?: number; maxLength?: number }) {
  const id = useId();
  const error = useShownError(name);
  return (
    <FieldFrame className={styles.spaced} id={id} label={label} hint={hint} error={error}>
      <Field<string> name={name} parse={(v) => v}>
        {({ input }) => (
          <textarea
            {...input}
            value={input.value ?? ''}
            {...fieldControlProps(id, { hint, error })}
            rows={rows}
            maxLength={maxLength}
            className={inputClass(error, fieldStyles.textarea)}
          />
        )}
      </Field>
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({ name, label, hint, options, required, placeholder }: { name: string; label: ReactNode; hint?: ReactNode; options: readonly Option[]; required?: boolean; placeholder?: string }) {
  const id = useId();
  const error = useShownError(name);
  return (
    <FieldFrame className={styles.spaced} id={id} label={label} hint={hint} error={error} required={required}>
      <Field<string> name={name} parse={(v) => v}>
        {({ input }) => (
          <select
            {...input}
            value={input.value ?? ''}
            {...fieldControlProps(id, { hint, error, required })}
            className={inputClass(error, styles.select)}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
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

export function RadioGroupField({ name, legend, options, hint }: { name: string; legend: ReactNode; options: readonly Option[]; hint?: ReactNode }) {
  const hintId = useId();
  const error = useShownError(name);
  return (
    <fieldset className={styles.fieldset} aria-describedby={hint ? hintId : undefined}>
      <legend className={fieldStyles.label}>{legend}</legend>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        {options.map((o) => (
          <Field key={o.value} name={name} type="radio" value={o.value}>
            {({ input }) => (
              <label className={controlStyles.choice}>
                <input {...input} />
                <span>{o.label}</span>
              </label>
            )}
          </Field>
        ))}
      </div>
      {error && <p className={fieldStyles.error}>{error}</p>}
    </fieldset>
  );
}

export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  return (
    <Field name={name} type="checkbox">
      {({ input }) => (
        <label className={styles.checkbox}>
          <input {...input} />
          <span>{label}</span>
        </label>
      )}
    </Field>
  );
}
