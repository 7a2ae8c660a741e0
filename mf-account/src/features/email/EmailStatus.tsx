import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountDetails } from '@homeward/contracts';
import { Button } from '@homeward/ui';
import { accountKeys, useSendVerifyEmail } from '../account/api';
import styles from '../account/Account.module.css';

/** The email and whether it is confirmed, with "Send verification email" while it is not (spec 7). */
export function EmailStatus({ details }: { details: AccountDetails }) {
  const client = useQueryClient();
  const send = useSendVerifyEmail();
  const [note, setNote] = useState('');

  if (!details.email) return <span className={styles.muted}>No email yet: add one under Personal information.</span>;

  return (
    <>
      <span>{details.email}</span>
      {details.isEmailConfirmed ? (
        <span className={`${styles.badge} ${styles.badgeOk}`}>Confirmed</span>
      ) : (
        <span className={`${styles.badge} ${styles.badgeWarn}`}>Not confirmed</span>
      )}
      {!details.isEmailConfirmed && (
        <div>
          <Button
            variant="secondary"
            size="small"
            busy={send.isPending}
            onClick={() =>
              send.mutate(undefined, {
                onSuccess: (result) => {
                  if (result.emailStatus === 'AlreadyConfirmed') {
                    setNote(`${result.email} is already confirmed.`);
                    void client.invalidateQueries({ queryKey: accountKeys.details });
                  } else {
                    setNote(`We sent a confirmation link to ${result.email}. It works for 24 hours.`);
                  }
                },
                onError: (error) => setNote(error.message),
              })
            }
          >
            {send.isPending ? 'Sending…' : 'Send verification email'}
          </Button>
          <p className={styles.status} role="status">
            {note}
          </p>
        </div>
      )}
    </>
  );
}
