import { refreshResponseSchema } from '@homeward/contracts';
import { NO_LOGIN_DETAILS_MESSAGE, NO_REFRESH_TOKEN_MESSAGE } from '@homeward/domain';
import { API_BASE, CLIENT_TOKEN } from '../http';
import { session } from '../session';
import { withCrossTabLock } from './crossTabLock';
import { expiryOf } from './storeLogin';

/** A refresh that failed; `noSource` when there is nothing to refresh with, so retrying is pointless. */
export class SessionRefreshError extends Error {
  override name = 'SessionRefreshError';
  constructor(
    message: string,
    readonly noSource: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Calls the API directly rather than through `http`: a refresh that answers 401 must not start
 * another refresh, which would wait for itself.
 */
async function postToApi<T>(path: string, body: unknown, userToken: string, parse: (raw: unknown) => T, fetchImpl: typeof fetch): Promise<T> {
  const response = await fetchImpl(`${API_BASE}${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Client-Token': CLIENT_TOKEN,
      'X-User-Token': userToken,
    },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const raw: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = raw && typeof raw === 'object' && 'errorMessage' in raw ? String(raw.errorMessage) : `Request failed (${response.status})`;
    throw new Error(message);
  }
  return parse(raw);
}

async function refreshWithHomeward(refreshToken: string, userToken: string, fetchImpl: typeof fetch): Promise<void> {
  const { data } = await postToApi('/Account/RefreshToken', { refreshToken }, userToken, (raw) => refreshResponseSchema.parse(raw), fetchImpl);
  session.updateTokens({ accessToken: data.token.accessToken, tokenExpiration: expiryOf(data.token) }, data.token.refreshToken);
}

/** The lock every tab takes around a refresh: refresh tokens rotate and a reused one ends the session. */
export const REFRESH_LOCK_NAME = 'homeward-session-refresh';

/**
 * Renews the stored session with Homeward's refresh token; for a social sign-in the API asks the
 * identity provider again and answers its spec 8 text ('Failed to refresh Google token') when the
 * provider refuses. Throws a SessionRefreshError with that text when it cannot.
 * One tab at a time: a tab that waited while another renewed the session takes on its tokens.
 */
export async function refreshStoredSession(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<void> {
  const staleAccessToken = session.state.loginDetails?.accessToken;
  await withCrossTabLock(REFRESH_LOCK_NAME, async () => {
    if (session.adoptRenewedTokens(staleAccessToken)) return;
    await refreshNow(fetchImpl);
  });
}

async function refreshNow(fetchImpl: typeof fetch): Promise<void> {
  const details = session.state.loginDetails;
  if (!details) throw new SessionRefreshError(NO_LOGIN_DETAILS_MESSAGE, true);
  const refreshToken = session.refreshToken();
  if (!refreshToken) throw new SessionRefreshError(NO_REFRESH_TOKEN_MESSAGE, true);
  try {
    await refreshWithHomeward(refreshToken, details.id, fetchImpl);
  } catch (error) {
    throw wrap(error);
  }
}

function wrap(error: unknown): SessionRefreshError {
  if (error instanceof SessionRefreshError) return error;
  return new SessionRefreshError(error instanceof Error ? error.message : String(error), false, { cause: error });
}
