import { useEffect, useRef, useState } from 'react';
import { formatPhoneNumber } from '@homeward/contracts/phone';
import { CODE_LENGTH, RESEND_CODE_SECONDS } from '@homeward/domain';
import { Button, Modal } from '@homeward/ui';
import styles from './Form.module.css';
import popup from './CodePopup.module.css';
import { CodeField } from './CodeField';
import { formatSeconds, useCountdown } from '../shared/useCountdown';
import type { PhoneNumberInput } from './PhoneStep';

export const EMPTY_CODE_MESSAGE = 'Enter the 6-digit code we sent you.';
export const SHORT_CODE_MESSAGE = 'Invalid code, please enter the correct 6-digit code.';

export interface CodePopupProps {
  number: PhoneNumberInput;
  /** When the current code was sent (epoch ms); the resend countdown runs from here. */
  sentAt: number;
  /** Checks the code; a rejection is shown in the popup and the code stays for correcting. */
  submit: (code: string) => Promise<void>;
  /** Sends a fresh code; the parent moves `sentAt`. */
  resend: () => Promise<void>;
  errorMessage: (error: unknown) => string;
  onClose: () => void;
}

/** The number the code went to, with its calling code: '+1 (206) 555-0142', '+852 9123 4567'. */
export function displayPhone(number: PhoneNumberInput): string {
  const shown = formatPhoneNumber(number.phone);
  return number.phone.startsWith('+1') ? `+1 ${shown}` : shown;
}

/** Spec 2.6 code popup: one field of 6 digits, a 59-second resend countdown, then 'Send code again'. */
export function CodePopup({ number, sentAt, submit, resend, errorMessage, onClose }: CodePopupProps) {
  const { code, error, empty, busy, resending, notice, input, check, sendAgain, changeCode } = useCodeEntry({ number, submit, resend, errorMessage });
  const left = useCountdown(sentAt + RESEND_CODE_SECONDS * 1000);

  return (
    <Modal
      open
      onClose={onClose}
      title="Enter your code"
      subtitle={`We texted a 6-digit code to ${displayPhone(number)}.`}
      className={popup.popup}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void check(code);
        }}
      >
        <CodeField value={code} inputRef={input} invalid={empty} error={error} onChange={changeCode} />
        <Button type="submit" block busy={busy}>
          {busy ? 'Checking your code…' : 'Verify'}
        </Button>
        <div className={popup.resend}>
          {left > 0 ? (
            <p className={styles.status}>
              You can request a new code in <span className={popup.timer}>{formatSeconds(left)}</span>
            </p>
          ) : (
            <Button variant="link" disabled={resending} onClick={() => void sendAgain()}>
              {resending ? 'Sending…' : 'Send code again'}
            </Button>
          )}
          <Button variant="link" onClick={onClose}>
            Use a different number
          </Button>
        </div>
        <p className={styles.status} role="status">
          {notice}
        </p>
      </form>
    </Modal>
  );
}

/** The code as it is typed, checked (at once when complete) and sent again, with what went wrong. */
function useCodeEntry({ number, submit, resend, errorMessage }: Pick<CodePopupProps, 'number' | 'submit' | 'resend' | 'errorMessage'>) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  async function check(value: string) {
    if (busy) return;
    if (!value) {
      setEmpty(true);
      setError(EMPTY_CODE_MESSAGE);
      input.current?.focus();
      return;
    }
    if (value.length < CODE_LENGTH) {
      setError(SHORT_CODE_MESSAGE);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await submit(value);
    } catch (failure) {
      setError(errorMessage(failure));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  async function sendAgain() {
    setResending(true);
    setError(undefined);
    setNotice('');
    try {
      await resend();
      setCode('');
      setNotice(`We sent a new code to ${displayPhone(number)}.`);
      input.current?.focus();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setResending(false);
    }
  }

  function changeCode(next: string) {
    setCode(next);
    setEmpty(false);
    if (error) setError(undefined);
    // A complete code is checked at once, as when the phone fills it in from the SMS.
    if (next.length === CODE_LENGTH && next !== code) void check(next);
  }

  return { code, error, empty, busy, resending, notice, input, check, sendAgain, changeCode };
}
