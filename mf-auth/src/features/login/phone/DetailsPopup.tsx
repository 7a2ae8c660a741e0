import { useId, useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { signupDetailsSchema, z } from '@homeward/contracts';
import { Button, fieldStyles, focusFirstInvalid, Modal, validateWith, inputClass, stackClass } from '@homeward/ui';
import styles from '../../../components/Form.module.css';

export interface DetailsValues {
  firstName: string;
  lastName: string;
  email: string;
}

/** The name-and-email popup (spec 5) checks what LoginWithPhone checks: the contract's sign-up details. */
const detailsSchema = z.pick(signupDetailsSchema, { firstName: true, lastName: true, email: true });
export const validateDetails = validateWith<Partial<DetailsValues>>(detailsSchema);

function TextField({ name, label, type = 'text', autoComplete }: { name: keyof DetailsValues; label: string; type?: string; autoComplete: string }) {
  const id = useId();
  const errorId = useId();
  return (
    <Field name={name}>
      {({ input, meta }) => {
        const shownError: string | undefined = meta.touched || meta.submitFailed ? meta.error : undefined;
        return (
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={id}>
              {label}
            </label>
            <input
              {...input}
              id={id}
              type={type}
              autoComplete={autoComplete}
              className={inputClass(shownError)}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={errorId}
            />
            <p id={errorId} className={fieldStyles.error}>
              {shownError ?? ''}
            </p>
          </div>
        );
      }}
    </Field>
  );
}

export interface DetailsPopupProps {
  /** Completes the sign-up; a rejection's text is shown in the popup and the fields keep their values. */
  submit: (values: DetailsValues) => Promise<void>;
  errorMessage: (error: unknown) => string;
  onClose: () => void;
}

/** Spec 2.6 / 4.2 step 4: a new user's name and email, collected before the login completes. */
export function DetailsPopup({ submit, errorMessage, onClose }: DetailsPopupProps) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Modal open onClose={onClose} title="Create your account" subtitle="Add your name and email to finish signing up.">
      <Form<DetailsValues>
        validate={validateDetails}
        onSubmit={async (values) => {
          try {
            await submit({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() });
            return undefined;
          } catch (failure) {
            return { [FORM_ERROR]: errorMessage(failure) };
          }
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form
            ref={formRef}
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              void handleSubmit(event);
              // Take the user to the first field that needs fixing once the borders are drawn.
              focusFirstInvalid(formRef.current);
            }}
          >
            <div className={stackClass(3, styles.row2)}>
              <TextField name="firstName" label="First name" autoComplete="given-name" />
              <TextField name="lastName" label="Last name" autoComplete="family-name" />
            </div>
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <p className={fieldStyles.alert} role="alert">
              {submitError ?? ''}
            </p>
            <Button type="submit" block busy={submitting}>
              {submitting ? 'Creating your account…' : 'Create account'}
            </Button>
          </form>
        )}
      />
    </Modal>
  );
}
