import { z } from 'zod/mini';
import { successEnvelope } from '../envelope';
import { serviceState } from './rules';
import { deferred } from '../deferred';

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
export const noBodySchema = deferred(() => z.nullish(z.looseObject({})));

export const serviceStateSchema = deferred(() => serviceState());

export const mlsSchema = deferred(() => z.string().check(z.trim(), z.regex(/^[0-9]{5,10}$/, 'An MLS number has 5 to 10 digits.')));

/** A list query's page, and its page size (20 unless asked, 100 at most), read from the address. */
export const pageQueryFields = deferred(() => ({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
}));

export const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().check(z.int()), page: z.number().check(z.int()), pageSize: z.number().check(z.int()) });

/** Headers every call must carry. */
export const clientHeadersSchema = deferred(() => z.object({
  'x-client-token': z.string().check(z.minLength(1), z.maxLength(200)),
}));
