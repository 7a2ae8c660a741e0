import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ApiConfig } from '../config';
import type { Limits } from '../modules/account/limits';
import { ApiError, MESSAGES } from './errors';

/** Routes whose budget is stricter than the general one: sign-in and public forms. */
const SIGN_IN = /^\/api\/(v2\/account\/(sendcodeforphoneauth|verifycodeforphoneauth|loginwithphone|loginwithsocial|refreshtoken)|v2\/agent\/verifycodewithagentstatus|auth\/login)\/?$/i;
const FORMS = /^\/api\/v2\/requests\/?$/i;

const tooMany = () => new ApiError(429, 'TooManyRequests', MESSAGES.tooManyRequests);

/**
 * Per-address request budgets. The general one (@fastify/rate-limit) is a per-process guard
 * against floods; the stricter sign-in and form budgets are counted in the database
 * (Limits.take), so they hold at their number however many API processes serve. They apply to
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
