import { useRef } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { signupDetailsSchema, z, type AccountDetails } from '@homeward/contracts';
import { bus } from '@homeward/platform';
import { Button, fieldStyles, focusFirstInvalid, validateWith } from '@homeward/ui';
import { TextField } from '../../components/TextField';
import formStyles from '../../components/Form.module.css';
import { useSaveDetails } from '../../shared/accountApi';

interface PersonalInfoValues {
  firstName: string;
  lastName: string;
  email: string;
}

/** The name and email rules Account/Details applies: the sign-up's, one rule for both. */
const validatePersonalInfo = validateWith<PersonalInfoValues>(z.pick(signupDetailsSchema, { firstName: true, lastName: true, email: true }));

export interface PersonalInfoFormProps {
  details: AccountDetails;
  /** Label of the save button (a new social user "finishes" rather than "saves"). */
  submitLabel?: string;
  onSaved?: (details: AccountDetails) => void;
}

/** First and last name and email (spec 5 rules); a saved change reaches the nav bar at once. */
export function PersonalInfoForm({ details, submitLabel = 'Save changes', onSaved }: PersonalInfoFormProps) {
  const save = useSaveDetails();
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues: PersonalInfoValues = {
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
    email: details.email ?? '',
  };

  return (
    <Form<PersonalInfoValues>
      initialValues={initialValues}
      // Keeps what the user typed when the saved details come back.
      keepDirtyOnReinitialize
      validate={validatePersonalInfo}
      onSubmit={async (values) => {
        try {
          const saved = await save.mutateAsync({
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
          });
          const emailChanged = saved.email !== details.email;
          bus.publish({
            type: 'toast',
            kind: 'success',
            message: emailChanged ? 'Your details are saved. Please confirm your new email address.' : 'Your details are saved.',
          });
          onSaved?.(saved);
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: error instanceof Error ? error.message : 'Your details could not be saved. Please try again.' };
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form
          ref={formRef}
          className={formStyles.form}
          noValidate
          aria-label="Personal information"
          onSubmit={(event) => {
            void handleSubmit(event);
            focusFirstInvalid(formRef.current);
          }}
        >
          <div className={formStyles.row2}>
            <TextField name="firstName" label="First name" autoComplete="given-name" maxLength={40} />
            <TextField name="lastName" label="Last name" autoComplete="family-name" maxLength={40} />
          </div>
          <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={80} hint="We send a link to confirm a new address." />
          <p className={fieldStyles.alert} role="alert">
            {submitError ?? ''}
          </p>
          <div className={formStyles.actions}>
            <Button type="submit" busy={submitting}>
              {submitting ? 'Saving…' : submitLabel}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
