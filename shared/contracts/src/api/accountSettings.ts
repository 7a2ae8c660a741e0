import { z, agentStatusSchema, apiSuccess } from '@homeward/contracts';
import { firmFields } from './agent';
import { deferred } from '../deferred';

/** A notice a manager sent to the user (GET Account/Notifications), newest first. */
export const accountNoticeSchema = deferred(() => z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** When the user marked it read; null while unread. */
  readAt: z.nullable(z.string()),
}));
export type AccountNotice = z.infer<typeof accountNoticeSchema>;
export const accountNoticesSchema = deferred(() => z.object({ items: z.array(accountNoticeSchema), unread: z.number().check(z.int()) }));
export type AccountNotices = z.infer<typeof accountNoticesSchema>;
export const accountNoticesResponseSchema = deferred(() => apiSuccess(accountNoticesSchema));
/**
 * The path of Notifications/{id}/read as the API takes it: any bounded text, because an id that is
 * not a notice (malformed, or another user's) answers 404 alike, never telling which it was.
 */
export const noticePathParamsSchema = deferred(() => z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }));
export const noticeReadResultSchema = deferred(() => z.object({ id: z.string(), readAt: z.string() }));
export const noticeReadResponseSchema = deferred(() => apiSuccess(noticeReadResultSchema));

/** A card payment, masked: the brand and last 4 digits are all that is ever stored or shown. */
export const accountPaymentSchema = deferred(() => z.object({
  id: z.string(),
  amountCents: z.number().check(z.int()),
  currency: z.string(),
  status: z.string(),
  description: z.nullable(z.string()),
  cardBrand: z.nullable(z.string()),
  cardLast4: z.nullable(z.string()),
  createdAt: z.string(),
}));
export type AccountPayment = z.infer<typeof accountPaymentSchema>;
export const accountPaymentsSchema = deferred(() => z.object({
  /** The card of the newest successful payment. */
  cardOnFile: z.nullable(z.object({ brand: z.nullable(z.string()), last4: z.string() })),
  payments: z.array(accountPaymentSchema),
}));
export type AccountPayments = z.infer<typeof accountPaymentsSchema>;
export const accountPaymentsResponseSchema = deferred(() => apiSuccess(accountPaymentsSchema));

/** The firm form of spec 5: firm, address, city, state, zip, licence number and city, business-since date, broker agreement. */
export const firmInfoSchema = deferred(() => z.object(firmFields));
export type FirmInfo = z.output<typeof firmInfoSchema>;
export type FirmInfoInput = z.input<typeof firmInfoSchema>;

/** What GET Account/FirmInfo answers: a non-agent has no firm; an agent without a stored application neither. */
export const accountFirmInfoSchema = deferred(() => z.object({
  isAgent: z.boolean(),
  agentStatus: agentStatusSchema,
  firm: z.nullable(z.object({
      firm: z.string(),
      firmAddress: z.nullable(z.string()),
      firmCity: z.nullable(z.string()),
      firmState: z.string(),
      firmZip: z.string(),
      licenseNumber: z.string(),
      licenseCity: z.string(),
      inBusinessSince: z.string(),
      brokerAgreementAccepted: z.boolean(),
    })),
}));
export type AccountFirmInfo = z.infer<typeof accountFirmInfoSchema>;
export const accountFirmInfoResponseSchema = deferred(() => apiSuccess(accountFirmInfoSchema));

/** Spec 7's signed upload URL: GET with a `code` naming what is uploaded. */
export const UPLOAD_CODES = ['profile-image'] as const;
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
/** Largest profile image accepted, in bytes. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const uploadUrlQuerySchema = deferred(() => z.object({
  code: z.enum(UPLOAD_CODES, 'Unknown upload code.'),
  contentType: z.enum(UPLOAD_CONTENT_TYPES, 'Use a JPEG, PNG, WebP or GIF image.'),
}));
export const uploadUrlResultSchema = deferred(() => z.object({
  /** Where the file is sent: PUT, with the content type below and the file as the body. */
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  maxBytes: z.number().check(z.int()),
  /** Where the file is served once uploaded (a site path). */
  fileUrl: z.string(),
  expiresAt: z.string(),
}));
export type UploadUrlResult = z.infer<typeof uploadUrlResultSchema>;
export const uploadUrlResponseSchema = deferred(() => apiSuccess(uploadUrlResultSchema));

/** The local store's signed upload address: the file's name in the path, the signature in the query. */
export const uploadFileParamsSchema = deferred(() => z.object({ file: z.string().check(z.minLength(1), z.maxLength(64)) }));
export const signedUploadQuerySchema = deferred(() => z.object({
  expires: z.optional(z.string().check(z.maxLength(20))),
  signature: z.optional(z.string().check(z.maxLength(100))),
}));
/** An image's bytes: the file sent to that address, and the stored image as it is served. */
export const imageBytesSchema = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array, 'Send a JPEG, PNG, WebP or GIF image.')
  .check(z.meta({ type: 'string', format: 'binary' }));
export const uploadResultSchema = deferred(() => z.object({ fileUrl: z.string(), bytes: z.number().check(z.int()) }));
export const uploadResponseSchema = deferred(() => apiSuccess(uploadResultSchema));
