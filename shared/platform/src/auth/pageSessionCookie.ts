import { PAGE_SESSION_COOKIE } from '@homeward/contracts';
import { AUTH_IDLE_TIMEOUT_MS } from '@homeward/domain';
import { isLoggedIn, sessionStore, type SessionState } from '../session';

/**
 * The cookie's attributes: the whole site's pages; never sent with a request another site starts
 * (SameSite=Strict: a link from elsewhere gets the page drawn in the browser instead); only over
 * HTTPS where the site is served over it.
 */
function attributes(maxAgeS: number, secure: boolean): string {
  return `; Path=/; Max-Age=${maxAgeS}; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/**
 * The access token for the page server (PAGE_SESSION_COOKIE), or none: while signed in, until the
 * token expires or the session would end as idle (spec 4.6), whichever is first, so the server
 * never draws a page for a session the browser would end as it opens.
 */
export function pageSessionCookie(state: SessionState, { now = Date.now(), secure = false } = {}): string {
  const details = state.loginDetails;
  const token = details?.accessToken && isLoggedIn(details, now) ? details.accessToken : undefined;
  const until = Math.min(details?.tokenExpiration ?? 0, state.lastActivity + AUTH_IDLE_TIMEOUT_MS);
  const maxAgeS = Math.floor((until - now) / 1000);
  return token && maxAgeS > 0 ? `${PAGE_SESSION_COOKIE}=${encodeURIComponent(token)}${attributes(maxAgeS, secure)}` : `${PAGE_SESSION_COOKIE}=${attributes(0, secure)}`;
}

/**
 * Keeps the page session cookie in step with the stored session: written at sign-in, after each
 * refresh and as the user stays active; removed at sign-out, and when the session ends. The same
 * token is already in this origin's storage, so the cookie exposes nothing more to its scripts.
 * Returns a function that stops following the session.
 */
export function keepPageSessionCookie(doc: Pick<Document, 'cookie'> = document): () => void {
  const secure = window.location.protocol === 'https:';
  let written: string | undefined;
  const sync = (state: SessionState) => {
    const cookie = pageSessionCookie(state, { secure });
    if (cookie === written) return;
    written = cookie;
    doc.cookie = cookie;
  };
  sync(sessionStore.getState());
  return sessionStore.subscribe(sync);
}
