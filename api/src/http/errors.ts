import type { ErrorStatusCode } from '@homeward/contracts';

/** An error whose message is safe to show the caller, with the HTTP status and envelope statusCode. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusCode: ErrorStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, 'BadRequest', message);
export const unauthorized = (message: string) => new ApiError(401, 'Unauthorized', message);
export const paymentRequired = (message: string) => new ApiError(402, 'PaymentRequired', message);
export const forbidden = (message: string) => new ApiError(403, 'Forbidden', message);
export const notFound = (message: string) => new ApiError(404, 'NotFound', message);
export const conflict = (message: string) => new ApiError(409, 'Conflict', message);
export const gone = (message: string) => new ApiError(410, 'Gone', message);
export const tooManyRequests = (message: string) => new ApiError(429, 'TooManyRequests', message);
export const locked = (message: string) => new ApiError(423, 'Locked', message);
export const unavailable = (message: string) => new ApiError(503, 'ServiceUnavailable', message);

/** Messages for errors that are not ApiErrors. */
export const MESSAGES = {
  signInRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  missingClientToken: 'A client token is required (X-Client-Token header).',
  unknownClientToken: 'Unknown client token.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Unsupported content type. Send application/json.',
  badUrl: 'The request address is not valid.',
  internal: 'Sorry, something went wrong. Please try again or contact support.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  headersTooLarge: 'The request headers are too large.',
  conflict: 'That is already in use on another account.',
  unavailable: 'The service is not ready. Please try again in a moment.',
} as const;

/** PostgreSQL's SQLSTATE for a unique index that refused a row. */
export const UNIQUE_VIOLATION = '23505';

/**
 * Errors that mean the database cannot be reached or is shutting down (SQLSTATE classes 08 and
 * 57P, too many connections, a refused or dropped socket): the caller may try again shortly.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = String((error as { code?: unknown })?.code ?? '');
  if (/^08/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300') return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code)) return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(String((error as Error)?.message ?? ''));
}
