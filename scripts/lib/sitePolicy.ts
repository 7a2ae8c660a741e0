// The site's configuration as the security policy sees it: where slices, the API, the identity
// and payment providers and the map live. Read again while the site runs (a slice published to a
// new origin is allowed at once).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { envList, localOrigins } from './envLists';
import { DEPLOY_DIR, SHELL_PORT, listSlices, sliceBaseUrl } from './slices';
import { readManifest } from '../publish';
import { identityIssuers } from '../idp';
import type { SecurityPolicyOptions } from './securityHeaders';

/** The local test payment provider's origin (beside the shell), unless PAYMENT_ORIGINS names the real ones. */
export const LOCAL_PAYMENTS_PORT = SHELL_PORT + 16;

function mapsKeyConfigured(): boolean {
  if (process.env.GOOGLE_MAPS_API_KEY) return true;
  const file = path.join(DEPLOY_DIR, 'mf-search', 'runtime-config.json');
  if (!existsSync(file)) return false;
  try {
    const config = JSON.parse(readFileSync(file, 'utf8')) as { mapsApiKey?: unknown };
    return typeof config.mapsApiKey === 'string' && config.mapsApiKey.trim() !== '';
  } catch {
    return false;
  }
}

export function sitePolicyOptions(env: NodeJS.ProcessEnv = process.env): SecurityPolicyOptions {
  const manifest = readManifest();
  const payments = envList(env.PAYMENT_ORIGINS);
  return {
    sliceOrigins: [...manifest.remotes.map((remote) => remote.entry), ...listSlices().map((slice) => sliceBaseUrl(slice))],
    apiOrigins: envList(env.PUBLIC_API_ORIGINS),
    identityOrigins: identityIssuers(env),
    paymentOrigins: payments.length
      ? payments
      : env.PAYMENTS_LOCAL_URL
        ? [new URL(env.PAYMENTS_LOCAL_URL).origin]
        : localOrigins(LOCAL_PAYMENTS_PORT),
    // The payments provider setting (api/src/providers/paymentsConfig.ts) decides whether Stripe.js is loaded.
    stripe: env.PAYMENTS_PROVIDER === 'stripe' || Boolean(env.STRIPE_PUBLISHABLE_KEY),
    googleMaps: mapsKeyConfigured(),
    uploadOrigins: env.UPLOADS_PROVIDER === 's3' ? envList([env.S3_ENDPOINT, env.S3_PUBLIC_URL].filter(Boolean).join(',')) : [],
  };
}
