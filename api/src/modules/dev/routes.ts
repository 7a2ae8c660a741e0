import type { FastifyRequest } from 'fastify';
import {
  devEmailQuerySchema,
  devEmailResponseSchema,
  devSmsQuerySchema,
  devSmsResponseSchema,
} from '@homeward/contracts/signed-in';
import { toE164 } from '@homeward/contracts/phone';
import type { AppContext } from '../../context';
import { MESSAGES, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { safeEqual } from '../../security/crypto';
import { type App } from '../../http/schemas';
import { emailsTo, textsTo } from './repository';

const MESSAGE_LIMIT = 10;

/** The header carrying the per-start secret of the outbox readers. */
export const DEV_SECRET_HEADER = 'x-dev-secret';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The outbox holds sign-in codes, so reading it is as good as signing in as anyone: only a caller on
 * this machine that talks to the API directly (no proxy in between: the site's own proxy always sets
 * X-Forwarded-For) and knows this start's secret gets an answer. Anyone else sees a plain 404.
 */
export function isTrustedDevCaller(request: FastifyRequest, secret: string): boolean {
  const peer = request.socket?.remoteAddress ?? '';
  if (!LOOPBACK.test(peer)) return false;
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  const sent = request.headers[DEV_SECRET_HEADER];
  return typeof sent === 'string' && safeEqual(sent, secret);
}

/**
 * Development readers of the outboxes, so codes and links can be used without a phone or a mailbox.
 * Registered only with the outbox SMS provider outside production (see config.devRoutes), and
 * answered only to isTrustedDevCaller.
 */
export function devRoutes(app: App, ctx: AppContext): void {
  const tags = ['development'];
  const guard = async (request: FastifyRequest) => {
    if (!isTrustedDevCaller(request, ctx.config.devOutboxSecret)) throw notFound(MESSAGES.notFound);
  };
  app.get('/api/v2/dev/sms', { onRequest: guard, schema: { tags, summary: 'The latest texts sent to a number (development outbox)', querystring: devSmsQuerySchema, response: { 200: devSmsResponseSchema } } }, async (request) => {
    const { phone } = request.query;
    const e164 = phone.startsWith('+') ? phone : (toE164(null, phone) ?? `+${phone}`);
    const rows = await textsTo(ctx.db, e164, MESSAGE_LIMIT);
    return ok({
      messages: rows.map((r) => ({ phone: r.phone, body: r.body, code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null, createdAt: r.created_at.toISOString() })),
    });
  });

  app.get('/api/v2/dev/email', { onRequest: guard, schema: { tags, summary: 'The latest emails sent to an address (development outbox)', querystring: devEmailQuerySchema, response: { 200: devEmailResponseSchema } } }, async (request) => {
    const { email } = request.query;
    const rows = await emailsTo(ctx.db, email, MESSAGE_LIMIT);
    return ok({ messages: rows.map((r) => ({ to: r.recipient, subject: r.subject, body: r.body, link: r.link, createdAt: r.created_at.toISOString() })) });
  });
}
