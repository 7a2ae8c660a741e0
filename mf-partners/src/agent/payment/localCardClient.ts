import type { AgentPaymentSettings } from '@homeward/contracts/signed-in';
import { paymentErrorMessage } from '@homeward/domain';
import type { BillingDetails, CardField, ConfirmResult, PaymentToConfirm } from './types';

export interface LocalCard {
  number: string;
  expiry: string;
  cvc: string;
}

const FIELD_OF: Record<string, CardField> = {
  incorrect_number: 'number',
  invalid_number: 'number',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  expired_card: 'expiry',
  invalid_cvc: 'cvc',
  incorrect_cvc: 'cvc',
};

interface ConfirmAnswer {
  status?: string;
  next_action?: { redirect_to_url?: { url?: string } } | null;
  error?: { code?: string; decline_code?: string };
}

/**
 * The local test provider's browser client, the stand-in for Stripe.js: the card goes straight to
 * the provider with the publishable key and the payment's client secret. Homeward's API never sees it.
 */
export async function confirmLocalPayment(
  settings: AgentPaymentSettings,
  payment: PaymentToConfirm,
  card: LocalCard,
  billing: BillingDetails,
  returnUrl: string,
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<ConfirmResult> {
  if (!settings.providerUrl) return { ok: false, message: 'Card payments are not available right now.' };
  const [month, year] = card.expiry.split('/');
  let response: Response;
  try {
    response = await fetch(`${settings.providerUrl}/v1/payment_intents/${encodeURIComponent(payment.intentId)}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.publishableKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        client_secret: payment.clientSecret,
        payment_method_data: {
          type: 'card',
          card: { number: card.number.replace(/\D/g, ''), exp_month: Number(month), exp_year: Number(year), cvc: card.cvc },
          billing_details: { name: billing.name, address: { postal_code: billing.zip } },
        },
        return_url: returnUrl,
      }),
    });
  } catch {
    return { ok: false, message: 'We could not reach the payment provider. Check your connection and try again.' };
  }
  const body = (await response.json().catch(() => ({}))) as ConfirmAnswer;
  if (response.ok && (body.status === 'succeeded' || body.status === 'processing')) return { ok: true };
  const challenge = body.next_action?.redirect_to_url?.url;
  if (response.ok && body.status === 'requires_action' && challenge) {
    go(challenge);
    return { ok: 'redirected' };
  }
  const code = body.error?.code ?? '';
  return { ok: false, message: paymentErrorMessage(code, body.error?.decline_code), field: FIELD_OF[code] };
}
