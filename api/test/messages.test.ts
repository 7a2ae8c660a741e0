import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TRANSACTIONAL_MESSAGE_ERROR } from '@homeward/contracts/signed-in';
import { MINUTE_MS } from '../src/clock';
import { ConfigError, loadConfig } from '../src/config';
import { twilioSignature } from '../src/providers/sms';
import { adminSignIn, backends, call, createTestApp, deliverMessages, expectError, expectOk, signIn, TEST_START, type SignedIn, type TestApp } from './helpers';
import { FakeTwilio, LocalMailbox, type ReceivedMail } from './mailbox';

const FROM = 'no-reply@homeward.test';
const daysFromToday = (days: number) => new Date(new Date(TEST_START).getTime() + days * 86_400_000).toISOString().slice(0, 10);
const text = (mail: ReceivedMail) => mail.parsed.text ?? '';
const html = (mail: ReceivedMail) => (typeof mail.parsed.html === 'string' ? mail.parsed.html : '');
/** A header as it was sent (the parser turns list headers into objects). */
const header = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines.find((h) => h.key === name)?.line.slice(name.length + 1).trim();

/** The link with one of its query fields changed. */
const broken = (link: URL, name: string, value: string) => {
  const changed = new URL(link);
  changed.searchParams.set(name, value);
  return `${changed.pathname}${changed.search}`;
};

/** A signed-in user made an agent waiting for review (the application itself is covered by the agent tests). */
async function agentUnderReview(t: TestApp, user: SignedIn): Promise<void> {
  await t.db.query('UPDATE users SET is_agent = true, agent_status = 0 WHERE id = $1', [user.id]);
}

for (const backend of backends()) {
  describe(`messages over SMTP [${backend.name}]`, () => {
    let t: TestApp;
    let mailbox: LocalMailbox;
    let admin: string;
    let listing: { mls: string; zipcode: string; address: string };

    before(async () => {
      mailbox = new LocalMailbox();
      const smtpUrl = await mailbox.start();
      t = await createTestApp(backend, { seedLimit: 200, config: { email: { provider: 'smtp', smtpUrl, from: `Homeward <${FROM}>` } } });
      admin = await adminSignIn(t.app);
      listing = (await t.db.query<{ mls: string; zipcode: string; address: string }>("SELECT mls, zipcode, address FROM listings WHERE state = 'WA' ORDER BY mls LIMIT 1")).rows[0];
    });
    after(async () => {
      await t.close();
      await mailbox.stop();
    });

    it('tells an agent of the approval by email (text and HTML, working link) and by text message', async () => {
      const agent = await signIn(t.app);
      await agentUnderReview(t, agent);
      const email = `ada${agent.phone}@example.com`;
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${agent.id}/status`, { token: admin, body: { agentStatus: 1 } }));
      await deliverMessages(t.app);

      const [mail] = mailbox.to(email);
      assert.ok(mail, 'the approval arrived over SMTP');
      assert.equal(mail.envelopeFrom, FROM);
      assert.deepEqual(mail.envelopeTo, [email]);
      assert.equal(mail.parsed.subject, 'Your agent application is approved');
      assert.equal(mail.parsed.from?.value[0].address, FROM);
      assert.match(mail.parsed.messageId ?? '', /^<message-\d+@localhost>$/);
      assert.equal(header(mail, 'list-unsubscribe'), undefined, 'a decision is transactional: no unsubscribe');
      assert.match(text(mail), /^Hello Ada,/);
      assert.match(text(mail), /Open your dashboard: http:\/\/localhost:8080\/agent\/Index/);
      assert.match(html(mail), /<html lang="en">/);
      assert.match(html(mail), /<a href="http:\/\/localhost:8080\/agent\/Index"[^>]*>Open your dashboard<\/a>/);

      const texts = expectOk(await call(t.app, 'GET', '/api/v2/dev/sms', { query: { phone: agent.phone } })).messages as Array<{ body: string }>;
      assert.match(texts[0].body, /^Homeward: your agent application is approved\. Your dashboard: http:\/\/localhost:8080\/agent\/Index$/);

      // The same decision again is no new event: nothing more is sent.
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${agent.id}/status`, { token: admin, body: { agentStatus: 1 } }));
      await deliverMessages(t.app);
      assert.equal(mailbox.to(email).length, 1);
    });

    it('confirms a tour to the buyer, tells the routed agent, and tells the buyer when the agent answers; unsubscribing stops that kind at once', async () => {
      const agent = await signIn(t.app);
      await agentUnderReview(t, agent);
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${agent.id}/status`, { token: admin, body: { agentStatus: 1 } }));
      expectOk(await call(t.app, 'PUT', '/api/v2/partners/area', { token: agent.accessToken, body: { partnerType: 3, serviceStates: ['WA'], serviceZips: [listing.zipcode] } }));
      const buyer = await signIn(t.app);
      const buyerEmail = `ada${buyer.phone}@example.com`;
      const agentEmail = `ada${agent.phone}@example.com`;
      const tour = expectOk(
        await call(t.app, 'POST', '/api/v2/Requests', { token: buyer.accessToken, body: { intent: 'ScheduleTour', listing_MLS: listing.mls, tour: { date: daysFromToday(2), time: '14:30' } } }),
      );
      await deliverMessages(t.app);

      const confirmation = mailbox.to(buyerEmail);
      assert.equal(confirmation.length, 1);
      assert.equal(confirmation[0].parsed.subject, 'We received your tour');
      assert.match(text(confirmation[0]), new RegExp(`We received your request for a tour of ${listing.address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* on Friday, March 6 at 2:30 PM\\.`));
      assert.equal(header(confirmation[0], 'list-unsubscribe'), undefined);

      const notice = mailbox.to(agentEmail).find((m) => m.parsed.subject === 'New tour request');
      assert.ok(notice, 'the routed agent was told');
      assert.match(text(notice), /Answer on your dashboard: http:\/\/localhost:8080\/agent\/Index/);
      // A notice is not transactional: one-click unsubscribe (RFC 8058).
      assert.match(String(header(notice, 'list-unsubscribe')), /^<http:\/\/localhost:8080\/api\/v2\/messages\/unsubscribe\?u=[^>]+&k=new-requests&c=email&s=[^>]+>$/);
      assert.equal(header(notice, 'list-unsubscribe-post'), 'List-Unsubscribe=One-Click');
      const agentTexts = expectOk(await call(t.app, 'GET', '/api/v2/dev/sms', { query: { phone: agent.phone } })).messages as Array<{ body: string }>;
      assert.match(agentTexts[0].body, /^Homeward: new tour request: a tour of .* on Friday, March 6 at 2:30 PM\. Answer it on your dashboard/);

      expectOk(await call(t.app, 'PUT', `/api/v2/partners/requests/${tour.id}/status`, { token: agent.accessToken, body: { partnerStatus: 'Accepted' } }));
      await deliverMessages(t.app);
      const answered = mailbox.to(buyerEmail).find((m) => m.parsed.subject === 'Your tour is confirmed');
      assert.ok(answered, 'the buyer heard the agent accepted');
      assert.match(text(answered), /the Homeward partner accepted your request for a tour/);
      const buyerTexts = expectOk(await call(t.app, 'GET', '/api/v2/dev/sms', { query: { phone: buyer.phone } })).messages as Array<{ body: string }>;
      assert.match(buyerTexts[0].body, /^Homeward: your request for a tour .* was accepted\.$/);

      // The buyer follows the update's unsubscribe link signed out (one-click POST, no client token).
      const link = String(header(answered, 'list-unsubscribe')).slice(1, -1);
      const url = new URL(link);
      const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /<button type="submit"[^>]*>Unsubscribe<\/button>/);
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      assert.equal(oneClick.statusCode, 200);
      assert.match(oneClick.body, /You are unsubscribed/);
      const prefs = expectOk(await call(t.app, 'GET', '/api/v2/Account/MessagePreferences', { token: buyer.accessToken })).items as Array<{ kind: string; email: boolean; sms: boolean }>;
      const updates = prefs.find((p) => p.kind === 'request-updates');
      assert.deepEqual([updates?.email, updates?.sms], [false, true], 'email off, texts still on');

      // The next change of state sends no email to the buyer, but still the text.
      const before = mailbox.to(buyerEmail).length;
      expectOk(await call(t.app, 'PUT', `/api/v2/partners/requests/${tour.id}/status`, { token: agent.accessToken, body: { partnerStatus: 'Declined' } }));
      await deliverMessages(t.app);
      assert.equal(mailbox.to(buyerEmail).length, before);
      const later = expectOk(await call(t.app, 'GET', '/api/v2/dev/sms', { query: { phone: buyer.phone } })).messages as Array<{ body: string }>;
      assert.match(later[0].body, /cannot take your request/);

      // A tampered link changes nothing.
      url.searchParams.set('k', 'new-requests');
      const forged = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      assert.equal(forged.statusCode, 400);
      assert.match(forged.json().errorMessage, /not valid/);

      // A link cut short or mangled by a mail program opens a page that says so, not the JSON of an error.
      for (const mangled of [`${url.pathname}?u=not-a-uuid&k=request-updates&c=email&s=0123456789`, broken(url, 'k', 'everything'), url.pathname]) {
        const opened = await t.app.inject({ method: 'GET', url: mangled });
        assert.equal(opened.statusCode, 400, mangled);
        assert.match(String(opened.headers['content-type']), /^text\/html/);
        assert.match(opened.body, /<h1[^>]*>This link is not valid<\/h1>/);
        assert.match(opened.body, /Change which messages you get on your account page\./);
      }
      const unknownKind = await call(t.app, 'POST', broken(url, 'k', 'everything'), {
        noClientToken: true,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expectError(unknownKind, 400, 'This unsubscribe link is not valid. Change which messages you get on your account page.');
    });

    it('sends the details of a call booked on /calendly to the address the form gave, as the page says', async () => {
      const person = { firstName: 'Lin', lastName: 'Park', email: 'lin.park@example.com', phone: '2065550142' };
      expectOk(await call(t.app, 'POST', '/api/v2/Requests', { body: { intent: 'ScheduleConsultation', consultation: { date: daysFromToday(1), time: '09:30', topic: 'Buying', ...person } } }));
      await deliverMessages(t.app);
      const [mail] = mailbox.to(person.email);
      assert.equal(mail?.parsed.subject, 'We received your consultation');
      assert.match(text(mail), /^Hello Lin,\n\nWe received your request for a call with a Homeward agent on Thursday, March 5 at 9:30 AM Eastern time\./);
      const texts = expectOk(await call(t.app, 'GET', '/api/v2/dev/sms', { query: { phone: person.phone } })).messages as Array<{ body: string }>;
      assert.match(texts[0].body, /^Homeward: we received your request for a call with a Homeward agent on Thursday, March 5 at 9:30 AM Eastern time\.$/);
    });

    it('tells a partner applicant the application arrived and how it was decided', async () => {
      const me = await signIn(t.app);
      const address = `ada${me.phone}@example.com`;
      const applied = expectOk(
        await call(t.app, 'POST', '/api/v2/partners/applications', {
          token: me.accessToken,
          body: {
            kind: 'inspector',
            applicant: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '(425) 555-0199' },
            business: { company: 'Messages Inspections', licenseNumber: 'HI-2041', address: '100 Pine St', city: 'Seattle', state: 'WA', zip: '98101', yearEstablished: 2012 },
            additional: { serviceStates: ['WA'], serviceZips: [], services: ['General'], website: 'https://inspect.example.com', description: 'Licensed inspections.', termsAccepted: true },
          },
        }),
      );
      await deliverMessages(t.app);
      assert.equal(mailbox.to(address)[0]?.parsed.subject, 'We received your home inspector application');
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/partner-applications/${applied.id}/status`, { token: admin, body: { status: 'approved', note: 'Licence checked' } }));
      await deliverMessages(t.app);
      const decided = mailbox.to(address).find((m) => m.parsed.subject === 'Your home inspector application is approved');
      assert.ok(decided, 'the decision arrived');
      assert.match(text(decided), /The manager's note: Licence checked/);
      assert.match(text(decided), /Open your dashboard: http:\/\/localhost:8080\/partner\/serviceprovider\/dashboard/);
    });

    it('tells the partner a manager hands a request to', async () => {
      const agent = await signIn(t.app);
      await agentUnderReview(t, agent);
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${agent.id}/status`, { token: admin, body: { agentStatus: 1 } }));
      const profile = (await t.db.query<{ id: string }>('SELECT id FROM partner_profiles WHERE user_id = $1', [agent.id])).rows[0];
      const buyer = await signIn(t.app);
      const offer = expectOk(await call(t.app, 'POST', '/api/v2/Requests', { token: buyer.accessToken, body: { intent: 'MakeAnOffer', listing_MLS: listing.mls, offer: { amount: 650000 } } }));
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/requests/${offer.id}/assignment`, { token: admin, body: { partnerProfileId: profile.id } }));
      await deliverMessages(t.app);
      const notice = mailbox.to(`ada${agent.phone}@example.com`).find((m) => m.parsed.subject === 'New offer request');
      assert.ok(notice, 'the agent was told of the offer handed to them');
      assert.match(text(notice), new RegExp(`A buyer asked for an offer on ${listing.address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`));
    });

    it('keeps a message through an SMTP server that refuses for a minute, shows the retries to managers, and sends it once', async () => {
      const me = await signIn(t.app);
      const email = `ada${me.phone}@example.com`;
      mailbox.refuse = true;
      expectOk(await call(t.app, 'POST', '/api/v2/Account/SendVerifyEmail', { token: me.accessToken }));
      await deliverMessages(t.app);
      let listed = expectOk(await call(t.app, 'GET', '/api/v2/admin/messages', { token: admin, query: { status: 'retrying' } }));
      const row = listed.items.find((m: { recipient: string }) => m.recipient === email);
      assert.ok(row, 'the refused message is listed as retrying');
      assert.equal(row.attempts, 1);
      assert.match(row.lastError, /451/);
      assert.equal(row.nextAttemptAt, new Date(t.clock.now().getTime() + 30_000).toISOString());

      // Not due yet: nothing is tried. Then the second try is refused too, and waits twice as long.
      assert.equal(await deliverMessages(t.app), 0);
      t.clock.advance(30_000);
      await deliverMessages(t.app);
      listed = expectOk(await call(t.app, 'GET', '/api/v2/admin/messages', { token: admin, query: { status: 'retrying' } }));
      assert.equal(listed.items.find((m: { recipient: string }) => m.recipient === email).attempts, 2);
      assert.equal(mailbox.to(email).length, 0);

      mailbox.refuse = false;
      t.clock.advance(60_000);
      await deliverMessages(t.app);
      assert.equal(mailbox.to(email).length, 1);
      assert.equal(mailbox.to(email)[0].parsed.subject, 'Confirm your email for Homeward');
      listed = expectOk(await call(t.app, 'GET', '/api/v2/admin/messages', { token: admin, query: { status: 'sent' } }));
      assert.equal(listed.items.find((m: { recipient: string }) => m.recipient === email).attempts, 3);
      assert.ok(listed.counts.sent >= 1);
      // Only a manager reads the deliveries.
      expectError(await call(t.app, 'GET', '/api/v2/admin/messages', { token: me.accessToken }), 403);
      expectError(await call(t.app, 'GET', '/api/v2/admin/messages', { token: admin, query: { status: 'lost' } }), 400);

      t.clock.advance(3_600_000);
      await deliverMessages(t.app);
      assert.equal(mailbox.to(email).length, 1, 'delivered once');
      admin = await adminSignIn(t.app);
    });

    it('tells both addresses when the email changes, and confirms a deletion after the fact', async () => {
      const me = await signIn(t.app);
      const old = `ada${me.phone}@example.com`;
      expectOk(await call(t.app, 'PUT', '/api/v2/Account/Details', { token: me.accessToken, body: { email: `new${me.phone}@example.com` } }));
      await deliverMessages(t.app);
      assert.equal(mailbox.to(old)[0]?.parsed.subject, 'The email on your Homeward account changed');
      assert.equal(mailbox.to(`new${me.phone}@example.com`)[0]?.parsed.subject, 'The email on your Homeward account changed');

      expectOk(await call(t.app, 'DELETE', '/api/v2/Account', { token: me.accessToken }));
      await deliverMessages(t.app);
      assert.equal(mailbox.to(`new${me.phone}@example.com`).at(-1)?.parsed.subject, 'Your Homeward account is deleted');
    });

    it('lets a user turn off optional kinds only', async () => {
      const me = await signIn(t.app);
      expectError(await call(t.app, 'PUT', '/api/v2/Account/MessagePreferences', { token: me.accessToken, body: { kind: 'confirmation', channel: 'email', enabled: false } }), 400, TRANSACTIONAL_MESSAGE_ERROR);
      expectError(await call(t.app, 'PUT', '/api/v2/Account/MessagePreferences', { token: me.accessToken, body: { kind: 'gossip', channel: 'email', enabled: false } }), 400);
      expectError(await call(t.app, 'PUT', '/api/v2/Account/MessagePreferences', { body: { kind: 'new-requests', channel: 'sms', enabled: false } }), 401);
      const updated = expectOk(await call(t.app, 'PUT', '/api/v2/Account/MessagePreferences', { token: me.accessToken, body: { kind: 'new-requests', channel: 'sms', enabled: false } }));
      const row = updated.items.find((p: { kind: string }) => p.kind === 'new-requests');
      assert.equal(row.sms, false);
      assert.equal(row.email, true);
    });
  });
}

describe('messages by Twilio', () => {
  let t: TestApp;
  let twilio: FakeTwilio;
  const AUTH_TOKEN = 'twilio-test-auth-token';
  const CALLBACK = 'https://homeward.test/api/v2/messages/twilio/status';

  before(async () => {
    twilio = new FakeTwilio();
    const apiUrl = await twilio.start();
    t = await createTestApp(backends()[0], {
      seedLimit: 200,
      config: { sms: { provider: 'twilio', webhookUrl: null, webhookToken: null, twilio: { accountSid: 'AC123', authToken: AUTH_TOKEN, from: '+12065550000', apiUrl, statusCallbackUrl: CALLBACK } } },
    });
  });
  after(async () => {
    await t.close();
    await twilio.stop();
  });

  it('sends a decision through the Messages API and takes only signed delivery reports', async () => {
    const admin = await adminSignIn(t.app);
    // Sign-in codes go through Twilio here too; this user is made directly.
    const id = (await t.db.query<{ id: string }>(
      `INSERT INTO users (id, phone, country, email, first_name, is_agent, agent_status, created_at, updated_at)
       VALUES (gen_random_uuid(), '+12065550123', 'US', NULL, 'Grace', true, 0, now(), now()) RETURNING id`,
    )).rows[0].id;
    expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${id}/status`, { token: admin, body: { agentStatus: 3 } }));
    await deliverMessages(t.app);
    const sent = twilio.requests.at(-1)!;
    assert.equal(sent.path, '/2010-04-01/Accounts/AC123/Messages.json');
    assert.equal(sent.authorization, `Basic ${Buffer.from(`AC123:${AUTH_TOKEN}`).toString('base64')}`);
    assert.equal(sent.form.To, '+12065550123');
    assert.equal(sent.form.From, '+12065550000');
    assert.equal(sent.form.StatusCallback, CALLBACK);
    assert.match(sent.form.Body, /^Homeward: we need more details for your agent application: http:\/\/localhost:8080\/agent-become-an-agentdetails$/);

    const report = { MessageSid: 'SM00000000000000000000000000000001', MessageStatus: 'undelivered', ErrorCode: '30003', AccountSid: 'AC123' };
    const body = new URLSearchParams(report).toString();
    const forged = await t.app.inject({ method: 'POST', url: '/api/v2/messages/twilio/status', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'bm90IGEgc2lnbmF0dXJl' }, payload: body });
    assert.equal(forged.statusCode, 403);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/messages/twilio/status',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(AUTH_TOKEN, CALLBACK, report) },
      payload: body,
    });
    assert.equal(signed.statusCode, 204);
    const listed = expectOk(await call(t.app, 'GET', '/api/v2/admin/messages', { token: admin, query: { status: 'failed' } }));
    assert.equal(listed.items[0].recipient, '+12065550123');
    assert.equal(listed.items[0].lastError, 'Twilio reported undelivered (error 30003)');
  });

  it('sends a text once when Twilio took it but its answer was lost, and again when Twilio never took it', async () => {
    const admin = await adminSignIn(t.app);
    const applicant = async (phone: string) =>
      (await t.db.query<{ id: string }>(
        `INSERT INTO users (id, phone, country, email, first_name, is_agent, agent_status, created_at, updated_at)
         VALUES (gen_random_uuid(), $1, 'US', NULL, 'Lin', true, 0, now(), now()) RETURNING id`,
        [phone],
      )).rows[0]!.id;
    const textsTo = (phone: string) => twilio.requests.filter((r) => r.form.To === phone);
    const deliveryTo = async (phone: string) =>
      (expectOk(await call(t.app, 'GET', '/api/v2/admin/messages', { token: admin, query: { pageSize: '100' } })).items as Array<{ recipient: string; status: string; attempts: number }>).find(
        (item) => item.recipient === phone,
      )!;

    // Twilio accepts the text, then the connection breaks before its answer reaches us.
    const lost = '+12065550177';
    expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${await applicant(lost)}/status`, { token: admin, body: { agentStatus: 3 } }));
    twilio.nextAnswers.push('lost');
    await deliverMessages(t.app);
    assert.equal(textsTo(lost).length, 1);
    assert.equal((await deliveryTo(lost)).status, 'retrying');
    t.clock.advance(5 * MINUTE_MS);
    await deliverMessages(t.app);
    // The retry found the text at Twilio: the person got one text, and the delivery is settled.
    assert.equal(textsTo(lost).length, 1);
    assert.ok(twilio.lookups.some((url) => url.includes(`To=${encodeURIComponent(lost)}`)));
    assert.deepEqual([(await deliveryTo(lost)).status, (await deliveryTo(lost)).attempts], ['sent', 2]);

    // Twilio refuses the text outright: the retry does not find it, so it sends it.
    const refused = '+12065550178';
    expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${await applicant(refused)}/status`, { token: admin, body: { agentStatus: 3 } }));
    twilio.nextAnswers.push('refused');
    await deliverMessages(t.app);
    assert.equal((await deliveryTo(refused)).status, 'retrying');
    t.clock.advance(5 * MINUTE_MS);
    await deliverMessages(t.app);
    assert.equal(textsTo(refused).length, 2);
    assert.equal((await deliveryTo(refused)).status, 'sent');
  });

  it('checks the signature of a delivery report before its fields, and names the fields a signed one lacks', async () => {
    const post = (form: Record<string, string>, signature: string) =>
      call(t.app, 'POST', '/api/v2/messages/twilio/status', {
        noClientToken: true,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        body: new URLSearchParams(form).toString(),
      });
    const incomplete = { MessageStatus: 'delivered', AccountSid: 'AC123' };
    expectError(await post(incomplete, 'bm90IGEgc2lnbmF0dXJl'), 403, 'The signature of this delivery report is not valid.');
    expectError(await post(incomplete, twilioSignature(AUTH_TOKEN, CALLBACK, incomplete)), 400, 'A delivery report needs MessageSid and MessageStatus.');
  });

  it('refuses to start with a provider it does not know', () => {
    assert.throws(() => loadConfig({ SMS_PROVIDER: 'pigeon' }), (e: unknown) => e instanceof ConfigError && e.message === 'SMS_PROVIDER=pigeon is not a known provider; use one of: outbox, webhook, twilio');
    assert.throws(() => loadConfig({ EMAIL_PROVIDER: 'fax' }), /EMAIL_PROVIDER=fax is not a known provider/);
    assert.throws(() => loadConfig({ SMS_PROVIDER: 'twilio' }), /needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM/);
    assert.equal(loadConfig({ SMTP_URL: 'smtp://mail.example.net:587' }).email.provider, 'smtp');
  });
});
