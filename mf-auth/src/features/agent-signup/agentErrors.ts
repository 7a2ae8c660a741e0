import { ApiError } from '@homeward/platform';
import {
  AGENT_CODE_USED_RECENTLY_MESSAGE,
  AGENT_TOKEN_EXPIRED_MESSAGE,
  LOCKED_OUT_1_HOUR_MESSAGE,
  LOCKED_OUT_24_HOURS_MESSAGE,
  WRONG_NUMBER_MESSAGE,
} from '@homeward/domain';
import { CONNECTION_PROBLEM_MESSAGE } from '../../shared/loginErrors';

const LOCKOUTS: ReadonlySet<string> = new Set([LOCKED_OUT_24_HOURS_MESSAGE, LOCKED_OUT_1_HOUR_MESSAGE]);

function known(error: ApiError, texts: ReadonlySet<string>): string | undefined {
  if (texts.has(error.message)) return error.message;
  if (error.status === 429) return LOCKED_OUT_24_HOURS_MESSAGE;
  if (error.status >= 500) return error.message;
  return undefined;
}

/** Spec 8 agent flow: a code that cannot be sent is 'Wrong number provided' unless locked out. */
export function agentSendErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return CONNECTION_PROBLEM_MESSAGE;
  return known(error, LOCKOUTS) ?? WRONG_NUMBER_MESSAGE;
}

const VERIFY_TEXTS: ReadonlySet<string> = new Set([...LOCKOUTS, AGENT_CODE_USED_RECENTLY_MESSAGE, AGENT_TOKEN_EXPIRED_MESSAGE]);

/** Spec 8 agent flow: a code used recently says so; any other refused code is 'token expired'. */
export function agentVerifyErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return CONNECTION_PROBLEM_MESSAGE;
  return known(error, VERIFY_TEXTS) ?? AGENT_TOKEN_EXPIRED_MESSAGE;
}
