import { bus } from '../bus';
import { session } from '../session';
import { readString, storageKeys, writeString } from '../storage';
import { expiryOf, postLoginTarget, storeLogin } from './storeLogin';

afterEach(() => session.clear());

describe('storeLogin', () => {
  it('stores the spec 3 keys and announces the sign-in', () => {
    const events: unknown[] = [];
    const subscription = bus.on('auth:signed-in').subscribe((e) => events.push(e));
    storeLogin(
      { id: 'user-token', isEstablished: true, token: { accessToken: 'access', refreshToken: 'refresh', expiresIn: 3600, tokenExpiration: 1_900_000_000_000 } },
      2,
    );
    subscription.unsubscribe();
    expect(JSON.parse(readString(storageKeys.loginDetails)!)).toEqual({
      id: 'user-token',
      accessToken: 'access',
      tokenExpiration: 1_900_000_000_000,
      authProvider: 2,
      isEstablished: true,
    });
    expect(readString(storageKeys.userToken)).toBe('user-token');
    expect(session.refreshToken()).toBe('refresh');
    expect(events).toEqual([{ type: 'auth:signed-in', userId: 'user-token' }]);
  });
});

describe('expiryOf', () => {
  it('uses the stated expiry, else the lifetime, else one hour', () => {
    expect(expiryOf({ tokenExpiration: 5000 }, 0)).toBe(5000);
    expect(expiryOf({ tokenExpiration: '2026-01-01T00:00:00Z' }, 0)).toBe(Date.parse('2026-01-01T00:00:00Z'));
    expect(expiryOf({ expiresIn: 60 }, 1000)).toBe(61_000);
    expect(expiryOf({}, 0)).toBe(3_600_000);
  });
});

describe('postLoginTarget (spec 2.3)', () => {
  afterEach(() => localStorage.clear());

  it('prefers the redirect parameter, then the saved auth_redirect, when they are internal paths', () => {
    writeString(storageKeys.authRedirect, '/about');
    expect(postLoginTarget('?redirect=%2Faccount%3Ftab%3D2')).toBe('/account?tab=2');
    expect(postLoginTarget('')).toBe('/about');
  });

  it('goes home for foreign or looping targets', () => {
    expect(postLoginTarget('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(postLoginTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(postLoginTarget('?redirect=%2Flogin')).toBe('/');
    expect(postLoginTarget('?redirect=%2Fauth%2Fcallback')).toBe('/');
  });
});
