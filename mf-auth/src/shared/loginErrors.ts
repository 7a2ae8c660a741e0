import { ApiError } from '@homeward/platform';
import {
  CODE_EXPIRED_MESSAGE,
  INVALID_CODE_MESSAGE,
  LOCKED_OUT_1_HOUR_MESSAGE,
  LOCKED_OUT_24_HOURS_MESSAGE,
  WRONG_NUMBER_MESSAGE,
} from '@homeward/domain';

/** The login texts of spec 8 the API answers with. */
const LOGIN_MESSAGES: ReadonlySet<string> = new Set([
  LOCKED_OUT_24_HOURS_MESSAGE,
  INVALID_CODE_MESSAGE,
  LOCKED_OUT_1_HOUR_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  WRONG_NUMBER_MESSAGE,
]);

export const CONNECTION_PROBLEM_MESSAGE = 'We could not reach Homeward. Check your connection and try again.';

/**
 * The text shown for a failed login step: the spec 8 message the API gave, the 24-hour lockout
 * for rate limiting, and 'Your code has expired…' for any other refusal (spec 8: "any other
 * failure"). An unreachable service says so, as no code text would be true.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (LOGIN_MESSAGES.has(error.message)) return error.message;
    if (error.status === 429) return LOCKED_OUT_24_HOURS_MESSAGE;
    if (error.status >= 500) return error.message;
    return CODE_EXPIRED_MESSAGE;
  }
  return CONNECTION_PROBLEM_MESSAGE;
}

/**
 * The name-and-email step: a field the API refused (400 with its own text, e.g. an email it
 * cannot accept) is named as such; anything else is a login failure as above.
 */
export function detailsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && !LOGIN_MESSAGES.has(error.message)) return error.message;
  return loginErrorMessage(error);
}
