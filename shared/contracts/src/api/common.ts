import { z } from 'zod/mini';
import { successEnvelope } from '../envelope';

/** Header names of spec 6/7. Every call carries the client token; user calls add the user token and a bearer. */
export const CLIENT_TOKEN_HEADER = 'X-Client-Token';
export const USER_TOKEN_HEADER = 'X-User-Token';
export const API_PREFIX = '/api/v2';

/** The `statusCode` of a successful answer. */
export const SUCCESS_STATUS = 'Success';

/** statusCode values of failed answers (the HTTP status carries the same meaning). */
export const ERROR_STATUS_CODES = [
  'BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'MethodNotAllowed', 'Conflict', 'Gone',
  'PayloadTooLarge', 'UnsupportedMediaType', 'PaymentRequired', 'TooManyRequests', 'Locked',
  'InternalError', 'ServiceUnavailable',
] as const;
export type ErrorStatusCode = (typeof ERROR_STATUS_CODES)[number];

export const apiSuccess = successEnvelope;

/** The body of a call that takes none: nothing, or an empty JSON object (many clients send `{}`). */
export const noBodySchema = z.nullish(z.looseObject({}));

/** Calendar dates the site deals in (births, firm starts, bookings) fall within these years. */
export const CALENDAR_YEARS = { min: 1900, max: 2100 } as const;

/** 'YYYY-MM-DD' calendar date that exists, within CALENDAR_YEARS (no year 9999). */
export const isoDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the YYYY-MM-DD date format.'),
  z.refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'This date does not exist.'),
  z.refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max;
  }, `Use a date between ${CALENDAR_YEARS.min} and ${CALENDAR_YEARS.max}.`),
);

/** The service area of the product (spec 9): WA and MA. */
export const SERVICE_STATES = ['WA', 'MA'] as const;
export const serviceStateSchema = z.enum(SERVICE_STATES, 'We serve WA and MA only.');

export const mlsSchema = z.string().check(z.trim(), z.regex(/^[0-9]{5,10}$/, 'An MLS number has 5 to 10 digits.'));

/** Bidirectional-text controls (embeddings, overrides, isolates, marks): they can make a name read backwards. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text without bidirectional-text controls. */
export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/** A plain text field: bidi controls stripped, trimmed, bounded, no control characters. */
export const textField = (max: number) =>
  z.pipe(
    z.pipe(z.string(), z.transform(stripBidiControls)),
    z.string().check(
      z.trim(),
      z.maxLength(max, `Use at most ${max} characters.`),
      z.refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), 'Contains characters that are not allowed.'),
    ),
  );

export const requiredText = (max: number) => z.pipe(textField(max), z.string().check(z.minLength(1, 'This field is required.')));

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(50, 'Use at most 50 characters.')),
  z.email('Enter a valid email address.'),
);

export const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().check(z.int()), page: z.number().check(z.int()), pageSize: z.number().check(z.int()) });

/** Headers every call must carry. */
export const clientHeadersSchema = z.object({
  'x-client-token': z.string().check(z.minLength(1), z.maxLength(200)),
});
