import { isLoggedIn, session } from './session';
import { storageKeys } from './storage';

afterEach(() => session.clear());

describe('session (spec 4.6)', () => {
  it('is logged in only with an id and an unexpired expiry', () => {
    const now = 1_000_000;
    expect(isLoggedIn(undefined, now)).toBe(false);
    expect(isLoggedIn({ id: '', tokenExpiration: now + 1 }, now)).toBe(false);
    expect(isLoggedIn({ id: 'u', tokenExpiration: now - 1 }, now)).toBe(false);
    expect(isLoggedIn({ id: 'u' }, now)).toBe(false);
    expect(isLoggedIn({ id: 'u', tokenExpiration: now + 1 }, now)).toBe(true);
  });

  it('stores the spec keys on sign-in and clears them on sign-out', () => {
    session.signIn({ id: 'user-1', accessToken: 'a', tokenExpiration: Date.now() + 60_000 }, 'r');
    localStorage.setItem(storageKeys.favoriteList, '["1"]');
    expect(localStorage.getItem(storageKeys.userToken)).toBe('user-1');
    expect(JSON.parse(localStorage.getItem(storageKeys.loginDetails)!)).toMatchObject({ id: 'user-1' });
    expect(session.refreshToken()).toBe('r');
    session.clear();
    expect(localStorage.getItem(storageKeys.userToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.loginDetails)).toBeNull();
    expect(localStorage.getItem(storageKeys.favoriteList)).toBeNull();
    expect(session.refreshToken()).toBeNull();
    expect(session.state.status).toBe('visitor');
  });

  it('trusts a token without a known expiry for 24 hours', () => {
    const before = Date.now();
    session.signIn({ id: 'user-2' });
    const expiry = session.state.loginDetails?.tokenExpiration ?? 0;
    expect(expiry - before).toBeGreaterThanOrEqual(24 * 3600 * 1000 - 1000);
  });
});
