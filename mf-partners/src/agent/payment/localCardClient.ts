import type { AgentPaymentSettings } from '@homeward/contracts/signed-in';
import type { BillingDetails, CardField, TokenResult } from './types';

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

/**
 * The local test provider's browser client: the card goes straight to the provider with the
 * publishable key and comes back as a single-use token. Homeward's API never sees the card.
 */
export async function createLocalCardToken(settings: AgentPaymentSettings, card: LocalCard, billing: BillingDetails): Promise<TokenResult> {
  if (!settings.tokenUrl) return { ok: false, message: 'Card payments are not available right now.' };
  const [month, year] = card.expiry.split('/');
  let response: Response;
  try {
    response = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.publishableKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        card: { number: card.number.replace(/\D/g, ''), exp_month: Number(month), exp_year: Number(year), cvc: card.cvc, name: billing.name, address_zip: billing.zip },
      }),
    });
  } catch {
    return { ok: false, message: 'We could not reach the payment provider. Check your connection and try again.' };
  }
  const body = (await response.json().catch(() => ({}))) as { id?: string; error?: { code?: string; message?: string } };
  if (response.ok && body.id) return { ok: true, token: body.id };
  const code = body.error?.code ?? '';
  return { ok: false, message: body.error?.message ?? 'Your card could not be read. Check the details and try again.', field: FIELD_OF[code] };
}
