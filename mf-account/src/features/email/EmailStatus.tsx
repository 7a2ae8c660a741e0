import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountDetails } from '@homeward/contracts';
import { Button, Notice } from '@homeward/ui';
import { accountDetailsQuery, useSendVerifyEmail } from '../../shared/accountApi';
import styles from '../../shared/Account.module.css';

/** The email and whether it is confirmed, with "Send verification email" while it is not (spec 7). */
export function EmailStatus({ details }: { details: AccountDetails }) {
  const client = useQueryClient();
  const send = useSendVerifyEmail();
  // A sent link is a confirmation that goes after 10 s (spec 9); a failure stays until the user tries again.
  const [note, setNote] = useState<{ text: string; failed?: boolean }>({ text: '' });

  if (!details.email) return <span className={styles.muted}>No email yet: add one under Personal information.</span>;

  return (
    <>
      {/* The badge wraps under a long address flush with it, not indented. */}
      <span className={styles.emailLine}>
        <span>{details.email}</span>
        {details.isEmailConfirmed ? (
          <span className={`${styles.badge} ${styles.badgeOk}`}>Confirmed</span>
        ) : (
          <span className={`${styles.badge} ${styles.badgeWarn}`}>Not confirmed</span>
        )}
      </span>
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
                    setNote({ text: `${result.email} is already confirmed.` });
                    void client.invalidateQueries({ queryKey: accountDetailsQuery.queryKey });
                  } else {
                    setNote({ text: `We sent a confirmation link to ${result.email}. It works for 24 hours.` });
                  }
                },
                onError: (error) => setNote({ text: error.message, failed: true }),
              })
            }
          >
            {send.isPending ? 'Sending…' : 'Send verification email'}
          </Button>
          <Notice className={styles.status} message={note.text} dismissAfter={note.failed ? null : undefined} tone={note.failed ? 'danger' : 'success'} />
        </div>
      )}
    </>
  );
}
