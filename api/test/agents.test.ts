import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AGENT_CODE_USED_RECENTLY_MESSAGE,
  AGENT_PENDING_MESSAGE,
  AGENT_TOKEN_EXPIRED_MESSAGE,
  CARD_DECLINED_MESSAGE,
  EXISTING_ACCOUNT_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
  WRONG_NUMBER_MESSAGE,
} from '@homeward/domain';
import { agentSignupResultSchema } from '@homeward/contracts';
import { MINUTE_MS } from '../src/clock';
import { backends, call, createTestApp, expectError, expectOk, lastCode, newPhone, rowCount, sendCode, signIn, type TestApp } from './helpers';

const PATCH = { 'content-type': 'application/json-patch+json' };

const signupFields = (overrides: Record<string, unknown> = {}) => ({
  firm: 'Puget Homes LLC',
  licenseCity: 'Seattle',
  licenseNumber: 'WA-123456',
  dateOfBirth: '1985-06-15',
  firmState: 'WA',
  firmZip: '98101',
  inBusinessSince: '2015-01-01',
  brokerAgreementAccepted: true,
  imageUrl: null,
  payment: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', nameOnCard: 'Ada Agent', billingZip: '98101' },
  ...overrides,
});

for (const backend of backends()) {
  describe(`agent flow [${backend.name}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(backend, { seedLimit: 100 });
    });
    after(() => t.close());

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
      it('creates the account and the application (json-patch content type), then reports under review', async () => {
        const { token, phone } = await verifiedToken();
        const body = signupFields({ accountRequest: { accessToken: token, deviceToken: 'dev', user: { firstName: 'Ada', lastName: 'Agent', email: 'ada@agents.test' } } });
        const result = agentSignupResultSchema.parse(expectOk(await signup(body)));
        assert.deepEqual(result.user, { isAgent: true, agentStatus: 0, isEmailConfirmed: false, isEstablished: true });
        assert.ok(result.token);
        assert.equal(result.payment.status, 'succeeded');
        const details = expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', { token: result.token!.accessToken, userToken: result.id }));
        assert.equal(details.data.isAgent, true);
        const again = await verifiedToken(phone);
        assert.deepEqual(again.data.user, { isAgent: true, agentStatus: 0 });
        const card = await t.db.query<{ card_last4: string }>('SELECT card_last4 FROM payments WHERE user_id = $1', [result.id]);
        assert.equal(card.rows[0].card_last4, '4242');
      });

      it('accepts a JSON Patch document too', async () => {
        const { token } = await verifiedToken();
        const fields = signupFields({ accountRequest: { accessToken: token, user: { firstName: 'Pat', lastName: 'Ch', email: 'pat@agents.test' } } });
        const patch = Object.entries(fields).map(([key, value]) => ({ op: 'add', path: `/${key}`, value }));
        expectOk(await signup(patch));
        expectError(await signup([{ op: 'remove', path: '/firm' }]), 400);
        expectError(await signup([{ op: 'add', path: '/__proto__/x', value: 1 }]), 400);
      });

      it('declines card 4000000000000002 with the spec message and stores nothing', async () => {
        const { token } = await verifiedToken();
        const before = await Promise.all(['users', 'agent_applications', 'payments'].map((table) => rowCount(t.db, table)));
        const body = signupFields({
          accountRequest: { accessToken: token, user: { firstName: 'Dee', lastName: 'Clined', email: 'dee@agents.test' } },
          payment: { cardNumber: '4000000000000002', expiry: '12/30', cvc: '123', nameOnCard: 'Dee Clined', billingZip: '98101' },
        });
        expectError(await signup(body), 402, CARD_DECLINED_MESSAGE);
        const afterCounts = await Promise.all(['users', 'agent_applications', 'payments'].map((table) => rowCount(t.db, table)));
        assert.deepEqual(afterCounts, before);
        // The verification token survives a declined card, so the applicant can retry.
        expectOk(await signup({ ...body, payment: { ...body.payment, cardNumber: '4242424242424242' } }));
      });

      it('reports a processing failure with the generic message', async () => {
        const { token } = await verifiedToken();
        const body = signupFields({
          accountRequest: { accessToken: token, user: { firstName: 'Pro', lastName: 'Cess', email: 'p@agents.test' } },
          payment: { cardNumber: '4000000000000119', expiry: '12/30', cvc: '123', nameOnCard: 'Pro Cess', billingZip: '98101' },
        });
        expectError(await signup(body), 502, SOMETHING_WENT_WRONG_MESSAGE);
      });

      it('refuses a phone that already has an account', async () => {
        const me = await signIn(t.app);
        const { token } = await verifiedToken(me.phone);
        expectError(await signup(signupFields({ accountRequest: { accessToken: token, user: { firstName: 'A', lastName: 'B', email: 'a@b.co' } } })), 409, EXISTING_ACCOUNT_MESSAGE);
      });

      it('lets a signed-in user apply, once', async () => {
        const me = await signIn(t.app);
        const result = expectOk(await signup(signupFields(), me.accessToken));
        assert.equal(result.id, me.id);
        assert.equal(result.token, null);
        expectError(await signup(signupFields(), me.accessToken), 409, AGENT_PENDING_MESSAGE);
      });

      it('validates the form (spec 5)', async () => {
        const me = await signIn(t.app);
        const cases: Array<[Record<string, unknown>, RegExp]> = [
          [{ dateOfBirth: '2010-01-01' }, /21 years/],
          [{ dateOfBirth: '1920-10-10' }, /21 years/],
          [{ inBusinessSince: '2025-06-01' }, /2 years/],
          [{ firmZip: '981' }, /zip/],
          [{ brokerAgreementAccepted: false }, /broker agreement/],
          [{ payment: { cardNumber: '4242', expiry: '12/30', cvc: '123', nameOnCard: 'Ada', billingZip: '98101' } }, /16 digits/],
          [{ payment: { cardNumber: '4242424242424242', expiry: '01/20', cvc: '123', nameOnCard: 'Ada', billingZip: '98101' } }, /expired/],
          [{ payment: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '12', nameOnCard: 'Ada', billingZip: '98101' } }, /3 digits/],
          [{ payment: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', nameOnCard: 'A1', billingZip: '98101' } }, /name on the card/],
          [{ firm: '' }, /required/],
          [{ dateOfBirth: '15/06/1985' }, /YYYY-MM-DD/],
        ];
        for (const [overrides, message] of cases) expectError(await signup(signupFields(overrides), me.accessToken), 400, message);
        expectError(await signup(signupFields()), 410, AGENT_TOKEN_EXPIRED_MESSAGE);
        expectError(await signup(signupFields({ accountRequest: { accessToken: 'forged' } })), 410, AGENT_TOKEN_EXPIRED_MESSAGE);
      });
    });
  });
}
