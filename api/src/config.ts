import { uploadsConfigFromEnv, type UploadsConfig } from './providers/uploadsConfig';
import { randomBytes } from 'node:crypto';
import { supportEmailFromEnv } from '@homeward/contracts';
import { ratesConfigFromEnv, type RatesConfig } from './providers/rates';
import { fileURLToPath } from 'node:url';
import { paymentsConfigFromEnv, type PaymentsConfig } from './providers/paymentsConfig';
import type { TwilioConfig } from './providers/sms';
import { feedConfigFromEnv, type FeedConfig } from './modules/feed/config';

/** Identity provider settings for social sign-in (spec 3: authProvider 1 or 2). */
export interface IdentityProviderConfig {
  /** Expected `iss` of the ID tokens; its discovery document names the provider's endpoints. */
  issuer: string;
  /** The client id registered with the provider, which the API signs in as. */
  clientId: string;
  /** Expected `aud` of the ID tokens: the client id unless set apart. */
  audience: string;
  /** The client secret of a confidential client (Google's web clients, Microsoft's web apps); never sent to a browser. */
  clientSecret?: string;
  /** Scopes asked for in the authorization request. */
  scope: string;
  /** Extra authorization request parameters, as the provider documents them (Google: access_type=offline). */
  authorizationParams: Record<string, string>;
  /** JWKS endpoint; when absent it is read from the issuer's OpenID discovery document. */
  jwksUri?: string;
  /** Inline JWKS (offline use and tests). */
  jwks?: { keys: Array<Record<string, unknown>> };
  /**
   * Hosts the provider serves profile pictures from (a listed host covers its subdomains); when
   * absent, the issuer's host. Any other picture URL, or one not over https, is not kept.
   */
  imageHosts?: string[];
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
  /** Folder of the local upload store (profile images). */
  uploadsDir: string;
  uploads: UploadsConfig;
  /** Seed only this many listings on a fresh database (tests, quick demos); null = all. */
  seedLimit: number | null;
  /** The RESO Web API source the listings are replicated from. */
  feed: FeedConfig;
  /** Where the listings' resized photos are kept. */
  photoCacheDir: string;
  clientTokens: string[];
  /** HS256 secret for access tokens; when unset a random one is generated and kept in the database. */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  codeTtlMinutes: number;
  admin: { email: string; password: string; passwordFromEnv: boolean };
  sms: { provider: SmsProviderName; webhookUrl: string | null; webhookToken: string | null; twilio: TwilioConfig | null };
  email: { provider: EmailProviderName; smtpUrl: string | null; from: string };
  messages: MessagesConfig;
  payments: PaymentsConfig;
  identity: Partial<Record<1 | 2, IdentityProviderConfig>>;
  geocoder: 'places';
  rates: RatesConfig;
  /** Origin of the web site, used in the email verification link. */
  publicWebUrl: string;
  /** Where people write to us (HOMEWARD_SUPPORT_EMAIL; the site's pages show the same address). */
  supportEmail: string;
  /** Allowed browser origins; empty = any localhost / 127.0.0.1 origin. */
  corsOrigins: string[];
  trustProxy: TrustProxySetting;
  /**
   * The secret the trusted proxy sends with every request (X-Proxy-Secret). When set, forwarding
   * headers from a trusted address without it are dropped: any process on the proxy's machine can
   * reach the API's port, and only the proxy may name the client's address.
   */
  proxySecret: string | null;
  /** Registers /api/v2/dev/* (outbox readers). Never on in production with a real SMS provider. */
  devRoutes: boolean;
  /**
   * An answer that does not match its route's contract fails the request (HOMEWARD_STRICT_RESPONSES=true,
   * as the API tests run); otherwise the mismatch is logged and the answer sent.
   */
  strictResponses: boolean;
  /**
   * The per-start secret the dev outbox readers require (header X-Dev-Secret), on loopback only.
   * DEV_OUTBOX_SECRET, else random per start; the API writes it to `devOutboxFile` for local tools.
   */
  devOutboxSecret: string;
  /** Where a started API writes `{ url, secret }` of the dev outbox (null = nowhere). */
  devOutboxFile: string | null;
  /** Searches evaluated at once per process (with workers: in their hands at once); more wait in a queue. */
  searchConcurrency: number;
  /**
   * Worker threads that run searches (each with its own copy of the index); 0 = on the main thread.
   * SEARCH_WORKERS; a started server (main.ts) has one by default on a machine with two cores or more.
   */
  searchWorkers: number;
  /** Searches waiting beyond this many, or longer than `searchQueueTimeoutMs`, are answered 503 with Retry-After. */
  searchQueueLength: number;
  searchQueueTimeoutMs: number;
  /** Bytes of search answers kept in memory in all. */
  searchCacheBytes: number;
  /** A health check that waits longer than this for the database reports it unavailable. */
  healthTimeoutMs: number;
  /** Per-address request budget per minute (null = no general limit). */
  rateLimitPerMinute: number | null;
  /** Per-address budget of sign-in calls (codes, verification, logins, refresh, admin sign-in) per minute. */
  signInRateLimitPerMinute: number;
  /** Per-address budget of submitted forms (POST /api/v2/Requests: enquiries, offers, tours…) per hour. */
  formRateLimitPerHour: number;
  /** Resilience tests only: the n-th write fails as a storage failure would (never in production). */
  dbFaultAfterWrites: number | null;
  limits: LimitsConfig;
  logLevel: string;
  bodyLimitBytes: number;
  /** Recent searches kept in memory (0 = none); listings are read-only, so this never serves stale data. */
  searchCacheEntries: number;
}

export const SMS_PROVIDERS = ['outbox', 'webhook', 'twilio'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];
export const EMAIL_PROVIDERS = ['outbox', 'smtp'] as const;
export type EmailProviderName = (typeof EMAIL_PROVIDERS)[number];

/** How the message worker delivers the outbox (api/src/modules/messages). */
export interface MessagesConfig {
  /** Runs the delivery worker in this process (tests drive it by hand instead). */
  worker: boolean;
  /** How often the worker looks for due messages besides being woken by a new one. */
  pollMs: number;
  /** The first retry waits this long; each later one twice as long, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many failed attempts a message is marked failed. */
  maxAttempts: number;
  /** A message being sent is someone's for this long; a process that dies leaves it to the others after it. */
  leaseMs: number;
}

/** A setting that cannot work: the API refuses to start and says which and why. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  const v = (value ?? '').trim();
  if (!v) return fallback;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new ConfigError(`${name}=${v} is not a known provider; use one of: ${allowed.join(', ')}`);
}

function smsFromEnv(env: NodeJS.ProcessEnv, publicWebUrl: string): ApiConfig['sms'] {
  const provider = oneOf('SMS_PROVIDER', env.SMS_PROVIDER, SMS_PROVIDERS, 'outbox');
  const webhookUrl = env.SMS_WEBHOOK_URL || null;
  if (provider === 'webhook' && !webhookUrl) throw new ConfigError('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
  let twilio: TwilioConfig | null = null;
  if (provider === 'twilio') {
    const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter((name) => !env[name]);
    if (missing.length) throw new ConfigError(`SMS_PROVIDER=twilio needs ${missing.join(', ')}`);
    twilio = {
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      from: env.TWILIO_FROM!,
      apiUrl: env.TWILIO_API_URL || 'https://api.twilio.com',
      statusCallbackUrl: env.TWILIO_STATUS_CALLBACK_URL === '' ? null : env.TWILIO_STATUS_CALLBACK_URL || `${publicWebUrl.replace(/\/$/, '')}/api/v2/messages/twilio/status`,
    };
  }
  return { provider, webhookUrl, webhookToken: env.SMS_WEBHOOK_TOKEN || null, twilio };
}

function emailFromEnv(env: NodeJS.ProcessEnv, publicWebUrl: string): ApiConfig['email'] {
  const smtpUrl = env.SMTP_URL || null;
  const provider = oneOf('EMAIL_PROVIDER', env.EMAIL_PROVIDER, EMAIL_PROVIDERS, smtpUrl ? 'smtp' : 'outbox');
  if (provider === 'smtp' && !smtpUrl) throw new ConfigError('EMAIL_PROVIDER=smtp needs SMTP_URL (smtp://user:password@host:587)');
  const host = new URL(publicWebUrl).hostname;
  return { provider, smtpUrl, from: env.EMAIL_FROM || `Homeward <no-reply@${host}>` };
}

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data', import.meta.url));
export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));
/** File name (in the data folder) where a started API publishes the dev outbox address and secret. */
export const DEV_OUTBOX_FILE_NAME = 'dev-outbox.json';

/**
 * Which peer may set the client address (X-Forwarded-For). Exactly one hop is ever trusted: the
 * proxy directly in front of the API, so an address a client puts in the header itself is never used.
 * false = none (the socket address); 'any' = one hop whatever its address; a list = one hop from these addresses.
 */
export type TrustProxySetting = false | 'any' | string[];

export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const v = (value ?? '').trim().toLowerCase();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true' || v === '1') return 'any';
  return list(value).flatMap((entry) => (entry.toLowerCase() === 'loopback' ? ['127.0.0.1', '::1', '::ffff:127.0.0.1'] : [entry]));
}
export const DEFAULT_UPLOADS_DIR = fileURLToPath(new URL('../../.data/uploads', import.meta.url));
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

/**
 * How each provider documents refresh for a server-side web client: Google hands out a refresh
 * token when the authorization request says access_type=offline; Microsoft's identity platform
 * when the scope includes offline_access. Any other OpenID provider gets the standard scopes.
 */
function providerDefaults(issuer: string): { scope: string; authorizationParams: Record<string, string> } {
  let host = '';
  try {
    host = new URL(issuer).hostname;
  } catch {
    throw new ConfigError(`The identity provider issuer ${issuer} is not a URL`);
  }
  if (host === 'accounts.google.com') return { scope: 'openid email profile', authorizationParams: { access_type: 'offline' } };
  if (host === 'login.microsoftonline.com') return { scope: 'openid email profile offline_access', authorizationParams: {} };
  return { scope: 'openid email profile', authorizationParams: {} };
}

function identityFromEnv(env: NodeJS.ProcessEnv, n: 1 | 2): IdentityProviderConfig | undefined {
  const issuer = env[`IDENTITY_${n}_ISSUER`];
  const clientId = env[`IDENTITY_${n}_CLIENT_ID`] || env[`IDENTITY_${n}_AUDIENCE`];
  if (!issuer || !clientId) return undefined;
  const jwks = env[`IDENTITY_${n}_JWKS`];
  const defaults = providerDefaults(issuer);
  return {
    issuer,
    clientId,
    audience: env[`IDENTITY_${n}_AUDIENCE`] || clientId,
    clientSecret: env[`IDENTITY_${n}_CLIENT_SECRET`] || undefined,
    scope: env[`IDENTITY_${n}_SCOPE`] || defaults.scope,
    authorizationParams: env[`IDENTITY_${n}_AUTH_PARAMS`] ? Object.fromEntries(new URLSearchParams(env[`IDENTITY_${n}_AUTH_PARAMS`])) : defaults.authorizationParams,
    jwksUri: env[`IDENTITY_${n}_JWKS_URI`] || undefined,
    jwks: jwks ? (JSON.parse(jwks) as IdentityProviderConfig['jwks']) : undefined,
    imageHosts: env[`IDENTITY_${n}_IMAGE_HOSTS`]?.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean) || undefined,
  };
}

/** The message worker's pace and its retries. */
function messagesConfigFromEnv(env: NodeJS.ProcessEnv): ApiConfig['messages'] {
  return {
    worker: env.MESSAGE_WORKER !== 'off',
    pollMs: Math.max(50, int(env.MESSAGE_POLL_MS, 2000)),
    retryBaseMs: Math.max(100, int(env.MESSAGE_RETRY_BASE_MS, 30_000)),
    retryMaxMs: Math.max(1000, int(env.MESSAGE_RETRY_MAX_MS, 3_600_000)),
    maxAttempts: Math.max(1, int(env.MESSAGE_MAX_ATTEMPTS, 10)),
    leaseMs: Math.max(1000, int(env.MESSAGE_LEASE_MS, 120_000)),
  };
}

/** The sign-in limits (codes, wrong codes, lockouts); a development server allows more codes per address. */
function limitsFromEnv(env: NodeJS.ProcessEnv, nodeEnv: string): ApiConfig['limits'] {
  return {
    codeRequestsPerPhonePerHour: int(env.LIMIT_CODE_REQUESTS_PER_PHONE, DEFAULT_LIMITS.codeRequestsPerPhonePerHour),
    codeRequestsPerIpPerHour: int(env.LIMIT_CODE_REQUESTS_PER_IP, nodeEnv === 'production' ? DEFAULT_LIMITS.codeRequestsPerIpPerHour : 500),
    wrongCodesPerHour: int(env.LIMIT_WRONG_CODES, DEFAULT_LIMITS.wrongCodesPerHour),
    lockoutsBeforeSuspension: int(env.LIMIT_LOCKOUTS_BEFORE_SUSPENSION, DEFAULT_LIMITS.lockoutsBeforeSuspension),
    adminLoginFailuresPerHour: int(env.LIMIT_ADMIN_LOGIN_FAILURES, DEFAULT_LIMITS.adminLoginFailuresPerHour),
  };
}

/** The two identity providers a user may sign in with, when configured. */
function identityConfigFromEnv(env: NodeJS.ProcessEnv): ApiConfig['identity'] {
  const identity: ApiConfig['identity'] = {};
  const first = identityFromEnv(env, 1);
  const second = identityFromEnv(env, 2);
  if (first) identity[1] = first;
  if (second) identity[2] = second;
  return identity;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  // A started server sets its own default (main.ts); an app built in-process, as in tests, searches
  // on its own thread.
  const searchWorkers = Math.min(8, Math.max(0, int(env.SEARCH_WORKERS, 0)));
  const publicWebUrl = env.PUBLIC_WEB_URL || 'http://localhost:8080';
  const sms = smsFromEnv(env, publicWebUrl);
  const identity = identityConfigFromEnv(env);
  const seedLimit = env.SEED_LIMIT ? int(env.SEED_LIMIT, 0) : 0;
  return {
    nodeEnv,
    host: env.HOST ?? '127.0.0.1',
    port: int(env.PORT, 8090),
    databaseUrl: env.DATABASE_URL || null,
    pgliteDir: env.PGLITE_DIR || DEFAULT_PGLITE_DIR,
    uploadsDir: env.UPLOADS_DIR || DEFAULT_UPLOADS_DIR,
    uploads: uploadsConfigFromEnv(env),
    seedLimit: seedLimit > 0 ? seedLimit : null,
    feed: feedConfigFromEnv(env),
    photoCacheDir: env.PHOTO_CACHE_DIR || `${env.HOMEWARD_DATA_DIR || DEFAULT_DATA_DIR}/photo-cache`,
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
    sms,
    email: emailFromEnv(env, publicWebUrl),
    messages: messagesConfigFromEnv(env),
    payments: paymentsConfigFromEnv(env, int(env.AGENT_SIGNUP_FEE_CENTS, 4900)),
    identity,
    geocoder: 'places',
    rates: ratesConfigFromEnv(env),
    publicWebUrl,
    supportEmail: supportEmailFromEnv(env),
    corsOrigins: list(env.CORS_ORIGINS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    proxySecret: env.PROXY_SECRET || null,
    devOutboxSecret: env.DEV_OUTBOX_SECRET || randomBytes(24).toString('base64url'),
    devOutboxFile: env.DEV_OUTBOX_FILE === '' ? null : env.DEV_OUTBOX_FILE || `${env.HOMEWARD_DATA_DIR || DEFAULT_DATA_DIR}/${DEV_OUTBOX_FILE_NAME}`,
    // A worker is given a few searches at once, so it has the next in hand while the main thread
    // is busy with HTTP and its answer waits to be read (two at once left it idle ~40 % of the time).
    searchConcurrency: Math.max(1, int(env.SEARCH_CONCURRENCY, searchWorkers > 0 ? 4 * searchWorkers : 2)),
    searchWorkers,
    searchQueueLength: Math.max(0, int(env.SEARCH_QUEUE_LENGTH, 64)),
    searchQueueTimeoutMs: Math.max(100, int(env.SEARCH_QUEUE_TIMEOUT_MS, 5000)),
    searchCacheBytes: Math.max(0, int(env.SEARCH_CACHE_MB, 64)) * 1024 * 1024,
    healthTimeoutMs: Math.max(100, int(env.HEALTH_TIMEOUT_MS, 2000)),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE === '0' ? null : int(env.RATE_LIMIT_PER_MINUTE, nodeEnv === 'production' ? 600 : 100_000),
    signInRateLimitPerMinute: Math.max(1, int(env.RATE_LIMIT_SIGN_IN_PER_MINUTE, nodeEnv === 'production' ? 20 : 100_000)),
    formRateLimitPerHour: Math.max(1, int(env.RATE_LIMIT_FORMS_PER_HOUR, nodeEnv === 'production' ? 30 : 100_000)),
    dbFaultAfterWrites: nodeEnv !== 'production' && int(env.HOMEWARD_DB_FAULT_AFTER_WRITES, 0) > 0 ? int(env.HOMEWARD_DB_FAULT_AFTER_WRITES, 0) : null,
    devRoutes: sms.provider === 'outbox' && (nodeEnv !== 'production' || env.ENABLE_DEV_ROUTES === 'true'),
    strictResponses: env.HOMEWARD_STRICT_RESPONSES === 'true',
    limits: limitsFromEnv(env, nodeEnv),
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimitBytes: 256 * 1024,
    searchCacheEntries: int(env.SEARCH_CACHE_ENTRIES, 100),
  };
}
