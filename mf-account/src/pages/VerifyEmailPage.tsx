import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCalls, paths } from '@homeward/contracts';
import { ApiError, callApi, session, useSession } from '@homeward/platform';
import { Button, buttonClass, LoadingBlock, primitiveStyles } from '@homeward/ui';
import { AccountFrame } from '../features/account/AccountFrame';
import { accountDetailsQuery, announceProfile, useSendVerifyEmail } from '../shared/accountApi';
import { cardClass } from '../shared/card';
import styles from '../shared/Account.module.css';

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 410) {
    return 'This link has expired or has been used already. Links work once, for 24 hours, and only for the address they were sent to.';
  }
  if (error instanceof ApiError && error.status === 400) return 'This link is not complete. Please open the whole link from the email.';
  return 'We could not check this link just now. Please try again in a moment.';
}

/** A new link, for a signed-in user; a visitor logs in first and asks from the account page. */
function SendAnother() {
  const status = useSession((s) => s.status);
  const send = useSendVerifyEmail();
  const [note, setNote] = useState('');
  if (!(status === 'signed-in' || (status === 'unknown' && session.isLoggedIn()))) {
    return (
      <Link to={paths.auth.login.href(paths.account.overview.href())} className={buttonClass('primary')}>
        Log in to get a new link
      </Link>
    );
  }
  return (
    <div>
      <Button
        busy={send.isPending}
        onClick={() =>
          send.mutate(undefined, {
            onSuccess: (result) =>
              setNote(
                result.emailStatus === 'AlreadyConfirmed'
                  ? `${result.email} is already confirmed: there is nothing more to do.`
                  : `We sent a new link to ${result.email}. It works for 24 hours.`,
              ),
            onError: (error) => setNote(error.message),
          })
        }
      >
        {send.isPending ? 'Sending…' : 'Send a new verification email'}
      </Button>
      <p className={styles.status} role="status">
        {note}
      </p>
    </div>
  );
}

/** /verify/email?token=…: the link in the verification email (spec 2.1). */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useQueryClient();
  const result = useQuery({
    queryKey: ['mf-account', 'verify-email', token],
    queryFn: () => callApi(apiCalls.verifyEmail, { query: { token } }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  useEffect(() => {
    if (!result.isSuccess || !session.isLoggedIn()) return;
    // The nav bar and the account pages learn the new state at once.
    void client.fetchQuery({ ...accountDetailsQuery, staleTime: 0 }).then(announceProfile, () => undefined);
  }, [result.isSuccess, client]);

  return (
    <AccountFrame title="Confirm your email" backLink={false}>
      <section className={cardClass} aria-live="polite">
        {!token ? (
          <>
            <h2 className={primitiveStyles.sectionTitle}>This link is not complete</h2>
            <p>Please open the whole link from the email we sent you, or ask for a new one.</p>
            <SendAnother />
          </>
        ) : result.isPending ? (
          <LoadingBlock label="Confirming your email…" />
        ) : result.isSuccess ? (
          <>
            <h2 className={primitiveStyles.sectionTitle}>Your email is confirmed</h2>
            <p>
              Thank you. <strong>{result.data.email}</strong> is now confirmed on your Homeward account.
            </p>
            <Link to={session.isLoggedIn() ? paths.account.overview.href() : '/'} className={buttonClass('primary')}>
              {session.isLoggedIn() ? 'Go to your account' : 'Go to the home page'}
            </Link>
          </>
        ) : (
          <>
            <h2 className={primitiveStyles.sectionTitle}>We could not confirm your email</h2>
            <p role="alert">{failureText(result.error)}</p>
            <SendAnother />
          </>
        )}
      </section>
    </AccountFrame>
  );
}
