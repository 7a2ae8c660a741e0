/**
 * Card payments configuration. `PAYMENTS_PROVIDER=local` (the default) takes payments through the
 * local test provider that `npm start` runs beside the site; `stripe` through Stripe with its keys.
 */
export interface PaymentsConfig {
  provider: 'local' | 'stripe';
  agentSignupFeeCents: number;
  currency: string;
  /** Public key the browser confirms payments with. */
  publishableKey: string;
  /** Server-side key the API creates payments with; never sent to a browser. */
  secretKey: string;
  /** Signing secret of the provider's webhooks (Stripe's `whsec_…`); never sent to a browser. */
  webhookSecret: string;
  /** Origin of the local test provider (browsers and the API both reach it). */
  localUrl: string;
}

/** Keys of the local test provider when none are set: they open nothing but that local provider. */
export const LOCAL_PAYMENTS_PUBLISHABLE_KEY = 'pk_test_homeward_local';
export const LOCAL_PAYMENTS_SECRET_KEY = 'sk_test_homeward_local';
export const LOCAL_PAYMENTS_WEBHOOK_SECRET = 'whsec_homeward_local';
export const DEFAULT_LOCAL_PAYMENTS_URL = 'http://localhost:8096';

export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv, agentSignupFeeCents: number): PaymentsConfig {
  const provider = env.PAYMENTS_PROVIDER === 'stripe' ? 'stripe' : 'local';
  if (env.PAYMENTS_PROVIDER && env.PAYMENTS_PROVIDER !== provider) {
    throw new Error(`PAYMENTS_PROVIDER must be 'local' or 'stripe', not '${env.PAYMENTS_PROVIDER}'.`);
  }
  if (provider === 'stripe' && (!env.PAYMENTS_SECRET_KEY || !env.PAYMENTS_PUBLISHABLE_KEY || !env.PAYMENTS_WEBHOOK_SECRET)) {
    throw new Error('PAYMENTS_PROVIDER=stripe needs PAYMENTS_SECRET_KEY, PAYMENTS_PUBLISHABLE_KEY and PAYMENTS_WEBHOOK_SECRET.');
  }
  return {
    provider,
    agentSignupFeeCents,
    currency: (env.PAYMENTS_CURRENCY || 'usd').toLowerCase(),
    publishableKey: env.PAYMENTS_PUBLISHABLE_KEY || LOCAL_PAYMENTS_PUBLISHABLE_KEY,
    secretKey: env.PAYMENTS_SECRET_KEY || LOCAL_PAYMENTS_SECRET_KEY,
    webhookSecret: env.PAYMENTS_WEBHOOK_SECRET || LOCAL_PAYMENTS_WEBHOOK_SECRET,
    localUrl: (env.PAYMENTS_LOCAL_URL || DEFAULT_LOCAL_PAYMENTS_URL).replace(/\/$/, ''),
  };
}
