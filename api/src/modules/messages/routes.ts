import type { FastifyInstance } from 'fastify';
import {
  adminDeliveriesQuerySchema,
  isTransactional,
  MESSAGE_KIND_NAMES,
  MESSAGE_KINDS,
  messageChannelSchema,
  messageKindSchema,
  messagePaths,
  setMessagePreferenceBodySchema,
  TRANSACTIONAL_MESSAGE_ERROR,
  type AdminDelivery,
  type DeliveryStatus,
  type MessagePreference,
} from '@homeward/contracts/signed-in';
import { z } from '@homeward/contracts';
import type { AppContext } from '../../context';
import { requireManager, requireUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { escapeHtml, htmlPage as page } from '../../http/htmlPage';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { isValidTwilioSignature } from '../../providers/sms';

const unsubscribeQuerySchema = z.object({
  u: z.uuid('This unsubscribe link is not valid.'),
  k: messageKindSchema,
  c: messageChannelSchema,
  s: z.string().check(z.minLength(10), z.maxLength(100)),
});
const INVALID_LINK = 'This unsubscribe link is not valid. Change which messages you get on your account page.';

const preferencesOf = async (ctx: AppContext, userId: string): Promise<MessagePreference[]> => {
  const { rows } = await ctx.db.query<{ kind: string; channel: string; enabled: boolean }>('SELECT kind, channel, enabled FROM message_preferences WHERE user_id = $1', [userId]);
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => `${r.kind}:${r.channel}`));
  return MESSAGE_KIND_NAMES.map((kind) => {
    const transactional = isTransactional(kind);
    return {
      kind,
      label: MESSAGE_KINDS[kind].label,
      transactional,
      email: transactional || !off.has(`${kind}:email`),
      sms: transactional || !off.has(`${kind}:sms`),
    };
  });
};

interface DeliveryRow {
  id: string | number;
  channel: 'email' | 'sms';
  kind: string;
  recipient: string;
  subject: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/** The account's message preferences, the signed-out unsubscribe link, Twilio's delivery reports and the managers' delivery list. */
export async function messageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(messagePaths.preferences, async (request) => {
    const { userId } = await requireUser(ctx, request);
    return ok({ items: await preferencesOf(ctx, userId) });
  });

  app.put(messagePaths.preferences, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const body = parseInput(setMessagePreferenceBodySchema, request.body, 'body');
    if (isTransactional(body.kind) && !body.enabled) throw badRequest(TRANSACTIONAL_MESSAGE_ERROR);
    if (!isTransactional(body.kind)) await ctx.messages.setPreference(ctx.db, userId, body.kind, body.channel, body.enabled);
    return ok({ items: await preferencesOf(ctx, userId) });
  });

  app.get(messagePaths.adminDeliveries, async (request) => {
    await requireManager(ctx, request);
    const q = parseInput(adminDeliveriesQuerySchema, request.query, 'query');
    const where = q.status ? 'WHERE status = $1' : '';
    const params: unknown[] = q.status ? [q.status] : [];
    const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM message_outbox ${where}`, params)).rows[0]?.n ?? 0;
    const { rows } = await ctx.db.query<DeliveryRow>(
      `SELECT id, channel, kind, recipient, subject, status, attempts, next_attempt_at, last_error, created_at, sent_at FROM message_outbox ${where}
        ORDER BY created_at DESC, id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
      params,
    );
    const counted = await ctx.db.query<{ status: DeliveryStatus; n: number }>('SELECT status, count(*)::int AS n FROM message_outbox GROUP BY status');
    const counts: Record<DeliveryStatus, number> = { pending: 0, sending: 0, retrying: 0, sent: 0, failed: 0 };
    for (const r of counted.rows) counts[r.status] = r.n;
    const items: AdminDelivery[] = rows.map((r) => ({
      id: String(r.id),
      channel: r.channel,
      kind: r.kind,
      recipient: r.recipient,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      nextAttemptAt: r.status === 'retrying' || r.status === 'pending' ? r.next_attempt_at.toISOString() : null,
      lastError: r.last_error,
      createdAt: r.created_at.toISOString(),
      sentAt: r.sent_at?.toISOString() ?? null,
    }));
    return ok({ items, total, page: q.page, pageSize: q.pageSize, counts });
  });

  // Mail programs and providers post forms, which no other route accepts: the parser lives in this scope only.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    });

    scope.get(messagePaths.unsubscribe, async (request, reply) => {
      const parsed = unsubscribeQuerySchema.safeParse(request.query);
      if (!parsed.success || !ctx.messages.verifyUnsubscribe(parsed.data.u, parsed.data.k, parsed.data.c, parsed.data.s) || isTransactional(parsed.data.k)) {
        return page(reply, 400, 'This link is not valid', `<p>${escapeHtml(INVALID_LINK)}</p>`);
      }
      const { k, c } = parsed.data;
      const query = new URLSearchParams(parsed.data).toString();
      return page(
        reply,
        200,
        'Unsubscribe',
        `<p>Stop ${c === 'email' ? 'emails' : 'text messages'} of this kind: ${escapeHtml(MESSAGE_KINDS[k].label)}?</p>
<form method="post" action="${escapeHtml(`${messagePaths.unsubscribe}?${query}`)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font-size:16px;padding:10px 18px">Unsubscribe</button></form>
<p>You can turn them back on from your account page.</p>`,
      );
    });

    // RFC 8058 one-click (the mail service posts List-Unsubscribe=One-Click) and the page's button.
    scope.post(messagePaths.unsubscribe, async (request, reply) => {
      const parsed = unsubscribeQuerySchema.safeParse(request.query);
      if (!parsed.success || !ctx.messages.verifyUnsubscribe(parsed.data.u, parsed.data.k, parsed.data.c, parsed.data.s) || isTransactional(parsed.data.k)) {
        throw badRequest(INVALID_LINK);
      }
      const { u, k, c } = parsed.data;
      const exists = await ctx.db.query('SELECT 1 FROM users WHERE id = $1', [u]);
      if (exists.rows.length > 0) await ctx.messages.setPreference(ctx.db, u, k, c, false);
      return page(reply, 200, 'You are unsubscribed', `<p>We no longer send you ${c === 'email' ? 'emails' : 'text messages'} of this kind: ${escapeHtml(MESSAGE_KINDS[k].label)}.</p><p>You can turn them back on from your account page.</p>`);
    });

    // Twilio's delivery reports, signed with the account's auth token (X-Twilio-Signature).
    scope.post(messagePaths.twilioStatus, async (request, reply) => {
      const twilio = ctx.config.sms.twilio;
      const params = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, string>;
      const signature = request.headers['x-twilio-signature'];
      if (!twilio?.statusCallbackUrl || !isValidTwilioSignature(twilio.authToken, twilio.statusCallbackUrl, params, typeof signature === 'string' ? signature : undefined)) {
        return reply.code(403).send({ statusCode: 'Forbidden', errorMessage: 'The signature of this delivery report is not valid.' });
      }
      const sid = String(params.MessageSid ?? '');
      const status = String(params.MessageStatus ?? '');
      if (!sid || !status) throw badRequest('A delivery report needs MessageSid and MessageStatus.');
      const failed = status === 'failed' || status === 'undelivered';
      await ctx.db.query(
        `UPDATE message_outbox SET provider_status = $2, status = CASE WHEN $3 THEN 'failed' ELSE status END,
            last_error = CASE WHEN $3 THEN $4 ELSE last_error END WHERE provider_id = $1 AND channel = 'sms'`,
        [sid, status.slice(0, 40), failed, `Twilio reported ${status}${params.ErrorCode ? ` (error ${params.ErrorCode})` : ''}`.slice(0, 200)],
      );
      return reply.code(204).send();
    });
  });
}
