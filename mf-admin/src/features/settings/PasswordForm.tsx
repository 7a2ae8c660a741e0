import { useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type FormApi } from 'final-form';
import { MANAGER_PASSWORD_MAX, MANAGER_PASSWORD_MIN } from '@homeward/contracts/signed-in';
import { Button, Notice, fieldStyles } from '@homeward/ui';
import { errorText } from '../../shared/DataTable';
import { TextField } from '@homeward/ui/forms';
import { AdminForm } from '../../shared/AdminForm';
import { changePassword } from './api';
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

/** The manager changes their own password: the current one, and the new one twice. */
export function PasswordForm() {
  const [done, setDone] = useState('');
  return (
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
          <AdminForm onSubmit={handleSubmit}>
            <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" maxLength={MANAGER_PASSWORD_MAX} />
            <TextField
              name="newPassword"
              label="New password"
              type="password"
              autoComplete="new-password"
              maxLength={MANAGER_PASSWORD_MAX}
              hint={`At least ${MANAGER_PASSWORD_MIN} characters.`}
            />
            <TextField name="confirmPassword" label="New password again" type="password" autoComplete="new-password" maxLength={MANAGER_PASSWORD_MAX} />
            <p className={fieldStyles.alert} role="alert">
              {submitError ?? ''}
            </p>
            <Notice boxClassName={styles.notice} message={done} onDismiss={() => setDone('')} />
            <div>
              <Button type="submit" busy={submitting}>
                {submitting ? 'Saving…' : 'Change password'}
              </Button>
            </div>
          </AdminForm>
        )}
      />
    </section>
  );
}
