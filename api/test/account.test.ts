import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import {
  CODE_EXPIRED_MESSAGE,
  INVALID_CODE_MESSAGE,
  LOCKED_OUT_1_HOUR_MESSAGE,
  LOCKED_OUT_24_HOURS_MESSAGE,
  WRONG_NUMBER_MESSAGE,
} from '@homeward/domain';
import { accountDetailsSchema, loginResultSchema, NEW_USER_DETAILS_MESSAGE } from '@homeward/contracts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../src/clock';
import { backends, call, createTestApp, deliverMessages, expectError, expectOk, lastCode, newIp, newPhone, rowCount, sendCode, signIn, verify, type TestApp } from './helpers';

const ISSUER = 'https://id.example.test';
const AUDIENCE = 'homeward-web-client';

for (const backend of backends()) {
  describe(`account [${backend.name}]`, () => {
    let t: TestApp;
    let signKey: CryptoKey;
    before(async () => {
      const { publicKey, privateKey } = await generateKeyPair('RS256');
      signKey = privateKey as CryptoKey;
      const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
      t = await createTestApp(backend, { config: { identity: { 1: { issuer: ISSUER, clientId: AUDIENCE, audience: AUDIENCE, scope: 'openid email profile', authorizationParams: {}, jwks: { keys: [jwk] } } } } });
    });
    after(() => t.close());

    const idToken = (claims: Record<string, unknown>, options: { issuer?: string; audience?: string; expiresInSec?: number } = {}) => {
      const now = Math.floor(t.clock.now().getTime() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(options.issuer ?? ISSUER)
        .setAudience(options.audience ?? AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + (options.expiresInSec ?? 600))
        .sign(signKey);
    };

    describe('phone login (spec 4.2)', () => {
      it('creates a new user, then signs the same phone in again', async () => {
        const phone = newPhone();
        const sent = expectOk(await sendCode(t.app, phone));
        assert.equal(sent.isNewUser, true);
        const code = await lastCode(t.app, phone);
        assert.match(code, /^\d{6}$/);
        const verified = expectOk(await verify(t.app, sent.challengeIdentifier, code));
        const login = loginResultSchema.parse(
          expectOk(
            await call(t.app, 'POST', '/api/v2/Account/LoginWithPhone', {
              body: { accessToken: verified.id, deviceToken: 'd1', user: { firstName: 'Grace', lastName: 'Hopper', email: 'Grace@Example.com', phone } },
            }),
          ),
        );
        assert.equal(login.isEstablished, true);
        assert.deepEqual(login.user, { isAgent: false, agentStatus: -1, isEmailConfirmed: false, isEstablished: true });
        assert.equal(login.token.expiresIn, 3600);
        assert.equal(login.token.tokenExpiration, t.clock.now().getTime() + 3600_000);

        const details = accountDetailsSchema.parse(expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', { token: login.token.accessToken, userToken: login.id })).data);
        assert.equal(details.firstName, 'Grace');
        assert.equal(details.email, 'grace@example.com');
        assert.equal(details.phone, `+1${phone}`);
        assert.deepEqual(details.scope, ['user']);

        const again = await signIn(t.app, phone);
        assert.equal(again.id, login.id);
      });

      it('accepts phone and country in the body too, and a dial code for the country', async () => {
        const phone = newPhone();
        expectOk(await call(t.app, 'POST', '/api/v2/Account/SendCodeForPhoneAuth', { body: { phone, country: '+1' }, ip: newIp() }));
      });

      it("answers 'Wrong number provided' for a bad phone", async () => {
        for (const query of [{ phone: '123', country: 'US' }, { phone: '1255550100', country: 'US' }, { phone: 'abcdefghij', country: 'US' }, { phone: '4255550100', country: 'ZZ' }, {}] as Array<Record<string, string>>) {
          expectError(await call(t.app, 'POST', '/api/v2/Account/SendCodeForPhoneAuth', { query, ip: newIp() }), 400, WRONG_NUMBER_MESSAGE);
        }
      });

      it('needs name and email from a new user', async () => {
        const phone = newPhone();
        const sent = expectOk(await sendCode(t.app, phone));
        const verified = expectOk(await verify(t.app, sent.challengeIdentifier, await lastCode(t.app, phone)));
        const users = await rowCount(t.db, 'users');
        expectError(await call(t.app, 'POST', '/api/v2/Account/LoginWithPhone', { body: { accessToken: verified.id } }), 400, NEW_USER_DETAILS_MESSAGE);
        expectError(await call(t.app, 'POST', '/api/v2/Account/LoginWithPhone', { body: { accessToken: verified.id, user: null } }), 400, NEW_USER_DETAILS_MESSAGE);
        expectError(await call(t.app, 'POST', '/api/v2/Account/LoginWithPhone', { body: { accessToken: verified.id, user: { firstName: 'Al' } } }), 400, 'Enter your last name.');
        expectError(
          await call(t.app, 'POST', '/api/v2/Account/LoginWithPhone', { body: { accessToken: verified.id, user: { firstName: 'Al', lastName: 'Bo', email: 'al@' } } }),
          400,
          /valid email address/,
        );
        expectError(
          await call(t.app, 'POST', '/api/v2/Account/LoginWithPhone', { body: { accessToken: verified.id, user: { firstName: 'A'.repeat(21), lastName: 'Bo', email: 'a@b.co' } } }),
          400,
          'Use at most 20 characters.',
        );
        assert.equal(await rowCount(t.db, 'users'), users, 'nothing stored');
        // The token was not spent by the rejected attempts.
        expectOk(await call(t.app, 'POST', '/api/v2/Account/LoginWithPhone', { body: { accessToken: verified.id, user: { firstName: 'Al', lastName: 'Bo', email: 'al@b.co' } } }));
      });

      it("answers 'Invalid code' for a wrong code", async () => {
        const phone = newPhone();
        const sent = expectOk(await sendCode(t.app, phone));
        const code = await lastCode(t.app, phone);
        const wrong = code === '000000' ? '111111' : '000000';
        expectError(await verify(t.app, sent.challengeIdentifier, wrong), 400, INVALID_CODE_MESSAGE);
        expectError(await verify(t.app, sent.challengeIdentifier, '12ab'), 400, INVALID_CODE_MESSAGE);
        expectOk(await verify(t.app, sent.challengeIdentifier, code));
      });

      it('uses a code once only', async () => {
        const phone = newPhone();
        const sent = expectOk(await sendCode(t.app, phone));
        const code = await lastCode(t.app, phone);
        expectOk(await verify(t.app, sent.challengeIdentifier, code));
        expectError(await verify(t.app, sent.challengeIdentifier, code), 410, CODE_EXPIRED_MESSAGE);
      });

      it('expires a code after 10 minutes', async () => {
        const phone = newPhone();
        const sent = expectOk(await sendCode(t.app, phone));
        const code = await lastCode(t.app, phone);
        t.clock.advance(10 * MINUTE_MS + 1000);
        expectError(await verify(t.app, sent.challengeIdentifier, code), 410, CODE_EXPIRED_MESSAGE);
      });

      it('only the newest code of a phone works', async () => {
        const phone = newPhone();
        const first = expectOk(await sendCode(t.app, phone));
        const firstCode = await lastCode(t.app, phone);
        expectOk(await sendCode(t.app, phone));
        expectError(await verify(t.app, first.challengeIdentifier, firstCode), 410, CODE_EXPIRED_MESSAGE);
      });

      it('rejects unknown challenges and spends a verification token once', async () => {
        expectError(await verify(t.app, '8a7e8d1c-3b7f-4a33-9d5a-111111111111', '123456'), 410, CODE_EXPIRED_MESSAGE);
        expectError(await verify(t.app, 'not-a-uuid', '123456'), 410, CODE_EXPIRED_MESSAGE);
        expectError(await call(t.app, 'POST', '/api/v2/Account/VerifyCodeForPhoneAuth'), 410, CODE_EXPIRED_MESSAGE);
        const phone = newPhone();
        const sent = expectOk(await sendCode(t.app, phone));
        const verified = expectOk(await verify(t.app, sent.challengeIdentifier, await lastCode(t.app, phone)));
        const body = { accessToken: verified.id, user: { firstName: 'Ann', lastName: 'Lee', email: 'ann@lee.co' } };
        expectOk(await call(t.app, 'POST', '/api/v2/Account/LoginWithPhone', { body }));
        expectError(await call(t.app, 'POST', '/api/v2/Account/LoginWithPhone', { body }), 410, CODE_EXPIRED_MESSAGE);
        expectError(await call(t.app, 'POST', '/api/v2/Account/LoginWithPhone', { body: { accessToken: 'made-up' } }), 410, CODE_EXPIRED_MESSAGE);
      });
    });

    describe('lockouts (spec 8)', () => {
      it('locks a phone for 24 hours after more than 5 code requests in an hour', async () => {
        const phone = newPhone();
        for (let i = 0; i < 5; i++) expectOk(await sendCode(t.app, phone));
        expectError(await sendCode(t.app, phone), 429, LOCKED_OUT_24_HOURS_MESSAGE);
        t.clock.advance(23 * HOUR_MS);
        expectError(await sendCode(t.app, phone), 429, LOCKED_OUT_24_HOURS_MESSAGE);
        t.clock.advance(HOUR_MS + 1000);
        expectOk(await sendCode(t.app, phone));
      });

      it('locks a client address for 24 hours after too many code requests', async () => {
        const local = await createTestApp(backend, { seedLimit: 100, config: { limits: { codeRequestsPerPhonePerHour: 5, codeRequestsPerIpPerHour: 3, wrongCodesPerHour: 5, lockoutsBeforeSuspension: 3, adminLoginFailuresPerHour: 5 } } });
        try {
          const ip = newIp();
          for (let i = 0; i < 3; i++) expectOk(await sendCode(local.app, newPhone(), ip));
          expectError(await sendCode(local.app, newPhone(), ip), 429, LOCKED_OUT_24_HOURS_MESSAGE);
          expectOk(await sendCode(local.app, newPhone(), newIp()));
        } finally {
          await local.close();
        }
      });

      it('locks verification for 1 hour after 5 wrong codes, even with a fresh code', async () => {
        const phone = newPhone();
        const sent = expectOk(await sendCode(t.app, phone));
        const code = await lastCode(t.app, phone);
        const wrong = code === '999999' ? '888888' : '999999';
        for (let i = 0; i < 4; i++) expectError(await verify(t.app, sent.challengeIdentifier, wrong), 400, INVALID_CODE_MESSAGE);
        expectError(await verify(t.app, sent.challengeIdentifier, wrong), 429, LOCKED_OUT_1_HOUR_MESSAGE);
        expectError(await verify(t.app, sent.challengeIdentifier, code), 429, LOCKED_OUT_1_HOUR_MESSAGE);
        const fresh = expectOk(await sendCode(t.app, phone));
        expectError(await verify(t.app, fresh.challengeIdentifier, await lastCode(t.app, phone)), 429, LOCKED_OUT_1_HOUR_MESSAGE);
        t.clock.advance(HOUR_MS + 1000);
        const later = expectOk(await sendCode(t.app, phone));
        expectOk(await verify(t.app, later.challengeIdentifier, await lastCode(t.app, phone)));
      });

      it('suspends an account for 24 hours after repeated lockouts', async () => {
        const account = await signIn(t.app);
        const lockOnce = async () => {
          const sent = expectOk(await sendCode(t.app, account.phone));
          const code = await lastCode(t.app, account.phone);
          const wrong = code === '999999' ? '888888' : '999999';
          let last;
          for (let i = 0; i < 5; i++) last = await verify(t.app, sent.challengeIdentifier, wrong);
          return last!;
        };
        expectError(await lockOnce(), 429, LOCKED_OUT_1_HOUR_MESSAGE);
        t.clock.advance(HOUR_MS + 1000);
        expectError(await lockOnce(), 429, LOCKED_OUT_1_HOUR_MESSAGE);
        t.clock.advance(HOUR_MS + 1000);
        expectError(await lockOnce(), 403, LOCKED_OUT_24_HOURS_MESSAGE);
        // Suspended: no codes, no API calls with the existing session.
        t.clock.advance(HOUR_MS + 1000);
        expectError(await sendCode(t.app, account.phone), 403, LOCKED_OUT_24_HOURS_MESSAGE);
        t.clock.advance(-3 * HOUR_MS);
        expectError(await call(t.app, 'GET', '/api/v2/Account/Details', { token: account.accessToken }), 403, LOCKED_OUT_24_HOURS_MESSAGE);
        t.clock.advance(3 * HOUR_MS + DAY_MS);
        const back = await signIn(t.app, account.phone);
        assert.equal(back.id, account.id);
      });
    });

    describe('Account/Details, email verification and deletion', () => {
      it('refuses anonymous callers', async () => {
        expectError(await call(t.app, 'GET', '/api/v2/Account/Details'), 401, 'Please log in to continue.');
        expectError(await call(t.app, 'GET', '/api/v2/Account/Details', { token: 'garbage' }), 401, 'Your session has expired. Please log in again.');
        expectError(await call(t.app, 'PUT', '/api/v2/Account/Details', { body: { firstName: 'X' } }), 401);
        expectError(await call(t.app, 'DELETE', '/api/v2/Account'), 401);
        expectError(await call(t.app, 'POST', '/api/v2/Account/SendVerifyEmail'), 401);
      });

      it('updates the profile; a new email needs confirming again', async () => {
        const me = await signIn(t.app);
        const updated = expectOk(await call(t.app, 'PUT', '/api/v2/Account/Details', { token: me.accessToken, body: { firstName: 'Ida', image: 'https://img.example/a.png' } }));
        assert.equal(updated.data.firstName, 'Ida');
        assert.equal(updated.data.image, 'https://img.example/a.png');
        expectError(await call(t.app, 'PUT', '/api/v2/Account/Details', { token: me.accessToken, body: { email: 'not an email' } }), 400, 'Enter a valid email address, like name@example.com.');
        expectError(await call(t.app, 'PUT', '/api/v2/Account/Details', { token: me.accessToken, body: { image: 'javascript:alert(1)' } }), 400);
        expectError(await call(t.app, 'PUT', '/api/v2/Account/Details', { token: me.accessToken, body: {} }), 400, 'Nothing to update.');

        const sent = expectOk(await call(t.app, 'POST', '/api/v2/Account/SendVerifyEmail', { token: me.accessToken }));
        assert.equal(sent.emailStatus, 'Sent');
        await deliverMessages(t.app);
        const mail = expectOk(await call(t.app, 'GET', '/api/v2/dev/email', { query: { email: sent.email } }));
        const link = new URL(mail.messages[0].link);
        assert.equal(link.pathname, '/verify/email');
        const token = link.searchParams.get('token')!;
        expectOk(await call(t.app, 'GET', '/api/v2/Account/VerifyEmail', { query: { token } }));
        expectError(await call(t.app, 'GET', '/api/v2/Account/VerifyEmail', { query: { token } }), 410);
        const details = expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', { token: me.accessToken }));
        assert.equal(details.data.isEmailConfirmed, true);
        assert.equal(expectOk(await call(t.app, 'POST', '/api/v2/Account/SendVerifyEmail', { token: me.accessToken })).emailStatus, 'AlreadyConfirmed');

        const changed = expectOk(await call(t.app, 'PUT', '/api/v2/Account/Details', { token: me.accessToken, body: { email: 'new@example.com' } }));
        assert.equal(changed.data.isEmailConfirmed, false);
      });

      it('deletes the account and its data', async () => {
        const me = await signIn(t.app);
        const { rows } = await t.db.query<{ mls: string }>('SELECT mls FROM listings ORDER BY mls LIMIT 1');
        expectOk(await call(t.app, 'PUT', `/api/v2/Favorites/${rows[0].mls}`, { token: me.accessToken }));
        expectOk(await call(t.app, 'DELETE', '/api/v2/Account', { token: me.accessToken }));
        const left = await t.db.query('SELECT 1 FROM favorites WHERE user_id = $1 UNION ALL SELECT 1 FROM sessions WHERE user_id = $1', [me.id]);
        assert.equal(left.rows.length, 0);
        expectError(await call(t.app, 'GET', '/api/v2/Account/Details', { token: me.accessToken }), 401);
      });
    });

    describe('social sign-in', () => {
      it('signs in with a token from the configured provider', async () => {
        const token = await idToken({ sub: 'social-1', email: 'Sam@Example.com', email_verified: true, given_name: 'Sam', family_name: 'Ray' });
        const login = loginResultSchema.parse(expectOk(await call(t.app, 'POST', '/api/v2/Account/LoginWithSocial', { body: { accessToken: token, deviceToken: 'x', authProvider: 1, deviceType: 2 } })));
        assert.equal(login.isEstablished, true);
        assert.equal(login.user.isEmailConfirmed, true);
        const again = expectOk(await call(t.app, 'POST', '/api/v2/Account/LoginWithSocial', { body: { accessToken: token, authProvider: 1 } }));
        assert.equal(again.id, login.id);
      });

      it("keeps the provider's picture only over https from its own hosts, and names without bidi controls", async () => {
        const signInWith = async (sub: string, picture: string) => {
          const token = await idToken({ sub, given_name: 'Sam\u202Eevil', family_name: '\u2067Ray\u2069', picture });
          const login = expectOk(await call(t.app, 'POST', '/api/v2/Account/LoginWithSocial', { body: { accessToken: token, authProvider: 1 } }));
          return expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', { token: login.token.accessToken })).data;
        };
        const kept = await signInWith('pic-1', 'https://photos.id.example.test/u/1.png');
        assert.equal(kept.image, 'https://photos.id.example.test/u/1.png');
        assert.equal(kept.firstName, 'Samevil');
        assert.equal(kept.lastName, 'Ray');
        for (const [sub, picture] of [['pic-2', 'http://id.example.test/u/2.png'], ['pic-3', 'https://tracker.example/u/3.png'], ['pic-4', 'https://id.example.test.evil.example/4.png'], ['pic-5', 'javascript:alert(1)']]) {
          assert.equal((await signInWith(sub, picture)).image, null, picture);
        }
      });

      it('reports a profile without names as not established', async () => {
        const token = await idToken({ sub: 'social-2' });
        const login = expectOk(await call(t.app, 'POST', '/api/v2/Account/LoginWithSocial', { body: { accessToken: token, authProvider: 1 } }));
        assert.equal(login.isEstablished, false);
      });

      it('refuses bad tokens and unconfigured providers', async () => {
        const social = (accessToken: string, authProvider = 1) => call(t.app, 'POST', '/api/v2/Account/LoginWithSocial', { body: { accessToken, authProvider } });
        expectError(await social(await idToken({ sub: 'x' }, { issuer: 'https://evil.example' })), 401);
        expectError(await social(await idToken({ sub: 'x' }, { audience: 'someone-else' })), 401);
        expectError(await social(await idToken({ sub: 'x' }, { expiresInSec: -10 })), 401);
        expectError(await social('not.a.jwt'), 401);
        expectError(await social(await idToken({ sub: 'x' }), 2), 401, 'This sign-in provider is not available.');
        expectError(await social('x', 3), 400);
      });
    });
  });
}
