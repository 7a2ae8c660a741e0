import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import fastifyCompress from '@fastify/compress';
import { JSON_PATCH_CONTENT_TYPE } from '@homeward/contracts';
// The phone library behind every schema with a phone: the API checks each number with it, whatever the browser did.
import '@homeward/contracts/phone';
import { loadConfig, type ApiConfig, type TrustProxySetting } from './config';
import { systemClock, type Clock } from './clock';
import type { AppContext, Logger, Providers } from './context';
import type { Db } from './db/db';
import { guardDatabase } from './db/fatal';
import { initDatabase, type InitResult } from './db/init';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import { MESSAGES } from './http/errors';
import { clientErrorReply, errorReply, registerHooks } from './http/hooks';
import { registerOpenApi } from './http/openapi';
import { registerRateLimits } from './http/rateLimits';
import { createSerializerCompiler, createValidatorCompiler, withErrorResponses, type RouteInputConfig } from './http/schemas';
import { Limits } from './modules/account/limits';
import { accountRoutes } from './modules/account/routes';
import { adminRoutes } from './modules/admin/routes';
import { agentRoutes } from './modules/agents/routes';
import { authRoutes } from './modules/auth/routes';
import { devRoutes } from './modules/dev/routes';
import { favoriteRoutes } from './modules/favorites/routes';
import { geocodeRoutes } from './modules/geocode/routes';
import { listingRoutes } from './modules/listings/routes';
import { sitemapRoutes } from './modules/sitemap/routes';
import { lenderRoutes } from './modules/partners/lenderRoutes';
import { partnerRoutes } from './modules/partners/routes';
import { partnerWorkRoutes } from './modules/partners/workRoutes';
import { requestRoutes } from './modules/requests/routes';
import { SavedSearchMatcher } from './modules/savedSearches/matcher';
import { savedSearchRoutes } from './modules/savedSearches/routes';
import { OutboxEmailSender, SmtpEmailSender } from './providers/email';
import { PlacesReverseGeocoder } from './providers/geocoding';
import { OidcIdentityVerifier, OidcSignInClient } from './providers/identity';
import { StripePaymentProvider } from './providers/payments';
import { ratesProviderFor } from './providers/rates';
import { OutboxSmsSender, TwilioSmsSender, WebhookSmsSender, type SmsSender } from './providers/sms';
import { Messages } from './modules/messages/service';
import { FeedReplicator } from './modules/feed/replicator';
import { ListingPhotos } from './modules/listings/photoStore';
import { feedRoutes } from './modules/feed/routes';
import { messageRoutes } from './modules/messages/routes';
import { LocalUploadProvider, S3UploadProvider } from './providers/uploads';
import { AccessTokens } from './security/accessTokens';

declare module 'fastify' {
  interface FastifyInstance {
    homeward: AppContext & { init: InitResult };
    /** Every route as registered, with the schema it declared (read by the contract tests). */
    routeTable: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: Record<string, unknown> | undefined;
  config: Record<string, unknown> | undefined;
}

export interface BuildAppOptions {
  /** Overrides on top of the environment configuration. */
  config?: Partial<ApiConfig>;
  /** Environment to read the configuration from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** An open database to use; the caller closes it. Otherwise one is opened from the config and closed with the app. */
  db?: Db;
  clock?: Clock;
  providers?: Partial<Providers>;
  logger?: FastifyServerOptions['logger'];
}

/** Fastify's trustProxy for one trusted hop: the peer's X-Forwarded-For entry is used, nothing to its left. */
export function trustProxyOption(setting: TrustProxySetting): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if (setting === 'any') return (_address: string, hop: number) => hop === 0;
  const trusted = new Set(setting);
  return (address: string, hop: number) => hop === 0 && trusted.has(address);
}

/** Resolves with `work`, or rejects once `ms` have passed. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function openDatabase(config: ApiConfig): Promise<Db> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.pgliteDir);
  return guardDatabase(db, { faultAfterWrites: config.dbFaultAfterWrites });
}

function smsSender(config: ApiConfig, db: Db, clock: Clock, log: Logger): SmsSender {
  switch (config.sms.provider) {
    case 'twilio':
      return new TwilioSmsSender(config.sms.twilio!);
    case 'webhook':
      return new WebhookSmsSender(config.sms.webhookUrl!, config.sms.webhookToken);
    default:
      return new OutboxSmsSender(db, clock, log);
  }
}

/** The outside services the API talks to, as the configuration chooses them (a test may put its own in). */
function providersFor(config: ApiConfig, db: Db, clock: Clock, log: Logger, jwtSecret: string, overrides: Partial<Providers> | undefined): Providers {
  return {
    sms: smsSender(config, db, clock, log),
    email: config.email.provider === 'smtp' ? new SmtpEmailSender(config.email.smtpUrl!, config.email.from) : new OutboxEmailSender(clock, log),
    payments: new StripePaymentProvider(
      config.payments.secretKey,
      config.payments.webhookSecret,
      config.payments.provider === 'stripe' ? {} : { apiBase: config.payments.localUrl, kind: 'local' },
    ),
    identity: new OidcIdentityVerifier(config.identity, clock),
    signIn: new OidcSignInClient(config.identity),
    geocoder: new PlacesReverseGeocoder(db),
    rates: ratesProviderFor(config.rates, clock, log),
    uploads: config.uploads.provider === 's3' ? new S3UploadProvider(config.uploads) : new LocalUploadProvider(config.uploadsDir, jwtSecret, clock),
    ...overrides,
  };
}

/** How bodies are read and how every route's input and answers are checked against its contract schemas. */
function registerJsonAndSchemas(app: FastifyInstance, config: ApiConfig): void {
  // A JSON content type with no body reads as "no body": many HTTP clients set the header on every call.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', JSON_PATCH_CONTENT_TYPE], { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });
  // Every route declares its input and answers with contract schemas: validated on the way in,
  // checked on the way out, and collected into the OpenAPI document.
  const inputMessages = new Map<string, string>();
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    withErrorResponses(route);
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, schema: route.schema as Record<string, unknown> | undefined, config: route.config as Record<string, unknown> | undefined });
    const message = (route.config as RouteInputConfig | undefined)?.inputMessage;
    if (!message) return;
    for (const method of [route.method].flat()) inputMessages.set(`${method} ${route.url}`, message);
  });
  app.setValidatorCompiler(createValidatorCompiler(inputMessages));
  app.setSerializerCompiler(createSerializerCompiler(config.strictResponses, (message) => app.log.error(message)));
}

function registerHealthRoutes(app: FastifyInstance, db: Db, config: ApiConfig): void {
  // Health asks the database, with a deadline: a stuck database reads as unavailable, not as a hang.
  const health = async (_request: unknown, reply: FastifyReply) => {
    try {
      await withTimeout(db.query('SELECT 1'), config.healthTimeoutMs);
      return { statusCode: 'Success', data: { status: 'ok' } };
    } catch {
      return reply.code(503).header('retry-after', '5').send({ statusCode: 'ServiceUnavailable', errorMessage: 'The service is not ready. Please try again in a moment.' });
    }
  };
  const healthy = { 200: z.object({ statusCode: z.literal('Success'), data: z.object({ status: z.literal('ok') }) }) };
  app.get('/api/health', { schema: { tags: ['health'], summary: 'Whether the API can serve', response: healthy } }, health);
  app.get('/api/v2/health', { schema: { tags: ['health'], summary: 'Whether the API can serve (the versioned path)', response: healthy } }, health);
}

/** Every module's routes, in the order the OpenAPI document lists them. */
async function registerModuleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Routes see the API through the zod type provider: input and answers typed from their schemas.
  const typed = app.withTypeProvider<ZodTypeProvider>();
  listingRoutes(typed, ctx);
  sitemapRoutes(typed, ctx);
  geocodeRoutes(typed, ctx);
  accountRoutes(typed, ctx);
  favoriteRoutes(typed, ctx);
  agentRoutes(typed, ctx);
  partnerRoutes(typed, ctx);
  partnerWorkRoutes(typed, ctx);
  lenderRoutes(typed, ctx);
  requestRoutes(typed, ctx);
  adminRoutes(typed, ctx);
  feedRoutes(typed, ctx);
  authRoutes(typed, ctx);
  await messageRoutes(typed, ctx);
  await savedSearchRoutes(typed, ctx);
  if (ctx.config.devRoutes && ctx.providers.sms.kind === 'outbox') devRoutes(typed, ctx);
}

/** Builds the API: opens (or takes) the database, migrates and seeds it, wires providers and routes. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: ApiConfig = { ...loadConfig(options.env ?? process.env), ...options.config };
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Errors Node's HTTP parser meets before Fastify sees a request (oversized headers, garbage)
    // still answer with the JSON envelope.
    clientErrorHandler: clientErrorReply,
    frameworkErrors: (error, request, reply) => {
      errorReply(error, request, reply);
    },
  });
  const log: Logger = {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
    error: (message) => app.log.error(message),
  };

  const ownsDb = !options.db;
  const db = options.db ?? (await openDatabase(config));
  try {
    const init = await initDatabase(db, config, clock, log);
    const providers = providersFor(config, db, clock, log, init.jwtSecret, options.providers);
    const messages = new Messages(db, config, clock, providers, `messages:${init.jwtSecret}`, log);
    // One photo store for the photo route and the feed, so a photo being made is made once.
    const photos = new ListingPhotos(db, config.photoCacheDir);
    const ctx: AppContext = {
      db,
      config,
      clock,
      providers,
      accessTokens: new AccessTokens(init.jwtSecret, clock, config.accessTokenTtlSeconds),
      messages,
      alerts: new SavedSearchMatcher({ db, clock, messages, config, log }),
      feed: new FeedReplicator(db, config.feed, clock, log, {}, (mls, stopped) => photos.prepareFirstPhotos(mls, stopped)),
      photos,
      log,
    };
    app.decorate('homeward', { ...ctx, init });

    registerJsonAndSchemas(app, config);
    await registerOpenApi(app);
    registerHooks(app, config);
    await registerRateLimits(app, config, new Limits(db, clock));
    // Answers are compressed by the API itself (the JSON of a search is large).
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
    app.setErrorHandler((error, request, reply) => errorReply(error as Error, request, reply));
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ statusCode: 'NotFound', errorMessage: MESSAGES.notFound });
    });

    registerHealthRoutes(app, db, config);
    await registerModuleRoutes(app, ctx);
    // The worker stops before the database closes; a message it was sending is settled first.
    app.addHook('onClose', async () => {
      await ctx.feed.stop();
      await ctx.alerts.stop();
      await ctx.messages.stop();
      if (providers.email instanceof SmtpEmailSender) providers.email.close();
      if (ownsDb) await db.close();
    });
    if (config.messages.worker) {
      app.addHook('onReady', async () => {
        ctx.messages.start();
        ctx.alerts.start(config.messages.pollMs);
      });
    }
    // Listings arrive from the feed: replication starts with the app (tests pull when they choose).
    return app;
  } catch (error) {
    if (ownsDb) await db.close();
    throw error;
  }
}
