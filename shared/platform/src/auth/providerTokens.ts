import { z } from 'zod/mini';
import type { AuthProvider } from '@homeward/contracts';
import {
  GOOGLE_REFRESH_FAILED_MESSAGE,
  MICROSOFT_REFRESH_FAILED_MESSAGE,
  NO_REFRESH_TOKEN_MESSAGE,
} from '@homeward/domain';
import { readString, removeKeys, storagePrefixes, writeString } from '../storage';
import type { IdentityProviderSettings } from './authConfig';

/** Provider 1 is the Microsoft-style provider, provider 2 the Google-style one (spec 8 messages). */
export function refreshFailedMessage(authProvider: AuthProvider): string {
  return authProvider === 1 ? MICROSOFT_REFRESH_FAILED_MESSAGE : GOOGLE_REFRESH_FAILED_MESSAGE;
}

/** Storage names of a provider's tokens, under the spec's token and refresh-token prefixes. */
export function providerTokenKeys(authProvider: AuthProvider) {
  return {
    accessToken: `${storagePrefixes.token}provider-${authProvider}`,
    refreshToken: `${storagePrefixes.refreshToken}provider-${authProvider}`,
  };
}

export interface ProviderTokens {
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
  /** Seconds. */
  expiresIn?: number;
}

export function storeProviderTokens(authProvider: AuthProvider, tokens: ProviderTokens): void {
  const keys = providerTokenKeys(authProvider);
  writeString(keys.accessToken, tokens.accessToken);
  if (tokens.refreshToken) writeString(keys.refreshToken, tokens.refreshToken);
}

export function forgetProviderTokens(authProvider: AuthProvider): void {
  const keys = providerTokenKeys(authProvider);
  removeKeys([keys.accessToken, keys.refreshToken]);
}

export function providerRefreshToken(authProvider: AuthProvider): string | null {
  return readString(providerTokenKeys(authProvider).refreshToken);
}

const discoverySchema = z.object({ issuer: z.string(), token_endpoint: z.url() });
const tokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  id_token: z.optional(z.string().check(z.minLength(1))),
  expires_in: z.optional(z.coerce.number()),
});

const tokenEndpoints = new Map<string, Promise<string>>();

/** The provider's token endpoint, from its OpenID Connect discovery document. */
export function tokenEndpointOf(issuer: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  let endpoint = tokenEndpoints.get(issuer);
  if (!endpoint) {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    endpoint = fetchImpl(url, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Discovery answered ${response.status}`);
        const document = discoverySchema.parse(await response.json());
        if (document.issuer !== issuer) throw new Error('Discovery issuer does not match the configured issuer');
        return document.token_endpoint;
      })
      .catch((error: unknown) => {
        tokenEndpoints.delete(issuer);
        throw error;
      });
    tokenEndpoints.set(issuer, endpoint);
  }
  return endpoint;
}

/**
 * Spec 7: refreshes a provider's tokens with a form-encoded POST of client id, scope, refresh
 * token and grant_type=refresh_token to its token endpoint. Failures carry the spec 8 texts.
 */
export async function refreshProviderTokens(settings: IdentityProviderSettings, fetchImpl: typeof fetch = fetch): Promise<ProviderTokens> {
  const refreshToken = providerRefreshToken(settings.authProvider);
  if (!refreshToken) throw new Error(NO_REFRESH_TOKEN_MESSAGE);
  let tokens: z.infer<typeof tokenResponseSchema>;
  try {
    const endpoint = await tokenEndpointOf(settings.issuer, fetchImpl);
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        client_id: settings.clientId,
        scope: settings.scope,
        refresh_token: refreshToken,
        grant_type: 'refresh_token',
      }).toString(),
    });
    if (!response.ok) throw new Error(`Token endpoint answered ${response.status}`);
    tokens = tokenResponseSchema.parse(await response.json());
  } catch (cause) {
    throw new Error(refreshFailedMessage(settings.authProvider), { cause });
  }
  const result: ProviderTokens = {
    accessToken: tokens.access_token,
    // Providers that do not rotate refresh tokens keep the one we have.
    refreshToken: tokens.refresh_token ?? refreshToken,
    idToken: tokens.id_token,
    expiresIn: tokens.expires_in,
  };
  storeProviderTokens(settings.authProvider, result);
  return result;
}
