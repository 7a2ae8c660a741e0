// The local test payment provider for API tests: one per test process on a free port, reached the
// way the site reaches it (browser → card token with the publishable key; API → charge with the
// secret key).
import { randomUUID } from 'node:crypto';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, TEST_CARDS, startLocalPayments, type RunningPayments } from '../../scripts/payments';
import type { PaymentsConfig } from '../src/providers/paymentsConfig';

export { TEST_CARDS };

let running: Promise<RunningPayments> | undefined;

function provider(): Promise<RunningPayments> {
  running ??= startLocalPayments({ port: 0, host: '127.0.0.1', siteOrigins: [] }).then((payments) => {
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
    localUrl: payments.url,
  };
}

/** What the provider's browser client does: the card goes to the provider, a token comes back. */
export async function cardToken(number: string = TEST_CARDS.success, card: Record<string, unknown> = {}): Promise<string> {
  const payments = await provider();
  const response = await fetch(`${payments.url}/v1/tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ card: { number, exp_month: 12, exp_year: 2099, cvc: '123', name: 'Test Card', address_zip: '98101', ...card } }),
  });
  const body = (await response.json()) as { id?: string; error?: { code: string } };
  if (!body.id) throw new Error(`No card token: ${body.error?.code ?? response.status}`);
  return body.id;
}

/** The `payment` of an Agent/Signup body: a fresh token and a fresh idempotency key. */
export async function testPayment(number: string = TEST_CARDS.success): Promise<{ token: string; idempotencyKey: string }> {
  return { token: await cardToken(number), idempotencyKey: randomUUID() };
}
