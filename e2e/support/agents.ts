// Agent applications for browser tests: made through the API the way the site makes them (phone
// check, card token from the local payment provider, Agent/Signup), and statuses set through the
// admin route.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { outboxSms } from './outbox';
import { randomPhone } from './phones';

const CLIENT = { 'X-Client-Token': 'homeward-web', Accept: 'application/json' } as const;

/** Test cards of the local payment provider (a card processor's test-mode conventions). */
export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002', processingError: '4000000000000119' } as const;

async function latestCode(request: APIRequestContext, phone: string, before: number): Promise<string> {
  let codes: string[] = [];
  await expect.poll(async () => (codes = (await outboxSms(request, phone)).map((m) => m.code ?? '')).length).toBeGreaterThan(before);
  return codes[0];
}

/** Phone check of the agent flow: code sent, read from the outbox, verified with the agent status. */
export async function agentPhoneCheck(request: APIRequestContext, phone: string): Promise<{ token: string; user: { isAgent: boolean; agentStatus: number } }> {
  const before = (await outboxSms(request, phone)).length;
  const sent = await request.post(`/api/v2/Account/SendCodeForPhoneAuth?phone=${phone}&country=US`, { headers: CLIENT });
  expect(sent.ok()).toBe(true);
  const { challengeIdentifier } = ((await sent.json()) as { data: { challengeIdentifier: string } }).data;
  const code = await latestCode(request, phone, before);
  const verified = await request.post('/api/v2/agent/VerifyCodeWithAgentStatus', { headers: CLIENT, data: { phone, challengeIdentifier, accessToken: code } });
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { data: { token: string; user: { isAgent: boolean; agentStatus: number } } }).data;
}

/** What the provider's browser client does: the card goes to the provider and a token comes back. */
export async function cardToken(request: APIRequestContext, number: string = TEST_CARDS.success): Promise<string> {
  const settings = await request.get('/api/v2/agent/PaymentSettings', { headers: CLIENT });
  const { tokenUrl, publishableKey } = ((await settings.json()) as { data: { tokenUrl: string; publishableKey: string } }).data;
  const response = await request.post(tokenUrl, {
    headers: { authorization: `Bearer ${publishableKey}` },
    data: { card: { number, exp_month: 12, exp_year: 2099, cvc: '123', name: 'Test Applicant', address_zip: '98101' } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

export interface Applicant {
  id: string;
  phone: string;
}

/** A new applicant with a paid application, under review (status 0). */
export async function applyByApi(request: APIRequestContext, phone = randomPhone()): Promise<Applicant> {
  const check = await agentPhoneCheck(request, phone);
  const response = await request.post('/api/v2/agent/Agent/Signup', {
    headers: { ...CLIENT, 'Content-Type': 'application/json-patch+json' },
    data: JSON.stringify({
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
      payment: { token: await cardToken(request), idempotencyKey: randomUUID() },
    }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { id: ((await response.json()) as { data: { id: string } }).data.id, phone };
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
