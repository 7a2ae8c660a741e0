import { useCallback, useRef, useState, type FormEvent } from 'react';

export type Errors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Form state for the enquiry forms: values as typed, errors from a pure validator, and the
 * field to focus when a submit fails. Values survive a failed submit untouched.
 */
export function useForm<T extends Record<string, string>>(initial: T, validate: (values: T) => Errors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors<T>>({});
  const [submitted, setSubmitted] = useState(false);

  const setField = useCallback(
    (name: keyof T & string, value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      // After the first submit, errors follow the typing so a fixed field clears at once.
      if (submitted) setErrors(validate(next));
    },
    [submitted, validate, values],
  );

  /** Validates everything; returns the errors so the caller can focus the first one. */
  const check = useCallback((): Errors<T> => {
    const found = validate(values);
    setErrors(found);
    setSubmitted(true);
    return found;
  }, [validate, values]);

  return { values, errors, setField, check, setErrors };
}

/** Moves focus to the first invalid field, in the order the fields are listed. */
export function focusFirstInvalid(form: HTMLFormElement | null, order: readonly string[], errors: Record<string, unknown>): void {
  const first = order.find((name) => errors[name]);
  if (!first || !form) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}

export interface FormScreenOptions<T extends Record<string, string>> {
  formId: string;
  initial: T;
  validate: (values: T) => Errors<T>;
  /** Field names in the order they appear, for focusing the first invalid one. */
  order: readonly string[];
  labels: Record<string, string>;
  /** Called with the values once they pass validation. */
  onValid: (values: T) => void;
}

/**
 * The enquiry forms' submit cycle: validate, show the error summary and focus the first invalid
 * field, or hand the values on; plus the props each labelled field needs.
 */
export function useFormScreen<T extends Record<string, string>>({ formId, initial, validate, order, labels, onValid }: FormScreenOptions<T>) {
  const form = useForm(initial, validate);
  const formRef = useRef<HTMLFormElement>(null);
  const [showSummary, setShowSummary] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = form.check();
    if (Object.keys(found).length > 0) {
      setShowSummary(true);
      focusFirstInvalid(formRef.current, order, found);
      return;
    }
    setShowSummary(false);
    onValid(form.values);
  };

  const field = (name: keyof T & string) => ({
    id: `${formId}-${name}`,
    name,
    label: labels[name],
    value: form.values[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.setField(name, event.target.value),
  });

  return { ...form, formRef, showSummary, onSubmit, field };
}
