import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { Form, useField } from 'react-final-form';
import type { z } from '@homeward/contracts';
import { focusFirstInvalid, PhoneField, validateWith } from '@homeward/ui';
import { ErrorSummary } from './ErrorSummary';
import { TextAreaField, TextField } from './Field';
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
  const formRef = useRef<HTMLFormElement>(null);
  const screen = useMemo(() => ({ formId, labels }), [formId, labels]);
  return (
    <ScreenContext.Provider value={screen}>
      <Form<V> initialValues={initialValues} validate={validate} onSubmit={(values) => onValid(values)} subscription={{ errors: true, submitFailed: true }}>
        {({ handleSubmit, errors, submitFailed }) => (
          <form
            ref={formRef}
            id={formId}
            className={styles.form}
            noValidate
            aria-labelledby={`${formId}-title`}
            onSubmit={(event) => {
              void handleSubmit(event);
              focusFirstInvalid(formRef.current);
            }}
          >
            <h2 id={`${formId}-title`}>{title}</h2>
            {intro}
            {submitFailed && <ErrorSummary errors={(errors ?? {}) as Record<string, string | undefined>} labels={labels} formId={formId} />}
            {children}
          </form>
        )}
      </Form>
    </ScreenContext.Provider>
  );
}

/** A field of the surrounding FormScreen: its id, label, value, message (once a submit failed) and change handler. */
export function useBoundField(name: string, shape: (typed: string) => string = (typed) => typed) {
  const { formId, labels } = useContext(ScreenContext);
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, submitFailed: true }, parse: (v) => v ?? '' });
  return {
    id: `${formId}-${name}`,
    name,
    label: labels[name] ?? name,
    value: input.value ?? '',
    error: meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined,
    onChange: (event: { target: { value: string } }) => input.onChange(shape(event.target.value)),
    onBlur: input.onBlur,
  };
}

type TextInputProps = Omit<Parameters<typeof TextField>[0], 'label' | 'value' | 'onChange' | 'error' | 'name' | 'id'> & {
  name: string;
  /** Shapes the text as it is typed (thousands separators). */
  shape?: (typed: string) => string;
};

export function TextInput({ name, shape, ...rest }: TextInputProps) {
  return <TextField {...rest} {...useBoundField(name, shape)} />;
}

export function TextAreaInput({ name, ...rest }: Omit<Parameters<typeof TextAreaField>[0], 'label' | 'value' | 'onChange' | 'error' | 'name' | 'id'> & { name: string }) {
  return <TextAreaField {...rest} {...useBoundField(name)} />;
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
  const field = useBoundField(name);
  return <PhoneField id={field.id} name={name} label={field.label} required={required} value={field.value} error={field.error} onBlur={field.onBlur} onChange={(value) => field.onChange({ target: { value } })} />;
}
