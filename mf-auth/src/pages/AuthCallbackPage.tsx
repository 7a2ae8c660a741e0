import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LoginResult } from '@homeward/contracts';
import { safeRedirect } from '@homeward/domain';
import { ApiError, removeKeys, storageKeys, storeLogin } from '@homeward/platform';
import { LoadingBlock, buttonClass, classes, layoutStyles, panelStyles } from '@homeward/ui';
import { SIGN_IN_FAILED_MESSAGE, SocialSignInError, completeSocialSignIn } from '../features/login/social/oidc';
import styles from './Page.module.css';
import { paths } from '@homeward/contracts';

/** Where a finished social sign-in goes: the saved path, or the account page to finish the profile (spec 4.2). */
export function socialLandingPath(result: Pick<LoginResult, 'isEstablished'>, target: string): string {
  return result.isEstablished ? target : paths.account.overview.href();
}

/** One run per callback URL: the code in it can be redeemed only once, even if React mounts twice. */
const runs = new Map<string, Promise<string>>();

function finishSignIn(href: string): Promise<string> {
  let run = runs.get(href);
  if (!run) {
    run = (async () => {
      const result = await completeSocialSignIn(new URL(href));
      storeLogin(result, result.authProvider);
      removeKeys([storageKeys.authRedirect]);
      return socialLandingPath(result, safeRedirect(result.returnTo));
    })();
    runs.set(href, run);
  }
  return run;
}

/** /auth/callback: the identity provider returns here; the session is created and the user moves on. */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let active = true;
    finishSignIn(window.location.href).then(
      (to) => active && navigate(to, { replace: true }),
      (failure: unknown) => {
        console.error('Social sign-in failed', failure);
        if (!active) return;
        // The provider's and the API's own texts say what went wrong; anything else gets the general one.
        setError(failure instanceof SocialSignInError || failure instanceof ApiError ? failure.message : SIGN_IN_FAILED_MESSAGE);
      },
    );
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <div className={classes(layoutStyles.page, styles.page)}>
      <section className={classes(panelStyles.panel, styles.card, styles.status)} aria-labelledby="callback-title">
        <h1 id="callback-title" className={styles.title}>
          {error ? 'Sign-in did not finish' : 'Signing you in…'}
        </h1>
        {error ? (
          <>
            <p className={styles.alert} role="alert">
              {error}
            </p>
            <Link className={buttonClass('primary')} to={paths.auth.login.href()} replace>
              Back to login
            </Link>
          </>
        ) : (
          <LoadingBlock label="Finishing your sign-in…" />
        )}
      </section>
    </div>
  );
}
