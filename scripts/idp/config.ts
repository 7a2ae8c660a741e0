// Settings of the local development identity provider and of the browser's provider list.
// One set of variables (IDENTITY_{1,2}_ISSUER / _CLIENT_ID) configures the API's sign-in client and
// the browser's sign-in buttons, so the two can never disagree.

import { envList, localOrigins } from '../lib/envLists';

export type ProviderNumber = 1 | 2;
export const PROVIDER_NUMBERS: readonly ProviderNumber[] = [1, 2];

/** 8095 beside the default shell port; follows PORT when a second copy of the site runs. */
export const DEFAULT_IDP_PORT = Number(process.env.PORT ?? 8080) + 15;
/** The client id the site uses with the local provider (the API checks it as the token audience). */
export const LOCAL_CLIENT_ID = 'homeward-web';
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

export function localIdpOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Required<LocalIdpOptions> {
  const port = Number(env.LOCAL_IDP_PORT) || DEFAULT_IDP_PORT;
  const site = envList(env.LOCAL_IDP_SITE_ORIGINS);
  const shellPort = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.LOCAL_IDP_HOST || '127.0.0.1',
    publicUrl: env.LOCAL_IDP_URL || `http://localhost:${port}`,
    siteOrigins: site.length ? site : localOrigins(shellPort),
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
    if (!env[`IDENTITY_${n}_CLIENT_ID`]) result[`IDENTITY_${n}_AUDIENCE`] = env[`IDENTITY_${n}_AUDIENCE`] || LOCAL_CLIENT_ID;
  }
  return result;
}

/** The providers' issuers (the site's Content-Security-Policy allows their profile pictures). */
export function identityIssuers(env: NodeJS.ProcessEnv = process.env): string[] {
  const identity = localIdentityEnv(localIdpOptionsFromEnv(env).publicUrl, env);
  return PROVIDER_NUMBERS.map((n) => identity[`IDENTITY_${n}_ISSUER`]!);
}

export interface BrowserProviderSettings {
  authProvider: ProviderNumber;
  label: string;
}

/**
 * The body of /auth-config.json: the sign-in buttons the browser shows. The sign-in runs through
 * the API, which alone holds the providers' settings and secrets.
 */
export function authClientConfig(env: NodeJS.ProcessEnv = process.env): { providers: BrowserProviderSettings[] } {
  return { providers: PROVIDER_NUMBERS.map((n) => ({ authProvider: n, label: env[`IDENTITY_${n}_LABEL`] || DEFAULT_LABELS[n] })) };
}
