import { session } from '../session';
import { storageKeys, storagePrefixes, writeJson, writeString } from '../storage';
import type { LockManagerLike } from './crossTabLock';
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
afterEach(() => {
  session.clear();
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

  it.each([
    [1, 'Failed to refresh Microsoft token'],
    [2, 'Failed to refresh Google token'],
  ] as const)('says what the API answers when provider %i no longer renews a social sign-in, and touches no provider itself', async (authProvider, message) => {
    session.signIn({ id: 'user-3', accessToken: 'old', tokenExpiration: Date.now() + 60_000, authProvider }, 'stored-refresh');
    const { fn, calls } = fakeFetch({
      '/api/v2/Account/RefreshToken': { status: 401, body: { statusCode: 'Unauthorized', errorMessage: message } },
    });
    const failure = refreshStoredSession(fn);
    await expect(failure).rejects.toBeInstanceOf(SessionRefreshError);
    await expect(failure).rejects.toMatchObject({ message, noSource: false });
    expect(calls.map((c) => c.url)).toEqual(['/api/v2/Account/RefreshToken']);
  });

  it('says "No refresh token available" for a social login without a refresh token', async () => {
    session.signIn({ id: 'user-4', accessToken: 'old', tokenExpiration: Date.now() + 60_000, authProvider: 1 });
    await expect(refreshStoredSession(fakeFetch({}).fn)).rejects.toMatchObject({ message: 'No refresh token available', noSource: true });
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
