import type { FastifyInstance, FastifyRequest } from 'fastify';
import { devEmailQuerySchema, devSmsQuerySchema } from '@homeward/contracts/signed-in';
import { toE164 } from '@homeward/contracts';
import type { AppContext } from '../../context';
import { MESSAGES, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { safeEqual } from '../../security/crypto';
import { parseInput } from '../../http/validate';

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
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = async (request: FastifyRequest) => {
    if (!isTrustedDevCaller(request, ctx.config.devOutboxSecret)) throw notFound(MESSAGES.notFound);
  };
  app.get('/api/v2/dev/sms', { onRequest: guard }, async (request) => {
    const { phone } = parseInput(devSmsQuerySchema, request.query, 'query');
    const e164 = phone.startsWith('+') ? phone : (toE164(null, phone) ?? `+${phone}`);
    const { rows } = await ctx.db.query<{ phone: string; body: string; created_at: Date }>(
      'SELECT phone, body, created_at FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT $2',
      [e164, MESSAGE_LIMIT],
    );
    return ok({
      messages: rows.map((r) => ({ phone: r.phone, body: r.body, code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null, createdAt: r.created_at.toISOString() })),
    });
  });

  app.get('/api/v2/dev/email', { onRequest: guard }, async (request) => {
    const { email } = parseInput(devEmailQuerySchema, request.query, 'query');
    const { rows } = await ctx.db.query<{ recipient: string; subject: string; body: string; link: string | null; created_at: Date }>(
      'SELECT recipient, subject, body, link, created_at FROM email_outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT $2',
      [email, MESSAGE_LIMIT],
    );
    return ok({ messages: rows.map((r) => ({ to: r.recipient, subject: r.subject, body: r.body, link: r.link, createdAt: r.created_at.toISOString() })) });
  });
}
