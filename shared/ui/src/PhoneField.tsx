import { useEffect, useId, useState, type Ref } from 'react';
import { dialCodeOf, phoneCountryOf, type PhoneCountryCode } from '@homeward/contracts';
import { formatPhoneAsTyped, loadPhoneFormatter, phoneFormatterLoaded, phoneInputDigits, phoneParts, toE164 } from '@homeward/contracts/phone';
import { DEFAULT_PHONE_COUNTRY, FLAG_COUNTRIES, PHONE_COUNTRIES } from '@homeward/domain';
// The design system's field frame, by the package's name: this module is an entry of its own.
import { FieldFrame, fieldStyles, inputClass } from '@homeward/ui';
import { flagEmoji } from './flags';
import styles from './PhoneField.module.css';

/** Countries whose flag is shown (spec 9) but whose numbers cannot be used yet. */
const FLAG_ONLY = FLAG_COUNTRIES.filter((c) => !PHONE_COUNTRIES.some((p) => p.code === c.code));

export interface PhoneFieldProps {
  /**
   * The number as the API takes it: E.164 once it is a whole number of the chosen country
   * ('+8613812345678'), the calling code and the digits typed so far until then, '' when empty.
   */
  value: string;
  /** The new value, and the country chosen (which tells apart the USA and Canada, both +1). */
  onChange: (value: string, country: PhoneCountryCode) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  /** A line under the label (what the number is for, whether it is optional). */
  hint?: string;
  required?: boolean;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

interface Typed {
  /** The value these came from or gave, so a value set from outside (a reset) is read again. */
  value: string;
  country: PhoneCountryCode;
  digits: string;
}

const read = (value: string, country: PhoneCountryCode): Typed => ({ value, ...phoneParts(value, country) });

/** What the field hands on for the digits typed in a country. */
export function phoneValue(country: PhoneCountryCode, digits: string): string {
  if (!digits) return '';
  return toE164(country, digits) ?? `${dialCodeOf(country)}${digits}`;
}

/**
 * Country code dropdown and phone number (spec 5 and 9). The number is shown the way the chosen
 * country writes it while it is typed ('(206) 555-0142', '9123 4567', '138 1234 5678'), takes
 * digits only and no more than a number of that country has.
 */
export function PhoneField({ value, onChange, onBlur, error, label = 'Mobile phone number', hint, required, id, name, inputRef, disabled }: PhoneFieldProps) {
  const autoId = useId();
  const phoneId = id ?? autoId;
  const countryId = `${phoneId}-country`;
  const errorId = `${phoneId}-error`;
  const hintId = `${phoneId}-hint`;
  const [typed, setTyped] = useState<Typed>(() => read(value, DEFAULT_PHONE_COUNTRY));
  if (typed.value !== value) setTyped(read(value, typed.country));
  const { country, digits } = typed;
  // The number is shown formatted once the formatter has arrived, which the field asks for as it draws.
  const [, setFormatterLoaded] = useState(phoneFormatterLoaded);
  useEffect(() => {
    if (!phoneFormatterLoaded()) loadPhoneFormatter().then(() => setFormatterLoaded(true), () => undefined);
  }, []);
  const shown = formatPhoneAsTyped(country, digits);

  const change = (nextCountry: PhoneCountryCode, nextDigits: string) => {
    const next = phoneValue(nextCountry, nextDigits);
    setTyped({ value: next, country: nextCountry, digits: nextDigits });
    if (next !== value || nextCountry !== country) onChange(next, nextCountry);
  };

  return (
    <div className={fieldStyles.field}>
      <div className={styles.row}>
        <CountrySelect
          id={countryId}
          country={country}
          disabled={disabled}
          onChange={(next) => change(next, phoneInputDigits(next, digits))}
        />
        <FieldFrame id={phoneId} label={label} hint={hint} required={required}>
          <input
            ref={inputRef}
            id={phoneId}
            name={name}
            className={inputClass(error)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={shown}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={hint ? `${hintId} ${errorId}` : errorId}
            onBlur={onBlur}
            onChange={(event) => change(country, phoneInputDigits(country, nextDigits(shown, event.target.value, event.target.selectionStart ?? undefined)))}
            onPaste={(event) => {
              const field = event.currentTarget;
              const start = field.selectionStart ?? 0;
              const end = field.selectionEnd ?? shown.length;
              // A whole number replaces the field; otherwise the pasted digits go where the caret is.
              if (start > 0 || end < shown.length) return;
              event.preventDefault();
              const pasted = pastedNumber(event.clipboardData.getData('text'), country);
              change(pasted.country, phoneInputDigits(pasted.country, pasted.digits));
            }}
          />
        </FieldFrame>
      </div>
      <p id={errorId} className={fieldStyles.error} role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}

/** The country code list, its closed face showing the chosen country's flag and calling code. */
function CountrySelect({ id, country, disabled, onChange }: { id: string; country: PhoneCountryCode; disabled?: boolean; onChange: (country: PhoneCountryCode) => void }) {
  const selected = PHONE_COUNTRIES.find((c) => c.code === country) ?? PHONE_COUNTRIES[0];
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        Country code
      </label>
      {/* The native list stays (keyboard, screen readers, phone pickers); only its closed face is drawn. */}
      <div className={[styles.countryBox, disabled && styles.countryDisabled].filter(Boolean).join(' ')}>
        <span className={styles.countryFace} aria-hidden="true">
          <span className={styles.flag}>{flagEmoji(selected.code)}</span> {selected.code} {selected.dialCode}
        </span>
        <select
          id={id}
          className={styles.countrySelect}
          value={country}
          disabled={disabled}
          onChange={(event) => onChange(phoneCountryOf(event.target.value) ?? country)}
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
  );
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * The digits after an edit. Deleting only a formatting character ('(', ')', ' ', '-') would change
 * nothing, so it deletes the digit before the caret instead, as the user meant.
 */
export function nextDigits(previousShown: string, typed: string, caret: number = typed.length): string {
  const before = onlyDigits(previousShown);
  const after = onlyDigits(typed);
  if (after !== before || typed.length >= previousShown.length) return after;
  const digitsBeforeCaret = onlyDigits(typed.slice(0, caret)).length;
  if (digitsBeforeCaret === 0) return after;
  return after.slice(0, digitsBeforeCaret - 1) + after.slice(digitsBeforeCaret);
}

/**
 * A pasted number: one written internationally ('+852 9123 4567') chooses its country; one
 * written with the chosen country's calling code in front loses it.
 */
export function pastedNumber(text: string, country: PhoneCountryCode): { country: PhoneCountryCode; digits: string } {
  if (text.trim().startsWith('+')) {
    const parts = phoneParts(`+${onlyDigits(text)}`, country);
    if (parts.digits) return parts;
  }
  return { country, digits: onlyDigits(text) };
}
