import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { CLIENT_TOKEN, createPostgresDatabase } from './helpers';
import { FakeTwilio } from './mailbox';
import { freePort, post, startApi, stopApi, waitUntilUp, type ApiProcess } from './processes';

const adminUrl = process.env.TEST_DATABASE_URL;
const PHONE = '+12065550191';

async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a text whose sender died after Twilio took it, on PostgreSQL', { skip: adminUrl ? false : 'TEST_DATABASE_URL is not set: run api/scripts/with-postgres.sh' }, () => {
  const twilio = new FakeTwilio();
  const running: ApiProcess[] = [];
  let url: string;
  let drop: () => Promise<void>;
  let db: pg.Client;

  const start = async () => {
    const api = startApi(url, await freePort(), {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'twilio-test-auth-token',
      TWILIO_FROM: '+12065550000',
      TWILIO_API_URL: twilio.url,
      TWILIO_STATUS_CALLBACK_URL: '',
      MESSAGE_POLL_MS: '200',
      MESSAGE_LEASE_MS: '1000',
    });
    running.push(api);
    await waitUntilUp(api, 180_000);
    return api;
  };

  before(async () => {
    await twilio.start();
    const database = await createPostgresDatabase(adminUrl!);
    url = database.url;
    drop = database.drop;
  });

  after(async () => {
    for (const api of running) await stopApi(api, 'SIGKILL');
    await db?.end();
    await drop?.();
    await twilio.stop();
  });

  it('is looked up at Twilio by the process after it, not sent again', async () => {
    const first = await start();
    db = new pg.Client({ connectionString: url });
    await db.connect();
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (id, phone, country, first_name, is_agent, agent_status, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, 'US', 'Noor', true, 0, now(), now()) RETURNING id`,
      [PHONE],
    );
    // The process dies the moment Twilio has the text, before Twilio's answer reaches it.
    const killed = new Promise<void>((resolve) => {
      twilio.onHeld = () => {
        first.child.kill('SIGKILL');
        resolve();
      };
    });
    twilio.nextAnswers.push('held');
    const login = await post(first, '/api/auth/login', { body: { email: 'admin@homeward.local', password: 'homeward-dev-admin' } });
    const decided = await fetch(`${first.base}/api/v2/admin/agents/${rows[0]!.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-client-token': CLIENT_TOKEN, authorization: `Bearer ${login.body.data.token}` },
      body: JSON.stringify({ agentStatus: 3 }),
    });
    assert.equal(decided.status, 200);
    await killed;
    const textsTo = () => twilio.requests.filter((r) => r.form.To === PHONE).length;
    assert.equal(textsTo(), 1);

    // The next process finds the text unsettled once its lease has run out, and asks Twilio first.
    await start();
    const settled = await until(async () => {
      const row = await db.query<{ status: string; provider_id: string | null }>("SELECT status, provider_id FROM message_outbox WHERE channel = 'sms' AND recipient = $1", [PHONE]);
      return row.rows[0]?.status === 'sent' ? row.rows[0] : undefined;
    }, 60_000);
    assert.match(settled.provider_id ?? '', /^SM/);
    assert.equal(textsTo(), 1);
    assert.ok(twilio.lookups.length >= 1);
  });
});
