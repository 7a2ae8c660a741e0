import { forwardRef, useImperativeHandle, useMemo, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { AgentPaymentSettings } from '@homeward/contracts/signed-in';
import type { CardFieldsHandle } from './types';
import styles from './CardFields.module.css';
import { fieldStyles } from '@homeward/ui';

const StripeCard = forwardRef<CardFieldsHandle>(function StripeCard(_props, ref) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string>();

  useImperativeHandle(ref, () => ({
    focus: () => elements?.getElement(CardElement)?.focus(),
    async tokenize(billing) {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { ok: false, message: 'The payment form is still loading. Please try again in a moment.' };
      const result = await stripe.createToken(card, { name: billing.name, address_zip: billing.zip });
      if (result.token) return { ok: true, token: result.token.id };
      const message = result.error?.message ?? 'Your card could not be read. Check the details and try again.';
      setError(message);
      card.focus();
      return { ok: false, message, field: 'number' };
    },
  }));

  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>Card</legend>
      <div className={`${fieldStyles.input} ${styles.stripe}`}>
        <CardElement options={{ hidePostalCode: true }} onChange={() => setError(undefined)} />
      </div>
      {error && <p className={fieldStyles.error}>{error}</p>}
      <p className={styles.note}>Your card details go straight to our payment provider; Homeward never receives your card number.</p>
    </fieldset>
  );
});

/** Stripe.js card entry, used when the site is configured with Stripe keys. */
export const StripeCardFields = forwardRef<CardFieldsHandle, { settings: AgentPaymentSettings }>(function StripeCardFields({ settings }, ref) {
  const stripePromise = useMemo(() => loadStripe(settings.publishableKey), [settings.publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <StripeCard ref={ref} />
    </Elements>
  );
});
