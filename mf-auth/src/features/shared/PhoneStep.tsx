import { useRef, useState, type ReactNode } from 'react';
import { DEFAULT_PHONE_COUNTRY, WRONG_NUMBER_MESSAGE, toE164 } from '@homeward/domain';
import { Button } from '@homeward/ui';
import styles from './Form.module.css';
import { PhoneField } from './PhoneField';

export interface PhoneNumberInput {
  digits: string;
  country: string;
}

export interface PhoneStepProps {
  /** Sends the code; a rejection is shown under the field through `errorMessage`. */
  send: (number: PhoneNumberInput) => Promise<void>;
  errorMessage: (error: unknown) => string;
  submitLabel?: string;
  footer?: ReactNode;
  initial?: PhoneNumberInput;
}

export const EMPTY_PHONE_MESSAGE = 'Enter your mobile phone number.';

/** Client-side check before a code is sent: the same rule the API applies (domain toE164). */
export function phoneProblem(number: PhoneNumberInput): string | undefined {
  if (!number.digits) return EMPTY_PHONE_MESSAGE;
  return toE164(number.country, number.digits) ? undefined : WRONG_NUMBER_MESSAGE;
}

/** Step 1 of spec 4.2: the phone number, sent for a one-time code. */
export function PhoneStep({ send, errorMessage, submitLabel = 'Continue', footer, initial }: PhoneStepProps) {
  const [country, setCountry] = useState(initial?.country ?? DEFAULT_PHONE_COUNTRY);
  const [digits, setDigits] = useState(initial?.digits ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit() {
    const number = { digits, country };
    const problem = phoneProblem(number);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await send(number);
    } catch (failure) {
      setError(errorMessage(failure));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      <PhoneField
        country={country}
        onCountryChange={setCountry}
        digits={digits}
        onDigitsChange={(next) => {
          setDigits(next);
          if (error) setError(undefined);
        }}
        error={error}
        inputRef={input}
      />
      <Button type="submit" block busy={busy}>
        {busy ? 'Sending your code…' : submitLabel}
      </Button>
      {footer}
    </form>
  );
}
