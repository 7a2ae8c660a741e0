import { issueUpload } from './uploads';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import {
  firmInfoSchema,
  noticeIdParamsSchema,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  uploadUrlQuerySchema,
  type AccountFirmInfo,
  type AccountNotices,
  type AccountPayments,
  type UploadUrlResult,
} from '@homeward/contracts/signed-in';
import { AGENT_STATUS, isValidFirmStartDate } from '@homeward/domain';
import type { AppContext } from '../../context';
import { one } from '../../db/db';
import { requireUser } from '../../http/auth';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { LocalUploadProvider } from '../../providers/uploads';
import { findUserById } from './users';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const noBody = z.nullable(z.optional(z.looseObject({})));

/** The account pages' own calls: notices, masked payments, the agent's firm, and profile image uploads. */
export function accountSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = '/api/v2/Account';

  app.get(`${base}/Notifications`, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { rows } = await ctx.db.query<{ id: string; title: string; body: string; created_at: Date; read_at: Date | null }>(
      `SELECT n.id, n.title, n.body, n.created_at, r.read_at FROM notification_recipients r JOIN notifications n ON n.id = r.notification_id
        WHERE r.user_id = $1 ORDER BY n.created_at DESC, n.id LIMIT 100`,
      [userId],
    );
    const answer: AccountNotices = {
      items: rows.map((r) => ({ id: r.id, title: r.title, body: r.body, createdAt: r.created_at.toISOString(), readAt: iso(r.read_at) })),
      unread: rows.filter((r) => !r.read_at).length,
    };
    return ok(answer);
  });

  app.put(`${base}/Notifications/:id/read`, async (request) => {
    const { userId } = await requireUser(ctx, request);
    parseInput(noBody, request.body ?? undefined, 'body');
    const params = noticeIdParamsSchema.safeParse(request.params);
    // Another user's notice answers exactly like one that does not exist.
    if (!params.success) throw notFound('We could not find this notice.');
    const row = await one<{ read_at: Date }>(
      ctx.db,
      `UPDATE notification_recipients SET read_at = COALESCE(read_at, $3) WHERE notification_id = $1 AND user_id = $2 RETURNING read_at`,
      [params.data.id, userId, ctx.clock.now()],
    );
    if (!row) throw notFound('We could not find this notice.');
    return ok({ id: params.data.id, readAt: row.read_at.toISOString() });
  });

  app.get(`${base}/Payments`, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { rows } = await ctx.db.query<{
      id: string;
      amount_cents: number;
      currency: string;
      status: string;
      description: string | null;
      card_brand: string | null;
      card_last4: string | null;
      created_at: Date;
    }>(
      // A payment still waiting for its card (or refused) was never taken: only paid ones are listed.
      `SELECT id, amount_cents, currency, status, description, card_brand, card_last4, created_at FROM payments
        WHERE user_id = $1 AND status = 'succeeded' ORDER BY created_at DESC, id LIMIT 100`,
      [userId],
    );
    const payments = rows.map((r) => ({
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
    const answer: AccountPayments = { cardOnFile: onFile ? { brand: onFile.cardBrand, last4: onFile.cardLast4! } : null, payments };
    return ok(answer);
  });

  app.get(`${base}/FirmInfo`, async (request) => {
    const { userId } = await requireUser(ctx, request);
    return ok(await firmInfoOf(ctx, userId));
  });

  app.put(`${base}/FirmInfo`, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const body = parseInput(firmInfoSchema, request.body, 'body');
    if (!isValidFirmStartDate(body.inBusinessSince, ctx.clock.now())) throw badRequest('The firm must have been in business for at least 2 years.');
    const current = await firmInfoOf(ctx, userId);
    if (!current.isAgent) throw forbidden('Firm information is kept for agents. Apply to become an agent first.');
    if (current.agentStatus === AGENT_STATUS.Rejected || current.agentStatus === AGENT_STATUS.Removed) {
      throw forbidden('Your agent account is not active, so its firm information cannot be changed.');
    }
    const updated = await ctx.db.query(
      `UPDATE agent_applications SET details = details || $2::jsonb, updated_at = $3
        WHERE id = (SELECT id FROM agent_applications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1)`,
      [userId, JSON.stringify(body), ctx.clock.now()],
    );
    if (updated.rowCount === 0) throw notFound('We could not find your agent application.');
    return ok(await firmInfoOf(ctx, userId));
  });

  app.get(`${base}/UploadUrl`, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const query = parseInput(uploadUrlQuerySchema, request.query, 'query');
    const ticket = await issueUpload(ctx, userId, query.code, query.contentType);
    const answer: UploadUrlResult = {
      uploadUrl: ticket.uploadUrl,
      method: 'PUT',
      contentType: query.contentType,
      maxBytes: UPLOAD_MAX_BYTES,
      fileUrl: ticket.fileUrl,
      expiresAt: ticket.expiresAt.toISOString(),
    };
    return ok(answer);
  });

  const uploads = ctx.providers.uploads;
  if (uploads instanceof LocalUploadProvider) localUploadRoutes(app, uploads);
}

async function firmInfoOf(ctx: AppContext, userId: string): Promise<AccountFirmInfo> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized('Please log in to continue.');
  const row = await one<{ details: Record<string, unknown> }>(
    ctx.db,
    'SELECT details FROM agent_applications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [userId],
  );
  const d = row?.details;
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

/** The local store's side of the signed URL: receive the file, then serve it to <img> tags (no headers). */
function localUploadRoutes(app: FastifyInstance, uploads: LocalUploadProvider): void {
  const fileParams = z.object({ file: z.string().check(z.maxLength(64)) });
  const signedQuery = z.object({ expires: z.optional(z.string().check(z.maxLength(20))), signature: z.optional(z.string().check(z.maxLength(100))) });

  void app.register(async (scope) => {
    scope.addContentTypeParser([...UPLOAD_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));

    scope.put(`${LocalUploadProvider.ROUTE}/:file`, async (request) => {
      const { file } = parseInput(fileParams, request.params, 'path');
      const query = parseInput(signedQuery, request.query, 'query');
      if (!Buffer.isBuffer(request.body)) throw new ApiError(415, 'UnsupportedMediaType', 'Send a JPEG, PNG, WebP or GIF image.');
      const outcome = await uploads.receive(file, query, request.headers['content-type'] ?? '', request.body);
      if (!outcome.ok) {
        const [status, code, message] = UPLOAD_MESSAGES[outcome.reason];
        throw new ApiError(status, code, message);
      }
      return ok({ fileUrl: outcome.fileUrl, bytes: outcome.bytes });
    });

    scope.get(`${LocalUploadProvider.ROUTE}/:file`, async (request, reply) => {
      const params = fileParams.safeParse(request.params);
      const stored = params.success ? await uploads.read(params.data.file) : null;
      if (!stored) throw notFound('No such image.');
      return reply
        .type(stored.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(stored.body);
    });
  });
}
