import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Form, useField } from 'react-final-form';
import type { z } from '@homeward/contracts';
import { validateWith } from '@homeward/ui';
import { FieldDefaults, FormElement, PhoneNumberField, TextField, useShownError, type TextFieldProps } from '@homeward/ui/forms';
import { ErrorSummary } from './ErrorSummary';
import styles from './Form.module.css';

interface Screen {
  formId: string;
  labels: Record<string, string>;
}

const ScreenContext = createContext<Screen>({ formId: 'form', labels: {} });

export interface FormScreenProps<V extends object> {
  formId: string;
  /** The contract schema the request is parsed with; the form shows its messages. */
  schema: z.ZodMiniType;
  /** The form's values as the schema takes them (numbers from typed text, blanks left out). */
  prepare: (values: V) => unknown;
  initialValues: Partial<V>;
  labels: Record<string, string>;
  /** Called with the values once they pass the schema. */
  onValid: (values: V) => void;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A content form on react-final-form, checked with its contract schema: after a refused submit,
 * an error summary linking to each field, a red border and message on each field, and the focus
 * on the first one. What was typed stays; errors follow the typing once a submit has failed.
 */
export function FormScreen<V extends object>({ formId, schema, prepare, initialValues, labels, onValid, title, intro, children }: FormScreenProps<V>) {
  const validate = useMemo(() => validateWith<V>(schema, prepare), [schema, prepare]);
  const screen = useMemo(() => ({ formId, labels }), [formId, labels]);
  return (
    <ScreenContext.Provider value={screen}>
      <Form<V> initialValues={initialValues} validate={validate} onSubmit={(values) => onValid(values)} subscription={{ errors: true, submitFailed: true }}>
        {({ handleSubmit, errors, submitFailed }) => (
          <FormElement id={formId} className={styles.form} aria-labelledby={`${formId}-title`} onSubmit={handleSubmit}>
            <h2 id={`${formId}-title`}>{title}</h2>
            {intro}
            {submitFailed && <ErrorSummary errors={(errors ?? {}) as Record<string, string | undefined>} labels={labels} formId={formId} />}
            <FieldDefaults showErrors="submitted">{children}</FieldDefaults>
          </FormElement>
        )}
      </Form>
    </ScreenContext.Provider>
  );
}

/** A field of the surrounding FormScreen: its id, label, value, message (once a submit failed) and change handler. */
export function useBoundField(name: string, shape: (typed: string) => string = (typed) => typed) {
  const screenField = useScreenField(name);
  const { input } = useField<string>(name, { subscription: { value: true }, parse: (v) => v ?? '' });
  const error = useShownError(name, 'submitted');
  return {
    ...screenField,
    name,
    value: input.value ?? '',
    error,
    onChange: (event: { target: { value: string } }) => input.onChange(shape(event.target.value)),
    onBlur: input.onBlur,
  };
}

/** What a field of the screen takes besides its name: its id and label come from the screen. */
type ScreenFieldProps = Omit<TextFieldProps, 'label' | 'name' | 'id' | 'parse' | 'multiline'> & { name: string };

/** The id and label of the screen's field `name`. */
export function useScreenField(name: string) {
  const { formId, labels } = useContext(ScreenContext);
  return { id: `${formId}-${name}`, label: labels[name] ?? name };
}

export function TextInput({ name, shape, ...rest }: ScreenFieldProps & { /** Shapes the text as it is typed (thousands separators). */ shape?: (typed: string) => string }) {
  return <TextField {...rest} {...useScreenField(name)} name={name} parse={shape} />;
}

export function TextAreaInput({ name, ...rest }: ScreenFieldProps) {
  return <TextField {...rest} {...useScreenField(name)} name={name} multiline />;
}

/** First and last name side by side, both required, as every contact form asks them. */
export function NameRow() {
  return (
    <div className={styles.row}>
      <TextInput name="firstName" required autoComplete="given-name" maxLength={20} />
      <TextInput name="lastName" required autoComplete="family-name" maxLength={20} />
    </div>
  );
}

/** The phone number with its country, handed on as E.164 (the contract's phone rule checks it). */
export function PhoneInput({ name, required }: { name: string; required?: boolean }) {
  return <PhoneNumberField {...useScreenField(name)} name={name} required={required} />;
}
