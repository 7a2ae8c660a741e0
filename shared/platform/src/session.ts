import { createStore } from 'zustand/vanilla';
import { useStoreAsDrawn } from './prerendering';
import { loginDetailsSchema, type LoginDetails, type SessionProfile } from '@homeward/contracts';
import {
  readJson,
  readString,
  removeKeys,
  removePrefixed,
  storageKeys,
  storagePrefixes,
  writeJson,
  writeString,
} from './storage';

export type SessionStatus = 'unknown' | 'visitor' | 'signed-in';

/** Spec 9: a token with no known expiry is trusted for 24 hours. */
export const FALLBACK_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface SessionState {
  loginDetails: LoginDetails | undefined;
  /** Account details once loaded; `status` says whether they are known yet. */
  user: SessionProfile | undefined;
  status: SessionStatus;
  isAdmin: boolean;
  lastActivity: number;
}

/** Spec 4.6: logged in while the stored login details have an id and an unexpired expiry. */
export function isLoggedIn(details: LoginDetails | undefined, now = Date.now()): boolean {
  if (!details?.id) return false;
  return (details.tokenExpiration ?? 0) > now;
}

function readLoginDetails(): LoginDetails | undefined {
  return readJson(storageKeys.loginDetails, (raw) => {
    const parsed = loginDetailsSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  });
}

function initialState(): SessionState {
  const loginDetails = readLoginDetails();
  return {
    loginDetails,
    user: undefined,
    status: isLoggedIn(loginDetails) ? 'unknown' : 'visitor',
    isAdmin: readString(storageKeys.isAdmin) === 'true',
    lastActivity: Number(readString(storageKeys.lastActivity)) || Date.now(),
  };
}

export const sessionStore = createStore<SessionState>(() => initialState());

/** The session outside the browser, where every page is drawn for a visitor. */
const DRAWN_SESSION: SessionState = { loginDetails: undefined, user: undefined, status: 'visitor', isAdmin: false, lastActivity: 0 };

/** The session, read as a visitor's while a page drawn for visitors is hydrated (then as it is). */
export function useSession<T>(select: (state: SessionState) => T): T {
  return useStoreAsDrawn(sessionStore, select, DRAWN_SESSION);
}

/** Keys cleared on sign-out (spec 4.2): the token, login details, favourites and session entries. */
const SIGN_OUT_KEYS = [
  storageKeys.userToken,
  storageKeys.loginDetails,
  storageKeys.favoriteList,
  storageKeys.agentInfo,
  storageKeys.authRedirect,
  storageKeys.lastActivity,
];

export const session = {
  get state(): SessionState {
    return sessionStore.getState();
  },
  isLoggedIn(now = Date.now()): boolean {
    return isLoggedIn(sessionStore.getState().loginDetails, now);
  },
  /** Stores a fresh login (spec 3 keys) and, when given, the refresh token. */
  signIn(details: LoginDetails, refreshToken?: string): void {
    const stored: LoginDetails = {
      ...details,
      tokenExpiration: details.tokenExpiration ?? Date.now() + FALLBACK_TOKEN_LIFETIME_MS,
    };
    writeJson(storageKeys.loginDetails, stored);
    writeString(storageKeys.userToken, stored.id);
    if (refreshToken) writeString(`${storagePrefixes.refreshToken}homeward`, refreshToken);
    if (stored.accessToken) writeString(`${storagePrefixes.token}homeward`, stored.accessToken);
    sessionStore.setState({ loginDetails: stored, status: 'unknown', lastActivity: Date.now() });
  },
  /** Replaces the tokens after a refresh without touching who is signed in. */
  updateTokens(patch: Pick<LoginDetails, 'accessToken' | 'tokenExpiration' | 'socialAccessToken'>, refreshToken?: string) {
    const current = sessionStore.getState().loginDetails;
    if (!current) return;
    const next = { ...current, ...patch };
    writeJson(storageKeys.loginDetails, next);
    if (refreshToken) writeString(`${storagePrefixes.refreshToken}homeward`, refreshToken);
    if (next.accessToken) writeString(`${storagePrefixes.token}homeward`, next.accessToken);
    sessionStore.setState({ loginDetails: next });
  },
  /**
   * Takes on the tokens another tab stored after renewing the session, so this tab does not spend
   * the refresh token again (a reused refresh token ends the session). True when the stored login
   * is the same user's, still valid, and carries an access token other than `staleAccessToken`.
   */
  adoptRenewedTokens(staleAccessToken: string | undefined): boolean {
    const current = sessionStore.getState().loginDetails;
    const stored = readLoginDetails();
    if (!current || !stored || stored.id !== current.id || !isLoggedIn(stored)) return false;
    if (!stored.accessToken || stored.accessToken === staleAccessToken) return false;
    sessionStore.setState({ loginDetails: stored });
    return true;
  },
  refreshToken(): string | null {
    return readString(`${storagePrefixes.refreshToken}homeward`);
  },
  setUser(user: SessionProfile): void {
    sessionStore.setState({ user, status: 'signed-in' });
  },
  markVisitor(): void {
    sessionStore.setState({ user: undefined, status: 'visitor' });
  },
  setAdmin(isAdmin: boolean): void {
    writeString(storageKeys.isAdmin, String(isAdmin));
    sessionStore.setState({ isAdmin });
  },
  touch(now = Date.now()): void {
    // Written at most every few seconds: every request calls this.
    if (now - sessionStore.getState().lastActivity < 5000) return;
    writeString(storageKeys.lastActivity, String(now));
    sessionStore.setState({ lastActivity: now });
  },
  /** Drops every stored credential; the caller decides where the user goes next. */
  clear(): void {
    removeKeys(SIGN_OUT_KEYS);
    removePrefixed([storagePrefixes.session, storagePrefixes.token, storagePrefixes.refreshToken]);
    sessionStore.setState({ loginDetails: undefined, user: undefined, status: 'visitor', lastActivity: Date.now() });
  },
  /** Re-reads storage, e.g. after another tab signed in or out. */
  reload(): void {
    sessionStore.setState(initialState());
  },
};
