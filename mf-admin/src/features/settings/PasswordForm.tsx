import { useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type FormApi } from 'final-form';
import { MANAGER_PASSWORD_MAX, MANAGER_PASSWORD_MIN } from '@homeward/contracts/signed-in';
import { Button, Notice } from '@homeward/ui';
import { changePassword } from '../../shared/api';
import { AdminFrame } from '../../shared/AdminFrame';
import { errorText } from '../../shared/DataTable';
import { FormField, SubmitForm } from '../../shared/FormField';
import styles from '../../shared/Admin.module.css';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validatePasswords(values: Partial<Values>): Partial<Values> {
  const errors: Partial<Values> = {};
  if (!values.currentPassword) errors.currentPassword = 'Enter your current password.';
  const next = values.newPassword ?? '';
  if (!next) errors.newPassword = 'Enter a new password.';
  else if (next.length < MANAGER_PASSWORD_MIN) errors.newPassword = `Use at least ${MANAGER_PASSWORD_MIN} characters.`;
  else if (next.length > MANAGER_PASSWORD_MAX) errors.newPassword = `Use at most ${MANAGER_PASSWORD_MAX} characters.`;
  else if (next === values.currentPassword) errors.newPassword = 'Choose a new password that differs from the current one.';
  if (!values.confirmPassword) errors.confirmPassword = 'Enter the new password again.';
  else if (values.confirmPassword !== next) errors.confirmPassword = 'The passwords do not match.';
  return errors;
}

/** Settings: the manager's own password. */
export default function SettingsPage() {
  const [done, setDone] = useState('');
  return (
    <AdminFrame title="Settings" intro="Your manager account.">
      <section className={styles.card} aria-labelledby="password-title">
        <h2 id="password-title" className={styles.cardTitle}>
          Change your password
        </h2>
        <Form<Values>
          validate={validatePasswords}
          onSubmit={async (values, form: FormApi<Values>) => {
            setDone('');
            try {
              await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
              setDone('Your password has been changed. Other sign-ins with the old password have ended.');
              setTimeout(() => form.restart());
              return undefined;
            } catch (error) {
              return { [FORM_ERROR]: errorText(error) };
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <SubmitForm onSubmit={handleSubmit}>
              <FormField name="currentPassword" label="Current password" type="password" autoComplete="current-password" maxLength={MANAGER_PASSWORD_MAX} />
              <FormField
                name="newPassword"
                label="New password"
                type="password"
                autoComplete="new-password"
                maxLength={MANAGER_PASSWORD_MAX}
                hint={`At least ${MANAGER_PASSWORD_MIN} characters.`}
              />
              <FormField name="confirmPassword" label="New password again" type="password" autoComplete="new-password" maxLength={MANAGER_PASSWORD_MAX} />
              <p className={styles.alert} role="alert">
                {submitError ?? ''}
              </p>
              <Notice boxClassName={styles.notice} message={done} onDismiss={() => setDone('')} />
              <div>
                <Button type="submit" busy={submitting}>
                  {submitting ? 'Saving…' : 'Change password'}
                </Button>
              </div>
            </SubmitForm>
          )}
        />
      </section>
    </AdminFrame>
  );
}
