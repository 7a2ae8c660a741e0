// The local test payment provider for API tests: one per test process on a free port, reached the
// way the site reaches it (the API creates a PaymentIntent with the secret key; the browser confirms
// it with the card and the publishable key; the provider's signed webhook tells the API).
import type { FastifyInstance } from 'fastify';
import {
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_WEBHOOK_SECRET,
  PAYMENTS_WEBHOOK_PATH,
  TEST_CARDS,
  startLocalPayments,
  type RunningPayments,
  type SignedEvent,
} from '../../scripts/payments';
import type { PaymentsConfig } from '../src/providers/paymentsConfig';

export { TEST_CARDS, PAYMENTS_WEBHOOK_PATH };

/** The site the 3-D Secure check returns to. */
export const TEST_SITE = 'http://site.test';
export const CHECKOUT_RETURN_URL = `${TEST_SITE}/agent/become-an-agent/checkout`;

let running: Promise<RunningPayments> | undefined;

function provider(): Promise<RunningPayments> {
  // No webhook address: tests hand the signed webhooks to the app they run in-process.
  running ??= startLocalPayments({ port: 0, host: '127.0.0.1', siteOrigins: [TEST_SITE], webhookUrl: '' }).then((payments) => {
    // Tests end by themselves; the provider must not hold the process open.
    payments.unref();
    return payments;
  });
  return running;
}

export async function testPaymentsConfig(agentSignupFeeCents = 4900): Promise<PaymentsConfig> {
  const payments = await provider();
  return {
    provider: 'local',
    agentSignupFeeCents,
    currency: 'usd',
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    secretKey: LOCAL_SECRET_KEY,
    webhookSecret: LOCAL_WEBHOOK_SECRET,
    localUrl: payments.url,
  };
}

export interface FeePayment {
  intentId: string;
  clientSecret: string;
}

/** What the provider's browser client does: the card goes to the provider with the intent's client secret. */
export async function confirmCard(payment: FeePayment, number: string = TEST_CARDS.success): Promise<{ status: number; body: any }> {
  const payments = await provider();
  const response = await fetch(`${payments.url}/v1/payment_intents/${payment.intentId}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: payment.clientSecret,
      payment_method_data: { type: 'card', card: { number, exp_month: 12, exp_year: 2099, cvc: '123' }, billing_details: { name: 'Test Card', address: { postal_code: '98101' } } },
      return_url: CHECKOUT_RETURN_URL,
    }),
  });
  return { status: response.status, body: await response.json() };
}

/** The payer's answer on the provider's 3-D Secure page; returns where the browser is sent back to. */
export async function answerChallenge(challengeUrl: string, outcome: 'complete' | 'fail'): Promise<URL> {
  const page = await fetch(challengeUrl);
  if (page.status !== 200) throw new Error(`No challenge page: ${page.status}`);
  const url = new URL(challengeUrl);
  const response = await fetch(new URL(url.pathname, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: url.searchParams.get('client_secret') ?? '', outcome }).toString(),
    redirect: 'manual',
  });
  return new URL(response.headers.get('location') ?? '');
}

/** The signed webhooks the provider has sent about one payment, oldest first. */
export async function webhooksFor(intentId: string): Promise<SignedEvent[]> {
  const payments = await provider();
  return payments.events().filter((event) => (JSON.parse(event.payload) as { data: { object: { id: string } } }).data.object.id === intentId);
}

/** Hands a webhook to the API exactly as the provider sends it. */
export async function postWebhook(app: FastifyInstance, event: Pick<SignedEvent, 'payload' | 'signature'>): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: PAYMENTS_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
    remoteAddress: '127.0.0.1',
  });
  return response.statusCode;
}

/** Delivers this payment's webhooks to the API; returns their status codes. */
export async function deliverWebhooks(app: FastifyInstance, intentId: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const event of await webhooksFor(intentId)) statuses.push(await postWebhook(app, event));
  return statuses;
}

/** Pays an application's fee with a card and lets the provider's webhook reach the API. */
export async function payFee(app: FastifyInstance, payment: FeePayment | null, number: string = TEST_CARDS.success): Promise<void> {
  if (!payment) throw new Error('The sign-up came back without a payment to confirm');
  const confirmed = await confirmCard(payment, number);
  if (confirmed.status !== 200) throw new Error(`Payment not confirmed: ${JSON.stringify(confirmed.body)}`);
  await deliverWebhooks(app, payment.intentId);
}
