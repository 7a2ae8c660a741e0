import { forwardRef, useImperativeHandle, useMemo, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { AgentPaymentSettings } from '@homeward/contracts/signed-in';
import { paymentErrorMessage } from '@homeward/domain';
import type { CardFieldsHandle } from './types';
import styles from './CardFields.module.css';
import { fieldStyles } from '@homeward/ui';

const LOADING = 'The payment form is still loading. Please try again in a moment.';

const StripePayment = forwardRef<CardFieldsHandle>(function StripePayment(_props, ref) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string>();

  useImperativeHandle(ref, () => ({
    focus: () => elements?.getElement('payment')?.focus(),
    async check() {
      if (!elements) return { ok: false, message: LOADING };
      // Stripe checks what was typed (and asks for what is missing) before the payment exists.
      const { error: invalid } = await elements.submit();
      if (!invalid) return { ok: true };
      const message = invalid.message ?? 'Check your card details and try again.';
      setError(message);
      return { ok: false, message, field: 'number' };
    },
    async confirm(payment, billing, returnUrl) {
      if (!stripe || !elements) return { ok: false, message: LOADING };
      // The bank's 3-D Secure check opens over this page when it is asked for; a redirect happens only
      // for payment methods that need one, and Stripe brings the payer back to returnUrl.
      const { error: refused } = await stripe.confirmPayment({
        elements,
        clientSecret: payment.clientSecret,
        confirmParams: { return_url: returnUrl, payment_method_data: { billing_details: { name: billing.name, address: { postal_code: billing.zip } } } },
        redirect: 'if_required',
      });
      if (!refused) return { ok: true };
      const message = paymentErrorMessage(refused.code, refused.decline_code);
      setError(message);
      return { ok: false, message, field: 'number' };
    },
  }));

  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>Card</legend>
      <div className={styles.stripe}>
        <PaymentElement options={{ fields: { billingDetails: { name: 'never', address: { postalCode: 'never' } } } }} onChange={() => setError(undefined)} />
      </div>
      {error && <p className={fieldStyles.error}>{error}</p>}
      <p className={styles.note}>Your card details go straight to our payment provider; Homeward never receives your card number.</p>
    </fieldset>
  );
});

/**
 * Stripe's Payment Element, used when the site is configured with Stripe keys. It renders before the
 * payment exists (Stripe's deferred-intent mode, with the fee's amount); the API creates the
 * PaymentIntent when the application is sent, and the element confirms it.
 */
export const StripeCardFields = forwardRef<CardFieldsHandle, { settings: AgentPaymentSettings }>(function StripeCardFields({ settings }, ref) {
  const stripePromise = useMemo(() => loadStripe(settings.publishableKey), [settings.publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ mode: 'payment', amount: settings.amountCents, currency: settings.currency }}>
      <StripePayment ref={ref} />
    </Elements>
  );
});
