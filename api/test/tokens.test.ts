import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MINUTE_MS } from '../src/clock';
import { backends, call, expectError, expectOk, signIn, useTestApp } from './helpers';

const EXPIRED = 'Your session has expired. Please log in again.';

for (const backend of backends()) {
  describe(`tokens and sessions [${backend.name}]`, () => {
    const t = useTestApp(backend, { seedLimit: 100 });

    const refresh = (refreshToken: string) => call(t.app, 'POST', '/api/v2/Account/RefreshToken', { body: { refreshToken } });
    const details = (token: string, userToken?: string) => call(t.app, 'GET', '/api/v2/Account/Details', { token, userToken });

    it('access tokens last one hour', async () => {
      const me = await signIn(t.app);
      expectOk(await details(me.accessToken, me.id));
      t.clock.advance(59 * MINUTE_MS);
      expectOk(await details(me.accessToken));
      t.clock.advance(2 * MINUTE_MS);
      expectError(await details(me.accessToken), 401, EXPIRED);
      const renewed = expectOk(await refresh(me.refreshToken));
      expectOk(await details(renewed.token.accessToken));
    });

    it('rotates refresh tokens: the new one works, the old one is spent', async () => {
      const me = await signIn(t.app);
      const first = expectOk(await refresh(me.refreshToken));
      assert.equal(first.id, me.id);
      assert.notEqual(first.token.refreshToken, me.refreshToken);
      const second = expectOk(await refresh(first.token.refreshToken));
      expectOk(await details(second.token.accessToken));
    });

    it('reuse of a rotated refresh token revokes the whole family', async () => {
      const me = await signIn(t.app);
      const rotated = expectOk(await refresh(me.refreshToken));
      expectError(await refresh(me.refreshToken), 401, EXPIRED);
      expectError(await refresh(rotated.token.refreshToken), 401, EXPIRED);
      expectError(await details(rotated.token.accessToken), 401, EXPIRED);
      expectError(await details(me.accessToken), 401, EXPIRED);
      // Other sessions of the same user are untouched.
      const other = await signIn(t.app, me.phone);
      expectOk(await details(other.accessToken));
    });

    it('refuses unknown and malformed refresh tokens', async () => {
      expectError(await refresh('nope'), 401, EXPIRED);
      expectError(await call(t.app, 'POST', '/api/v2/Account/RefreshToken', { body: {} }), 400);
    });

    it('checks that X-User-Token names the signed-in user', async () => {
      const me = await signIn(t.app);
      const someoneElse = await signIn(t.app);
      expectOk(await details(me.accessToken, me.id));
      expectError(await details(me.accessToken, someoneElse.id), 401, 'The user token does not match the signed-in user.');
      // A stored social token in its place is not a user id and is not compared.
      expectOk(await details(me.accessToken, 'eyJhbGciOiJSUzI1NiJ9.social.token'));
    });

    it('refuses tampered and malformed bearer tokens', async () => {
      const me = await signIn(t.app);
      const [header, payload, signature] = me.accessToken.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'MANAGER' })).toString('base64url')}.${signature}`;
      expectError(await details(forged), 401, EXPIRED);
      expectError(await call(t.app, 'GET', '/api/v2/Account/Details', { headers: { authorization: 'Basic abc' } }), 401);
      const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
      expectError(await details(none), 401);
    });

    it('signing out revokes the session', async () => {
      const me = await signIn(t.app);
      expectOk(await call(t.app, 'POST', '/api/v2/Account/Logout', { token: me.accessToken }));
      expectError(await details(me.accessToken), 401, EXPIRED);
      expectError(await refresh(me.refreshToken), 401, EXPIRED);
    });
  });
}
