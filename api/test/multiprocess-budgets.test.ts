import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MESSAGES } from '../src/http/errors';
import { newIp, newPhone } from './helpers';
import { confirmCard, PAYMENTS_WEBHOOK_PATH, testPaymentsConfig, webhooksFor } from './payments';
import { get, lastCode, post, PROXY_ENV, sendCode, useTwoApis } from './processes';

const APPLICATION = {
  firm: 'Charles River Realty', firmAddress: '1 Main St', firmCity: 'Cambridge', licenseCity: 'Cambridge', licenseNumber: 'MA-9001', dateOfBirth: '1982-04-02', firmState: 'MA', firmZip: '02139',
  inBusinessSince: '2010-01-01', brokerAgreementAccepted: true,
};
const GENERAL_BUDGET_PER_MINUTE = 60;

const adminUrl = process.env.TEST_DATABASE_URL;
describe('budgets and charges shared by two API processes on one PostgreSQL', { skip: adminUrl ? false : 'TEST_DATABASE_URL is not set: run api/scripts/with-postgres.sh' }, () => {
  const [a, b] = useTwoApis(adminUrl!, async () => ({ ...PROXY_ENV, RATE_LIMIT_PER_MINUTE: String(GENERAL_BUDGET_PER_MINUTE), PAYMENTS_LOCAL_URL: (await testPaymentsConfig()).localUrl }));

  it('the general per-minute budget of one address holds at its number across both processes', async () => {
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => get(i % 2 ? a : b, '/api/v2/Listings/InterestRateData', undefined, ip)));
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((s) => s === 200).length, GENERAL_BUDGET_PER_MINUTE);
    assert.equal(statuses.filter((s) => s === 429).length, 100 - GENERAL_BUDGET_PER_MINUTE);
    assert.equal(answers.find((answer) => answer.status === 429)?.body.errorMessage, MESSAGES.tooManyRequests);
    // Another address has its own budget, on either process.
    assert.equal((await get(a, '/api/v2/Listings/InterestRateData', undefined, newIp())).status, 200);
    assert.equal((await get(b, '/api/v2/Listings/InterestRateData', undefined, newIp())).status, 200);
  });

  it('sign-ups sent at once to both processes with different idempotency keys keep one application and one charge', async () => {
    const phone = newPhone();
    const sent = await sendCode(a, phone);
    const verified = await post(b, '/api/v2/Account/VerifyCodeForPhoneAuth', { query: { challengeidentifier: sent.body.data.challengeIdentifier, accesstoken: await lastCode(b, phone) } });
    const login = await post(a, '/api/v2/Account/LoginWithPhone', {
      body: { accessToken: verified.body.data.id, user: { firstName: 'Two', lastName: 'Tabs', email: `tabs${phone}@example.com`, phone } },
    });
    const token = login.body.data.token.accessToken as string;

    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((key, i) => post(i % 2 ? a : b, '/api/v2/agent/Agent/Signup', { token, body: APPLICATION, headers: { 'idempotency-key': `tab-${key}-${phone}` } })),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200, 200],
    );
    const applications = new Set(answers.map((answer) => answer.body.data.applicationId as string));
    const intents = new Set(answers.map((answer) => answer.body.data.payment.intentId as string));
    assert.equal(applications.size, 1);
    assert.equal(intents.size, 1);
    // Both tabs pay: the one fee is taken once, and the applicant sees one payment on either process.
    const confirms = await Promise.all([confirmCard(answers[0]!.body.data.payment), confirmCard(answers[1]!.body.data.payment)]);
    assert.deepEqual(confirms.map((c) => c.status).sort(), [200, 400]);
    const [intent] = intents;
    for (const event of await webhooksFor(intent!)) {
      for (const api of [a, b]) {
        const delivered = await fetch(new URL(PAYMENTS_WEBHOOK_PATH, api.base), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
          body: event.payload,
        });
        assert.equal(delivered.status, 200);
      }
    }
    for (const api of [a, b]) {
      const history = await get(api, '/api/v2/Account/Payments', token);
      assert.equal(history.status, 200);
      assert.deepEqual(
        history.body.data.payments.map((p: { amountCents: number }) => p.amountCents),
        [4900],
      );
    }
  });
});
