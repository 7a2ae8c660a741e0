import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@homeward/contracts';
import { signedInCalls } from '@homeward/contracts/signed-in';
import { bus, callApi, session, useSession } from '@homeward/platform';
import { Button, buttonClass, Modal, fieldStyles, primitiveStyles } from '@homeward/ui';
import { AccountFrame } from '../features/account/AccountFrame';
import { cardClass } from '../shared/card';
import styles from '../shared/Account.module.css';
import formStyles from '../components/Form.module.css';

const loginHref = paths.auth.login.href(paths.account.deletion.href());

/** Deletes on the server, then signs this browser out everywhere it is signed in and goes home. */
function useDeleteAccount() {
  return useMutation({
    mutationFn: () => callApi(signedInCalls.deleteAccount),
    onSuccess: () => {
      session.clear();
      bus.publish({ type: 'auth:signed-out', reason: 'user' });
      window.location.assign('/');
    },
  });
}

/** The account-deletion page of spec 2.1: public, explains what goes, and asks twice before deleting. */
export default function AccountDeletionPage() {
  const status = useSession((s) => s.status);
  const signedIn = status === 'signed-in' || (status === 'unknown' && session.isLoggedIn());
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const remove = useDeleteAccount();

  return (
    <AccountFrame title="Delete your Homeward account" backLink={signedIn}>
      <section className={cardClass} aria-labelledby="what-title">
        <h2 id="what-title" className={primitiveStyles.sectionTitle}>
          What is deleted
        </h2>
        <ul>
          <li>Your profile: name, phone number, email address and profile picture.</li>
          <li>Your saved homes.</li>
          <li>Your tour, offer, inspection and mortgage requests.</li>
          <li>Any agent or partner application, partner profile and the payment records that go with them.</li>
          <li>Your notices, and every sign-in on every device: you are signed out everywhere.</li>
        </ul>
        <p className={styles.muted}>Deleting cannot be undone. You can create a new account with the same phone number later.</p>
      </section>
      <section className={cardClass} aria-labelledby="do-title">
        <h2 id="do-title" className={primitiveStyles.sectionTitle}>
          Delete my account
        </h2>
        {signedIn ? (
          <>
            <p>You will be asked to confirm before anything is deleted.</p>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete my account
            </Button>
          </>
        ) : (
          <>
            <p>Log in to the account you want to delete; you will come back here to confirm.</p>
            <Link to={loginHref} className={buttonClass('primary')}>
              Log in to continue
            </Link>
          </>
        )}
      </section>
      <Modal
        open={confirming}
        onClose={() => {
          if (remove.isPending) return;
          setConfirming(false);
          setUnderstood(false);
        }}
        title="Delete your account for good?"
        subtitle="Your profile, saved homes, requests and sign-ins will be deleted. This cannot be undone."
      >
        <div className={formStyles.form}>
          <label className={formStyles.check}>
            <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
            <span>I understand that my account and everything in it will be deleted.</span>
          </label>
          <p className={fieldStyles.alert} role="alert">
            {remove.isError ? remove.error.message : ''}
          </p>
          <div className={formStyles.actions}>
            <Button variant="danger" disabled={!understood} busy={remove.isPending || remove.isSuccess} onClick={() => remove.mutate()}>
              {remove.isPending || remove.isSuccess ? 'Deleting…' : 'Delete account permanently'}
            </Button>
            <Button variant="secondary" disabled={remove.isPending} onClick={() => setConfirming(false)}>
              Keep my account
            </Button>
          </div>
        </div>
      </Modal>
    </AccountFrame>
  );
}
