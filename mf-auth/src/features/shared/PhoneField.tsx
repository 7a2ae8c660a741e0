import { useId, type Ref } from 'react';
import { DEFAULT_PHONE_COUNTRY, FLAG_COUNTRIES, PHONE_COUNTRIES, PHONE_MASKED_LENGTH, formatPhone, phoneDigits } from '@homeward/domain';
import styles from './Form.module.css';
import { flagEmoji } from './flags';

/** Countries whose flag is shown (spec 9) but whose numbers cannot receive codes yet. */
const FLAG_ONLY = FLAG_COUNTRIES.filter((c) => !PHONE_COUNTRIES.some((p) => p.code === c.code));

export interface PhoneFieldProps {
  country: string;
  onCountryChange: (country: string) => void;
  /** National digits, without the mask. */
  digits: string;
  onDigitsChange: (digits: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * Country code dropdown and phone number (spec 5): shown as (xxx) xxx-xxxx while typing, digits
 * only, at most 10; letters and other characters are dropped as they are typed or pasted.
 */
export function PhoneField({ country = DEFAULT_PHONE_COUNTRY, onCountryChange, digits, onDigitsChange, error, inputRef, disabled }: PhoneFieldProps) {
  const countryId = useId();
  const phoneId = useId();
  const errorId = useId();
  const shown = formatPhone(digits);

  return (
    <div className={styles.field}>
      <div className={styles.phoneRow}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={countryId}>
            Country code
          </label>
          <select
            id={countryId}
            className={styles.select}
            value={country}
            disabled={disabled}
            onChange={(event) => onCountryChange(event.target.value)}
          >
            {PHONE_COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {`${flagEmoji(c.code)} ${c.name} ${c.dialCode}`}
              </option>
            ))}
            {FLAG_ONLY.map((c) => (
              <option key={c.code} value={c.code} disabled>
                {`${flagEmoji(c.code)} ${c.name} ${c.dialCode} (not available yet)`}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={phoneId}>
            Mobile phone number
          </label>
          <input
            ref={inputRef}
            id={phoneId}
            className={[styles.input, error && styles.invalid].filter(Boolean).join(' ')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(555) 555-5555"
            maxLength={PHONE_MASKED_LENGTH}
            value={shown}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => onDigitsChange(nextDigits(shown, event.target.value))}
          />
        </div>
      </div>
      <p id={errorId} className={styles.error} role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}

/**
 * The digits after an edit. Deleting only a mask character ('(', ')', ' ', '-') would change
 * nothing, so it deletes the digit before it instead, as the user meant.
 */
export function nextDigits(previousShown: string, typed: string): string {
  const before = phoneDigits(previousShown);
  const after = phoneDigits(typed);
  if (after === before && typed.length < previousShown.length) return before.slice(0, -1);
  return after;
}
