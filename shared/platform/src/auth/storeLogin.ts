import type { AuthProvider, LoginResult } from '@homeward/contracts';
import { DEFAULT_TOKEN_LIFETIME_MS, isSafeRedirect } from '@homeward/domain';
import { bus } from '../bus';
import { session } from '../session';
import { readString, storageKeys } from '../storage';

/** Epoch milliseconds a token set expires at: its stated expiry, else its lifetime, else one hour (spec 9). */
export function expiryOf(token: { tokenExpiration?: number | string | null; expiresIn?: number | null }, now = Date.now()): number {
  const stated = typeof token.tokenExpiration === 'string' ? Date.parse(token.tokenExpiration) : token.tokenExpiration;
  if (typeof stated === 'number' && Number.isFinite(stated) && stated > 0) return stated;
  if (token.expiresIn && token.expiresIn > 0) return now + token.expiresIn * 1000;
  return now + DEFAULT_TOKEN_LIFETIME_MS;
}

/**
 * Stores a successful login (spec 3 keys: loginDetails with id, accessToken, tokenExpiration,
 * authProvider; userToken) and tells every slice and tab that someone signed in.
 */
export function storeLogin(result: Pick<LoginResult, 'id' | 'token' | 'isEstablished'>, authProvider?: AuthProvider): void {
  session.signIn(
    {
      id: result.id,
      accessToken: result.token.accessToken,
      tokenExpiration: expiryOf(result.token),
      ...(authProvider ? { authProvider } : {}),
      isEstablished: result.isEstablished,
    },
    result.token.refreshToken,
  );
  bus.publish({ type: 'auth:signed-in', userId: result.id });
}

/** Pages that would send a fresh login straight back into the login flow. */
const LOGIN_PAGES = /^\/(login|auth)(\/|$|\?)/i;

/**
 * Where a user goes after login (spec 2.3): the `redirect` query parameter, else the path saved
 * as auth_redirect by 'Sign In/Up', when it is an internal path; otherwise home.
 */
export function postLoginTarget(search: string = typeof window === 'undefined' ? '' : window.location.search): string {
  const candidates = [new URLSearchParams(search).get('redirect'), readString(storageKeys.authRedirect)];
  for (const candidate of candidates) {
    if (isSafeRedirect(candidate) && !LOGIN_PAGES.test(candidate)) return candidate;
  }
  return '/';
}
