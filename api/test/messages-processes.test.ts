import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPostgresDatabase, newPhone } from './helpers';
import { LocalMailbox } from './mailbox';
import { freePort, lastCode, post, sendCode, startApi, stopApi, waitUntilUp, type ApiProcess } from './processes';

const adminUrl = process.env.TEST_DATABASE_URL;
const USERS = 4;
const EMAILS_EACH = 5;

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
}

describe('message delivery across killed processes and restarts on PostgreSQL', { skip: adminUrl ? false : 'TEST_DATABASE_URL is not set: run api/scripts/with-postgres.sh' }, () => {
  const mailbox = new LocalMailbox();
  const running: ApiProcess[] = [];
  let url: string;
  let smtpUrl: string;
  let drop: () => Promise<void>;

  const start = async (worker: boolean) => {
    const api = startApi(url, await freePort(), { SMTP_URL: smtpUrl, MESSAGE_WORKER: worker ? 'on' : 'off', MESSAGE_POLL_MS: '200' });
    running.push(api);
    await waitUntilUp(api, 180_000);
    return api;
  };

  before(async () => {
    smtpUrl = await mailbox.start();
    const database = await createPostgresDatabase(adminUrl!);
    url = database.url;
    drop = database.drop;
  });

  after(async () => {
    for (const api of running) await stopApi(api, 'SIGTERM');
    await drop?.();
    await mailbox.stop();
  });

  it('loses no message when the API dies before delivering, and sends none twice with two workers and a restart', async () => {
    // The first process stores events but delivers nothing, then is killed outright.
    const first = await start(false);
    const recipients: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const phone = newPhone();
      const sent = await sendCode(first, phone);
      const verified = await post(first, '/api/v2/Account/VerifyCodeForPhoneAuth', { query: { challengeidentifier: sent.body.data.challengeIdentifier, accesstoken: await lastCode(first, phone) } });
      const email = `killed${phone}@example.com`;
      const login = await post(first, '/api/v2/Account/LoginWithPhone', { body: { accessToken: verified.body.data.id, user: { firstName: 'Kim', lastName: 'Ray', email } } });
      for (let n = 0; n < EMAILS_EACH; n++) {
        assert.equal((await post(first, '/api/v2/Account/SendVerifyEmail', { token: login.body.data.token.accessToken })).status, 200);
      }
      recipients.push(email);
    }
    await stopApi(first, 'SIGKILL');
    assert.equal(mailbox.received.length, 0);

    // Two processes with workers share the outbox: every message arrives once.
    const [b] = await Promise.all([start(true), start(true)]);
    const total = USERS * EMAILS_EACH;
    await until(() => mailbox.received.length >= total, 60_000);
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(mailbox.received.length, total);
    assert.equal(new Set(mailbox.received.map((m) => m.parsed.messageId)).size, total, 'no Message-ID twice');
    for (const email of recipients) assert.equal(mailbox.to(email).length, EMAILS_EACH);

    // A worker killed and started again finds nothing left to send.
    await stopApi(b, 'SIGKILL');
    await start(true);
    await new Promise((r) => setTimeout(r, 2000));
    assert.equal(mailbox.received.length, total);
  });
});
