import { ApiError } from '@homeward/platform';
import { OFFER_ERROR_TITLES, SUPPORT_HOURS } from '@homeward/domain';
import { Button } from '@homeward/ui';
import { Modal as Dialog } from '@homeward/ui';
import styles from './RequestForm.module.css';

/** The server's own explanation, when it sent one (spec 7: `errorMessage`). */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'errorMessage' in error.body) {
    const message = (error.body as { errorMessage: unknown }).errorMessage;
    return typeof message === 'string' && message.trim() ? message.trim() : undefined;
  }
  return undefined;
}

function whatHappened(error: unknown, what: string): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return `Your sign-in ended before we could send your ${what}.`;
    if (error.status === 400 || error.status === 422) return `We could not accept your ${what} as it is.`;
    if (error.status === 429) return `We received too many requests from you in a short time, so your ${what} was not sent.`;
    return `Our service had a problem and your ${what} was not sent.`;
  }
  return `Your ${what} was not sent because we could not reach Homeward. Your connection may be offline.`;
}

export interface SendErrorPopupProps {
  error: unknown;
  onClose: () => void;
  /** What was being sent, in the words of the page: 'offer', 'tour request'. */
  what: string;
  submitLabel: string;
}

/** Spec 8: a failed post opens a popup titled 'Error!'; the body says what happened and what to do. */
export function SendErrorPopup({ error, onClose, what, submitLabel }: SendErrorPopupProps) {
  const fromServer = error ? serverMessage(error) : undefined;
  return (
    <Dialog open={!!error} onClose={onClose} title={OFFER_ERROR_TITLES[0]}>
      {!!error && (
        <div className={styles.errorBody}>
          <p>{whatHappened(error, what)}</p>
          {fromServer && (
            <p>
              The reason we were given: <q className={styles.quote}>{fromServer}</q>
            </p>
          )}
          <p>
            Everything you entered is still in the form. Check the details, then press <strong>{submitLabel}</strong> again. If
            it keeps failing, try again in a few minutes or call us ({SUPPORT_HOURS}).
          </p>
          <Button onClick={onClose}>Back to the form</Button>
        </div>
      )}
    </Dialog>
  );
}
