import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@homeward/contracts';
import { adminLoginBodySchema } from '@homeward/contracts/signed-in';
import { bus, expiryOf, session, useSession } from '@homeward/platform';
import { Button, classes, fieldStyles, layoutStyles, panelStyles, validateWith } from '@homeward/ui';
import { errorText } from '../../shared/DataTable';
import { TextField } from '@homeward/ui/forms';
import { AdminForm } from '../../shared/AdminForm';
import { adminLogin } from './api';
import styles from './LoginForm.module.css';

interface Values {
  email: string;
  password: string;
}

/** The sign-in form refuses what the API's sign-in refuses, in its words. */
export const validateLogin = validateWith<Partial<Values>>(adminLoginBodySchema);

/** Only admin pages are sensible after a manager signs in. */
export function adminTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect && /^\/admin\/(?!login)[^/\\]/i.test(redirect) && !redirect.startsWith('//') ? redirect : paths.admin.home.href();
}

/** The manager's sign-in (spec 2.1): email and password (POST /api/auth/login), then on to the admin page asked for. */
export function LoginForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const isAdmin = useSession((s) => s.isAdmin);
  const loggedIn = useSession((s) => !!s.loginDetails?.id);

  useEffect(() => {
    document.title = 'Manager sign-in · Homeward admin';
  }, []);
  useEffect(() => {
    // A manager who is already signed in goes straight on.
    if (isAdmin && loggedIn && session.isLoggedIn()) navigate(adminTarget(search), { replace: true });
  }, [isAdmin, loggedIn, navigate, search]);

  return (
    <div className={classes(layoutStyles.page, styles.page)}>
      <section className={classes(panelStyles.panel, styles.card)} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className={styles.title}>
          Manager sign-in
        </h1>
        <p className={styles.subtitle}>Sign in with your Homeward manager email and password.</p>
        <Form<Values>
          validate={validateLogin}
          onSubmit={async (values) => {
            try {
              const result = await adminLogin({ email: values.email.trim(), password: values.password });
              session.signIn({ id: result.user.id, accessToken: result.token, tokenExpiration: expiryOf(result) }, result.refreshToken);
              session.setAdmin(true);
              bus.publish({ type: 'auth:signed-in', userId: result.user.id });
              navigate(adminTarget(search), { replace: true });
              return undefined;
            } catch (error) {
              return { [FORM_ERROR]: errorText(error) };
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <AdminForm onSubmit={handleSubmit}>
              <TextField name="email" label="Email" type="email" autoComplete="username" maxLength={50} />
              <TextField name="password" label="Password" type="password" autoComplete="current-password" maxLength={200} />
              <p className={fieldStyles.alert} role="alert">
                {submitError ?? ''}
              </p>
              <Button type="submit" block busy={submitting}>
                {submitting ? 'Signing in…' : 'Sign in'}
              </Button>
            </AdminForm>
          )}
        />
      </section>
    </div>
  );
}
