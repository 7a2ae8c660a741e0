import {
  loginResponseSchema,
  refreshResponseSchema,
  type AuthProvider,
  type LoginResult,
} from '@homeward/contracts';
import { NO_LOGIN_DETAILS_MESSAGE, NO_REFRESH_TOKEN_MESSAGE } from '@homeward/domain';
import { API_BASE, CLIENT_TOKEN } from '../http';
import { session } from '../session';
import { providerSettings } from './authConfig';
import { withCrossTabLock } from './crossTabLock';
import { providerRefreshToken, refreshFailedMessage, refreshProviderTokens } from './providerTokens';
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

/** Web client device type sent with LoginWithSocial (spec 7). */
export const WEB_DEVICE_TYPE = 2;

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

/** Social sessions can be renewed through their provider (spec 7) and a new LoginWithSocial. */
async function refreshWithProvider(authProvider: AuthProvider, userToken: string, fetchImpl: typeof fetch): Promise<void> {
  const settings = await providerSettings(authProvider, fetchImpl);
  if (!settings || !providerRefreshToken(authProvider)) throw new SessionRefreshError(NO_REFRESH_TOKEN_MESSAGE, true);
  const tokens = await refreshProviderTokens(settings, fetchImpl);
  if (!tokens.idToken) throw new SessionRefreshError(refreshFailedMessage(authProvider), false);
  const { data } = await postToApi(
    '/Account/LoginWithSocial',
    { accessToken: tokens.idToken, deviceToken: null, authProvider, deviceType: WEB_DEVICE_TYPE },
    userToken,
    (raw) => loginResponseSchema.parse(raw) as { data: LoginResult },
    fetchImpl,
  );
  session.updateTokens({ accessToken: data.token.accessToken, tokenExpiration: expiryOf(data.token) }, data.token.refreshToken);
}

/** The lock every tab takes around a refresh: refresh tokens rotate and a reused one ends the session. */
export const REFRESH_LOCK_NAME = 'homeward-session-refresh';

/**
 * Renews the stored session: Homeward's refresh token first, then, for a social login, the
 * identity provider's. Throws a SessionRefreshError with the spec 8 text when it cannot.
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
  const homewardRefreshToken = session.refreshToken();
  let failure: unknown;
  if (homewardRefreshToken) {
    try {
      await refreshWithHomeward(homewardRefreshToken, details.id, fetchImpl);
      return;
    } catch (error) {
      failure = error;
    }
  }
  if (details.authProvider) {
    try {
      await refreshWithProvider(details.authProvider, details.id, fetchImpl);
      return;
    } catch (error) {
      if (error instanceof SessionRefreshError && error.noSource && failure) throw wrap(failure);
      throw wrap(error);
    }
  }
  if (!homewardRefreshToken) throw new SessionRefreshError(NO_REFRESH_TOKEN_MESSAGE, true);
  throw wrap(failure);
}

function wrap(error: unknown): SessionRefreshError {
  if (error instanceof SessionRefreshError) return error;
  return new SessionRefreshError(error instanceof Error ? error.message : String(error), false, { cause: error });
}
