import { useId } from 'react';
import { useField } from 'react-final-form';
import { PhoneField } from '@homeward/ui/phone';
import { useFieldLook, type FieldLookProps } from './defaults';
import { useShownError } from './useShownError';

export interface PhoneNumberFieldProps extends Pick<FieldLookProps, 'id' | 'required' | 'space' | 'className' | 'showErrors'> {
  name: string;
  label: string;
  hint?: string;
}

/**
 * A phone number of any country of the list with its country, formatted as it is typed; the form
 * holds it as the E.164 the contracts take ('+12065550142').
 */
export function PhoneNumberField({ name, label, hint, id, required, space, className, showErrors }: PhoneNumberFieldProps) {
  const autoId = useId();
  const look = useFieldLook({ space, className, showErrors });
  const error = useShownError(name, look.showErrors);
  const { input } = useField<string>(name, { subscription: { value: true }, parse: (v) => v ?? '' });
  const field = (
    <PhoneField id={id ?? autoId} name={name} label={label} hint={hint} required={required} value={input.value ?? ''} error={error} onBlur={() => input.onBlur()} onChange={(value) => input.onChange(value)} />
  );
  return look.className ? <div className={look.className}>{field}</div> : field;
}
