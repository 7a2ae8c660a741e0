import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';
import { CLIENT_TOKEN_HEADER, clientHeadersSchema, USER_TOKEN_HEADER } from '@homeward/contracts';
import { safeEqual } from '../security/crypto';
import { ApiError, MESSAGES, UNIQUE_VIOLATION, isDatabaseUnavailable } from './errors';

/**
 * Paths fetched without custom headers: images, the sitemaps, the health check, the API's own
 * description (its OpenAPI document and page), the links and
 * callbacks of sent messages (unsubscribe, delivery reports), and the payment processor's webhook
 * (which proves itself with its signature instead).
 */
const NO_CLIENT_TOKEN = [
  /^\/api\/v2\/media\//i,
  /^\/api\/v2\/sitemap\//i,
  /^\/api\/v2\/messages\/(unsubscribe|twilio\/status)\/?(\?|$)/i,
  /^\/api\/v2\/SavedSearches\/unsubscribe\/?(\?|$)/i,
  /^\/api(\/v2)?\/health\/?(\?|$)/i,
  /^\/api\/openapi\.json\/?(\?|$)/i,
  /^\/api\/docs(\/|\?|$)/i,
  /^\/api\/v2\/payments\/webhook\/?(\?|$)/i,
];

export function allowedOrigin(config: ApiConfig, origin: string): boolean {
  if (config.corsOrigins.length > 0) return config.corsOrigins.includes(origin);
  return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(origin);
}

/** Headers that name the client's address or scheme, which only the trusted proxy may set. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded', 'x-real-ip'] as const;
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

export function registerHooks(app: FastifyInstance, config: ApiConfig): void {
  // First of all hooks, before anything reads request.ip: forwarding headers without the proxy's
  // secret are dropped, so a caller beside the proxy cannot choose its address.
  app.addHook('onRequest', async (request) => {
    if (!config.proxySecret) return;
    const sent = request.raw.headers[PROXY_SECRET_HEADER];
    const fromProxy = typeof sent === 'string' && safeEqual(sent, config.proxySecret);
    delete request.raw.headers[PROXY_SECRET_HEADER];
    if (!fromProxy) for (const name of FORWARDING_HEADERS) delete request.raw.headers[name];
  });
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowedOrigin(config, origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
      if (request.method === 'OPTIONS') {
        reply
          .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
          .header('access-control-allow-headers', `Content-Type, Authorization, ${CLIENT_TOKEN_HEADER}, ${USER_TOKEN_HEADER}`)
          .header('access-control-max-age', '600')
          .code(204)
          .send();
        return reply;
      }
    }
    if (NO_CLIENT_TOKEN.some((p) => p.test(request.url))) return;
    const sent = request.headers['x-client-token'];
    if (sent === undefined || sent === '') throw new ApiError(401, 'Unauthorized', MESSAGES.missingClientToken);
    const parsed = clientHeadersSchema.safeParse(request.headers);
    if (!parsed.success || !config.clientTokens.some((known) => safeEqual(known, parsed.data['x-client-token']))) {
      throw new ApiError(401, 'Unauthorized', MESSAGES.unknownClientToken);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** Maps every failure to `{ statusCode, errorMessage }`: 4xx for the caller's mistakes, a plain 500 otherwise. */
/**
 * Answers errors Node's HTTP parser meets before any route sees the request (oversized headers,
 * garbage, a request that took too long) with the JSON envelope, on the API and on the shell's server.
 */
export function clientErrorReply(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({
    statusCode: tooLarge ? 'RequestHeaderFieldsTooLarge' : status === 408 ? 'RequestTimeout' : 'BadRequest',
    errorMessage: tooLarge ? MESSAGES.headersTooLarge : MESSAGES.badUrl,
  });
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

export function errorReply(error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, statusCode: string, errorMessage: string) => reply.code(status).send({ statusCode, errorMessage });
  if (error instanceof ApiError) {
    const retryAfter = (error as ApiError & { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    return send(error.status, error.statusCode, error.message);
  }
  const code = (error as FastifyError).code;
  const status = (error as FastifyError).statusCode;
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(413, 'PayloadTooLarge', MESSAGES.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return send(415, 'UnsupportedMediaType', MESSAGES.unsupportedMediaType);
    case 'FST_ERR_BAD_URL':
      return send(400, 'BadRequest', MESSAGES.badUrl);
  }
  // The general rate limit (@fastify/rate-limit) has set Retry-After already.
  if (status === 429) return send(429, 'TooManyRequests', MESSAGES.tooManyRequests);
  if (error instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY') return send(400, 'BadRequest', MESSAGES.invalidJson);
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return send(status, status === 404 ? 'NotFound' : status === 405 ? 'MethodNotAllowed' : 'BadRequest', status === 404 ? MESSAGES.notFound : 'The request is not valid.');
  }
  if (code === UNIQUE_VIOLATION) return send(409, 'Conflict', MESSAGES.conflict);
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    return send(503, 'ServiceUnavailable', MESSAGES.unavailable);
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(500, 'InternalError', MESSAGES.internal);
}
