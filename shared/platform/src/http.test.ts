import { z } from 'zod/mini';
import { ApiError, httpHooks, isProtectedEndpoint, request } from './http';
import { session } from './session';

type Call = { url: string; headers: Headers; method: string };

function mockFetch(responses: Array<{ status: number; body: unknown }>) {
  const calls: Call[] = [];
  const queue = [...responses];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), headers: new Headers(init?.headers), method: init?.method ?? 'GET' });
    const next = queue.shift() ?? { status: 500, body: {} };
    // jsdom has no Response; the client only reads status, ok and text().
    return { status: next.status, ok: next.status >= 200 && next.status < 300, text: async () => JSON.stringify(next.body) } as Response;
  }) as typeof fetch;
  return calls;
}

function signIn(accessToken = 'old-access') {
  session.signIn({ id: 'user-token-1', accessToken, tokenExpiration: Date.now() + 3_600_000 }, 'refresh-1');
}

afterEach(() => {
  session.clear();
  httpHooks.setRefresher(undefined);
  httpHooks.setProtectedAuthFailureHandler(undefined);
});

describe('http client', () => {
  it('sends the client token on every call and returns parsed data', async () => {
    const calls = mockFetch([{ status: 200, body: { statusCode: 'Success', data: { n: 3 } } }]);
    await expect(request('/Listings/1', { schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 3 });
    expect(calls[0].url).toBe('/api/v2/Listings/1');
    expect(calls[0].headers.get('X-Client-Token')).toBe('homeward-web');
    expect(calls[0].headers.get('Authorization')).toBeNull();
  });

  it('adds the user token and bearer when signed in', async () => {
    signIn();
    const calls = mockFetch([{ status: 200, body: { statusCode: 'Success', data: {} } }]);
    await request('/Account/Details');
    expect(calls[0].headers.get('X-User-Token')).toBe('user-token-1');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer old-access');
  });

  it('refreshes once on 401 and repeats the request with the new bearer', async () => {
    signIn();
    httpHooks.setRefresher(async () => {
      session.updateTokens({ accessToken: 'new-access', tokenExpiration: Date.now() + 3_600_000 });
      return true;
    });
    const calls = mockFetch([
      { status: 401, body: { statusCode: 'Unauthorized', errorMessage: 'expired' } },
      { status: 200, body: { statusCode: 'Success', data: { ok: true } } },
    ]);
    await expect(request('/Favorites')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    expect(calls[1].headers.get('Authorization')).toBe('Bearer new-access');
  });

  it('logs out and hands over to the shell when a protected call cannot be authorised', async () => {
    signIn();
    const onFailure = jest.fn();
    httpHooks.setRefresher(async () => false);
    httpHooks.setProtectedAuthFailureHandler(onFailure);
    mockFetch([{ status: 401, body: { statusCode: 'Unauthorized', errorMessage: 'Sign in again' } }]);
    await expect(request('/mortgage/tasks')).rejects.toMatchObject({ status: 401, message: 'Sign in again' });
    expect(session.isLoggedIn()).toBe(false);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('logs out and hands over to the shell when updating or deleting the account cannot be authorised (spec 4.6)', async () => {
    const onFailure = jest.fn();
    httpHooks.setRefresher(async () => false);
    httpHooks.setProtectedAuthFailureHandler(onFailure);
    for (const call of [
      () => request('/api/v2/Account/Details', { method: 'PUT', body: { firstName: 'Ada' }, raw: true }),
      () => request('/api/v2/Account', { method: 'DELETE', raw: true }),
      () => request('/api/v2/Account/Payments', { raw: true }),
      () => request('/api/v2/Account/Notifications', { raw: true }),
    ]) {
      signIn();
      mockFetch([{ status: 401, body: { statusCode: 'Unauthorized', errorMessage: 'Sign in again' } }]);
      await expect(call()).rejects.toMatchObject({ status: 401 });
      expect(session.isLoggedIn()).toBe(false);
    }
    expect(onFailure).toHaveBeenCalledTimes(4);
    // Reading the account's details stays public: the tokens go, the page stays.
    signIn();
    mockFetch([{ status: 401, body: { statusCode: 'Unauthorized', errorMessage: 'nope' } }]);
    await expect(request('/api/v2/Account/Details', { raw: true })).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).toHaveBeenCalledTimes(4);
  });

  it('only clears the tokens when a public call cannot be authorised', async () => {
    signIn();
    const onFailure = jest.fn();
    httpHooks.setRefresher(async () => false);
    httpHooks.setProtectedAuthFailureHandler(onFailure);
    mockFetch([{ status: 401, body: { statusCode: 'Unauthorized', errorMessage: 'nope' } }]);
    await expect(request('/Listings/Search')).rejects.toBeInstanceOf(ApiError);
    expect(session.isLoggedIn()).toBe(false);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('surfaces the server errorMessage on failures', async () => {
    mockFetch([{ status: 400, body: { statusCode: 'BadRequest', errorMessage: 'Invalid code, please enter the correct 6-digit code.' } }]);
    await expect(request('/Account/VerifyCodeForPhoneAuth', { method: 'POST' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid code, please enter the correct 6-digit code.',
    });
  });

  it('classifies endpoints as spec 6 does', () => {
    expect(isProtectedEndpoint('/mortgage/request')).toBe(true);
    expect(isProtectedEndpoint('/admin/users')).toBe(true);
    expect(isProtectedEndpoint('/Account/Details')).toBe(false);
    expect(isProtectedEndpoint('/Listings/Search')).toBe(false);
  });
});
