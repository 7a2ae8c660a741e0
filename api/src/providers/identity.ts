import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
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
    readonly reason: 'not_configured' | 'invalid_token' | 'unavailable',
  ) {
    super(message);
    this.name = 'IdentityVerificationError';
  }
}

/** Verifies a social sign-in token (spec 3: authProvider 1 or 2). */
export interface IdentityVerifier {
  verify(provider: AuthProvider, token: string): Promise<VerifiedIdentity>;
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

  async verify(provider: AuthProvider, token: string): Promise<VerifiedIdentity> {
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
      return {
        provider,
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
