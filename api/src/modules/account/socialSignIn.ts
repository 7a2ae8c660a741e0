import * as oauth from 'oauth4webapi';
import {
  SOCIAL_SIGN_IN_EXPIRED_MESSAGE,
  type AuthProvider,
  type SocialSignInCompleteBody,
  type SocialSignInCompleteResult,
  type SocialSignInStartBody,
  type SocialSignInStartResult,
} from '@homeward/contracts';
import { GOOGLE_REFRESH_FAILED_MESSAGE, MICROSOFT_REFRESH_FAILED_MESSAGE, safeRedirect } from '@homeward/domain';
import type { AppContext } from '../../context';
import { one } from '../../db/db';
import { MINUTE_MS } from '../../clock';
import { badRequest, unauthorized } from '../../http/errors';
import { IdentityVerificationError } from '../../providers/identity';
import { randomToken, sha256 } from '../../security/crypto';
import { identityFailure, signInIdentity } from './service';
import { revokeSession } from './repository';

/** A sign-in not finished within this long must be started again (the provider's own pages allow ~10 minutes). */
const SIGN_IN_TTL_MS = 10 * MINUTE_MS;
export const CALLBACK_PATH = '/auth/callback';
/** Pages a finished sign-in must not land on: they would start another. */
const SIGN_IN_PAGES = /^\/(login|auth)(\/|$|\?)/i;

/** Provider 1 is the Microsoft-style provider, provider 2 the Google-style one (spec 8 messages). */
export function refreshFailedMessage(provider: AuthProvider): string {
  return provider === 1 ? MICROSOFT_REFRESH_FAILED_MESSAGE : GOOGLE_REFRESH_FAILED_MESSAGE;
}

/**
 * Starts a sign-in: keeps the PKCE verifier, nonce and the return path with the hash of the state
 * and of the tab's secret, and answers the provider's authorization URL. `siteOrigin` is the site
 * the browser is on (the provider accepts only the callback addresses registered with it).
 */
export async function startSocialSignIn(ctx: AppContext, body: SocialSignInStartBody, siteOrigin: string): Promise<SocialSignInStartResult> {
  if (!ctx.providers.signIn.configured(body.authProvider)) throw badRequest('This sign-in provider is not available.');
  const returnTo = safeRedirect(body.returnTo, '/');
  const request = {
    state: randomToken(32),
    nonce: randomToken(32),
    codeVerifier: oauth.generateRandomCodeVerifier(),
    redirectUri: `${siteOrigin}${CALLBACK_PATH}`,
  };
  let authorizationUrl: string;
  try {
    authorizationUrl = await ctx.providers.signIn.authorizationUrl(body.authProvider, request);
  } catch (error) {
    throw identityFailure(error);
  }
  const now = ctx.clock.now();
  await ctx.db.query('DELETE FROM social_sign_ins WHERE expires_at < $1', [now]);
  await ctx.db.query(
    `INSERT INTO social_sign_ins (state_hash, provider, binding_hash, nonce, code_verifier, redirect_uri, return_to, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      sha256(request.state),
      body.authProvider,
      sha256(body.binding),
      request.nonce,
      request.codeVerifier,
      request.redirectUri,
      SIGN_IN_PAGES.test(returnTo) ? '/' : returnTo,
      now,
      new Date(now.getTime() + SIGN_IN_TTL_MS),
    ],
  );
  return { authorizationUrl };
}

interface PendingSignIn {
  provider: AuthProvider;
  binding_hash: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_to: string;
}

/**
 * Finishes a sign-in the provider sent back: the state is used once (whatever the outcome) and
 * must belong to this tab; the code is redeemed with the PKCE verifier; the ID token is verified
 * against the provider's keys (issuer, audience, expiry, nonce) before anyone is signed in.
 */
export async function completeSocialSignIn(ctx: AppContext, body: SocialSignInCompleteBody, deviceToken?: string | null): Promise<SocialSignInCompleteResult> {
  const now = ctx.clock.now();
  const pending = await one<PendingSignIn>(
    ctx.db,
    `UPDATE social_sign_ins SET used_at = $2 WHERE state_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING provider, binding_hash, nonce, code_verifier, redirect_uri, return_to`,
    [sha256(body.state), now],
  );
  if (!pending || pending.binding_hash !== sha256(body.binding)) throw badRequest(SOCIAL_SIGN_IN_EXPIRED_MESSAGE);
  const provider = pending.provider;
  const callback = new URLSearchParams({ code: body.code, state: body.state, ...(body.iss ? { iss: body.iss } : {}) });
  try {
    const tokens = await ctx.providers.signIn.redeem(provider, callback, {
      state: body.state,
      nonce: pending.nonce,
      codeVerifier: pending.code_verifier,
      redirectUri: pending.redirect_uri,
    });
    if (!tokens.idToken) throw new IdentityVerificationError('Social sign-in failed. Please try again.', 'invalid_token');
    const identity = await ctx.providers.identity.verify(provider, tokens.idToken, { nonce: pending.nonce });
    const login = await signInIdentity(ctx, identity, { deviceToken, providerRefreshToken: tokens.refreshToken });
    return { ...login, authProvider: provider, returnTo: pending.return_to };
  } catch (error) {
    throw identityFailure(error);
  }
}

/**
 * Before a session signed in through a provider is renewed, the provider is asked again with its
 * refresh token (when it gave one) and the new ID token verified, for the same person: access
 * withdrawn at the provider ends the session here. A provider that cannot be reached leaves the
 * session as it is (503), so the renewal can be tried again.
 */
export async function renewProviderGrant(ctx: AppContext, refreshToken: string): Promise<void> {
  const now = ctx.clock.now();
  const grant = await one<{ session_id: string; provider: AuthProvider; subject: string; refresh_token: string }>(
    ctx.db,
    `SELECT si.session_id, si.provider, si.subject, si.refresh_token
       FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id JOIN session_identities si ON si.session_id = s.id
      WHERE rt.token_hash = $1 AND rt.rotated_at IS NULL AND rt.expires_at > $2 AND s.revoked_at IS NULL AND si.refresh_token IS NOT NULL`,
    [sha256(refreshToken), now],
  );
  if (!grant) return;
  try {
    const tokens = await ctx.providers.signIn.refresh(grant.provider, grant.refresh_token);
    const identity = tokens.idToken ? await ctx.providers.identity.verify(grant.provider, tokens.idToken, { subject: grant.subject }) : null;
    await ctx.db.query(
      `UPDATE session_identities SET refresh_token = $2, id_token_expires_at = COALESCE($3, id_token_expires_at), renewed_at = $4 WHERE session_id = $1`,
      [grant.session_id, tokens.refreshToken, identity?.expiresAt ?? null, now],
    );
  } catch (error) {
    if (error instanceof IdentityVerificationError && error.reason !== 'unavailable') {
      await revokeSession(ctx.db, grant.session_id, 'identity provider refused the renewal', now);
      throw unauthorized(refreshFailedMessage(grant.provider));
    }
    throw identityFailure(error);
  }
}
