// Agent applications for browser tests: made through the API the way the site makes them (phone
// check, Agent/Signup, the fee confirmed at the local payment provider, whose signed webhook tells the
// API), and statuses set through the admin route.
import { expect, type APIRequestContext } from '@playwright/test';
import { textedCodes } from './outbox';
import { randomPhone } from './phones';

const CLIENT = { 'X-Client-Token': 'homeward-web', Accept: 'application/json' } as const;

/** Test cards of the local payment provider (Stripe's test-mode numbers). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
} as const;

async function latestCode(request: APIRequestContext, phone: string, before: number): Promise<string> {
  let codes: string[] = [];
  await expect.poll(async () => (codes = await textedCodes(request, phone)).length).toBeGreaterThan(before);
  return codes[0]!;
}

/** Phone check of the agent flow: code sent, read from the outbox, verified with the agent status. */
export async function agentPhoneCheck(request: APIRequestContext, phone: string): Promise<{ token: string; user: { isAgent: boolean; agentStatus: number } }> {
  const before = (await textedCodes(request, phone)).length;
  const sent = await request.post(`/api/v2/Account/SendCodeForPhoneAuth?phone=${phone}&country=US`, { headers: CLIENT });
  expect(sent.ok()).toBe(true);
  const { challengeIdentifier } = ((await sent.json()) as { data: { challengeIdentifier: string } }).data;
  const code = await latestCode(request, phone, before);
  const verified = await request.post('/api/v2/agent/VerifyCodeWithAgentStatus', { headers: CLIENT, data: { phone, challengeIdentifier, accessToken: code } });
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { data: { token: string; user: { isAgent: boolean; agentStatus: number } } }).data;
}

/** What the provider's browser client does: the card goes to the provider with the payment's client secret. */
export async function confirmFee(request: APIRequestContext, payment: { intentId: string; clientSecret: string }, number: string = TEST_CARDS.success): Promise<void> {
  const settings = await request.get('/api/v2/agent/PaymentSettings', { headers: CLIENT });
  const { providerUrl, publishableKey } = ((await settings.json()) as { data: { providerUrl: string; publishableKey: string } }).data;
  const response = await request.post(`${providerUrl}/v1/payment_intents/${payment.intentId}/confirm`, {
    headers: { authorization: `Bearer ${publishableKey}` },
    data: {
      client_secret: payment.clientSecret,
      payment_method_data: { type: 'card', card: { number, exp_month: 12, exp_year: 2099, cvc: '123' }, billing_details: { name: 'Test Applicant', address: { postal_code: '98101' } } },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export interface Applicant {
  id: string;
  phone: string;
}

/**
 * Agent/Signup, then the fee paid with the success card at the provider; returns once the provider's
 * signed webhook has reached the API and the payment reads 'succeeded' (the application under review).
 * `headers` sign the call in; a new applicant's body carries the phone check instead.
 */
export async function signupAndPay(request: APIRequestContext, body: Record<string, unknown>, headers: Record<string, string> = CLIENT): Promise<{ id: string }> {
  const response = await request.post('/api/v2/agent/Agent/Signup', {
    headers: { ...headers, 'Content-Type': 'application/json-patch+json' },
    data: JSON.stringify(body),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const signup = ((await response.json()) as { data: { id: string; token: { accessToken: string } | null; payment: { intentId: string; clientSecret: string } } }).data;
  await confirmFee(request, signup.payment);
  const asPayer = signup.token ? { ...CLIENT, authorization: `Bearer ${signup.token.accessToken}` } : headers;
  await expect
    .poll(async () => {
      const paid = await request.get(`/api/v2/agent/Agent/Payment/${signup.payment.intentId}`, { headers: asPayer });
      return ((await paid.json()) as { data?: { status: string } }).data?.status;
    })
    .toBe('succeeded');
  return { id: signup.id };
}

/** A new applicant with a paid application, under review (status 0). */
export async function applyByApi(request: APIRequestContext, phone = randomPhone()): Promise<Applicant> {
  const check = await agentPhoneCheck(request, phone);
  const { id } = await signupAndPay(request, {
    accountRequest: { accessToken: check.token, user: { firstName: 'Avery', lastName: 'Applicant', email: `${phone}@agents.example.com` }, deviceToken: null },
    firm: 'Harbor Realty LLC',
    firmAddress: '100 Pine St',
    firmCity: 'Seattle',
    firmState: 'WA',
    firmZip: '98101',
    licenseCity: 'Seattle',
    licenseNumber: 'WA-55501',
    dateOfBirth: '1984-03-02',
    inBusinessSince: '2012-05-01',
    brokerAgreementAccepted: true,
    imageUrl: null,
  });
  return { id, phone };
}

/** The development administrator (api/README.md) sets an agent status through the admin route. */
export async function setAgentStatus(request: APIRequestContext, userId: string, agentStatus: 0 | 1 | 2 | 3 | 4): Promise<void> {
  const login = await request.post('/api/auth/login', {
    headers: CLIENT,
    data: { email: process.env.ADMIN_EMAIL ?? 'admin@homeward.local', password: process.env.ADMIN_PASSWORD ?? 'homeward-dev-admin' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const set = await request.put(`/api/v2/admin/agents/${userId}/status`, { headers: { ...CLIENT, Authorization: `Bearer ${token}` }, data: { agentStatus } });
  expect(set.ok(), await set.text()).toBe(true);
}
