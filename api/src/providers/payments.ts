import Stripe from 'stripe';

/** A payment the payer will confirm in the browser (Stripe's PaymentIntent). */
export interface IntentRequest {
  amountCents: number;
  currency: string;
  description: string;
  /** What the payment is for, kept with it at the processor (e.g. the application it pays). */
  metadata: Record<string, string>;
  /** Same key, same intent: a retried or doubled request never makes a second payment. */
  idempotencyKey: string;
}

export interface CreatedIntent {
  id: string;
  /** Handed to the payer's browser only: it lets that browser confirm this one payment. */
  clientSecret: string;
  status: string;
}

export interface PaidCard {
  brand: string | null;
  last4: string | null;
}

/** A verified webhook, reduced to what moves a payment on. */
export type PaymentEvent =
  | { kind: 'succeeded'; eventId: string; intentId: string; amountCents: number; currency: string }
  | { kind: 'failed'; eventId: string; intentId: string; code: string | null; declineCode: string | null }
  | { kind: 'ignored'; eventId: string; type: string };

/** A webhook whose signature does not verify: it is refused, never read. */
export class WebhookSignatureError extends Error {}

/** Card payment provider (spec 1: the agent flow ends in a card payment). */
export interface PaymentProvider {
  readonly kind: string;
  createIntent(request: IntentRequest): Promise<CreatedIntent>;
  /** The card that paid an intent, as the receipt and the account's payment list show it. */
  paidCard(intentId: string): Promise<PaidCard>;
  /** Checks the processor's signature on the exact bytes received, then reads the event. */
  readWebhook(payload: string | Buffer, signature: string): PaymentEvent;
}

/** What the browser needs to confirm a payment with this provider (public values only). */
export interface PaymentClientSettings {
  provider: 'local' | 'stripe';
  publishableKey: string;
  /** Where the local provider confirms payments; Stripe.js knows its own. */
  providerUrl: string | null;
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

/**
 * Stripe's PaymentIntents through Stripe's SDK. The local test provider (scripts/payments) speaks the
 * same API, so pointing the SDK at its origin (`apiBase`) runs this very code offline.
 */
export class StripePaymentProvider implements PaymentProvider {
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    options: { apiBase?: string; kind?: 'local' | 'stripe'; client?: Stripe } = {},
  ) {
    this.kind = options.kind ?? 'stripe';
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.stripe =
      options.client ??
      new Stripe(secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' } : {}),
      });
  }

  readonly kind: string;

  async createIntent(request: IntentRequest): Promise<CreatedIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: request.currency,
        description: request.description,
        metadata: request.metadata,
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error(`Payment intent ${intent.id} came without a client secret`);
    return { id: intent.id, clientSecret: intent.client_secret, status: intent.status };
  }

  async paidCard(intentId: string): Promise<PaidCard> {
    const intent = await this.stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
    const method = intent.payment_method;
    const card = method && typeof method === 'object' ? method.card : null;
    return { brand: card?.brand ? (STRIPE_BRANDS[card.brand] ?? card.brand) : null, last4: card?.last4 ?? null };
  }

  readWebhook(payload: string | Buffer, signature: string): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature, this.webhookSecret);
    } catch {
      throw new WebhookSignatureError('The webhook signature does not verify.');
    }
    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object;
      return { kind: 'succeeded', eventId: event.id, intentId: intent.id, amountCents: intent.amount, currency: intent.currency };
    }
    if (event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      const error = intent.last_payment_error;
      return { kind: 'failed', eventId: event.id, intentId: intent.id, code: error?.code ?? null, declineCode: error?.decline_code ?? null };
    }
    return { kind: 'ignored', eventId: event.id, type: event.type };
  }
}
