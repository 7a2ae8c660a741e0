import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { formatAmountInput } from '@homeward/domain';
import { fieldControlProps, FieldFrame, fieldStyles, inputClass } from '@homeward/ui';
import { useFieldLook, type FieldLookProps } from './defaults';
import { useShownError } from './useShownError';

export interface TextFieldProps extends FieldLookProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children' | 'required' | 'className'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Dollar amounts: a '$' before, digits only with thousands separators while typing (spec 5). */
  money?: boolean;
  /** A textarea rather than an input. */
  multiline?: boolean;
  /** A textarea's height in lines. */
  rows?: number;
  /** Shapes what is shown while typing; the form keeps what `parse` returns. */
  format?: (value: string) => string;
  /** What the form keeps of what was typed (the MM/DD/YY mask, digits only); the text as typed when left out. */
  parse?: (value: string) => string;
  /** Called with the new text after the form has it, for fields that keep others in step (an amount as shown). */
  onValueChange?: (value: string) => void;
}

/**
 * A labelled text input (or textarea) bound to react-final-form by name, on the house field: its
 * hint and message are read out with it, and it turns red with its message once it was left or a
 * submit failed. What was typed stays through any failure.
 */
export function TextField({ name, label, hint, id, money, multiline, rows, format, parse, onValueChange, required, unmarked, space, className, labelClassName, reserveError, showErrors, ...rest }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const look = useFieldLook({ space, className, labelClassName, reserveError, showErrors, required, unmarked });
  const error = useShownError(name, look.showErrors);
  const shape = money ? formatAmountInput : format;
  const control = { ...fieldControlProps(fieldId, { hint, error, required: look.ariaRequired }), className: inputClass(error, multiline && fieldStyles.textarea) };
  return (
    <FieldFrame id={fieldId} label={look.label(label)} hint={hint} error={error} required={look.marked} className={look.className} reserveError={look.reserveError}>
      <Field<string> name={name} format={shape ? (v) => shape(v ?? '') : undefined} parse={parse ? (v) => parse(v ?? '') : (v) => v ?? ''}>
        {({ input }) => {
          if (multiline) return <textarea {...input} value={input.value ?? ''} {...control} rows={rows} maxLength={rest.maxLength} placeholder={rest.placeholder} />;
          const field = (
            <input
              {...rest}
              {...input}
              value={input.value ?? ''}
              onChange={(event) => {
                input.onChange(event);
                onValueChange?.(money ? formatAmountInput(event.target.value) : event.target.value);
              }}
              {...control}
              type={money ? 'text' : (rest.type ?? 'text')}
              inputMode={money ? 'numeric' : rest.inputMode}
            />
          );
          return money ? <span className={fieldStyles.money}>{field}</span> : field;
        }}
      </Field>
    </FieldFrame>
  );
}

/** A labelled textarea bound by name: a TextField of four lines unless told otherwise. */
export function TextAreaField({ rows = 4, ...props }: Omit<TextFieldProps, 'multiline' | 'money'>) {
  return <TextField {...props} rows={rows} multiline />;
}
