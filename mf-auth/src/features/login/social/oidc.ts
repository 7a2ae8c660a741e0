import {
  SOCIAL_SIGN_IN_CANCELLED_MESSAGE,
  SOCIAL_SIGN_IN_EXPIRED_MESSAGE,
  SOCIAL_SIGN_IN_FAILED_MESSAGE,
  apiCalls,
  type SocialSignInCompleteResult,
} from '@homeward/contracts';
import { callApi, storageKeys, writeString, type IdentityProviderSettings } from '@homeward/platform';

/**
 * Social sign-in runs through our API (authorization code with PKCE): the API builds the
 * provider's address, redeems the code and verifies the ID token; this tab holds only a random
 * secret that ties the provider's answer to the sign-in it started here.
 */
const BINDING_KEY = 'homeward.signIn';

export class SocialSignInError extends Error {
  override name = 'SocialSignInError';
}

export const SIGN_IN_FAILED_MESSAGE = SOCIAL_SIGN_IN_FAILED_MESSAGE;

function newBinding(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Remembers where to return (auth_redirect) and this tab's secret, then leaves for the provider. */
export async function startSocialSignIn(settings: IdentityProviderSettings, returnTo: string): Promise<void> {
  const binding = newBinding();
  const { authorizationUrl } = await callApi(apiCalls.socialSignInStart, { body: { authProvider: settings.authProvider, returnTo, binding } });
  sessionStorage.setItem(BINDING_KEY, binding);
  writeString(storageKeys.authRedirect, returnTo);
  window.location.assign(authorizationUrl);
}

function takeBinding(): string | null {
  const binding = sessionStorage.getItem(BINDING_KEY);
  // Used once: a reload of the callback page must not replay the code.
  sessionStorage.removeItem(BINDING_KEY);
  return binding;
}

/** Finishes the sign-in on /auth/callback with what the provider sent back. */
export async function completeSocialSignIn(currentUrl: URL): Promise<SocialSignInCompleteResult> {
  const binding = takeBinding();
  const params = currentUrl.searchParams;
  const error = params.get('error');
  if (error) throw new SocialSignInError(error === 'access_denied' ? SOCIAL_SIGN_IN_CANCELLED_MESSAGE : SOCIAL_SIGN_IN_FAILED_MESSAGE);
  const code = params.get('code');
  const state = params.get('state');
  if (!binding || !code || !state) throw new SocialSignInError(SOCIAL_SIGN_IN_EXPIRED_MESSAGE);
  return callApi(apiCalls.socialSignInComplete, { body: { code, state, iss: params.get('iss') ?? undefined, binding } });
}
