// Attacks from outside, as an attacker would try them against the running API: reading the
// development outbox, racing the admin lockout, spoofing the client address.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INVALID_CODE_MESSAGE, LOCKED_OUT_1_HOUR_MESSAGE } from '@homeward/domain';
import { BusyError, WorkLimiter } from '../src/http/workLimiter';
import { backends, call, createTestApp, expectError, expectOk, lastCode, newIp, newPhone, rowCount, sendCode, useTestApp, verify } from './helpers';

const ADMIN = { email: 'admin@homeward.local', password: 'homeward-dev-admin' };

for (const backend of backends()) {
  describe(`attacks [${backend.name}]`, () => {
    const t = useTestApp(backend, {
      seedLimit: 100,
      config: {
        trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
        formRateLimitPerHour: 20,
        limits: { codeRequestsPerPhonePerHour: 5, codeRequestsPerIpPerHour: 1000, wrongCodesPerHour: 5, lockoutsBeforeSuspension: 3, adminLoginFailuresPerHour: 10 },
      },
    });

    it('never shows the development outbox to a caller without the secret, through a proxy or from another machine', async () => {
      const phone = newPhone();
      expectOk(await sendCode(t.app, phone));
      const secret = t.app.homeward.config.devOutboxSecret;
      const tries: Array<{ headers?: Record<string, string>; ip?: string }> = [
        {},
        { headers: { 'x-dev-secret': 'guess' } },
        { headers: { 'x-dev-secret': `${secret}x` } },
        // Through the site's proxy (it always sets X-Forwarded-For), even with the right secret.
        { headers: { 'x-dev-secret': secret, 'x-forwarded-for': '203.0.113.9' } },
        { headers: { 'x-dev-secret': secret, forwarded: 'for=203.0.113.9' } },
        // From another machine, even with the right secret.
        { headers: { 'x-dev-secret': secret }, ip: '203.0.113.9' },
      ];
      for (const attempt of tries) {
        for (const url of ['/api/v2/dev/sms', '/API/V2/Dev/Sms/']) {
          const result = await call(t.app, 'GET', url, { query: { phone }, noDevSecret: true, ...attempt });
          expectError(result, 404);
          assert.doesNotMatch(result.raw.body, /\d{6}/);
        }
        expectError(await call(t.app, 'GET', '/api/v2/dev/email', { query: { email: 'a@example.com' }, noDevSecret: true, ...attempt }), 404);
      }
      // The local test tooling, on loopback with the secret, reads it.
      const messages = expectOk(await call(t.app, 'GET', '/api/v2/dev/sms', { query: { phone }, headers: { 'x-dev-secret': secret }, noDevSecret: true })).messages;
      assert.match(messages[0].code, /^\d{6}$/);
    });

    it('evaluates at most 10 of 200 parallel admin password guesses', async () => {
      const ip = '198.51.100.20';
      // 190 wrong guesses and, sent last, the right password ten times: none may get in.
      const attempts = Array.from({ length: 200 }, (_, i) =>
        call(t.app, 'POST', '/api/auth/login', { body: { email: ADMIN.email, password: i < 190 ? `wrong-${i}` : ADMIN.password }, ip }),
      );
      const results = await Promise.all(attempts);
      const statuses = results.map((r) => r.status);
      assert.equal(statuses.filter((s) => s === 200).length, 0, 'the right password was accepted after the limit');
      assert.equal(statuses.filter((s) => s >= 500).length, 0);
      const evaluatedWrong = statuses.filter((s) => s === 401).length;
      assert.ok(evaluatedWrong <= 9, `${evaluatedWrong} guesses were answered "invalid"`);
      assert.equal(statuses.filter((s) => s === 429).length, 200 - evaluatedWrong);
      for (const r of results.filter((x) => x.status === 429)) assert.equal(r.body.errorMessage, LOCKED_OUT_1_HOUR_MESSAGE);
      // Still locked for the right password afterwards.
      expectError(await call(t.app, 'POST', '/api/auth/login', { body: ADMIN, ip }), 429, LOCKED_OUT_1_HOUR_MESSAGE);
    });

    it('takes the client address from exactly one trusted hop: a spoofed X-Forwarded-For changes nothing', async () => {
      const wrong = (ip: string, forwardedFor: string) =>
        call(t.app, 'POST', '/api/auth/login', { body: { email: ADMIN.email, password: 'nope' }, ip, headers: { 'x-forwarded-for': forwardedFor } });

      // A client talking to the API directly cannot choose its address: its own header is ignored.
      for (let i = 0; i < 9; i++) expectError(await wrong('203.0.113.50', `10.0.0.${i}`), 401);
      expectError(await wrong('203.0.113.50', '10.0.1.1'), 429, LOCKED_OUT_1_HOUR_MESSAGE);
      expectError(await call(t.app, 'POST', '/api/auth/login', { body: ADMIN, ip: '203.0.113.50', headers: { 'x-forwarded-for': '192.0.2.77' } }), 429);

      // Behind the site's proxy (loopback), the address it sets is used, and only that one hop:
      // entries a client prepends are never read.
      for (let i = 0; i < 9; i++) expectError(await wrong('127.0.0.1', `10.9.${i}.1, 198.51.100.61`), 401);
      expectError(await wrong('127.0.0.1', '10.9.99.1, 198.51.100.61'), 429, LOCKED_OUT_1_HOUR_MESSAGE);
      // Other visitors behind the same proxy are not locked out by that one.
      expectOk(await call(t.app, 'POST', '/api/auth/login', { body: ADMIN, ip: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.62' } }));
      // Nor is the direct caller's own address borrowed through the proxy header by someone else.
      expectOk(await call(t.app, 'POST', '/api/auth/login', { body: ADMIN, ip: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.63' } }));
    });

    it('lets only the proxy that knows the secret name the client address: another local caller cannot choose its own', async () => {
      const local = await createTestApp(backend, {
        seedLimit: 20,
        config: {
          trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
          proxySecret: 'the-proxy-secret',
          limits: { codeRequestsPerPhonePerHour: 5, codeRequestsPerIpPerHour: 1000, wrongCodesPerHour: 5, lockoutsBeforeSuspension: 3, adminLoginFailuresPerHour: 10 },
        },
      });
      try {
        const wrong = (forwardedFor: string, headers: Record<string, string> = {}) =>
          call(local.app, 'POST', '/api/auth/login', { body: { email: ADMIN.email, password: 'nope' }, ip: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor, ...headers } });
        // Without the secret, each made-up address counts as the loopback caller it is: locked after 10.
        for (let i = 0; i < 9; i++) expectError(await wrong(`10.44.${i}.1`), 401);
        expectError(await wrong('10.44.99.1'), 429, LOCKED_OUT_1_HOUR_MESSAGE);
        expectError(await wrong('10.44.100.1', { 'x-proxy-secret': 'a-guess' }), 429, LOCKED_OUT_1_HOUR_MESSAGE);
        // The proxy, with the secret, names each visitor: one visitor's failures lock no other.
        for (let i = 0; i < 9; i++) expectError(await wrong('198.51.100.70', { 'x-proxy-secret': 'the-proxy-secret' }), 401);
        expectError(await wrong('198.51.100.70', { 'x-proxy-secret': 'the-proxy-secret' }), 429, LOCKED_OUT_1_HOUR_MESSAGE);
        expectOk(await call(local.app, 'POST', '/api/auth/login', { body: ADMIN, ip: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.71', 'x-proxy-secret': 'the-proxy-secret' } }));
      } finally {
        await local.close();
      }
    });

    it('stores at most the hourly budget of anonymous enquiries from one address', async () => {
      const ip = newIp();
      const before = await rowCount(t.db, 'requests');
      const enquiry = (i: number) => ({
        intent: 'CorporateEnquiry',
        enquiry: { firstName: 'Flood', lastName: `Bot${i}`, email: `flood${i}@example.com`, phone: '2065550123', companyName: 'Flood Inc', message: 'x' },
      });
      const results = await Promise.all(Array.from({ length: 60 }, (_, i) => call(t.app, 'POST', '/api/v2/Requests', { body: enquiry(i), ip })));
      const stored = (await rowCount(t.db, 'requests')) - before;
      assert.ok(stored <= 20, `${stored} enquiries were stored`);
      const refused = results.filter((r) => r.status === 429);
      assert.equal(refused.length, 40);
      for (const r of refused) {
        assert.equal(r.body.statusCode, 'TooManyRequests');
        assert.ok(Number(r.raw.headers['retry-after']) > 0);
      }
      // Another address is not affected.
      assert.notEqual((await call(t.app, 'POST', '/api/v2/Requests', { body: enquiry(99), ip: newIp() })).status, 429);
    });

    it('counts a form budget by the route, whatever spelling of its path reaches it', async () => {
      const ip = newIp();
      const enquiry = (i: number) => ({
        intent: 'CorporateEnquiry',
        enquiry: { firstName: 'Spelled', lastName: `Bot${i}`, email: `spelled${i}@example.com`, phone: '2065550123', companyName: 'Spelling Inc', message: 'x' },
      });
      const spellings = ['/api/v2/Requests', '/api/v2/Re%71uests', '/api/v2/Requests/', '/api/v2/%52equests?x=1'];
      const statuses: number[] = [];
      for (let i = 0; i < 28; i++) statuses.push((await call(t.app, 'POST', spellings[i % spellings.length]!, { body: enquiry(i), ip })).status);
      assert.equal(statuses.filter((s) => s === 429).length, 8, `statuses: ${statuses.join(',')}`);
      assert.deepEqual(statuses.slice(20), Array(8).fill(429));
    });

    it('evaluates exactly 5 of 40 parallel wrong codes and records one lockout', async () => {
      const phone = newPhone();
      const sent = expectOk(await sendCode(t.app, phone));
      const wrong = (await lastCode(t.app, phone)) === '000000' ? '111111' : '000000';
      const results = await Promise.all(Array.from({ length: 40 }, () => verify(t.app, sent.challengeIdentifier, wrong)));
      const messages = results.map((r) => r.body.errorMessage as string);
      assert.equal(messages.filter((m) => m === INVALID_CODE_MESSAGE).length, 4);
      assert.equal(messages.filter((m) => m === LOCKED_OUT_1_HOUR_MESSAGE).length, 36);
      assert.equal((await t.db.query('SELECT failed_attempts FROM phone_challenges WHERE id = $1', [sent.challengeIdentifier])).rows[0]?.failed_attempts, 5);
      const lockouts = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_events WHERE key LIKE $1', [`verify-lockouts:%${phone}`]);
      assert.equal(lockouts.rows[0]?.n, 1);
    });

    it('answers the health check without naming the database, and errors before routing with the envelope', async () => {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(health.statusCode, 200);
      assert.doesNotMatch(health.body, /pglite|postgres/i);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-big': 'a'.repeat(40_000) } });
      assert.equal(response.status, 431);
      assert.deepEqual(await response.json(), { statusCode: 'RequestHeaderFieldsTooLarge', errorMessage: 'The request headers are too large.' });
      // Compressed by the API itself.
      const search = await fetch(`http://127.0.0.1:${port}/api/v2/Listings/Search`, {
        method: 'POST',
        headers: { 'x-client-token': 'homeward-web', 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify({ searchText: 'Seattle, WA' }),
      });
      assert.equal(search.status, 200);
      assert.equal(search.headers.get('content-encoding'), 'gzip');
    });
  });
}

describe('the search work limiter', () => {
  it('runs a few at once, queues some, and turns the rest away with Retry-After', async () => {
    const limiter = new WorkLimiter({ concurrency: 2, queueLength: 3, queueTimeoutMs: 1000 });
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const job = () =>
      limiter.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return 'done';
      });
    const jobs = Array.from({ length: 8 }, () => job().catch((error: unknown) => error));
    await new Promise((r) => setImmediate(r));
    assert.equal(limiter.active, 2);
    assert.equal(limiter.waiting, 3);
    // Three beyond the queue are refused at once.
    const settled = await Promise.race([Promise.all(jobs.slice(5)), new Promise((r) => setTimeout(() => r('pending'), 200))]);
    assert.ok(Array.isArray(settled));
    for (const refused of settled as unknown[]) {
      assert.ok(refused instanceof BusyError);
      assert.equal(refused.status, 503);
      assert.equal(refused.retryAfterSeconds, 1);
    }
    for (let i = 0; i < 5; i++) {
      while (releases.length === 0) await new Promise((r) => setTimeout(r, 5));
      releases.shift()!();
    }
    assert.deepEqual(await Promise.all(jobs.slice(0, 5)), ['done', 'done', 'done', 'done', 'done']);
    assert.equal(peak, 2);
  });

  it('refuses work that waited longer than the timeout', async () => {
    const limiter = new WorkLimiter({ concurrency: 1, queueLength: 5, queueTimeoutMs: 100 });
    let release!: () => void;
    const first = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    await assert.rejects(limiter.run(async () => 'late'), BusyError);
    release();
    await first;
    assert.equal(await limiter.run(async () => 'now'), 'now');
  });
});
