import { randomUUID } from 'node:crypto';
import {
  myRateSheetResponseSchema,
  publishedRateSheetResponseSchema,
  publishedRateSheetsResponseSchema,
  RATE_SHEET_PRODUCTS,
  rateSheetBodySchema,
  requestDocumentBodySchema,
  requestDocumentParamsSchema,
  requestDocumentReceivedBodySchema,
  requestDocumentsResponseSchema,
  requestIdParamsSchema,
  type PublishedRateSheet,
  type RateSheetProductRate,
  type RequestDocuments,
} from '@homeward/contracts';
import { oldestCurrentRateSheetDate, rateSheetDateError } from '@homeward/domain';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { requireUser } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { routeSchema, type App } from '../../http/schemas';
import { partnerName, profileOf } from './profiles';

const LENDER = 1;
/** Buyers read the newest few current sheets; more would be a wall of numbers. */
const PUBLISHED_SHEETS_SHOWN = 6;
/** A request's checklist stays a checklist. */
const DOCUMENTS_PER_REQUEST = 30;

interface SheetRow {
  profile_id: string;
  effective_date: string;
  products: RateSheetProductRate[];
  published_at: Date;
  company: string | null;
  display_name: string;
}

const SHEET_SELECT = `SELECT s.profile_id, to_char(s.effective_date, 'YYYY-MM-DD') AS effective_date, s.products, s.published_at, p.company, p.display_name
  FROM lender_rate_sheets s JOIN partner_profiles p ON p.id = s.profile_id AND p.active`;

const toSheet = (row: SheetRow): PublishedRateSheet => ({
  lenderId: row.profile_id,
  lenderName: partnerName(row),
  effectiveDate: row.effective_date,
  publishedAt: row.published_at.toISOString(),
  products: row.products,
});

const byProductOrder = (a: RateSheetProductRate, b: RateSheetProductRate) => RATE_SHEET_PRODUCTS.indexOf(a.product) - RATE_SHEET_PRODUCTS.indexOf(b.product);

interface DocumentRow {
  id: string;
  label: string;
  received_at: Date | null;
  created_at: Date;
}

async function documentsOf(db: Queryable, requestId: string, lender: { company: string | null; display_name: string } | null): Promise<RequestDocuments> {
  const { rows } = await db.query<DocumentRow>('SELECT id, label, received_at, created_at FROM request_documents WHERE request_id = $1 ORDER BY created_at, label', [requestId]);
  return {
    lender: lender ? { name: partnerName(lender) } : null,
    items: rows.map((r) => ({ id: r.id, label: r.label, receivedAt: r.received_at?.toISOString() ?? null, createdAt: r.created_at.toISOString() })),
  };
}

interface MortgageAccess {
  id: string;
  owner_id: string | null;
  partner_user_id: string | null;
  company: string | null;
  display_name: string | null;
}

/**
 * A mortgage request as its buyer or the lender it is routed to sees it. Anyone else (and any
 * other kind of request) gets the answer a missing request gets, so ids reveal nothing.
 */
async function mortgageFor(db: Queryable, requestId: string, userId: string, as: 'buyer-or-lender' | 'lender'): Promise<MortgageAccess> {
  const row = await one<MortgageAccess>(
    db,
    `SELECT r.id, r.owner_id, p.user_id AS partner_user_id, p.company, p.display_name
       FROM requests r LEFT JOIN partner_profiles p ON p.id = r.assigned_partner_id
      WHERE r.id = $1 AND r.intent = 'RequestMortgage'`,
    [requestId],
  );
  const isLender = !!row && row.partner_user_id === userId;
  const isBuyer = !!row && row.owner_id === userId;
  if (!row || !(isLender || (as === 'buyer-or-lender' && isBuyer))) throw notFound('We could not find this mortgage request.');
  return row;
}

const lenderOf = (row: MortgageAccess) => (row.partner_user_id && row.display_name ? { company: row.company, display_name: row.display_name } : null);

/** Lenders' rate sheets (published on the dashboard, read by buyers) and the documents a lender asks a buyer for. */
export function lenderRoutes(app: App, ctx: AppContext): void {
  const tags = ['lenders'];
  const publishedSchema = routeSchema({ tags, summary: "Lenders' current rate sheets, newest first", response: { 200: publishedRateSheetsResponseSchema } });
  app.get('/api/v2/public/rate-sheets', { schema: publishedSchema }, async () => {
    const { rows } = await ctx.db.query<SheetRow>(
      `${SHEET_SELECT} WHERE p.partner_type = $1 AND s.effective_date >= $2::date ORDER BY s.effective_date DESC, s.published_at DESC, s.profile_id LIMIT ${PUBLISHED_SHEETS_SHOWN}`,
      [LENDER, oldestCurrentRateSheetDate(ctx.clock.now())],
    );
    return ok(rows.map(toSheet));
  });

  app.get('/api/v2/partners/rate-sheet', { schema: routeSchema({ tags, summary: "The lender's own rate sheet (null before the first)", response: { 200: myRateSheetResponseSchema } }) }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const profile = await profileOf(ctx.db, userId, LENDER);
    const row = await one<SheetRow>(ctx.db, `${SHEET_SELECT} WHERE s.profile_id = $1`, [profile.id]);
    return ok(row ? toSheet(row) : null);
  });

  const publishSchema = routeSchema({ tags, summary: "Publishes the lender's rate sheet", body: rateSheetBodySchema, response: { 200: publishedRateSheetResponseSchema } });
  app.put('/api/v2/partners/rate-sheet', { schema: publishSchema }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const profile = await profileOf(ctx.db, userId, LENDER);
    const body = request.body;
    const now = ctx.clock.now();
    const dateError = rateSheetDateError(body.effectiveDate, now);
    if (dateError) throw badRequest(dateError);
    const products = [...body.products].sort(byProductOrder);
    await ctx.db.query(
      `INSERT INTO lender_rate_sheets (profile_id, effective_date, products, published_at) VALUES ($1, $2::date, $3, $4)
       ON CONFLICT (profile_id) DO UPDATE SET effective_date = EXCLUDED.effective_date, products = EXCLUDED.products, published_at = EXCLUDED.published_at`,
      [profile.id, body.effectiveDate, JSON.stringify(products), now],
    );
    const row = await one<SheetRow>(ctx.db, `${SHEET_SELECT} WHERE s.profile_id = $1`, [profile.id]);
    return ok(toSheet(row!));
  });

  const documentsSchema = routeSchema({
    tags,
    summary: 'The documents the lender asks for on a mortgage request (its buyer or lender)',
    params: requestIdParamsSchema,
    response: { 200: requestDocumentsResponseSchema },
  });
  app.get('/api/v2/Requests/:id/documents', { schema: documentsSchema }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = request.params;
    const mortgage = await mortgageFor(ctx.db, id, userId, 'buyer-or-lender');
    return ok(await documentsOf(ctx.db, id, lenderOf(mortgage)));
  });

  const askSchema = routeSchema({
    tags,
    summary: 'The lender asks the buyer for a document',
    params: requestIdParamsSchema,
    body: requestDocumentBodySchema,
    response: { 200: requestDocumentsResponseSchema },
  });
  app.post('/api/v2/partners/requests/:id/documents', { schema: askSchema }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = request.params;
    const { label } = request.body;
    const mortgage = await mortgageFor(ctx.db, id, userId, 'lender');
    // One statement decides both the limit and a repeat, so two clicks at once add one row.
    const added = await one<{ id: string }>(
      ctx.db,
      `INSERT INTO request_documents (id, request_id, label, created_at)
       SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM request_documents WHERE request_id = $2) < ${DOCUMENTS_PER_REQUEST}
       ON CONFLICT (request_id, label) DO NOTHING RETURNING id`,
      [randomUUID(), id, label, ctx.clock.now()],
    );
    if (!added) {
      const repeated = await one(ctx.db, 'SELECT 1 FROM request_documents WHERE request_id = $1 AND label = $2', [id, label]);
      throw repeated ? conflict('You already asked for this document.') : badRequest(`Ask for at most ${DOCUMENTS_PER_REQUEST} documents on one request.`);
    }
    return ok(await documentsOf(ctx.db, id, lenderOf(mortgage)));
  });

  const receivedSchema = routeSchema({
    tags,
    summary: 'The lender marks a document received, or needed again',
    params: requestDocumentParamsSchema,
    body: requestDocumentReceivedBodySchema,
    response: { 200: requestDocumentsResponseSchema },
  });
  app.put('/api/v2/partners/requests/:id/documents/:documentId', { schema: receivedSchema }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id, documentId } = request.params;
    const { received } = request.body;
    const mortgage = await mortgageFor(ctx.db, id, userId, 'lender');
    const updated = await one<{ id: string }>(
      ctx.db,
      'UPDATE request_documents SET received_at = $3 WHERE id = $1 AND request_id = $2 RETURNING id',
      [documentId, id, received ? ctx.clock.now() : null],
    );
    if (!updated) throw notFound('We could not find this document on the request.');
    return ok(await documentsOf(ctx.db, id, lenderOf(mortgage)));
  });
}
