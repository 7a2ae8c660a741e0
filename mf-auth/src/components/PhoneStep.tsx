import { useRef, useState, type ReactNode } from 'react';
import { EMPTY_PHONE_MESSAGE, phoneWithCountrySchema, WRONG_NUMBER_MESSAGE, type PhoneCountryCode } from '@homeward/contracts';
import { DEFAULT_PHONE_COUNTRY } from '@homeward/domain';
import { Button } from '@homeward/ui';
import { PhoneField } from '@homeward/ui/phone';
import styles from './Form.module.css';

export interface PhoneNumberInput {
  /** E.164 once whole ('+12065550142'). */
  phone: string;
  country: PhoneCountryCode;
}

export interface PhoneStepProps {
  /** Sends the code; a rejection is shown under the field through `errorMessage`. */
  send: (number: PhoneNumberInput) => Promise<void>;
  errorMessage: (error: unknown) => string;
  submitLabel?: string;
  footer?: ReactNode;
  initial?: PhoneNumberInput;
}

export { EMPTY_PHONE_MESSAGE };

/** Client-side check before a code is sent: the phone rule of the contract the API parses with. */
export function phoneProblem(number: PhoneNumberInput): string | undefined {
  if (!number.phone) return EMPTY_PHONE_MESSAGE;
  return phoneWithCountrySchema.safeParse(number).success ? undefined : WRONG_NUMBER_MESSAGE;
}

/** Step 1 of spec 4.2: the phone number, sent for a one-time code. */
export function PhoneStep({ send, errorMessage, submitLabel = 'Continue', footer, initial }: PhoneStepProps) {
  const [number, setNumber] = useState<PhoneNumberInput>(initial ?? { phone: '', country: DEFAULT_PHONE_COUNTRY });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit() {
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
        value={number.phone}
        onChange={(phone, country) => {
          setNumber({ phone, country });
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
