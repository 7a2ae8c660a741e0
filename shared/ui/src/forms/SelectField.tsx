import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { fieldControlProps, FieldFrame, inputClass } from '@homeward/ui';
import { useFieldLook, type FieldLookProps } from './defaults';
import { useShownError } from './useShownError';

export interface FieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldLookProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly FieldOption[];
  /** A first, empty choice ('Choose…'); none when left out. */
  placeholder?: string;
}

/** A labelled select bound by name, on the house field. */
export function SelectField({ name, label, hint, options, placeholder, id, required, unmarked, space, className, labelClassName, reserveError, showErrors }: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const look = useFieldLook({ space, className, labelClassName, reserveError, showErrors, required, unmarked });
  const error = useShownError(name, look.showErrors);
  return (
    <FieldFrame id={fieldId} label={look.label(label)} hint={hint} error={error} required={look.marked} className={look.className} reserveError={look.reserveError}>
      <Field<string> name={name} parse={(v) => v ?? ''}>
        {({ input }) => (
          <select {...input} value={input.value ?? ''} {...fieldControlProps(fieldId, { hint, error, required: look.ariaRequired })} className={inputClass(error)}>
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
