import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { SOCIAL_SIGN_IN_EXPIRED_MESSAGE } from '@homeward/contracts';
import { MICROSOFT_REFRESH_FAILED_MESSAGE } from '@homeward/domain';
import { startLocalIdp, type RunningIdp } from '../../scripts/idp';
import { HOUR_MS } from '../src/clock';
import { loadConfig } from '../src/config';
import { sha256 } from '../src/security/crypto';
import { call, createTestApp, expectError, expectOk, type TestApp, backends } from './helpers';
import { freePort } from './processes';

const SITE = 'http://localhost:8080';
const CLIENT_ID = 'homeward-web';
const SIGN_IN_FAILED = 'Social sign-in failed. Please try again.';

/**
 * What a person does at the provider: opens the authorization URL, signs in on its page and is
 * sent back to the site's callback, whose address (with code and state) is returned.
 */
async function signInAtProvider(authorizationUrl: string, email: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const visit = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  let response = await visit(authorizationUrl);
  let location = new URL(response.headers.get('location') ?? '', authorizationUrl);
  assert.match(location.pathname, /\/interaction\//, `the provider did not show its sign-in page: ${response.status} ${await response.text()}`);
  assert.equal((await visit(location.href)).status, 200);
  response = await visit(location.href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, firstName: 'Sam', lastName: 'Rivera' }).toString(),
  });
  // The provider's own redirects, until it sends the browser back to the site.
  for (let hops = 0; hops < 5; hops++) {
    location = new URL(response.headers.get('location') ?? '', location);
    if (location.origin === SITE) return location;
    response = await visit(location.href);
  }
  throw new Error('The provider never sent the browser back to the site');
}

for (const backend of backends()) {
  describe(`social sign-in through the API [${backend.name}]`, () => {
    let t: TestApp;
    let idp: RunningIdp;

    before(async () => {
      const port = await freePort();
      idp = await startLocalIdp({ port, host: '127.0.0.1', publicUrl: `http://127.0.0.1:${port}`, siteOrigins: [SITE] });
      const provider = (issuer: string, audience = CLIENT_ID) => ({ issuer, clientId: CLIENT_ID, audience, scope: 'openid email profile', authorizationParams: {} });
      t = await createTestApp(backend, {
        // Provider 2 expects another audience than the tokens the provider issues to our client.
        config: { publicWebUrl: SITE, identity: { 1: provider(idp.issuers[1]), 2: provider(idp.issuers[2], 'another-client') } },
      });
      // The provider signs with the real time; the API's clock starts there too.
      t.clock.set(new Date());
    });
    after(async () => {
      await t.close();
      await idp.close();
    });

    const binding = () => randomBytes(32).toString('base64url');
    const start = async (tab: string, returnTo = '/homes/saved', authProvider = 1) =>
      expectOk(await call(t.app, 'POST', '/api/v2/Account/SocialSignIn/Start', { body: { authProvider, returnTo, binding: tab } })).authorizationUrl as string;
    const complete = (callback: URL, tab: string) =>
      call(t.app, 'POST', '/api/v2/Account/SocialSignIn/Complete', {
        body: { code: callback.searchParams.get('code'), state: callback.searchParams.get('state'), iss: callback.searchParams.get('iss') ?? undefined, binding: tab },
      });

    it('signs a person in with code and PKCE, sends them back where they started, and renews through the provider', async () => {
      const tab = binding();
      const authorizationUrl = new URL(await start(tab));
      assert.equal(authorizationUrl.searchParams.get('code_challenge_method'), 'S256');
      assert.equal(authorizationUrl.searchParams.get('redirect_uri'), `${SITE}/auth/callback`);
      assert.doesNotMatch(authorizationUrl.searchParams.get('scope') ?? '', /offline_access/);
      const callback = await signInAtProvider(authorizationUrl.href, 'sam.rivera@example.com');
      assert.equal(callback.pathname, '/auth/callback');

      const login = expectOk(await complete(callback, tab));
      assert.equal(login.returnTo, '/homes/saved');
      assert.equal(login.authProvider, 1);
      const details = expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', { token: login.token.accessToken }));
      assert.deepEqual([details.data.firstName, details.data.lastName, details.data.email], ['Sam', 'Rivera', 'sam.rivera@example.com']);

      // The same code again (a reload, or someone who copied the address) signs no one in.
      expectError(await complete(callback, tab), 400, SOCIAL_SIGN_IN_EXPIRED_MESSAGE);

      // Each renewal asks the provider again; the session keeps working.
      const renewed = expectOk(await call(t.app, 'POST', '/api/v2/Account/RefreshToken', { body: { refreshToken: login.token.refreshToken } }));
      const again = expectOk(await call(t.app, 'POST', '/api/v2/Account/RefreshToken', { body: { refreshToken: renewed.token.refreshToken } }));
      expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', { token: again.token.accessToken }));

      // The same person signing in again is the same account.
      const tab2 = binding();
      const second = expectOk(await complete(await signInAtProvider(await start(tab2), 'sam.rivera@example.com'), tab2));
      assert.equal(second.id, login.id);
    });

    it('returns only to an internal path of the site', async () => {
      for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/..//evil.example', '/login']) {
        const tab = binding();
        const login = expectOk(await complete(await signInAtProvider(await start(tab, target), 'redirects@example.com'), tab));
        assert.equal(login.returnTo, '/', target);
      }
    });

    it('refuses a state it never issued, and a callback brought to another tab', async () => {
      const tab = binding();
      const callback = await signInAtProvider(await start(tab), 'state@example.com');
      const forged = new URL(callback);
      forged.searchParams.set('state', 'a-state-nobody-issued');
      expectError(await complete(forged, tab), 400, SOCIAL_SIGN_IN_EXPIRED_MESSAGE);
      // Someone else's sign-in finished in this tab (login CSRF): refused, and the sign-in is spent.
      expectError(await complete(callback, binding()), 400, SOCIAL_SIGN_IN_EXPIRED_MESSAGE);
      expectError(await complete(callback, tab), 400, SOCIAL_SIGN_IN_EXPIRED_MESSAGE);
    });

    it('refuses an ID token whose nonce is not the one of this sign-in', async () => {
      const tab = binding();
      const authorizationUrl = await start(tab);
      const state = new URL(authorizationUrl).searchParams.get('state')!;
      // As if the token had been minted for another sign-in: the nonce kept here no longer matches it.
      await t.db.query('UPDATE social_sign_ins SET nonce = $2 WHERE state_hash = $1', [sha256(state), 'another-sign-ins-nonce']);
      const callback = await signInAtProvider(authorizationUrl, 'nonce@example.com');
      expectError(await complete(callback, tab), 401, SIGN_IN_FAILED);
    });

    it('refuses an ID token issued for another audience', async () => {
      const tab = binding();
      const callback = await signInAtProvider(await start(tab, '/', 2), 'audience@example.com');
      expectError(await complete(callback, tab), 401, SIGN_IN_FAILED);
    });

    it('ends the session when the provider no longer renews it', async () => {
      const tab = binding();
      const login = expectOk(await complete(await signInAtProvider(await start(tab), 'revoked@example.com'), tab));
      // The person withdrew Homeward's access at the provider: its refresh token no longer works.
      await t.db.query("UPDATE session_identities SET refresh_token = 'withdrawn' WHERE subject IN (SELECT subject FROM user_identities WHERE user_id = $1)", [login.id]);
      expectError(await call(t.app, 'POST', '/api/v2/Account/RefreshToken', { body: { refreshToken: login.token.refreshToken } }), 401, MICROSOFT_REFRESH_FAILED_MESSAGE);
      expectError(await call(t.app, 'GET', '/api/v2/Account/Details', { token: login.token.accessToken }), 401);
    });

    it('refuses an expired ID token', async () => {
      // The API's clock is two hours past the provider's: the one-hour ID token it signs is already over.
      t.clock.advance(2 * HOUR_MS);
      const tab = binding();
      const callback = await signInAtProvider(await start(tab), 'expired@example.com');
      expectError(await complete(callback, tab), 401, SIGN_IN_FAILED);
    });
  });
}

describe('identity provider settings', () => {
  it('asks Google for offline access as Google documents it, and Microsoft through its scope; no secret by default', () => {
    const config = loadConfig({
      IDENTITY_1_ISSUER: 'https://login.microsoftonline.com/0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f9/v2.0',
      IDENTITY_1_CLIENT_ID: 'ms-client',
      IDENTITY_1_CLIENT_SECRET: 'ms-secret',
      IDENTITY_2_ISSUER: 'https://accounts.google.com',
      IDENTITY_2_CLIENT_ID: 'google-client.apps.googleusercontent.com',
    });
    assert.equal(config.identity[1]?.scope, 'openid email profile offline_access');
    assert.equal(config.identity[1]?.clientSecret, 'ms-secret');
    assert.equal(config.identity[2]?.scope, 'openid email profile');
    assert.deepEqual(config.identity[2]?.authorizationParams, { access_type: 'offline' });
    assert.equal(config.identity[2]?.audience, 'google-client.apps.googleusercontent.com');
    assert.equal(config.identity[2]?.clientSecret, undefined);
  });
});
