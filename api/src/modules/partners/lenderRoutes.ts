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
import { requireUser, signedInFirst } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { type App } from '../../http/schemas';
import { partnerName, profileOf } from './profiles';
import {
  addDocument,
  currentSheets,
  documentsOfRequest,
  hasDocument,
  mortgageRequest,
  saveSheet,
  setDocumentReceived,
  sheetOf,
  type MortgageAccess,
  type SheetRow,
} from './repository';

const LENDER = 1;
/** Buyers read the newest few current sheets; more would be a wall of numbers. */
const PUBLISHED_SHEETS_SHOWN = 6;
/** A request's checklist stays a checklist. */
const DOCUMENTS_PER_REQUEST = 30;

const toSheet = (row: SheetRow): PublishedRateSheet => ({
  lenderId: row.profile_id,
  lenderName: partnerName(row),
  effectiveDate: row.effective_date,
  publishedAt: row.published_at.toISOString(),
  products: row.products,
});

const byProductOrder = (a: RateSheetProductRate, b: RateSheetProductRate) => RATE_SHEET_PRODUCTS.indexOf(a.product) - RATE_SHEET_PRODUCTS.indexOf(b.product);

async function documentsOf(db: Queryable, requestId: string, lender: { company: string | null; display_name: string } | null): Promise<RequestDocuments> {
  const rows = await documentsOfRequest(db, requestId);
  return {
    lender: lender ? { name: partnerName(lender) } : null,
    items: rows.map((r) => ({ id: r.id, label: r.label, receivedAt: r.received_at?.toISOString() ?? null, createdAt: r.created_at.toISOString() })),
  };
}

/**
 * A mortgage request as its buyer or the lender it is routed to sees it. Anyone else (and any
 * other kind of request) gets the answer a missing request gets, so ids reveal nothing.
 */
async function mortgageFor(db: Queryable, requestId: string, userId: string, as: 'buyer-or-lender' | 'lender'): Promise<MortgageAccess> {
  const row = await mortgageRequest(db, requestId);
  const isLender = !!row && row.partner_user_id === userId;
  const isBuyer = !!row && row.owner_id === userId;
  if (!row || !(isLender || (as === 'buyer-or-lender' && isBuyer))) throw notFound('We could not find this mortgage request.');
  return row;
}

const lenderOf = (row: MortgageAccess) => (row.partner_user_id && row.display_name ? { company: row.company, display_name: row.display_name } : null);

/** Lenders' rate sheets (published on the dashboard, read by buyers) and the documents a lender asks a buyer for. */
export function lenderRoutes(app: App, ctx: AppContext): void {
  const tags = ['lenders'];
  app.get('/api/v2/public/rate-sheets', { schema: { tags, summary: "Lenders' current rate sheets, newest first", response: { 200: publishedRateSheetsResponseSchema } } }, async () => {
    const rows = await currentSheets(ctx.db, LENDER, oldestCurrentRateSheetDate(ctx.clock.now()), PUBLISHED_SHEETS_SHOWN);
    return ok(rows.map(toSheet));
  });

  app.get('/api/v2/partners/rate-sheet', { ...signedInFirst(ctx), schema: { tags, summary: "The lender's own rate sheet (null before the first)", response: { 200: myRateSheetResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const profile = await profileOf(ctx.db, userId, LENDER);
    const row = await sheetOf(ctx.db, profile.id);
    return ok(row ? toSheet(row) : null);
  });

  app.put('/api/v2/partners/rate-sheet', { ...signedInFirst(ctx), schema: { tags, summary: "Publishes the lender's rate sheet", body: rateSheetBodySchema, response: { 200: publishedRateSheetResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const profile = await profileOf(ctx.db, userId, LENDER);
    const body = request.body;
    const now = ctx.clock.now();
    const dateError = rateSheetDateError(body.effectiveDate, now);
    if (dateError) throw badRequest(dateError);
    const products = [...body.products].sort(byProductOrder);
    await saveSheet(ctx.db, profile.id, body.effectiveDate, products, now);
    const row = await sheetOf(ctx.db, profile.id);
    return ok(toSheet(row!));
  });

  registerDocumentRoutes(app, ctx, tags);
}

/** The documents a lender asks a buyer for on a mortgage request: the list, asking for one, marking one received. */
function registerDocumentRoutes(app: App, ctx: AppContext, tags: string[]): void {
  app.get('/api/v2/Requests/:id/documents', {
    ...signedInFirst(ctx),
    schema: {
      tags,
      summary: 'The documents the lender asks for on a mortgage request (its buyer or lender)',
      params: requestIdParamsSchema,
      response: { 200: requestDocumentsResponseSchema },
    },
  }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = request.params;
    const mortgage = await mortgageFor(ctx.db, id, userId, 'buyer-or-lender');
    return ok(await documentsOf(ctx.db, id, lenderOf(mortgage)));
  });

  app.post('/api/v2/partners/requests/:id/documents', {
    ...signedInFirst(ctx),
    schema: {
      tags,
      summary: 'The lender asks the buyer for a document',
      params: requestIdParamsSchema,
      body: requestDocumentBodySchema,
      response: { 200: requestDocumentsResponseSchema },
    },
  }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = request.params;
    const { label } = request.body;
    const mortgage = await mortgageFor(ctx.db, id, userId, 'lender');
    const added = await addDocument(ctx.db, { id: randomUUID(), requestId: id, label, at: ctx.clock.now() }, DOCUMENTS_PER_REQUEST);
    if (!added) {
      const repeated = await hasDocument(ctx.db, id, label);
      throw repeated ? conflict('You already asked for this document.') : badRequest(`Ask for at most ${DOCUMENTS_PER_REQUEST} documents on one request.`);
    }
    return ok(await documentsOf(ctx.db, id, lenderOf(mortgage)));
  });

  app.put('/api/v2/partners/requests/:id/documents/:documentId', {
    ...signedInFirst(ctx),
    schema: {
      tags,
      summary: 'The lender marks a document received, or needed again',
      params: requestDocumentParamsSchema,
      body: requestDocumentReceivedBodySchema,
      response: { 200: requestDocumentsResponseSchema },
    },
  }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id, documentId } = request.params;
    const { received } = request.body;
    const mortgage = await mortgageFor(ctx.db, id, userId, 'lender');
    const updated = await setDocumentReceived(ctx.db, id, documentId, received ? ctx.clock.now() : null);
    if (!updated) throw notFound('We could not find this document on the request.');
    return ok(await documentsOf(ctx.db, id, lenderOf(mortgage)));
  });
}
