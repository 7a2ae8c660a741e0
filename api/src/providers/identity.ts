import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import * as oauth from 'oauth4webapi';
import { stripBidiControls, type AuthProvider } from '@homeward/contracts';
import type { IdentityProviderConfig } from '../config';
import type { Clock } from '../clock';

/** What a verified social sign-in tells us about the person. */
export interface VerifiedIdentity {
  provider: AuthProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

export class IdentityVerificationError extends Error {
  constructor(
    message: string,
    readonly reason: 'not_configured' | 'invalid_token' | 'unavailable' | 'refused',
  ) {
    super(message);
    this.name = 'IdentityVerificationError';
  }
}

/** What an ID token must also say, beyond its issuer, audience and lifetime. */
export interface IdTokenExpectations {
  /** The nonce of the sign-in it answers. */
  nonce?: string;
  /** The person it must be about (a refreshed token of a known sign-in). */
  subject?: string;
}

/** Verifies a social sign-in token (spec 3: authProvider 1 or 2). */
export interface IdentityVerifier {
  verify(provider: AuthProvider, token: string, expect?: IdTokenExpectations): Promise<VerifiedIdentity & { expiresAt: Date }>;
}

const text = (v: unknown) => {
  const value = typeof v === 'string' ? stripBidiControls(v).trim() : '';
  return value || null;
};

/**
 * The provider's picture URL when it is https and on one of the provider's image hosts (by
 * default the issuer's host, or a subdomain of it); null otherwise, so nothing else is shown.
 */
export function providerPicture(value: unknown, config: Pick<IdentityProviderConfig, 'issuer' | 'imageHosts'>): string | null {
  const raw = text(value);
  if (!raw || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  let hosts = config.imageHosts;
  if (!hosts?.length) {
    try {
      hosts = [new URL(config.issuer).hostname];
    } catch {
      return null;
    }
  }
  const host = url.hostname.toLowerCase();
  return hosts.some((h) => host === h || host.endsWith(`.${h}`)) ? url.href : null;
}

/**
 * Verifies OpenID Connect ID tokens signed by a configured issuer: signature against the issuer's
 * JWKS (inline, an explicit URI, or the one named by its discovery document), issuer, audience and
 * expiry. Any standards-following provider (a local one included) plugs in through configuration.
 */
export class OidcIdentityVerifier implements IdentityVerifier {
  private readonly keySets = new Map<AuthProvider, Promise<JWTVerifyGetKey>>();

  constructor(
    private readonly providers: Partial<Record<AuthProvider, IdentityProviderConfig>>,
    private readonly clock: Clock,
  ) {}

  private keySet(provider: AuthProvider, config: IdentityProviderConfig): Promise<JWTVerifyGetKey> {
    let keys = this.keySets.get(provider);
    if (!keys) {
      keys = this.resolveKeySet(config);
      // A failed discovery is retried on the next sign-in rather than cached.
      keys.catch(() => this.keySets.delete(provider));
      this.keySets.set(provider, keys);
    }
    return keys;
  }

  private async resolveKeySet(config: IdentityProviderConfig): Promise<JWTVerifyGetKey> {
    if (config.jwks) return createLocalJWKSet(config.jwks as Parameters<typeof createLocalJWKSet>[0]);
    let uri = config.jwksUri;
    if (!uri) {
      const discovery = await fetch(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(5000),
      });
      if (!discovery.ok) throw new Error(`discovery answered ${discovery.status}`);
      uri = ((await discovery.json()) as { jwks_uri?: string }).jwks_uri;
      if (!uri) throw new Error('discovery document has no jwks_uri');
    }
    return createRemoteJWKSet(new URL(uri));
  }

  async verify(provider: AuthProvider, token: string, expect: IdTokenExpectations = {}): Promise<VerifiedIdentity & { expiresAt: Date }> {
    const config = this.providers[provider];
    if (!config) throw new IdentityVerificationError('This sign-in provider is not available.', 'not_configured');
    let keys: JWTVerifyGetKey;
    try {
      keys = await this.keySet(provider, config);
    } catch {
      throw new IdentityVerificationError('The sign-in provider cannot be reached. Please try again.', 'unavailable');
    }
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: config.issuer,
        audience: config.audience,
        currentDate: this.clock.now(),
      });
      if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('no subject');
      if (expect.nonce !== undefined && payload.nonce !== expect.nonce) throw new Error('nonce does not match');
      if (expect.subject !== undefined && payload.sub !== expect.subject) throw new Error('another person');
      if (typeof payload.exp !== 'number') throw new Error('no expiry');
      return {
        provider,
        expiresAt: new Date(payload.exp * 1000),
        subject: payload.sub,
        email: text(payload.email)?.toLowerCase() ?? null,
        emailVerified: payload.email_verified === true,
        firstName: text(payload.given_name),
        lastName: text(payload.family_name),
        picture: providerPicture(payload.picture, config),
      };
    } catch {
      throw new IdentityVerificationError('Social sign-in failed. Please try again.', 'invalid_token');
    }
  }
}

/** A provider's answer from its token endpoint. */
export interface ProviderTokens {
  idToken: string | null;
  refreshToken: string | null;
}

/** What the API keeps of a sign-in in progress: sent to the provider, or checked when it returns. */
export interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/**
 * The API's side of OpenID Connect sign-in as an authorization-code client with PKCE: it builds
 * the authorization request, redeems the code (with the client secret when the provider gave one)
 * and refreshes with the provider's refresh token. The ID tokens it receives are then verified by
 * OidcIdentityVerifier, as every other use of one is.
 */
export class OidcSignInClient {
  private readonly servers = new Map<AuthProvider, Promise<oauth.AuthorizationServer>>();

  constructor(private readonly providers: Partial<Record<AuthProvider, IdentityProviderConfig>>) {}

  configured(provider: AuthProvider): boolean {
    return !!this.providers[provider];
  }

  private config(provider: AuthProvider): IdentityProviderConfig {
    const config = this.providers[provider];
    if (!config) throw new IdentityVerificationError('This sign-in provider is not available.', 'not_configured');
    return config;
  }

  /** Plain http is allowed only for a provider on this machine (the local development provider). */
  private static httpOptions(issuer: string) {
    const url = new URL(issuer);
    const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return local ? { [oauth.allowInsecureRequests]: true } : {};
  }

  private server(provider: AuthProvider): Promise<oauth.AuthorizationServer> {
    let server = this.servers.get(provider);
    if (!server) {
      const issuer = new URL(this.config(provider).issuer);
      server = oauth
        .discoveryRequest(issuer, { algorithm: 'oidc', signal: AbortSignal.timeout(5000), ...OidcSignInClient.httpOptions(issuer.href) })
        .then((response) => oauth.processDiscoveryResponse(issuer, response));
      // A failed discovery is tried again on the next sign-in rather than kept.
      server.catch(() => this.servers.delete(provider));
      this.servers.set(provider, server);
    }
    return server;
  }

  private client(provider: AuthProvider): { client: oauth.Client; auth: oauth.ClientAuth } {
    const config = this.config(provider);
    return { client: { client_id: config.clientId }, auth: config.clientSecret ? oauth.ClientSecretPost(config.clientSecret) : oauth.None() };
  }

  private async reach<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof IdentityVerificationError) throw error;
      // The provider answered and said no (a used or foreign code, a revoked refresh token, a wrong nonce).
      if (error instanceof oauth.ResponseBodyError || error instanceof oauth.OperationProcessingError || error instanceof oauth.AuthorizationResponseError) {
        throw new IdentityVerificationError('Social sign-in failed. Please try again.', 'refused');
      }
      throw new IdentityVerificationError('The sign-in provider cannot be reached. Please try again.', 'unavailable');
    }
  }

  /** The provider's authorization URL for a new sign-in: code flow, PKCE (S256), state and nonce. */
  async authorizationUrl(provider: AuthProvider, request: AuthorizationRequest): Promise<string> {
    const config = this.config(provider);
    const server = await this.reach(() => this.server(provider));
    if (!server.authorization_endpoint) throw new IdentityVerificationError('The sign-in provider cannot be reached. Please try again.', 'unavailable');
    const url = new URL(server.authorization_endpoint);
    url.searchParams.set('client_id', config.clientId);
    url.searchParams.set('redirect_uri', request.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', config.scope);
    url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(request.codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
    url.searchParams.set('state', request.state);
    url.searchParams.set('nonce', request.nonce);
    for (const [name, value] of Object.entries(config.authorizationParams)) url.searchParams.set(name, value);
    return url.href;
  }

  /** Redeems the code the provider sent back (its state already matched) for the provider's tokens. */
  async redeem(provider: AuthProvider, callback: URLSearchParams, request: AuthorizationRequest): Promise<ProviderTokens> {
    return this.reach(async () => {
      const server = await this.server(provider);
      const { client, auth } = this.client(provider);
      const params = oauth.validateAuthResponse(server, client, callback, request.state);
      const response = await oauth.authorizationCodeGrantRequest(server, client, auth, params, request.redirectUri, request.codeVerifier, {
        signal: AbortSignal.timeout(10_000),
        ...OidcSignInClient.httpOptions(this.config(provider).issuer),
      });
      const tokens = await oauth.processAuthorizationCodeResponse(server, client, response, { expectedNonce: request.nonce, requireIdToken: true });
      return { idToken: tokens.id_token ?? null, refreshToken: tokens.refresh_token ?? null };
    });
  }

  /** A refresh token grant; the provider may rotate the refresh token (then the new one is returned). */
  async refresh(provider: AuthProvider, refreshToken: string): Promise<ProviderTokens> {
    return this.reach(async () => {
      const server = await this.server(provider);
      const { client, auth } = this.client(provider);
      const response = await oauth.refreshTokenGrantRequest(server, client, auth, refreshToken, {
        signal: AbortSignal.timeout(10_000),
        ...OidcSignInClient.httpOptions(this.config(provider).issuer),
      });
      const tokens = await oauth.processRefreshTokenResponse(server, client, response);
      return { idToken: tokens.id_token ?? null, refreshToken: tokens.refresh_token ?? refreshToken };
    });
  }
}
