import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDeliveriesQuerySchema,
  adminDeliveriesResponseSchema,
  isTransactional,
  MESSAGE_KIND_NAMES,
  MESSAGE_KINDS,
  messagePaths,
  messagePreferencesResponseSchema,
  setMessagePreferenceBodySchema,
  twilioStatusBodySchema,
  UNSUBSCRIBE_LINK_INVALID,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  type AdminDelivery,
  type MessagePreference,
} from '@homeward/contracts/signed-in';
import { z } from '@homeward/contracts';
import type { AppContext } from '../../context';
import { requireManager, requireUser, signedInFirst } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { escapeHtml, htmlPage as page } from '../../http/htmlPage';
import { ok } from '../../http/reply';
import { type App } from '../../http/schemas';
import { isValidTwilioSignature } from '../../providers/sms';
import { deliveriesPage, deliveryCounts, preferenceRows, recordSmsStatus, userExists } from './repository';

const tags = ['messages'];
const FORM = 'application/x-www-form-urlencoded';

/** The unsubscribe pages as the OpenAPI document describes them. */
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

const preferencesOf = async (ctx: AppContext, userId: string): Promise<MessagePreference[]> => {
  const rows = await preferenceRows(ctx.db, userId);
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

/** The account's message preferences, the signed-out unsubscribe link, Twilio's delivery reports and the managers' delivery list. */
export async function messageRoutes(app: App, ctx: AppContext): Promise<void> {
  registerPreferenceRoutes(app, ctx);
  registerDeliveryListRoute(app, ctx);
  // Mail programs and providers post forms, which no other route accepts: the parser lives in this scope only.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    });
    registerUnsubscribeRoutes(scope, ctx);
    registerTwilioStatusRoute(scope, ctx);
  });
}

/** Which messages the signed-in user gets: reading and changing it. */
function registerPreferenceRoutes(app: App, ctx: AppContext): void {
  app.get(
    messagePaths.preferences,
    { ...signedInFirst(ctx), schema: { tags, summary: 'Which messages the user gets, by kind and channel', response: { 200: messagePreferencesResponseSchema } } },
    async (request) => {
      const { userId } = await requireUser(ctx, request);
      return ok({ items: await preferencesOf(ctx, userId) });
    },
  );

  app.put(
    messagePaths.preferences,
    { ...signedInFirst(ctx),
      schema: {
        tags,
        summary: 'Turns a kind of optional message on or off for a channel',
        body: setMessagePreferenceBodySchema,
        response: { 200: messagePreferencesResponseSchema },
      },
    },
    async (request) => {
      const { userId } = await requireUser(ctx, request);
      const { kind, channel, enabled } = request.body;
      // A transactional kind can only be asked to stay on (the contract refuses turning it off): nothing to store.
      if (!isTransactional(kind)) await ctx.messages.setPreference(ctx.db, userId, kind, channel, enabled);
      return ok({ items: await preferencesOf(ctx, userId) });
    },
  );
}

/** Every message's delivery, for the managers' list. */
function registerDeliveryListRoute(app: App, ctx: AppContext): void {
  app.get(
    messagePaths.adminDeliveries,
    { schema: { tags, summary: "Every message's delivery, for managers", querystring: adminDeliveriesQuerySchema, response: { 200: adminDeliveriesResponseSchema } } },
    async (request) => {
      await requireManager(ctx, request);
      const q = request.query;
      const { total, rows } = await deliveriesPage(ctx.db, q.status, q.page, q.pageSize);
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
      return ok({ items, total, page: q.page, pageSize: q.pageSize, counts: await deliveryCounts(ctx.db) });
    },
  );
}

/** The signed-out unsubscribe link: its page, and the one-click post its button and mail services send. */
function registerUnsubscribeRoutes(scope: App, ctx: AppContext): void {
  const linkHolds = (link: z.output<typeof unsubscribeQuerySchema>) => ctx.messages.verifyUnsubscribe(link.u, link.k, link.c, link.s) && !isTransactional(link.k);

  // Opened from a mail program: a link that does not hold gets a page saying so, never the JSON of an error.
  scope.get(
    messagePaths.unsubscribe,
    {
      schema: {
        tags,
        summary: "The unsubscribe link's page (signed out)",
        querystring: unsubscribeQuerySchema,
        response: { 200: htmlPage('The question, with a button that unsubscribes'), 400: htmlPage('The link is not valid') },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError || !linkHolds(request.query)) return page(reply, 400, 'This link is not valid', `<p>${escapeHtml(UNSUBSCRIBE_LINK_INVALID)}</p>`);
      const { k, c } = request.query;
      const query = new URLSearchParams(request.query).toString();
      return page(
        reply,
        200,
        'Unsubscribe',
        `<p>Stop ${c === 'email' ? 'emails' : 'text messages'} of this kind: ${escapeHtml(MESSAGE_KINDS[k].label)}?</p>
<form method="post" action="${escapeHtml(`${messagePaths.unsubscribe}?${query}`)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font-size:16px;padding:10px 18px">Unsubscribe</button></form>
<p>You can turn them back on from your account page.</p>`,
      );
    },
  );

  // RFC 8058 one-click (the mail service posts List-Unsubscribe=One-Click) and the page's button.
  scope.post(
    messagePaths.unsubscribe,
    {
      schema: {
        tags,
        summary: 'Unsubscribes from the kind and channel the link names (RFC 8058 one-click)',
        consumes: [FORM],
        querystring: unsubscribeQuerySchema,
        body: unsubscribeBodySchema,
        response: { 200: htmlPage('Confirms the unsubscription') },
      },
      config: { inputMessage: UNSUBSCRIBE_LINK_INVALID },
    },
    async (request, reply) => {
      if (!linkHolds(request.query)) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
      const { u, k, c } = request.query;
      if (await userExists(ctx.db, u)) await ctx.messages.setPreference(ctx.db, u, k, c, false);
      return page(reply, 200, 'You are unsubscribed', `<p>We no longer send you ${c === 'email' ? 'emails' : 'text messages'} of this kind: ${escapeHtml(MESSAGE_KINDS[k].label)}.</p><p>You can turn them back on from your account page.</p>`);
    },
  );
}

function registerTwilioStatusRoute(scope: App, ctx: AppContext): void {
  // Twilio's delivery reports, signed with the account's auth token (X-Twilio-Signature). The
  // signature is checked before the report is: an unsigned post learns nothing of what we expect.
  scope.post(
    messagePaths.twilioStatus,
    {
      schema: {
        tags,
        summary: "Twilio's signed delivery reports",
        consumes: [FORM],
        body: twilioStatusBodySchema,
        response: { 204: { description: 'Recorded', content: { 'text/plain': { schema: z.string() } } } },
      },
      preValidation: async (request) => {
        const twilio = ctx.config.sms.twilio;
        const params = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, string>;
        const signature = request.headers['x-twilio-signature'];
        if (!twilio?.statusCallbackUrl || !isValidTwilioSignature(twilio.authToken, twilio.statusCallbackUrl, params, typeof signature === 'string' ? signature : undefined)) {
          throw forbidden('The signature of this delivery report is not valid.');
        }
      },
    },
    async (request, reply) => {
      const { MessageSid: sid, MessageStatus: status, ErrorCode: errorCode } = request.body;
      const failed = status === 'failed' || status === 'undelivered';
      await recordSmsStatus(ctx.db, sid, status, failed, `Twilio reported ${status}${errorCode ? ` (error ${errorCode})` : ''}`.slice(0, 200));
      return reply.code(204).send();
    },
  );
}
