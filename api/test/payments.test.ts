import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CARD_DECLINED_MESSAGE, paymentErrorMessage } from '@homeward/domain';
import { signWebhook } from '../../scripts/payments';
import { MINUTE_MS } from '../src/clock';
import { backends, call, expectError, expectOk, signIn, useTestApp, type SignedIn } from './helpers';
import { answerChallenge, CHECKOUT_RETURN_URL, confirmCard, deliverWebhooks, postWebhook, TEST_CARDS, webhooksFor, type FeePayment } from './payments';

const APPLICATION = {
  firm: 'Charles River Realty', firmAddress: '1 Main St', firmCity: 'Cambridge', licenseCity: 'Cambridge', licenseNumber: 'MA-9001', dateOfBirth: '1982-04-02', firmState: 'MA', firmZip: '02139',
  inBusinessSince: '2010-01-01', brokerAgreementAccepted: true,
};

/** The applicant's standing (user and application) while the fee is unpaid, and once it is paid. */
const AWAITING_PAYMENT = [{ agent_status: -1, is_agent: false, status: 'AwaitingPayment' }];
const UNDER_REVIEW = [{ agent_status: 0, is_agent: true, status: 'UnderReview' }];

for (const backend of backends()) {
  describe(`agent fee payments [${backend.name}]`, () => {
    const t = useTestApp(backend, { seedLimit: 50 });

    async function apply(me: SignedIn, headers: Record<string, string> = {}) {
      return call(t.app, 'POST', '/api/v2/agent/Agent/Signup', { token: me.accessToken, body: APPLICATION, headers });
    }
    const standing = async (me: SignedIn) => {
      const row = await t.db.query<{ agent_status: number; is_agent: boolean; status: string }>(
        'SELECT u.agent_status, u.is_agent, a.status FROM users u JOIN agent_applications a ON a.user_id = u.id WHERE u.id = $1',
        [me.id],
      );
      return row.rows;
    };
    /** A new user who has applied and has the fee to pay. */
    const newApplicant = async () => {
      const me = await signIn(t.app);
      return { me, payment: expectOk(await apply(me)).payment as FeePayment };
    };
    /** The provider's webhooks arrive: the fee reads paid and the application moves on to review. */
    const expectPaid = async (me: SignedIn, payment: FeePayment) => {
      await deliverWebhooks(t.app, payment.intentId);
      assert.equal((await feeStatus(me, payment.intentId)).status, 'succeeded');
      assert.deepEqual(await standing(me), UNDER_REVIEW);
    };
    const feeStatus = async (me: SignedIn, intentId: string) => expectOk(await call(t.app, 'GET', `/api/v2/agent/Agent/Payment/${intentId}`, { token: me.accessToken }));

    it("declines card 4000000000000002 with the spec's message; the application waits and another card pays it", async () => {
      const { me, payment } = await newApplicant();
      const declined = await confirmCard(payment, TEST_CARDS.declined);
      assert.equal(declined.status, 402);
      assert.equal(paymentErrorMessage(declined.body.error.code, declined.body.error.decline_code), CARD_DECLINED_MESSAGE);
      assert.deepEqual(await deliverWebhooks(t.app, payment.intentId), [200]);
      const after = await feeStatus(me, payment.intentId);
      assert.deepEqual([after.status, after.failureMessage], ['requires_payment', CARD_DECLINED_MESSAGE]);
      assert.deepEqual(await standing(me), AWAITING_PAYMENT);

      const insufficient = await confirmCard(payment, TEST_CARDS.insufficientFunds);
      assert.equal(paymentErrorMessage(insufficient.body.error.code, insufficient.body.error.decline_code), 'Your card has insufficient funds. Please use a different card.');

      assert.equal((await confirmCard(payment, TEST_CARDS.success)).status, 200);
      await expectPaid(me, payment);
    });

    it('sends a 3-D Secure card to the bank check; a passed check pays and moves the application on', async () => {
      const { me, payment } = await newApplicant();
      const confirmed = await confirmCard(payment, TEST_CARDS.threeDSecure);
      assert.equal(confirmed.body.status, 'requires_action');
      const challenge = confirmed.body.next_action.redirect_to_url.url as string;
      assert.equal(await webhooksFor(payment.intentId).then((events) => events.length), 0);
      assert.deepEqual(await standing(me), AWAITING_PAYMENT);

      const back = await answerChallenge(challenge, 'complete');
      assert.equal(`${back.origin}${back.pathname}`, CHECKOUT_RETURN_URL);
      assert.equal(back.searchParams.get('redirect_status'), 'succeeded');
      assert.equal(back.searchParams.get('payment_intent'), payment.intentId);
      await expectPaid(me, payment);
    });

    it('keeps the application waiting when the 3-D Secure check fails, with a message that says so', async () => {
      const { me, payment } = await newApplicant();
      const confirmed = await confirmCard(payment, TEST_CARDS.threeDSecure);
      const back = await answerChallenge(confirmed.body.next_action.redirect_to_url.url, 'fail');
      assert.equal(back.searchParams.get('redirect_status'), 'failed');
      await deliverWebhooks(t.app, payment.intentId);
      const status = await feeStatus(me, payment.intentId);
      assert.deepEqual([status.status, status.failureMessage], ['requires_payment', 'Your bank could not confirm this payment. Please try again or use a different card.']);
      assert.deepEqual(await standing(me), AWAITING_PAYMENT);
    });

    it('moves the application on once however often the webhook is replayed', async () => {
      const { me, payment } = await newApplicant();
      await confirmCard(payment, TEST_CARDS.success);
      const [succeeded] = await webhooksFor(payment.intentId);
      assert.equal(await postWebhook(t.app, succeeded), 200);
      const first = await t.db.query<{ updated_at: Date }>('SELECT updated_at FROM agent_applications WHERE user_id = $1', [me.id]);
      t.clock.advance(5 * MINUTE_MS);
      assert.deepEqual(await Promise.all([postWebhook(t.app, succeeded), postWebhook(t.app, succeeded)]), [200, 200]);
      const later = await t.db.query<{ updated_at: Date }>('SELECT updated_at FROM agent_applications WHERE user_id = $1', [me.id]);
      assert.deepEqual(later.rows, first.rows);
      const payments = await t.db.query('SELECT status FROM payments WHERE user_id = $1', [me.id]);
      assert.deepEqual(payments.rows, [{ status: 'succeeded' }]);
      assert.deepEqual(await standing(me), UNDER_REVIEW);
    });

    it('refuses a webhook whose signature does not verify, and moves nothing', async () => {
      const { me, payment } = await newApplicant();
      await confirmCard(payment, TEST_CARDS.success);
      const [real] = await webhooksFor(payment.intentId);
      const forgedPayload = real.payload.replace('"amount":4900', '"amount":1');
      const send = (payload: string, signature?: string) =>
        call(t.app, 'POST', '/api/v2/payments/webhook', { noClientToken: true, headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, body: payload });
      expectError(await send(forgedPayload, real.signature), 400, 'The webhook signature does not verify.');
      expectError(await send(real.payload, signWebhook(real.payload, 'whsec_someone_else')), 400, 'The webhook signature does not verify.');
      expectError(await send(real.payload), 400, 'A signed webhook is required.');
      assert.deepEqual(await standing(me), AWAITING_PAYMENT);
      assert.equal(await postWebhook(t.app, real), 200);
      assert.deepEqual(await standing(me), UNDER_REVIEW);
    });

    it('charges once and keeps one application when sign-ups with different idempotency keys arrive at once', async () => {
      const me = await signIn(t.app);
      const answers = await Promise.all(['a', 'b', 'c', 'd'].map((key) => apply(me, { 'idempotency-key': `attempt-${key}-${me.id}` })));
      const results = answers.map((answer) => expectOk(answer));
      assert.equal(new Set(results.map((r) => r.applicationId)).size, 1);
      assert.equal(new Set(results.map((r) => r.payment.intentId)).size, 1);
      const applications = await t.db.query('SELECT status FROM agent_applications WHERE user_id = $1', [me.id]);
      assert.deepEqual(applications.rows, [{ status: 'AwaitingPayment' }]);
      const payments = await t.db.query('SELECT provider_reference FROM payments WHERE user_id = $1', [me.id]);
      assert.deepEqual(payments.rows, [{ provider_reference: results[0].payment.intentId }]);

      // Two tabs confirming the one payment: it succeeds once, the second is refused by the provider.
      const confirms = await Promise.all([confirmCard(results[0].payment), confirmCard(results[3].payment)]);
      assert.deepEqual(confirms.map((c) => c.status).sort(), [200, 400]);
      await deliverWebhooks(t.app, results[0].payment.intentId);
      assert.equal((await webhooksFor(results[0].payment.intentId)).filter((e) => e.type === 'payment_intent.succeeded').length, 1);
      assert.deepEqual(await standing(me), UNDER_REVIEW);
    });
  });
}
