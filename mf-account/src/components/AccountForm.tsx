import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { bus } from '@homeward/platform';
import { Button, fieldStyles } from '@homeward/ui';
import { FieldDefaults, FormElement } from '@homeward/ui/forms';
import formStyles from './Form.module.css';

export interface AccountFormProps<Values, Answer> {
  /** The form's accessible name. */
  label: string;
  initialValues: Values;
  validate: FormProps<Values>['validate'];
  /** Sends the values; its answer goes to `savedMessage` and `onSaved`. */
  save: (values: Values) => Promise<Answer>;
  /** The toast once saved. */
  savedMessage: (answer: Answer) => string;
  /** What the form says when a failure brings no words of its own. */
  failure: string;
  submitLabel: string;
  onSaved?: (answer: Answer) => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * An account settings form: its fields (the house kit's, each keeping its message line in place), the failure above the save button, and the save itself.
 * What the user typed stays while the saved values come back; a failed save keeps it and says why;
 * a save with invalid fields moves the focus to the first of them.
 */
export function AccountForm<Values, Answer>({ label, initialValues, validate, save, savedMessage, failure, submitLabel, onSaved, children }: AccountFormProps<Values, Answer>) {
  return (
    <Form<Values>
      initialValues={initialValues}
      // Keeps what the user typed when the saved values come back.
      keepDirtyOnReinitialize
      validate={validate}
      onSubmit={async (values) => {
        try {
          const answer = await save(values);
          bus.publish({ type: 'toast', kind: 'success', message: savedMessage(answer) });
          onSaved?.(answer);
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: error instanceof Error ? error.message : failure };
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <FormElement className={formStyles.form} aria-label={label} onSubmit={handleSubmit}>
          <FieldDefaults reserveError>{children}</FieldDefaults>
          <p className={fieldStyles.alert} role="alert">
            {submitError ?? ''}
          </p>
          <div className={formStyles.actions}>
            <Button type="submit" busy={submitting}>
              {submitting ? 'Saving…' : submitLabel}
            </Button>
          </div>
        </FormElement>
      )}
    />
  );
}
