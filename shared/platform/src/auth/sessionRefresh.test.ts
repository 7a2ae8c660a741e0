import { session } from '../session';
import { writeString } from '../storage';
import { resetAuthConfigCache } from './authConfig';
import { providerTokenKeys } from './providerTokens';
import { refreshStoredSession, SessionRefreshError } from './sessionRefresh';

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
