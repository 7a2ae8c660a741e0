import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountFirmInfoResponseSchema,
  accountNoticesResponseSchema,
  accountPaymentsResponseSchema,
  firmInfoSchema,
  imageBytesSchema,
  noticePathParamsSchema,
  noticeReadResponseSchema,
  signedUploadQuerySchema,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  uploadFileParamsSchema,
  uploadResponseSchema,
  uploadUrlQuerySchema,
  uploadUrlResponseSchema,
  type AccountFirmInfo,
} from '@homeward/contracts/signed-in';
import { noBodySchema } from '@homeward/contracts';
import { AGENT_STATUS, isValidFirmStartDate } from '@homeward/domain';
import type { AppContext } from '../../context';
import { requireUser, signedInFirst } from '../../http/auth';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { type App } from '../../http/schemas';
import { LocalUploadProvider } from '../../providers/uploads';
import { findUserById, latestApplicationDetails, markNoticeRead, mergeLatestApplicationDetails, noticesOf, paidPaymentsOf } from './repository';
import { issueUpload } from './uploads';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const tags = ['account'];
/** The most notices and payments an account page lists. */
const LIST_LIMIT = 100;

/** The account pages' own calls: notices, masked payments, the agent's firm, and profile image uploads. */
export function accountSettingsRoutes(app: App, ctx: AppContext): void {
  const base = '/api/v2/Account';

  app.get(`${base}/Notifications`, { ...signedInFirst(ctx), schema: { tags, summary: "The managers' notices to the user, newest first", response: { 200: accountNoticesResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const rows = await noticesOf(ctx.db, userId, LIST_LIMIT);
    return ok({
      items: rows.map((r) => ({ id: r.id, title: r.title, body: r.body, createdAt: r.created_at.toISOString(), readAt: iso(r.read_at) })),
      unread: rows.filter((r) => !r.read_at).length,
    });
  });

  app.put(
    `${base}/Notifications/:id/read`,
    { ...signedInFirst(ctx), schema: { tags, summary: 'Marks a notice read', params: noticePathParamsSchema, body: noBodySchema, response: { 200: noticeReadResponseSchema } } },
    async (request) => {
      const { userId } = await requireUser(ctx, request);
      const { id } = request.params;
      const readAt = await markNoticeRead(ctx.db, userId, id, ctx.clock.now());
      // Another user's notice answers exactly like one that does not exist.
      if (!readAt) throw notFound('We could not find this notice.');
      return ok({ id, readAt: readAt.toISOString() });
    },
  );

  app.get(`${base}/Payments`, { ...signedInFirst(ctx), schema: { tags, summary: 'The payments taken, masked, and the card on file', response: { 200: accountPaymentsResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const payments = (await paidPaymentsOf(ctx.db, userId, LIST_LIMIT)).map((r) => ({
      id: r.id,
      amountCents: r.amount_cents,
      currency: r.currency,
      status: r.status,
      description: r.description,
      cardBrand: r.card_brand,
      // Only the last 4 digits ever leave the server, whatever a provider stored.
      cardLast4: r.card_last4 ? r.card_last4.replace(/\D/g, '').slice(-4) : null,
      createdAt: r.created_at.toISOString(),
    }));
    const onFile = payments.find((p) => p.status === 'succeeded' && p.cardLast4);
    return ok({ cardOnFile: onFile ? { brand: onFile.cardBrand, last4: onFile.cardLast4! } : null, payments });
  });

  registerFirmInfoRoutes(app, ctx, base);
  app.get(
    `${base}/UploadUrl`,
    { ...signedInFirst(ctx), schema: { tags, summary: 'A signed address to upload a profile image to', querystring: uploadUrlQuerySchema, response: { 200: uploadUrlResponseSchema } } },
    async (request) => {
      const { userId } = await requireUser(ctx, request);
      const { code, contentType } = request.query;
      const ticket = await issueUpload(ctx, userId, code, contentType);
      return ok({
        uploadUrl: ticket.uploadUrl,
        method: 'PUT' as const,
        contentType,
        maxBytes: UPLOAD_MAX_BYTES,
        fileUrl: ticket.fileUrl,
        expiresAt: ticket.expiresAt.toISOString(),
      });
    },
  );

  const uploads = ctx.providers.uploads;
  if (uploads instanceof LocalUploadProvider) localUploadRoutes(app, uploads);
}

/** The agent's firm: reading and changing it. */
function registerFirmInfoRoutes(app: App, ctx: AppContext, base: string): void {
  app.get(`${base}/FirmInfo`, { ...signedInFirst(ctx), schema: { tags, summary: "The agent's firm", response: { 200: accountFirmInfoResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    return ok(await firmInfoOf(ctx, userId));
  });

  app.put(
    `${base}/FirmInfo`,
    { ...signedInFirst(ctx), schema: { tags, summary: "Changes the agent's firm", body: firmInfoSchema, response: { 200: accountFirmInfoResponseSchema } } },
    async (request) => {
      const { userId } = await requireUser(ctx, request);
      const { body } = request;
      if (!isValidFirmStartDate(body.inBusinessSince, ctx.clock.now())) throw badRequest('The firm must have been in business for at least 2 years.');
      const current = await firmInfoOf(ctx, userId);
      if (!current.isAgent) throw forbidden('Firm information is kept for agents. Apply to become an agent first.');
      if (current.agentStatus === AGENT_STATUS.Rejected || current.agentStatus === AGENT_STATUS.Removed) {
        throw forbidden('Your agent account is not active, so its firm information cannot be changed.');
      }
      if (!(await mergeLatestApplicationDetails(ctx.db, userId, body, ctx.clock.now()))) throw notFound('We could not find your agent application.');
      return ok(await firmInfoOf(ctx, userId));
    },
  );
}

async function firmInfoOf(ctx: AppContext, userId: string): Promise<AccountFirmInfo> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized('Please log in to continue.');
  const d = await latestApplicationDetails(ctx.db, userId);
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    isAgent: user.is_agent,
    agentStatus: user.agent_status,
    firm:
      user.is_agent && d
        ? {
            firm: text(d.firm) ?? '',
            firmAddress: text(d.firmAddress),
            firmCity: text(d.firmCity),
            firmState: text(d.firmState) ?? '',
            firmZip: text(d.firmZip) ?? '',
            licenseNumber: text(d.licenseNumber) ?? '',
            licenseCity: text(d.licenseCity) ?? '',
            inBusinessSince: text(d.inBusinessSince) ?? '',
            brokerAgreementAccepted: d.brokerAgreementAccepted === true,
          }
        : null,
  };
}

const UPLOAD_MESSAGES = {
  'bad-signature': [403, 'Forbidden', 'This upload link is not valid.'],
  expired: [403, 'Forbidden', 'This upload link has expired. Please choose the image again.'],
  'wrong-type': [415, 'UnsupportedMediaType', 'Send the file with the content type the upload link was made for.'],
  'not-an-image': [400, 'BadRequest', 'This file is not a JPEG, PNG, WebP or GIF image.'],
  empty: [400, 'BadRequest', 'The file is empty.'],
  exists: [409, 'Conflict', 'This upload link has been used already.'],
} as const;

/** A Buffer over the same bytes (the parser gave a Buffer; the contract knows it as bytes). */
const bytesOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The local store's side of the signed URL: receive the file, then serve it to <img> tags (no headers). */
function localUploadRoutes(app: App, uploads: LocalUploadProvider): void {
  const uploadTags = ['uploads'];
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser([...UPLOAD_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));

    scope.put(
      `${LocalUploadProvider.ROUTE}/:file`,
      {
        schema: {
          tags: uploadTags,
          summary: 'Receives an image at its signed upload address',
          consumes: [...UPLOAD_CONTENT_TYPES],
          params: uploadFileParamsSchema,
          querystring: signedUploadQuerySchema,
          body: imageBytesSchema,
          response: { 200: uploadResponseSchema },
        },
        // Anything but an image's bytes (JSON, a form) is the wrong kind of content, before it is bad content.
        preValidation: async (request) => {
          if (!Buffer.isBuffer(request.body)) throw new ApiError(415, 'UnsupportedMediaType', 'Send a JPEG, PNG, WebP or GIF image.');
        },
      },
      async (request) => {
        const outcome = await uploads.receive(request.params.file, request.query, request.headers['content-type'] ?? '', bytesOf(request.body));
        if (!outcome.ok) {
          const [status, code, message] = UPLOAD_MESSAGES[outcome.reason];
          throw new ApiError(status, code, message);
        }
        return ok({ fileUrl: outcome.fileUrl, bytes: outcome.bytes });
      },
    );

    const imageAnswer = {
      description: 'The image, as it was uploaded',
      content: Object.fromEntries(UPLOAD_CONTENT_TYPES.map((type) => [type, { schema: imageBytesSchema }])),
    };
    scope.get(
      `${LocalUploadProvider.ROUTE}/:file`,
      { schema: { tags: uploadTags, summary: 'Serves an uploaded image', params: uploadFileParamsSchema, response: { 200: imageAnswer } } },
      async (request, reply) => {
        const stored = await uploads.read(request.params.file);
        if (!stored) throw notFound('No such image.');
        return reply
          .type(stored.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'")
          .send(stored.body);
      },
    );
  });
}
