// Settings of the local development identity provider and of the browser's provider list.
// One set of variables (IDENTITY_{1,2}_ISSUER / _AUDIENCE) configures the API's token check and
// the browser's sign-in buttons, so the two can never disagree.

export type ProviderNumber = 1 | 2;
export const PROVIDER_NUMBERS: readonly ProviderNumber[] = [1, 2];

/** 8095 beside the default shell port; follows PORT when a second copy of the site runs. */
export const DEFAULT_IDP_PORT = Number(process.env.PORT ?? 8080) + 15;
/** The client id the site uses with the local provider (the API checks it as the token audience). */
export const LOCAL_CLIENT_ID = 'homeward-web';
export const DEFAULT_SCOPE = 'openid profile email offline_access';
/** Provider 1 is the Microsoft-style provider, provider 2 the Google-style one. */
const DEFAULT_LABELS: Record<ProviderNumber, string> = { 1: 'Microsoft', 2: 'Google' };

export interface LocalIdpOptions {
  port?: number;
  host?: string;
  /** Public origin of the provider, as browsers and the API reach it. */
  publicUrl?: string;
  /** Origins of the site allowed as redirect targets (…/auth/callback) and for CORS. */
  siteOrigins?: string[];
}

export function localIssuer(publicUrl: string, n: ProviderNumber): string {
  return `${publicUrl.replace(/\/$/, '')}/provider-${n}`;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function localIdpOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Required<LocalIdpOptions> {
  const port = Number(env.LOCAL_IDP_PORT) || DEFAULT_IDP_PORT;
  const site = list(env.LOCAL_IDP_SITE_ORIGINS);
  const shellPort = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.LOCAL_IDP_HOST || '127.0.0.1',
    publicUrl: env.LOCAL_IDP_URL || `http://localhost:${port}`,
    siteOrigins: site.length ? site : [`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`],
  };
}

/**
 * The variables the API reads to verify ID tokens of the local provider (api/src/config.ts).
 * Variables already set (a real provider) win.
 */
export function localIdentityEnv(publicUrl = localIdpOptionsFromEnv().publicUrl, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const result: Record<string, string> = {};
  for (const n of PROVIDER_NUMBERS) {
    result[`IDENTITY_${n}_ISSUER`] = env[`IDENTITY_${n}_ISSUER`] || localIssuer(publicUrl, n);
    result[`IDENTITY_${n}_AUDIENCE`] = env[`IDENTITY_${n}_AUDIENCE`] || LOCAL_CLIENT_ID;
  }
  return result;
}

export interface BrowserProviderSettings {
  authProvider: ProviderNumber;
  label: string;
  issuer: string;
  clientId: string;
  scope: string;
}

/**
 * The body of /auth-config.json: the public settings the browser needs for each provider
 * (no secrets: the site is a public client using PKCE). Defaults to the local provider.
 */
export function authClientConfig(env: NodeJS.ProcessEnv = process.env): { providers: BrowserProviderSettings[] } {
  const identity = localIdentityEnv(localIdpOptionsFromEnv(env).publicUrl, env);
  return {
    providers: PROVIDER_NUMBERS.map((n) => ({
      authProvider: n,
      label: env[`IDENTITY_${n}_LABEL`] || DEFAULT_LABELS[n],
      issuer: identity[`IDENTITY_${n}_ISSUER`],
      clientId: identity[`IDENTITY_${n}_AUDIENCE`],
      scope: env[`IDENTITY_${n}_SCOPE`] || DEFAULT_SCOPE,
    })),
  };
}
