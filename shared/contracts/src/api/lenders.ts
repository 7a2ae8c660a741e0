import { z } from 'zod/mini';
import { apiSuccess } from './common';
import { isoDateSchema, textField } from './rules';
import { deferred } from '../deferred';

/**
 * What lenders publish and ask for: a lender's rate sheet, shown to buyers on Get a Loan and on
 * every home's mortgage section with the lender's name and the sheet's date; and the documents a
 * lender asks a buyer for on a mortgage request, which the lender marks received.
 */

/** The loan products a rate sheet may quote, in the order buyers read them. */
export const RATE_SHEET_PRODUCTS = ['30-Year Fixed', '20-Year Fixed', '15-Year Fixed', '10/6 ARM', '7/6 ARM', '5/1 ARM', 'FHA 30-Year Fixed', 'VA 30-Year Fixed', 'Jumbo 30-Year Fixed'] as const;
export type RateSheetProduct = (typeof RATE_SHEET_PRODUCTS)[number];

const percent = (what: string) =>
  z.number(`Enter the ${what} as a number.`).check(z.gt(0, `Enter the ${what} (more than 0%).`), z.lte(20, `The ${what} must be 20% or less.`));

export const rateSheetProductSchema = deferred(() => z
  .object({
    product: z.enum(RATE_SHEET_PRODUCTS, 'Choose a loan product from the list.'),
    rate: percent('rate'),
    apr: percent('APR'),
    points: z.number('Enter the points as a number.').check(z.gte(0, 'Points cannot be negative.'), z.lte(5, 'Use at most 5 points.')),
  })
  .check(z.refine((p) => p.apr >= p.rate, { message: 'The APR includes the fees, so it cannot be lower than the rate.', path: ['apr'] })));
export type RateSheetProductRate = z.infer<typeof rateSheetProductSchema>;

/** What a lender publishes from the dashboard. The API also checks the date against today (see the domain's rateSheetDateError). */
export const rateSheetBodySchema = deferred(() => z.object({
  effectiveDate: isoDateSchema,
  products: z
    .array(rateSheetProductSchema)
    .check(
      z.minLength(1, 'Add at least one loan product.'),
      z.maxLength(RATE_SHEET_PRODUCTS.length, `List at most ${RATE_SHEET_PRODUCTS.length} products.`),
      z.refine((list) => new Set(list.map((p) => p.product)).size === list.length, 'List each loan product once.'),
    ),
}));
export type RateSheetBody = z.infer<typeof rateSheetBodySchema>;

/** A published sheet as buyers see it. */
export const publishedRateSheetSchema = deferred(() => z.object({
  lenderId: z.string(),
  lenderName: z.string(),
  effectiveDate: z.string(),
  publishedAt: z.string(),
  products: z.array(rateSheetProductSchema),
}));
export type PublishedRateSheet = z.infer<typeof publishedRateSheetSchema>;
export const publishedRateSheetResponseSchema = deferred(() => apiSuccess(publishedRateSheetSchema));
export const publishedRateSheetsSchema = deferred(() => z.array(publishedRateSheetSchema));
export const publishedRateSheetsResponseSchema = deferred(() => apiSuccess(publishedRateSheetsSchema));
/** The lender's own sheet, null before they publish one. */
export const myRateSheetSchema = deferred(() => z.nullable(publishedRateSheetSchema));
export const myRateSheetResponseSchema = deferred(() => apiSuccess(myRateSheetSchema));

/** A document a lender asks for on a mortgage request. */
export const requestDocumentSchema = deferred(() => z.object({
  id: z.string(),
  label: z.string(),
  /** When the lender marked it received; null while it is still needed. */
  receivedAt: z.nullable(z.string()),
  createdAt: z.string(),
}));
export type RequestDocument = z.infer<typeof requestDocumentSchema>;
export const requestDocumentsSchema = deferred(() => z.object({
  /** The lender the request is routed to; null while none has it. */
  lender: z.nullable(z.object({ name: z.string() })),
  items: z.array(requestDocumentSchema),
}));
export type RequestDocuments = z.infer<typeof requestDocumentsSchema>;
export const requestDocumentsResponseSchema = deferred(() => apiSuccess(requestDocumentsSchema));
export const requestDocumentBodySchema = deferred(() => z.object({
  label: z.pipe(textField(120), z.string().check(z.minLength(2, 'Name the document you need (at least 2 characters).'))),
}));
export const requestDocumentParamsSchema = deferred(() => z.object({ id: z.uuid('Not a valid identifier.'), documentId: z.uuid('Not a valid identifier.') }));
export const requestDocumentReceivedBodySchema = deferred(() => z.object({ received: z.boolean('Say whether the document was received.') }));

const v2 = '/api/v2';
export const lenderApiPaths = {
  publishedRateSheets: `${v2}/public/rate-sheets`,
  myRateSheet: `${v2}/partners/rate-sheet`,
  requestDocuments: (requestId: string) => `${v2}/Requests/${encodeURIComponent(requestId)}/documents`,
  partnerRequestDocuments: (requestId: string) => `${v2}/partners/requests/${encodeURIComponent(requestId)}/documents`,
  partnerRequestDocument: (requestId: string, documentId: string) =>
    `${v2}/partners/requests/${encodeURIComponent(requestId)}/documents/${encodeURIComponent(documentId)}`,
} as const;
