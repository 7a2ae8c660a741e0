import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INVALID_CODE_MESSAGE, LOCKED_OUT_1_HOUR_MESSAGE, LOCKED_OUT_24_HOURS_MESSAGE } from '@homeward/domain';
import { newPhone } from './helpers';
import { get, lastCode, post, sendCode, useTwoApis, type ApiProcess } from './processes';

const adminUrl = process.env.TEST_DATABASE_URL;
describe('two API processes on one PostgreSQL', { skip: adminUrl ? false : 'TEST_DATABASE_URL is not set: run api/scripts/with-postgres.sh npm run test --workspace api' }, () => {
  // Both start at once: the startup lock lets exactly one of them create and seed the database.
  // The hourly form budget is set to its production figure, to show it holds across processes.
  const [a, b] = useTwoApis(adminUrl!, () => ({ RATE_LIMIT_FORMS_PER_HOUR: '30' }));

  /** A code texted to a new phone through one process and read through the other, and a wrong code for it. */
  const codeChallenge = async () => {
    const phone = newPhone();
    const sent = await sendCode(a, phone);
    const code = await lastCode(b, phone);
    return { phone, challengeidentifier: sent.body.data.challengeIdentifier as string, code, wrong: code === '000000' ? '111111' : '000000' };
  };

  it('a code-request lockout earned through one process holds on the other', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) assert.equal((await sendCode(i % 2 ? b : a, phone)).status, 200);
    const lockedOnA = await sendCode(a, phone);
    assert.equal(lockedOnA.status, 429);
    assert.equal(lockedOnA.body.errorMessage, LOCKED_OUT_24_HOURS_MESSAGE);
    const lockedOnB = await sendCode(b, phone);
    assert.equal(lockedOnB.status, 429);
    assert.equal(lockedOnB.body.errorMessage, LOCKED_OUT_24_HOURS_MESSAGE);
  });

  it('wrong codes counted on both processes lock verification on both', async () => {
    const { challengeidentifier, code, wrong } = await codeChallenge();
    const verify = (api: ApiProcess, accesstoken: string) => post(api, '/api/v2/Account/VerifyCodeForPhoneAuth', { query: { challengeidentifier, accesstoken } });
    for (let i = 0; i < 4; i++) assert.equal((await verify(i % 2 ? a : b, wrong)).body.errorMessage, INVALID_CODE_MESSAGE);
    assert.equal((await verify(a, wrong)).body.errorMessage, LOCKED_OUT_1_HOUR_MESSAGE);
    const onB = await verify(b, code);
    assert.equal(onB.status, 429);
    assert.equal(onB.body.errorMessage, LOCKED_OUT_1_HOUR_MESSAGE);
  });

  it('a burst of 40 wrong codes over both processes has exactly 5 evaluated and one lockout', async () => {
    const { phone, challengeidentifier, wrong } = await codeChallenge();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(i % 2 ? a : b, '/api/v2/Account/VerifyCodeForPhoneAuth', { query: { challengeidentifier, accesstoken: wrong } })),
    );
    const messages = results.map((r) => r.body.errorMessage as string);
    assert.equal(messages.filter((m) => m === INVALID_CODE_MESSAGE).length, 4);
    assert.equal(messages.filter((m) => m === LOCKED_OUT_1_HOUR_MESSAGE).length, 36);
    // One lockout, not several: the phone is locked for an hour, not suspended for a day.
    const again = await sendCode(a, phone);
    assert.equal(again.status, 200);
  });

  it('the hourly form budget holds at 30 across both processes and every spelling of the path', async () => {
    const enquiry = (i: number) => ({
      intent: 'CorporateEnquiry',
      enquiry: { firstName: 'Two', lastName: `Procs ${'abcdefghijklmnopqrstuvwxyz'[i % 26]}`, email: `procs${i}@example.com`, phone: '2065550123', companyName: 'Procs Inc', message: 'Two processes, one budget.' },
    });
    const paths = ['/api/v2/Requests', '/api/v2/Re%71uests'];
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => post(i % 2 ? a : b, paths[Math.floor(i / 2) % 2]!, { body: enquiry(i) })));
    assert.deepEqual(results.filter((r) => r.status >= 300 && r.status !== 429).map((r) => r.body.errorMessage), []);
    assert.equal(results.filter((r) => r.status === 429).length, 10);
    assert.equal(results.filter((r) => r.status < 300).length, 30);
  });

  it('a session started on one process works on the other', async () => {
    const phone = newPhone();
    const sent = await sendCode(a, phone);
    const verified = await post(b, '/api/v2/Account/VerifyCodeForPhoneAuth', {
      query: { challengeidentifier: sent.body.data.challengeIdentifier, accesstoken: await lastCode(a, phone) },
    });
    const login = await post(a, '/api/v2/Account/LoginWithPhone', {
      body: { accessToken: verified.body.data.id, user: { firstName: 'Two', lastName: 'Procs', email: 'two@procs.test' } },
    });
    assert.equal(login.status, 200);
    const details = await get(b, '/api/v2/Account/Details', login.body.data.token.accessToken);
    assert.equal(details.status, 200);
    assert.equal(details.body.data.data.firstName, 'Two');
    const rotated = await post(b, '/api/v2/Account/RefreshToken', { body: { refreshToken: login.body.data.token.refreshToken } });
    assert.equal(rotated.status, 200);
    const reused = await post(a, '/api/v2/Account/RefreshToken', { body: { refreshToken: login.body.data.token.refreshToken } });
    assert.equal(reused.status, 401);
  });
});
