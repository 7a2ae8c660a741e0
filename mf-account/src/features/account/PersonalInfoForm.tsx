import { signupDetailsSchema, z, type AccountDetails } from '@homeward/contracts';
import { validateWith } from '@homeward/ui';
import { AccountForm } from '../../components/AccountForm';
import { TextField } from '@homeward/ui/forms';
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
  const initialValues: PersonalInfoValues = {
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
    email: details.email ?? '',
  };

  return (
    <AccountForm
      label="Personal information"
      initialValues={initialValues}
      validate={validatePersonalInfo}
      save={(values) =>
        save.mutateAsync({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
        })
      }
      savedMessage={(saved) => (saved.email !== details.email ? 'Your details are saved. Please confirm your new email address.' : 'Your details are saved.')}
      failure="Your details could not be saved. Please try again."
      submitLabel={submitLabel}
      onSaved={onSaved}
    >
      <div className={formStyles.row2}>
        <TextField name="firstName" label="First name" autoComplete="given-name" maxLength={40} />
        <TextField name="lastName" label="Last name" autoComplete="family-name" maxLength={40} />
      </div>
      <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={80} hint="We send a link to confirm a new address." />
    </AccountForm>
  );
}
