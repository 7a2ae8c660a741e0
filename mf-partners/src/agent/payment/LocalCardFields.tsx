import { forwardRef, useId, useImperativeHandle, useRef, useState } from 'react';
import type { AgentPaymentSettings } from '@homeward/contracts/signed-in';
import { isValidCardExpiry, isValidCardNumber, isValidSecurityCode } from '@homeward/domain';
import { confirmLocalPayment } from './localCardClient';
import type { CardField, CardFieldsHandle } from './types';
import styles from './CardFields.module.css';
import { fieldStyles, inputClass } from '@homeward/ui';

const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

const MESSAGES: Record<CardField, string> = {
  number: 'Enter the 16-digit card number.',
  expiry: 'Enter a valid expiry date (MM/YY) that is not in the past.',
  cvc: 'Enter the 3-digit security code.',
};

/**
 * Card entry of the local test provider. What is typed here stays in this component and goes only
 * to the provider, which confirms the payment the API created.
 */
export const LocalCardFields = forwardRef<CardFieldsHandle, { settings: AgentPaymentSettings }>(function LocalCardFields({ settings }, ref) {
  const id = useId();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const inputs = { number: useRef<HTMLInputElement>(null), expiry: useRef<HTMLInputElement>(null), cvc: useRef<HTMLInputElement>(null) };

  useImperativeHandle(ref, () => ({
    focus: () => inputs.number.current?.focus(),
    async check() {
      const found: Partial<Record<CardField, string>> = {};
      if (!isValidCardNumber(card.number)) found.number = MESSAGES.number;
      if (!isValidCardExpiry(card.expiry, new Date())) found.expiry = MESSAGES.expiry;
      if (!isValidSecurityCode(card.cvc)) found.cvc = MESSAGES.cvc;
      setErrors(found);
      const first = (['number', 'expiry', 'cvc'] as const).find((field) => found[field]);
      if (!first) return { ok: true };
      inputs[first].current?.focus();
      return { ok: false, message: found[first]!, field: first };
    },
    async confirm(payment, billing, returnUrl) {
      const result = await confirmLocalPayment(settings, payment, card, billing, returnUrl);
      if (result.ok === false && result.field) {
        setErrors({ [result.field]: result.message });
        inputs[result.field].current?.focus();
      }
      return result;
    },
  }));

  const field = (name: CardField, label: string, props: { value: string; format: (v: string) => string; autoComplete: string; placeholder: string; maxLength: number }) => (
    <div className={`${fieldStyles.field} ${styles.spaced} ${styles[name]}`}>
      <label htmlFor={`${id}-${name}`} className={fieldStyles.label}>
        {label}
      </label>
      <input
        ref={inputs[name]}
        id={`${id}-${name}`}
        className={inputClass(errors[name])}
        inputMode="numeric"
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        value={props.value}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => {
          setCard((current) => ({ ...current, [name]: props.format(event.target.value) }));
          if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
        }}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className={fieldStyles.error}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>Card</legend>
      {field('number', 'Card number', { value: card.number, format: formatCardNumber, autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', maxLength: 19 })}
      {field('expiry', 'Expiry (MM/YY)', { value: card.expiry, format: formatExpiry, autoComplete: 'cc-exp', placeholder: 'MM/YY', maxLength: 5 })}
      {field('cvc', 'Security code', { value: card.cvc, format: (v) => v.replace(/\D/g, '').slice(0, 3), autoComplete: 'cc-csc', placeholder: '123', maxLength: 3 })}
      <p className={styles.note}>Your card details go straight to our payment provider; Homeward never receives your card number.</p>
    </fieldset>
  );
});
