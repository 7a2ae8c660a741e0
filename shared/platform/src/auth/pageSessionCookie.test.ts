import { AUTH_IDLE_TIMEOUT_MS } from '@homeward/domain';
import { keepPageSessionCookie, pageSessionCookie } from './pageSessionCookie';
import { session, type SessionState } from '../session';

const NOW = Date.UTC(2026, 10, 29, 12);
const signedIn = (patch: Partial<SessionState> = {}, tokenExpiration = NOW + 60 * 60_000): SessionState => ({
  loginDetails: { id: 'a1', accessToken: 'eyJ.a+b/c=', tokenExpiration },
  user: undefined,
  status: 'signed-in',
  isAdmin: false,
  lastActivity: NOW,
  ...patch,
});

describe('the page session cookie', () => {
  it('carries the access token for as long as the session lasts: to the token’s expiry or the idle timeout, whichever is first', () => {
    expect(pageSessionCookie(signedIn(), { now: NOW })).toBe(`hw_page_session=eyJ.a%2Bb%2Fc%3D; Path=/; Max-Age=${AUTH_IDLE_TIMEOUT_MS / 1000}; SameSite=Strict`);
    expect(pageSessionCookie(signedIn({}, NOW + 90_000), { now: NOW, secure: true })).toBe('hw_page_session=eyJ.a%2Bb%2Fc%3D; Path=/; Max-Age=90; SameSite=Strict; Secure');
  });

  it('is removed when no one is signed in, the token has expired or the session has been idle too long', () => {
    const removed = 'hw_page_session=; Path=/; Max-Age=0; SameSite=Strict';
    expect(pageSessionCookie({ ...signedIn(), loginDetails: undefined }, { now: NOW })).toBe(removed);
    expect(pageSessionCookie(signedIn({}, NOW - 1), { now: NOW })).toBe(removed);
    expect(pageSessionCookie(signedIn({ lastActivity: NOW - AUTH_IDLE_TIMEOUT_MS }), { now: NOW })).toBe(removed);
  });

  it('follows the stored session: written at sign-in and after a refresh, removed at sign-out', () => {
    const written: string[] = [];
    const doc = { set cookie(value: string) { written.push(value); } } as Pick<Document, 'cookie'>;
    session.clear();
    const stop = keepPageSessionCookie(doc);
    expect(written.pop()).toMatch(/^hw_page_session=; .*Max-Age=0/);
    session.signIn({ id: 'a1', accessToken: 'first', tokenExpiration: Date.now() + 60 * 60_000 });
    expect(written.pop()).toMatch(/^hw_page_session=first; /);
    session.updateTokens({ accessToken: 'second', tokenExpiration: Date.now() + 60 * 60_000 });
    expect(written.pop()).toMatch(/^hw_page_session=second; /);
    session.clear();
    expect(written.pop()).toMatch(/^hw_page_session=; .*Max-Age=0/);
    stop();
    session.signIn({ id: 'a1', accessToken: 'third', tokenExpiration: Date.now() + 60 * 60_000 });
    expect(written).toEqual([]);
    session.clear();
  });
});
