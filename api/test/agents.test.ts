import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AGENT_CODE_USED_RECENTLY_MESSAGE,
  AGENT_PENDING_MESSAGE,
  AGENT_TOKEN_EXPIRED_MESSAGE,
  EXISTING_ACCOUNT_MESSAGE,
  WRONG_NUMBER_MESSAGE,
} from '@homeward/domain';
import { agentSignupResultSchema } from '@homeward/contracts/signed-in';
import { MINUTE_MS } from '../src/clock';
import { payFee } from './payments';
import { adminSignIn, backends, call, expectError, expectOk, lastCode, newPhone, rowCount, sendCode, signIn, useTestApp } from './helpers';

const PATCH = { 'content-type': 'application/json-patch+json' };

const signupFields = (overrides: Record<string, unknown> = {}) => ({
  firm: 'Puget Homes LLC',
  firmAddress: '1201 Pike St',
  firmCity: 'Seattle',
  licenseCity: 'Seattle',
  licenseNumber: 'WA-123456',
  dateOfBirth: '1985-06-15',
  firmState: 'WA',
  firmZip: '98101',
  inBusinessSince: '2015-01-01',
  brokerAgreementAccepted: true,
  imageUrl: null,
  ...overrides,
});

for (const backend of backends()) {
  describe(`agent flow [${backend.name}]`, () => {
    const t = useTestApp(backend, { seedLimit: 100 });

    const verifyAgent = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/v2/agent/VerifyCodeWithAgentStatus', { body });
    const signup = (body: unknown, token?: string) =>
      call(t.app, 'POST', '/api/v2/agent/Agent/Signup', { body: JSON.stringify(body), headers: PATCH, token });

    async function verifiedToken(phone = newPhone()) {
      const sent = expectOk(await sendCode(t.app, phone));
      const code = await lastCode(t.app, phone);
      const data = expectOk(await verifyAgent({ phone, challengeIdentifier: sent.challengeIdentifier, accessToken: code }));
      return { phone, token: data.token as string, data };
    }

    describe('VerifyCodeWithAgentStatus', () => {
      it('gives a new phone agentStatus -1 and a token', async () => {
        const { data } = await verifiedToken();
        assert.deepEqual(data.user, { isAgent: false, agentStatus: -1 });
        assert.equal(data.isNewUser, true);
        assert.equal(typeof data.token, 'string');
      });

      it('uses the agent-flow wording of spec 8', async () => {
        const phone = newPhone();
        const sent = expectOk(await sendCode(t.app, phone));
        const code = await lastCode(t.app, phone);
        const wrong = code === '000000' ? '111111' : '000000';
        expectError(await verifyAgent({ phone, challengeIdentifier: sent.challengeIdentifier, accessToken: wrong }), 400, AGENT_TOKEN_EXPIRED_MESSAGE);
        expectError(await verifyAgent({ phone: newPhone(), challengeIdentifier: sent.challengeIdentifier, accessToken: code }), 400, WRONG_NUMBER_MESSAGE);
        expectError(await verifyAgent({ phone: '12', challengeIdentifier: sent.challengeIdentifier, accessToken: code }), 400, WRONG_NUMBER_MESSAGE);
        expectOk(await verifyAgent({ phone, challengeIdentifier: sent.challengeIdentifier, accessToken: code }));
        expectError(await verifyAgent({ phone, challengeIdentifier: sent.challengeIdentifier, accessToken: code }), 410, AGENT_CODE_USED_RECENTLY_MESSAGE);

        const late = expectOk(await sendCode(t.app, phone));
        const lateCode = await lastCode(t.app, phone);
        t.clock.advance(11 * MINUTE_MS);
        expectError(await verifyAgent({ phone, challengeIdentifier: late.challengeIdentifier, accessToken: lateCode }), 410, AGENT_TOKEN_EXPIRED_MESSAGE);
        expectError(await verifyAgent({ phone, challengeIdentifier: '00000000-0000-4000-8000-000000000000', accessToken: lateCode }), 410, AGENT_TOKEN_EXPIRED_MESSAGE);
      });

      it("reports an existing user's agent status", async () => {
        const me = await signIn(t.app);
        const { data } = await verifiedToken(me.phone);
        assert.equal(data.isNewUser, false);
        assert.deepEqual(data.user, { isAgent: false, agentStatus: -1 });
      });
    });

    describe('Agent/Signup', () => {
      it('creates the account and an application awaiting its fee; only the signed webhook puts it under review', async () => {
        const { token, phone } = await verifiedToken();
        const body = signupFields({ accountRequest: { accessToken: token, deviceToken: 'dev', user: { firstName: 'Ada', lastName: 'Agent', email: 'ada@agents.test' } } });
        const result = agentSignupResultSchema.parse(expectOk(await signup(body)));
        assert.deepEqual(result.user, { isAgent: false, agentStatus: -1, isEmailConfirmed: false, isEstablished: true });
        assert.ok(result.token);
        assert.equal(result.payment?.status, 'requires_payment');
        assert.equal(result.payment?.amountCents, 4900);
        const session = { token: result.token!.accessToken, userToken: result.id };
        const paymentUrl = `/api/v2/agent/Agent/Payment/${result.payment!.intentId}`;
        assert.equal(expectOk(await call(t.app, 'GET', paymentUrl, session)).status, 'requires_payment');

        await payFee(t.app, result.payment);
        const paid = expectOk(await call(t.app, 'GET', paymentUrl, session));
        assert.deepEqual(
          { status: paid.status, brand: paid.cardBrand, last4: paid.cardLast4, amount: paid.amountCents, failure: paid.failureMessage },
          { status: 'succeeded', brand: 'Visa', last4: '4242', amount: 4900, failure: null },
        );
        const details = expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', session));
        assert.equal(details.data.isAgent, true);
        const again = await verifiedToken(phone);
        assert.deepEqual(again.data.user, { isAgent: true, agentStatus: 0 });
        const card = await t.db.query('SELECT card_brand, card_last4, amount_cents, description, provider, status FROM payments WHERE user_id = $1', [result.id]);
        assert.deepEqual(card.rows, [{ card_brand: 'Visa', card_last4: '4242', amount_cents: 4900, description: 'Homeward agent application fee', provider: 'local', status: 'succeeded' }]);
        // The payment is the payer's alone.
        const stranger = await signIn(t.app);
        expectError(await call(t.app, 'GET', paymentUrl, { token: stranger.accessToken }), 404);
        expectError(await call(t.app, 'GET', paymentUrl), 401);
      });

      it('never takes card data: the card goes to the provider only', async () => {
        const me = await signIn(t.app);
        const fields = signupFields();
        expectError(await signup({ ...fields, payment: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' } }, me.accessToken), 400, /payment provider/);
        expectError(await signup({ ...fields, payment: { token: 'tok_visa' } }, me.accessToken), 400, /payment provider/);
        assert.equal((await t.db.query('SELECT 1 FROM payments WHERE user_id = $1', [me.id])).rows.length, 0);
      });

      it('makes one account, one application and one payment of a doubled submit', async () => {
        const { token } = await verifiedToken();
        const body = signupFields({ accountRequest: { accessToken: token, user: { firstName: 'Dub', lastName: 'Click', email: 'dub@agents.test' } } });
        const answers = await Promise.all([signup(body), signup(body)]);
        const succeeded = answers.filter((a) => a.status === 200);
        assert.equal(succeeded.length, 1, JSON.stringify(answers.map((a) => a.body)));
        const userId = succeeded[0].body.data.id;
        const payments = await t.db.query('SELECT provider_reference FROM payments WHERE user_id = $1', [userId]);
        assert.equal(payments.rows.length, 1);
        assert.equal((await t.db.query('SELECT 1 FROM agent_applications WHERE user_id = $1', [userId])).rows.length, 1);
        for (const answer of answers.filter((a) => a.status !== 200)) assert.ok([409, 410].includes(answer.status), JSON.stringify(answer.body));
      });

      it('tells the browser where to confirm the payment, without the secret key', async () => {
        const settings = expectOk(await call(t.app, 'GET', '/api/v2/agent/PaymentSettings'));
        assert.equal(settings.provider, 'local');
        assert.equal(settings.publishableKey, 'pk_test_homeward_local');
        assert.match(settings.providerUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
        assert.equal(settings.amountCents, 4900);
        assert.doesNotMatch(JSON.stringify(settings), /sk_|whsec_/);
      });

      it('accepts a JSON Patch document too', async () => {
        const { token } = await verifiedToken();
        const fields = signupFields({ accountRequest: { accessToken: token, user: { firstName: 'Pat', lastName: 'Ch', email: 'pat@agents.test' } } });
        const patch = Object.entries(fields).map(([key, value]) => ({ op: 'add', path: `/${key}`, value }));
        expectOk(await signup(patch));
        expectError(await signup([{ op: 'remove', path: '/firm' }]), 400);
        expectError(await signup([{ op: 'add', path: '/__proto__/x', value: 1 }]), 400);
        // The contract checks the object the patch builds, with the form's own words; nothing is stored or charged.
        const [applications, payments] = [await rowCount(t.db, 'agent_applications'), await rowCount(t.db, 'payments')];
        expectError(await signup(patch.filter((operation) => operation.path !== '/firm')), 400, 'Enter the name of your firm.');
        expectError(await signup([...patch, { op: 'replace', path: '/dateOfBirth', value: '15/06/1985' }]), 400, /YYYY-MM-DD/);
        assert.deepEqual([await rowCount(t.db, 'agent_applications'), await rowCount(t.db, 'payments')], [applications, payments]);
      });

      it('refuses a phone that already has an account', async () => {
        const me = await signIn(t.app);
        const { token } = await verifiedToken(me.phone);
        expectError(await signup(signupFields({ accountRequest: { accessToken: token, user: { firstName: 'Ana', lastName: 'Bo', email: 'a@b.co' } } })), 409, EXISTING_ACCOUNT_MESSAGE);
      });

      it('lets a signed-in user apply, once', async () => {
        const me = await signIn(t.app);
        const result = expectOk(await signup(signupFields(), me.accessToken));
        assert.equal(result.id, me.id);
        assert.equal(result.token, null);
        // Until the fee is paid, asking again reaches the same payment.
        const retry = expectOk(await signup(signupFields({ firm: 'Second Try LLC' }), me.accessToken));
        assert.deepEqual([retry.applicationId, retry.payment.intentId], [result.applicationId, result.payment.intentId]);
        await payFee(t.app, retry.payment);
        expectError(await signup(signupFields(), me.accessToken), 409, AGENT_PENDING_MESSAGE);
        const stored = await t.db.query<{ firm: string }>("SELECT details->>'firm' AS firm FROM agent_applications WHERE user_id = $1", [me.id]);
        assert.deepEqual(stored.rows, [{ firm: 'Second Try LLC' }]);
      });

      it('takes the details form of status 3 without a second charge, then it is under review again', async () => {
        const { token, phone } = await verifiedToken();
        const applied = expectOk(await signup(signupFields({ accountRequest: { accessToken: token, user: { firstName: 'Det', lastName: 'Ails', email: 'det@agents.test' } } })));
        await payFee(t.app, applied.payment);
        const details = signupFields({ firm: 'Corrected Firm LLC' });
        const send = (body: unknown, bearer?: string) => call(t.app, 'PUT', '/api/v2/agent/Agent/Details', { body: JSON.stringify(body), headers: PATCH, token: bearer });
        expectError(await send(details, applied.token.accessToken), 409, AGENT_PENDING_MESSAGE);
        const admin = await adminSignIn(t.app);
        expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${applied.id}/status`, { token: admin, body: { agentStatus: 3 } }));
        const check = await verifiedToken(phone);
        assert.deepEqual(check.data.user, { isAgent: true, agentStatus: 3 });
        expectError(await send({ ...details, firmZip: '12' }, undefined), 400, /zip/);
        expectError(await send({ ...details, accountRequest: { accessToken: 'forged' } }), 410, AGENT_TOKEN_EXPIRED_MESSAGE);
        const result = expectOk(await send({ ...details, accountRequest: { accessToken: check.token } }));
        assert.equal(result.user.agentStatus, 0);
        const stored = await t.db.query<{ details: { firm: string }; n: number }>(
          'SELECT details, (SELECT count(*)::int FROM payments WHERE user_id = $1) AS n FROM agent_applications WHERE user_id = $1',
          [applied.id],
        );
        assert.equal(stored.rows[0].details.firm, 'Corrected Firm LLC');
        assert.equal(stored.rows[0].n, 1);
        expectError(await send({ ...details, accountRequest: { accessToken: check.token } }), 410, AGENT_TOKEN_EXPIRED_MESSAGE);
      });

      it('validates the form (spec 5)', async () => {
        const me = await signIn(t.app);
        const cases: Array<[Record<string, unknown>, RegExp]> = [
          [{ dateOfBirth: '2010-01-01' }, /21 years/],
          [{ dateOfBirth: '1920-10-10' }, /21 years/],
          [{ inBusinessSince: '2025-06-01' }, /2 years/],
          [{ firmZip: '981' }, /zip/],
          [{ brokerAgreementAccepted: false }, /broker agreement/],
          [{ firm: '' }, /name of your firm/],
          [{ dateOfBirth: '15/06/1985' }, /YYYY-MM-DD/],
        ];
        for (const [overrides, message] of cases) expectError(await signup(signupFields(overrides), me.accessToken), 400, message);
        expectError(await signup(signupFields()), 410, AGENT_TOKEN_EXPIRED_MESSAGE);
        expectError(await signup(signupFields({ accountRequest: { accessToken: 'forged' } })), 410, AGENT_TOKEN_EXPIRED_MESSAGE);
      });
    });
  });
}
