// Settings of the local test payment provider and the variables the API reads to reach it.
import { apiPaths } from '@homeward/contracts';
import { envList, localOrigins } from '../lib/envLists';

/** 8096 beside the default shell port; follows PORT when a second copy of the site runs. */
export const DEFAULT_PAYMENTS_PORT = Number(process.env.PORT ?? 8080) + 16;
/**
 * Keys of the local provider when none are set. They open nothing but the local test provider
 * (which accepts only its own test-mode keys), so they are safe to keep in the repository.
 */
export const LOCAL_PUBLISHABLE_KEY = 'pk_test_homeward_local';
export const LOCAL_SECRET_KEY = 'sk_test_homeward_local';
/** Signing secret of the local provider's webhooks; like the keys, it opens nothing else. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_homeward_local';
/** Where the API takes the processor's signed webhooks. */
export const PAYMENTS_WEBHOOK_PATH = apiPaths.paymentsWebhook;

export interface LocalPaymentsOptions {
  port?: number;
  host?: string;
  /** Public origin of the provider, as browsers and the API reach it. */
  publicUrl?: string;
  publishableKey?: string;
  secretKey?: string;
  /** Site origins allowed to confirm payments from a browser and to be 3-D Secure return pages. */
  siteOrigins?: string[];
  /** Where signed webhooks are sent; empty keeps them only in memory (tests deliver them). */
  webhookUrl?: string;
  webhookSecret?: string;
}

export function localPaymentsOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Required<LocalPaymentsOptions> {
  const port = Number(env.LOCAL_PAYMENTS_PORT) || DEFAULT_PAYMENTS_PORT;
  const shellPort = Number(env.PORT ?? 8080);
  const site = envList(env.LOCAL_PAYMENTS_SITE_ORIGINS);
  const apiPort = Number(env.API_PORT) || shellPort + 10;
  return {
    port,
    host: env.LOCAL_PAYMENTS_HOST || '127.0.0.1',
    publicUrl: env.PAYMENTS_LOCAL_URL || `http://localhost:${port}`,
    publishableKey: env.PAYMENTS_PUBLISHABLE_KEY || LOCAL_PUBLISHABLE_KEY,
    secretKey: env.PAYMENTS_SECRET_KEY || LOCAL_SECRET_KEY,
    siteOrigins: site.length ? site : localOrigins(shellPort),
    webhookUrl: env.LOCAL_PAYMENTS_WEBHOOK_URL ?? `http://127.0.0.1:${apiPort}${PAYMENTS_WEBHOOK_PATH}`,
    webhookSecret: env.PAYMENTS_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET,
  };
}

/** The variables the API reads to charge through the local provider (api/src/config.ts). */
export function localPaymentsEnv(options = localPaymentsOptionsFromEnv()): Record<string, string> {
  return {
    PAYMENTS_PROVIDER: 'local',
    PAYMENTS_LOCAL_URL: options.publicUrl,
    PAYMENTS_PUBLISHABLE_KEY: options.publishableKey,
    PAYMENTS_SECRET_KEY: options.secretKey,
    PAYMENTS_WEBHOOK_SECRET: options.webhookSecret,
  };
}
