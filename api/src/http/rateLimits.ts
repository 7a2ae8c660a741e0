import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import type { ApiConfig } from '../config';
import { ApiError, MESSAGES } from './errors';

/** Routes whose budget is stricter than the general one: sign-in and public forms. */
const SIGN_IN = /^\/api\/(v2\/account\/(sendcodeforphoneauth|verifycodeforphoneauth|loginwithphone|loginwithsocial|refreshtoken)|v2\/agent\/verifycodewithagentstatus|auth\/login)\/?$/i;
const FORMS = /^\/api\/v2\/requests\/?$/i;

const tooMany = () => new ApiError(429, 'TooManyRequests', MESSAGES.tooManyRequests);

/**
 * Per-address request budgets (@fastify/rate-limit, in memory per process; the lockouts that
 * matter for sign-in are kept in the database). The address is request.ip: the socket, or the one
 * trusted proxy hop. Health checks and images are not counted.
 */
/** Fixed-window counters per key, bounded in number (an attacker's many addresses cannot grow it without limit). */
class WindowCounter {
  private readonly windows: LRUCache<string, { start: number; count: number }>;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {
    this.windows = new LRUCache({ max: 100_000, ttl: windowMs });
  }

  /** Counts one request; returns the seconds until the window resets when it is over the budget, else 0. */
  hit(key: string, now = Date.now()): number {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.max ? Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) : 0;
  }
}

export async function registerRateLimits(app: FastifyInstance, config: ApiConfig): Promise<void> {
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
    { pattern: SIGN_IN, counter: new WindowCounter(config.signInRateLimitPerMinute, 60_000) },
    { pattern: FORMS, counter: new WindowCounter(config.formRateLimitPerHour, 3_600_000) },
  ];
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (request.method !== 'POST') return;
    const path = request.url.split('?')[0] ?? '';
    for (const rule of strict) {
      if (!rule.pattern.test(path)) continue;
      const retryAfter = rule.counter.hit(request.ip);
      if (retryAfter) {
        reply.header('retry-after', String(retryAfter));
        throw tooMany();
      }
    }
  });
}
