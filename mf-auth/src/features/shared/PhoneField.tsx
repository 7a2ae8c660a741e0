import { useId, type Ref } from 'react';
import { DEFAULT_PHONE_COUNTRY, FLAG_COUNTRIES, PHONE_COUNTRIES, PHONE_MASKED_LENGTH, PHONE_MAX_DIGITS, formatPhone, phoneDigits } from '@homeward/domain';
import styles from './Form.module.css';
import { flagEmoji } from './flags';
import { fieldStyles } from '@homeward/ui';

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
  const selected = PHONE_COUNTRIES.find((c) => c.code === country) ?? PHONE_COUNTRIES[0];

  return (
    <div className={fieldStyles.field}>
      <div className={styles.phoneRow}>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={countryId}>
            Country code
          </label>
          {/* The native list stays (keyboard, screen readers, phone pickers); only its closed face is drawn. */}
          <div className={[styles.countryBox, disabled && styles.countryDisabled].filter(Boolean).join(' ')}>
            <span className={styles.countryFace} aria-hidden="true">
              <span className={styles.flag}>{flagEmoji(selected.code)}</span> {selected.code} {selected.dialCode}
            </span>
            <select
              id={countryId}
              className={styles.countrySelect}
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
        </div>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={phoneId}>
            Mobile phone number
          </label>
          <input
            ref={inputRef}
            id={phoneId}
            className={[fieldStyles.input, error && fieldStyles.invalid].filter(Boolean).join(' ')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(555) 555-5555"
            maxLength={PHONE_MASKED_LENGTH}
            value={shown}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => onDigitsChange(nextDigits(shown, event.target.value, event.target.selectionStart ?? undefined))}
            onPaste={(event) => {
              const field = event.currentTarget;
              const start = field.selectionStart ?? 0;
              const end = field.selectionEnd ?? shown.length;
              // A whole number replaces the field; otherwise the pasted digits go where the caret is.
              if (start > 0 || end < shown.length) return;
              event.preventDefault();
              onDigitsChange(pastedDigits(event.clipboardData.getData('text'), selected.dialCode));
            }}
          />
        </div>
      </div>
      <p id={errorId} className={fieldStyles.error} role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}

/**
 * The digits after an edit. Deleting only a mask character ('(', ')', ' ', '-') would change
 * nothing, so it deletes the digit before the caret instead, as the user meant.
 */
export function nextDigits(previousShown: string, typed: string, caret: number = typed.length): string {
  const before = phoneDigits(previousShown);
  const after = phoneDigits(typed);
  if (after !== before || typed.length >= previousShown.length) return after;
  const digitsBeforeCaret = phoneDigits(typed.slice(0, caret)).length;
  if (digitsBeforeCaret === 0) return after;
  return after.slice(0, digitsBeforeCaret - 1) + after.slice(digitsBeforeCaret);
}

/**
 * Digits of a pasted number: a full number copied with its country prefix ('+1 206 555 0199')
 * loses the prefix, as the country is chosen in the dropdown.
 */
export function pastedDigits(text: string, dialCode: string): string {
  const all = text.replace(/\D/g, '');
  const prefix = dialCode.replace(/\D/g, '');
  const national = all.length > PHONE_MAX_DIGITS && all.startsWith(prefix) ? all.slice(prefix.length) : all;
  return phoneDigits(national);
}
