import { fileURLToPath } from 'node:url';
import { paymentsConfigFromEnv, type PaymentsConfig } from './providers/paymentsConfig';

/** Identity provider settings for social sign-in (spec 3: authProvider 1 or 2). */
export interface IdentityProviderConfig {
  /** Expected `iss` of the ID tokens. */
  issuer: string;
  /** Expected `aud` (the client id registered with the provider). */
  audience: string;
  /** JWKS endpoint; when absent it is read from the issuer's OpenID discovery document. */
  jwksUri?: string;
  /** Inline JWKS (offline use and tests). */
  jwks?: { keys: Array<Record<string, unknown>> };
}

export interface LimitsConfig {
  /** More code requests than this per phone within an hour → 24-hour lockout. */
  codeRequestsPerPhonePerHour: number;
  /**
   * More code requests than this per client address within an hour → 24-hour lockout. Outside
   * production the default is high: a developer's browser and end-to-end runs all come from one address.
   */
  codeRequestsPerIpPerHour: number;
  /** This many wrong codes for a phone within an hour → 1-hour lockout. */
  wrongCodesPerHour: number;
  /** This many 1-hour lockouts within a day suspends the account for 24 hours. */
  lockoutsBeforeSuspension: number;
  /** Failed admin sign-ins per address and email within an hour before a 1-hour lockout. */
  adminLoginFailuresPerHour: number;
}

export interface ApiConfig {
  nodeEnv: string;
  host: string;
  port: number;
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** PGlite data folder, or ':memory:'. */
  pgliteDir: string;
  /** Seed only this many listings on a fresh database (tests, quick demos); null = all. */
  seedLimit: number | null;
  clientTokens: string[];
  /** HS256 secret for access tokens; when unset a random one is generated and kept in the database. */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  codeTtlMinutes: number;
  admin: { email: string; password: string; passwordFromEnv: boolean };
  sms: { provider: 'outbox' | 'webhook'; webhookUrl: string | null; webhookToken: string | null };
  payments: PaymentsConfig;
  identity: Partial<Record<1 | 2, IdentityProviderConfig>>;
  geocoder: 'places';
  rates: 'sample';
  /** Origin of the web site, used in the email verification link. */
  publicWebUrl: string;
  /** Allowed browser origins; empty = any localhost / 127.0.0.1 origin. */
  corsOrigins: string[];
  trustProxy: boolean;
  /** Registers /api/v2/dev/* (outbox readers). Never on in production with a real SMS provider. */
  devRoutes: boolean;
  limits: LimitsConfig;
  logLevel: string;
  bodyLimitBytes: number;
  /** Recent searches kept in memory (0 = none); listings are read-only, so this never serves stale data. */
  searchCacheEntries: number;
}

export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));
export const DEFAULT_ADMIN_EMAIL = 'admin@homeward.local';
/** Development-only default; production refuses to create an admin with it. */
export const DEFAULT_ADMIN_PASSWORD = 'homeward-dev-admin';

export const DEFAULT_LIMITS: LimitsConfig = {
  codeRequestsPerPhonePerHour: 5,
  codeRequestsPerIpPerHour: 30,
  wrongCodesPerHour: 5,
  lockoutsBeforeSuspension: 3,
  adminLoginFailuresPerHour: 10,
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

function identityFromEnv(env: NodeJS.ProcessEnv, n: 1 | 2): IdentityProviderConfig | undefined {
  const issuer = env[`IDENTITY_${n}_ISSUER`];
  const audience = env[`IDENTITY_${n}_AUDIENCE`];
  if (!issuer || !audience) return undefined;
  const jwks = env[`IDENTITY_${n}_JWKS`];
  return {
    issuer,
    audience,
    jwksUri: env[`IDENTITY_${n}_JWKS_URI`] || undefined,
    jwks: jwks ? (JSON.parse(jwks) as IdentityProviderConfig['jwks']) : undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const smsProvider = env.SMS_PROVIDER === 'webhook' ? 'webhook' : 'outbox';
  const identity: ApiConfig['identity'] = {};
  const first = identityFromEnv(env, 1);
  const second = identityFromEnv(env, 2);
  if (first) identity[1] = first;
  if (second) identity[2] = second;
  const seedLimit = env.SEED_LIMIT ? int(env.SEED_LIMIT, 0) : 0;
  return {
    nodeEnv,
    host: env.HOST ?? '127.0.0.1',
    port: int(env.PORT, 8090),
    databaseUrl: env.DATABASE_URL || null,
    pgliteDir: env.PGLITE_DIR || DEFAULT_PGLITE_DIR,
    seedLimit: seedLimit > 0 ? seedLimit : null,
    clientTokens: list(env.CLIENT_TOKENS).length ? list(env.CLIENT_TOKENS) : ['homeward-web'],
    jwtSecret: env.JWT_SECRET || null,
    accessTokenTtlSeconds: 3600,
    refreshTokenTtlDays: 30,
    codeTtlMinutes: 10,
    admin: {
      email: env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
      passwordFromEnv: !!env.ADMIN_PASSWORD,
    },
    sms: { provider: smsProvider, webhookUrl: env.SMS_WEBHOOK_URL || null, webhookToken: env.SMS_WEBHOOK_TOKEN || null },
    payments: paymentsConfigFromEnv(env, int(env.AGENT_SIGNUP_FEE_CENTS, 4900)),
    identity,
    geocoder: 'places',
    rates: 'sample',
    publicWebUrl: env.PUBLIC_WEB_URL || 'http://localhost:8080',
    corsOrigins: list(env.CORS_ORIGINS),
    trustProxy: env.TRUST_PROXY === 'true',
    devRoutes: smsProvider === 'outbox' && (nodeEnv !== 'production' || env.ENABLE_DEV_ROUTES === 'true'),
    limits: {
      codeRequestsPerPhonePerHour: int(env.LIMIT_CODE_REQUESTS_PER_PHONE, DEFAULT_LIMITS.codeRequestsPerPhonePerHour),
      codeRequestsPerIpPerHour: int(env.LIMIT_CODE_REQUESTS_PER_IP, nodeEnv === 'production' ? DEFAULT_LIMITS.codeRequestsPerIpPerHour : 500),
      wrongCodesPerHour: int(env.LIMIT_WRONG_CODES, DEFAULT_LIMITS.wrongCodesPerHour),
      lockoutsBeforeSuspension: int(env.LIMIT_LOCKOUTS_BEFORE_SUSPENSION, DEFAULT_LIMITS.lockoutsBeforeSuspension),
      adminLoginFailuresPerHour: int(env.LIMIT_ADMIN_LOGIN_FAILURES, DEFAULT_LIMITS.adminLoginFailuresPerHour),
    },
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimitBytes: 256 * 1024,
    searchCacheEntries: int(env.SEARCH_CACHE_ENTRIES, 100),
  };
}
