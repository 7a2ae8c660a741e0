import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { ApiConfig } from '../config';
import type { Limits } from '../modules/account/limits';
import { ApiError, MESSAGES } from './errors';

/** Routes whose budget is stricter than the general one: sign-in and public forms. */
const SIGN_IN = /^\/api\/(v2\/account\/(sendcodeforphoneauth|verifycodeforphoneauth|loginwithphone|loginwithsocial|socialsignin\/(start|complete)|refreshtoken)|v2\/agent\/verifycodewithagentstatus|auth\/login)\/?$/i;
const FORMS = /^\/api\/v2\/requests\/?$/i;

const tooMany = () => new ApiError(429, 'TooManyRequests', MESSAGES.tooManyRequests);

/**
 * A @fastify/rate-limit store over the database's fixed-window counters (Limits.take): one atomic
 * statement per request decides its number in the window, so N API processes on one PostgreSQL
 * share one budget instead of each granting its own.
 */
export function databaseRateLimitStore(limits: Limits, name: string): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      limits.take(`budget:${name}:${key}`, timeWindow ?? 60_000).then(
        ({ count, retryAfterSeconds }) => callback(null, { current: count, ttl: retryAfterSeconds * 1000 }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}

/**
 * Per-address request budgets, all counted in the database so they hold at their number however
 * many API processes serve: the general one (@fastify/rate-limit with a database store, on
 * PostgreSQL; the embedded database serves one process, whose own memory is then exact), and the
 * stricter sign-in and form budgets (Limits.take). They apply to
 * the route the router resolved, so `/api/v2/Re%71uests` or a trailing slash is the same route.
 * The address is request.ip: the socket, or the one trusted proxy hop. Health checks and images
 * are not counted.
 */
export async function registerRateLimits(app: FastifyInstance, config: ApiConfig, limits: Limits): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute ?? Number.MAX_SAFE_INTEGER,
    timeWindow: 60_000,
    hook: 'onRequest',
    keyGenerator: (request) => request.ip,
    allowList: (request) => /^\/api(\/v2)?\/(health|media)\b/i.test(request.url),
    errorResponseBuilder: () => tooMany(),
    ...(config.databaseUrl && config.rateLimitPerMinute !== null ? { store: databaseRateLimitStore(limits, 'general') } : {}),
  });
  // Stricter budgets on sign-in calls and submitted forms, on top of the general one.
  const strict = [
    { name: 'sign-in', pattern: SIGN_IN, max: config.signInRateLimitPerMinute, windowMs: 60_000 },
    { name: 'forms', pattern: FORMS, max: config.formRateLimitPerHour, windowMs: 3_600_000 },
  ];
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (request.method !== 'POST') return;
    const route = request.routeOptions.url;
    if (!route) return;
    for (const rule of strict) {
      if (!rule.pattern.test(route)) continue;
      const { count, retryAfterSeconds } = await limits.take(`budget:${rule.name}:${request.ip}`, rule.windowMs);
      if (count > rule.max) {
        reply.header('retry-after', String(retryAfterSeconds));
        throw tooMany();
      }
    }
  });
}
