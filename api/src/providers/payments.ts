import Stripe from 'stripe';

/** A charge of a card token made in the browser by the provider's own client (never a card number). */
export interface ChargeRequest {
  amountCents: number;
  currency: string;
  description: string;
  /** The single-use card token the provider's browser client returned. */
  token: string;
  /** Same key, same charge: a retried or doubled request never pays twice. */
  idempotencyKey: string;
}

export interface ChargedCard {
  brand: string | null;
  last4: string | null;
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string; card: ChargedCard }
  | { status: 'declined'; reason: string }
  /** `invalid`: the request was wrong (unknown or spent token); `processor`: the processor could not charge. */
  | { status: 'failed'; reason: string; cause: 'invalid' | 'processor' };

/** Card payment provider (spec 1: the agent flow ends in a card payment). */
export interface PaymentProvider {
  readonly kind: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(reference: string, idempotencyKey: string): Promise<void>;
}

/** What the browser needs to tokenise a card with this provider (public values only). */
export interface PaymentClientSettings {
  provider: 'local' | 'stripe';
  publishableKey: string;
  /** Where the local provider's token endpoint lives; the real processor's client knows its own. */
  tokenUrl: string | null;
}

interface ProviderErrorBody {
  error?: { type?: string; code?: string; decline_code?: string; message?: string };
}

/**
 * The local test provider (scripts/payments), reached over HTTP with the secret key, as a real
 * processor is: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0119
 * fails with a processing error.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly kind = 'local';

  constructor(
    private readonly baseUrl: string,
    private readonly secretKey: string,
    private readonly timeoutMs = 15_000,
  ) {}

  private async post(path: string, body: unknown, idempotencyKey: string): Promise<{ status: number; body: Record<string, unknown> & ProviderErrorBody }> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${this.secretKey}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> & ProviderErrorBody };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    let answer;
    try {
      answer = await this.post(
        '/v1/charges',
        { amount: request.amountCents, currency: request.currency, source: request.token, description: request.description },
        request.idempotencyKey,
      );
    } catch {
      return { status: 'failed', reason: 'provider_unreachable', cause: 'processor' };
    }
    if (answer.status === 200 && answer.body.status === 'succeeded' && typeof answer.body.id === 'string') {
      const card = (answer.body.payment_method_details as { card?: { brand?: string; last4?: string } } | undefined)?.card;
      return { status: 'succeeded', reference: answer.body.id, card: { brand: card?.brand ?? null, last4: card?.last4 ?? null } };
    }
    const code = answer.body.error?.code ?? `http_${answer.status}`;
    if (code === 'card_declined') return { status: 'declined', reason: answer.body.error?.decline_code ?? code };
    return { status: 'failed', reason: code, cause: answer.body.error?.type === 'invalid_request_error' ? 'invalid' : 'processor' };
  }

  async refund(reference: string, idempotencyKey: string): Promise<void> {
    const answer = await this.post('/v1/refunds', { charge: reference }, idempotencyKey);
    if (answer.status !== 200) throw new Error(`Refund of ${reference} failed: ${answer.body.error?.code ?? answer.status}`);
  }
}

const STRIPE_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** Stripe: the browser tokenises with Stripe.js and the publishable key; the charge uses the secret key. */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe';
  private readonly stripe: Stripe;

  constructor(secretKey: string, client?: Stripe) {
    this.stripe = client ?? new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const charge = await this.stripe.charges.create(
        { amount: request.amountCents, currency: request.currency, source: request.token, description: request.description },
        { idempotencyKey: request.idempotencyKey },
      );
      if (charge.status !== 'succeeded') return { status: 'failed', reason: `charge_${charge.status}`, cause: 'processor' };
      const card = charge.payment_method_details?.card;
      return {
        status: 'succeeded',
        reference: charge.id,
        card: { brand: card?.brand ? (STRIPE_BRANDS[card.brand] ?? card.brand) : null, last4: card?.last4 ?? null },
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError && error.code === 'card_declined') {
        return { status: 'declined', reason: error.decline_code ?? 'card_declined' };
      }
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return { status: 'failed', reason: error.code ?? error.type, cause: 'invalid' };
      if (error instanceof Stripe.errors.StripeError) return { status: 'failed', reason: error.code ?? error.type, cause: 'processor' };
      return { status: 'failed', reason: 'provider_unreachable', cause: 'processor' };
    }
  }

  async refund(reference: string, idempotencyKey: string): Promise<void> {
    await this.stripe.refunds.create({ charge: reference }, { idempotencyKey });
  }
}
