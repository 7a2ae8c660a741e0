import { session } from '../session';
import { storageKeys, storagePrefixes, writeJson, writeString } from '../storage';
import { resetAuthConfigCache } from './authConfig';
import type { LockManagerLike } from './crossTabLock';
import { providerTokenKeys } from './providerTokens';
import { REFRESH_LOCK_NAME, refreshStoredSession, SessionRefreshError } from './sessionRefresh';

type Call = { url: string; init?: RequestInit };

function fakeFetch(routes: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fn = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const route = routes[String(url)] ?? { status: 404, body: {} };
    return { ok: route.status < 400, status: route.status, json: async () => route.body } as Response;
  }) as unknown as typeof fetch;
  return { fn, calls };
}

const tokenSet = (accessToken: string) => ({ accessToken, refreshToken: `${accessToken}-refresh`, expiresIn: 3600, tokenExpiration: Date.now() + 3_600_000 });
const providers = {
  providers: [
    { authProvider: 1, label: 'Microsoft', issuer: 'https://id.one.example', clientId: 'client-1', scope: 'openid offline_access' },
    { authProvider: 2, label: 'Google', issuer: 'https://id.two.example', clientId: 'client-2', scope: 'openid email' },
  ],
};

afterEach(() => {
  session.clear();
  resetAuthConfigCache();
});

describe('refreshStoredSession', () => {
  it('says "No login details found" when nobody is signed in', async () => {
    await expect(refreshStoredSession(fakeFetch({}).fn)).rejects.toMatchObject({ message: 'No login details found', noSource: true });
  });

  it("renews Homeward's tokens with the stored refresh token", async () => {
    session.signIn({ id: 'user-1', accessToken: 'old', tokenExpiration: Date.now() + 60_000 }, 'stored-refresh');
    const { fn, calls } = fakeFetch({
      '/api/v2/Account/RefreshToken': { status: 200, body: { statusCode: 'Success', data: { id: 'user-1', token: tokenSet('new') } } },
    });
    await refreshStoredSession(fn);
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ refreshToken: 'stored-refresh' });
    expect(new Headers(calls[0].init?.headers).get('X-Client-Token')).toBe('homeward-web');
    expect(session.state.loginDetails?.accessToken).toBe('new');
    expect(session.refreshToken()).toBe('new-refresh');
  });

  it('says "No refresh token available" when a phone login has no refresh token', async () => {
    session.signIn({ id: 'user-1', accessToken: 'old', tokenExpiration: Date.now() + 60_000 });
    await expect(refreshStoredSession(fakeFetch({}).fn)).rejects.toMatchObject({ message: 'No refresh token available', noSource: true });
  });

  it('falls back to the Google-style provider (spec 7 form POST) and a new LoginWithSocial', async () => {
    session.signIn({ id: 'user-2', accessToken: 'old', tokenExpiration: Date.now() + 60_000, authProvider: 2 });
    writeString(providerTokenKeys(2).refreshToken, 'google-refresh');
    const { fn, calls } = fakeFetch({
      '/auth-config.json': { status: 200, body: providers },
      'https://id.two.example/.well-known/openid-configuration': { status: 200, body: { issuer: 'https://id.two.example', token_endpoint: 'https://id.two.example/token' } },
      'https://id.two.example/token': { status: 200, body: { access_token: 'g-access', id_token: 'g-id', expires_in: 3599 } },
      '/api/v2/Account/LoginWithSocial': {
        status: 200,
        body: { statusCode: 'Success', data: { id: 'user-2', isEstablished: true, user: { isAgent: false, agentStatus: -1, isEmailConfirmed: true, isEstablished: true }, token: tokenSet('via-social') } },
      },
    });
    await refreshStoredSession(fn);
    const tokenCall = calls.find((c) => c.url === 'https://id.two.example/token')!;
    expect(new Headers(tokenCall.init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(tokenCall.init?.body)))).toEqual({
      client_id: 'client-2',
      scope: 'openid email',
      refresh_token: 'google-refresh',
      grant_type: 'refresh_token',
    });
    const social = calls.find((c) => c.url === '/api/v2/Account/LoginWithSocial')!;
    expect(JSON.parse(String(social.init?.body))).toEqual({ accessToken: 'g-id', deviceToken: null, authProvider: 2, deviceType: 2 });
    expect(session.state.loginDetails).toMatchObject({ id: 'user-2', accessToken: 'via-social', authProvider: 2 });
  });

  it.each([
    [1, 'Failed to refresh Microsoft token'],
    [2, 'Failed to refresh Google token'],
  ] as const)('names provider %i when its token endpoint refuses', async (authProvider, message) => {
    session.signIn({ id: 'user-3', accessToken: 'old', tokenExpiration: Date.now() + 60_000, authProvider });
    writeString(providerTokenKeys(authProvider).refreshToken, 'stale');
    const issuer = providers.providers[authProvider - 1].issuer;
    const { fn } = fakeFetch({
      '/auth-config.json': { status: 200, body: providers },
      [`${issuer}/.well-known/openid-configuration`]: { status: 200, body: { issuer, token_endpoint: `${issuer}/token` } },
      [`${issuer}/token`]: { status: 400, body: { error: 'invalid_grant' } },
    });
    const failure = refreshStoredSession(fn);
    await expect(failure).rejects.toBeInstanceOf(SessionRefreshError);
    await expect(failure).rejects.toMatchObject({ message, noSource: false });
  });

  it('says "No refresh token available" for a social login without a provider refresh token', async () => {
    session.signIn({ id: 'user-4', accessToken: 'old', tokenExpiration: Date.now() + 60_000, authProvider: 1 });
    const { fn } = fakeFetch({ '/auth-config.json': { status: 200, body: providers } });
    await expect(refreshStoredSession(fn)).rejects.toMatchObject({ message: 'No refresh token available', noSource: true });
  });
});

/** A Web Locks manager shared by "tabs": requests for one name run one after another. */
function fakeWebLocks(): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request(_name, _options, callback) {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/** What another tab leaves in storage after it renewed the session. */
function renewedByOtherTab() {
  writeJson(storageKeys.loginDetails, { id: 'user-1', accessToken: 'from-other-tab', tokenExpiration: Date.now() + 3_600_000 });
  writeString(`${storagePrefixes.refreshToken}homeward`, 'rotated-refresh');
}

describe('two tabs refreshing with one refresh token', () => {
  const refreshRoute = { '/api/v2/Account/RefreshToken': { status: 200, body: { statusCode: 'Success', data: { id: 'user-1', token: tokenSet('mine') } } } };

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('waits for the other tab (Web Locks) and takes on its tokens instead of spending the used refresh token', async () => {
    const locks = fakeWebLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    session.signIn({ id: 'user-1', accessToken: 'old', tokenExpiration: Date.now() + 60_000 }, 'stored-refresh');
    let release!: () => void;
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const otherTab = locks.request(REFRESH_LOCK_NAME, {}, () => {
      held();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    const { fn } = fakeFetch(refreshRoute);

    const mine = refreshStoredSession(fn);
    renewedByOtherTab();
    release();
    await Promise.all([otherTab, mine]);

    expect(fn).not.toHaveBeenCalled();
    expect(session.state.loginDetails?.accessToken).toBe('from-other-tab');
    expect(session.isLoggedIn()).toBe(true);
  });

  it('still refreshes where the browser has no Web Locks', async () => {
    session.signIn({ id: 'user-1', accessToken: 'old', tokenExpiration: Date.now() + 60_000 }, 'stored-refresh');
    const { fn } = fakeFetch(refreshRoute);
    await refreshStoredSession(fn);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(session.state.loginDetails?.accessToken).toBe('mine');
  });

  it('refreshes itself when no other tab renewed the session meanwhile', async () => {
    Object.defineProperty(navigator, 'locks', { value: fakeWebLocks(), configurable: true });
    session.signIn({ id: 'user-1', accessToken: 'old', tokenExpiration: Date.now() + 60_000 }, 'stored-refresh');
    const { fn } = fakeFetch(refreshRoute);
    await refreshStoredSession(fn);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(session.state.loginDetails?.accessToken).toBe('mine');
  });
});
