import * as oauth from 'oauth4webapi';
import { z } from '@homeward/contracts';
import { authProviderSchema, type AuthProvider } from '@homeward/contracts';
import { providerSettings, storageKeys, writeString, type IdentityProviderSettings } from '@homeward/platform';

/** The sign-in redirect target of spec 7. */
export const CALLBACK_PATH = '/auth/callback';
/** One sign-in in flight per tab: its PKCE verifier, state and nonce never leave this tab. */
const TRANSACTION_KEY = 'homeward.oidc';

const transactionSchema = z.object({
  authProvider: authProviderSchema,
  codeVerifier: z.string().check(z.minLength(43)),
  state: z.string().check(z.minLength(1)),
  nonce: z.string().check(z.minLength(1)),
});
type Transaction = z.infer<typeof transactionSchema>;

export class SocialSignInError extends Error {
  override name = 'SocialSignInError';
}

export const SIGN_IN_CANCELLED_MESSAGE = 'Sign-in was cancelled. You can try again or use your phone number.';
export const SIGN_IN_FAILED_MESSAGE = 'We could not complete your sign-in. Please try again or use your phone number.';
export const SIGN_IN_EXPIRED_MESSAGE = 'This sign-in link has already been used or has expired. Please sign in again.';

function redirectUri(): string {
  return `${window.location.origin}${CALLBACK_PATH}`;
}

/** Plain http is allowed only for a provider on this machine (the local development provider). */
function httpOptions(issuer: URL) {
  const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  return local ? { [oauth.allowInsecureRequests]: true } : {};
}

async function discover(settings: IdentityProviderSettings): Promise<oauth.AuthorizationServer> {
  const issuer = new URL(settings.issuer);
  const response = await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...httpOptions(issuer) });
  return oauth.processDiscoveryResponse(issuer, response);
}

/**
 * Starts an OpenID Connect authorization-code sign-in with PKCE: remembers where to return
 * (auth_redirect) and the transaction, then leaves for the provider.
 */
export async function startSocialSignIn(settings: IdentityProviderSettings, returnTo: string): Promise<void> {
  const as = await discover(settings);
  if (!as.authorization_endpoint) throw new SocialSignInError(SIGN_IN_FAILED_MESSAGE);
  const transaction: Transaction = {
    authProvider: settings.authProvider,
    codeVerifier: oauth.generateRandomCodeVerifier(),
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
  };
  const url = new URL(as.authorization_endpoint);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', redirectUri());
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', settings.scope);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(transaction.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', transaction.state);
  url.searchParams.set('nonce', transaction.nonce);
  sessionStorage.setItem(TRANSACTION_KEY, JSON.stringify(transaction));
  writeString(storageKeys.authRedirect, returnTo);
  window.location.assign(url.href);
}

function takeTransaction(): Transaction | undefined {
  const raw = sessionStorage.getItem(TRANSACTION_KEY);
  // Used once: a reload of the callback page must not replay the code.
  sessionStorage.removeItem(TRANSACTION_KEY);
  if (!raw) return undefined;
  try {
    const parsed = transactionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface SocialTokens {
  authProvider: AuthProvider;
  idToken: string;
  accessToken: string;
  refreshToken?: string;
  expiresIn?: number;
}

/**
 * Finishes the sign-in on /auth/callback: checks state, exchanges the code with the PKCE
 * verifier, and validates the ID token (issuer, audience, nonce, signature by the library).
 */
export async function completeSocialSignIn(currentUrl: URL): Promise<SocialTokens> {
  const transaction = takeTransaction();
  if (!transaction) throw new SocialSignInError(SIGN_IN_EXPIRED_MESSAGE);
  const settings = await providerSettings(transaction.authProvider);
  if (!settings) throw new SocialSignInError(SIGN_IN_FAILED_MESSAGE);
  const as = await discover(settings);
  const client: oauth.Client = { client_id: settings.clientId };
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client, currentUrl, transaction.state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError && error.error === 'access_denied') {
      throw new SocialSignInError(SIGN_IN_CANCELLED_MESSAGE, { cause: error });
    }
    throw new SocialSignInError(SIGN_IN_FAILED_MESSAGE, { cause: error });
  }
  try {
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirectUri(), transaction.codeVerifier, httpOptions(new URL(settings.issuer)));
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: transaction.nonce, requireIdToken: true });
    if (!result.id_token) throw new SocialSignInError(SIGN_IN_FAILED_MESSAGE);
    return {
      authProvider: transaction.authProvider,
      idToken: result.id_token,
      accessToken: result.access_token,
      refreshToken: result.refresh_token,
      expiresIn: result.expires_in,
    };
  } catch (error) {
    if (error instanceof SocialSignInError) throw error;
    throw new SocialSignInError(SIGN_IN_FAILED_MESSAGE, { cause: error });
  }
}
