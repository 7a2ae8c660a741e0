import type { FastifyInstance } from 'fastify';
import { devEmailQuerySchema, devSmsQuerySchema } from '@homeward/contracts';
import { toE164 } from '@homeward/domain';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';

const MESSAGE_LIMIT = 10;

/**
 * Development readers of the outboxes, so codes and links can be used without a phone or a mailbox.
 * Registered only with the outbox SMS provider outside production (see config.devRoutes).
 */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v2/dev/sms', async (request) => {
    const { phone } = parseInput(devSmsQuerySchema, request.query, 'query');
    const e164 = phone.startsWith('+') ? phone : (toE164('US', phone) ?? `+${phone}`);
    const { rows } = await ctx.db.query<{ phone: string; body: string; created_at: Date }>(
      'SELECT phone, body, created_at FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT $2',
      [e164, MESSAGE_LIMIT],
    );
    return ok({
      messages: rows.map((r) => ({ phone: r.phone, body: r.body, code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null, createdAt: r.created_at.toISOString() })),
    });
  });

  app.get('/api/v2/dev/email', async (request) => {
    const { email } = parseInput(devEmailQuerySchema, request.query, 'query');
    const { rows } = await ctx.db.query<{ recipient: string; subject: string; body: string; link: string | null; created_at: Date }>(
      'SELECT recipient, subject, body, link, created_at FROM email_outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT $2',
      [email, MESSAGE_LIMIT],
    );
    return ok({ messages: rows.map((r) => ({ to: r.recipient, subject: r.subject, body: r.body, link: r.link, createdAt: r.created_at.toISOString() })) });
  });
}
