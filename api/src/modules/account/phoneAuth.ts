import { randomUUID } from 'node:crypto';
import {
  CODE_EXPIRED_MESSAGE,
  CODE_LENGTH,
  INVALID_CODE_MESSAGE,
  LOCKED_OUT_1_HOUR_MESSAGE,
  LOCKED_OUT_24_HOURS_MESSAGE,
  WRONG_NUMBER_MESSAGE,
} from '@homeward/domain';
import { phoneWithCountrySchema } from '@homeward/contracts';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../clock';
import { badRequest, forbidden, gone, tooManyRequests, unavailable } from '../../http/errors';
import { randomDigits, randomToken, safeEqual, sha256 } from '../../security/crypto';
import { Limits } from './limits';
import {
  consumeChallenge,
  countFailedAttempt,
  findChallenge as findChallengeRow,
  findUserByPhone,
  findVerificationToken,
  markVerificationTokenUsed,
  replaceChallenge,
  suspendUser,
  type ChallengeRow,
} from './repository';
import { isSuspended, type UserRow } from './users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const limitKeys = {
  sendPhone: (phone: string) => `send:phone:${phone}`,
  sendIp: (ip: string) => `send:ip:${ip}`,
  verifyPhone: (phone: string) => `verify:phone:${phone}`,
  wrongCodes: (phone: string) => `wrong-code:phone:${phone}`,
  verifyLockouts: (phone: string) => `verify-lockouts:phone:${phone}`,
};

/** The challenge's own id salts the hash, so equal codes never share a stored value. */
const codeHash = (challengeId: string, code: string) => sha256(`${challengeId}:${code}`);

/**
 * The E.164 number a code goes to, by the site's one phone rule (see phoneWithCountrySchema): the
 * national number of `country` (US when none is named), or an international one starting with '+'.
 */
export function phoneFromInput(phone: string | undefined, country: string | undefined): string {
  const result = phoneWithCountrySchema.safeParse({ phone, country });
  if (!result.success) throw badRequest(WRONG_NUMBER_MESSAGE);
  return result.data;
}

/** Spec 4.2 step 2: a 6-digit code by SMS, with per-phone and per-address limits (spec 8). */
export async function sendCode(ctx: AppContext, phone: string, clientIp: string): Promise<{ challengeIdentifier: string; isNewUser: boolean }> {
  const limits = new Limits(ctx.db, ctx.clock);
  const user = await findUserByPhone(ctx.db, phone);
  if (isSuspended(user, ctx.clock.now())) throw forbidden(LOCKED_OUT_24_HOURS_MESSAGE);
  if (await limits.lockedUntil([limitKeys.sendPhone(phone), limitKeys.sendIp(clientIp)])) throw tooManyRequests(LOCKED_OUT_24_HOURS_MESSAGE);

  const { codeRequestsPerPhonePerHour, codeRequestsPerIpPerHour } = ctx.config.limits;
  if ((await limits.hit(limitKeys.sendPhone(phone), HOUR_MS)) > codeRequestsPerPhonePerHour) {
    await limits.lock(limitKeys.sendPhone(phone), DAY_MS, 'too many code requests for this phone');
    throw tooManyRequests(LOCKED_OUT_24_HOURS_MESSAGE);
  }
  if ((await limits.hit(limitKeys.sendIp(clientIp), HOUR_MS)) > codeRequestsPerIpPerHour) {
    await limits.lock(limitKeys.sendIp(clientIp), DAY_MS, 'too many code requests from this address');
    throw tooManyRequests(LOCKED_OUT_24_HOURS_MESSAGE);
  }

  const now = ctx.clock.now();
  const id = randomUUID();
  const code = randomDigits(CODE_LENGTH);
  // Only the newest code for a phone works.
  await replaceChallenge(ctx.db, { id, phone, codeHash: codeHash(id, code), clientIp, now, expiresAt: new Date(now.getTime() + ctx.config.codeTtlMinutes * MINUTE_MS) });
  try {
    await ctx.providers.sms.send(phone, `Your Homeward verification code is ${code}. It expires in ${ctx.config.codeTtlMinutes} minutes.`);
  } catch (error) {
    ctx.log.error(`SMS delivery failed: ${(error as Error).message}`);
    throw unavailable('We could not send the code. Please try again.');
  }
  return { challengeIdentifier: id, isNewUser: !user };
}

/** The wording of each verification failure; the login and agent flows word them differently (spec 8). */
export interface VerifyMessages {
  expired: string;
  used: string;
  invalid: string;
}

export const LOGIN_VERIFY_MESSAGES: VerifyMessages = { expired: CODE_EXPIRED_MESSAGE, used: CODE_EXPIRED_MESSAGE, invalid: INVALID_CODE_MESSAGE };

/** The challenge of an identifier; one that is not a uuid names none. */
export async function findChallenge(db: Queryable, challengeId: string): Promise<ChallengeRow | null> {
  return UUID.test(challengeId) ? findChallengeRow(db, challengeId) : null;
}

/**
 * A wrong code: the attempt was counted before the code was checked (see verifyCode), so the
 * attempt that reaches the limit is the one that locks, and it alone records the lockout.
 */
async function recordWrongCode(ctx: AppContext, challenge: ChallengeRow, attempt: number, user: UserRow | null, messages: VerifyMessages): Promise<never> {
  const limits = new Limits(ctx.db, ctx.clock);
  const { phone } = challenge;
  await countFailedAttempt(ctx.db, challenge.id);
  if (attempt < ctx.config.limits.wrongCodesPerHour) throw badRequest(messages.invalid);

  // The attempt window stays: it ends before this lock does, so no attempt slips in meanwhile.
  await limits.lock(limitKeys.verifyPhone(phone), HOUR_MS, 'too many wrong codes');
  const lockouts = await limits.hit(limitKeys.verifyLockouts(phone), DAY_MS);
  if (lockouts >= ctx.config.limits.lockoutsBeforeSuspension) {
    const until = new Date(ctx.clock.now().getTime() + DAY_MS);
    if (user) await suspendUser(ctx.db, user.id, until);
    await limits.lock(limitKeys.sendPhone(phone), DAY_MS, 'suspended after repeated lockouts');
    throw forbidden(LOCKED_OUT_24_HOURS_MESSAGE);
  }
  throw tooManyRequests(LOCKED_OUT_1_HOUR_MESSAGE);
}

/**
 * Checks a code against its challenge. A right code consumes the challenge (single use) and yields
 * a single-use verification token, valid for the code lifetime, that a login or signup redeems.
 */
export async function verifyCode(
  ctx: AppContext,
  challengeId: string,
  code: string,
  messages: VerifyMessages,
  expectedPhone?: string,
): Promise<{ token: string; phone: string; user: UserRow | null }> {
  const now = ctx.clock.now();
  const challenge = await findChallenge(ctx.db, challengeId);
  if (!challenge) throw gone(messages.expired);
  if (expectedPhone && expectedPhone !== challenge.phone) throw badRequest(WRONG_NUMBER_MESSAGE);
  const user = await findUserByPhone(ctx.db, challenge.phone);
  if (isSuspended(user, now)) throw forbidden(LOCKED_OUT_24_HOURS_MESSAGE);
  const limits = new Limits(ctx.db, ctx.clock);
  if (await limits.lockedUntil([limitKeys.verifyPhone(challenge.phone)])) throw tooManyRequests(LOCKED_OUT_1_HOUR_MESSAGE);
  if (challenge.consumed_at) throw gone(messages.used);
  if (challenge.expires_at <= now) throw gone(messages.expired);

  // Each guess takes a numbered attempt before the code is looked at, in one atomic statement, so a
  // burst of guesses on any number of processes has exactly the allowed number evaluated.
  const { count: attempt } = await limits.take(limitKeys.wrongCodes(challenge.phone), HOUR_MS);
  if (attempt > ctx.config.limits.wrongCodesPerHour) throw tooManyRequests(LOCKED_OUT_1_HOUR_MESSAGE);

  const wellFormed = new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
  if (!wellFormed || !safeEqual(codeHash(challenge.id, code), challenge.code_hash)) {
    return recordWrongCode(ctx, challenge, attempt, user, messages);
  }

  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + ctx.config.codeTtlMinutes * MINUTE_MS);
  const consumed = await ctx.db.transaction((tx) => consumeChallenge(tx, challenge, sha256(token), now, expiresAt));
  if (!consumed) throw gone(messages.used);
  await limits.reset(limitKeys.wrongCodes(challenge.phone));
  return { token, phone: challenge.phone, user };
}

/** The phone a verification token proves, if the token is unused and unexpired. */
export async function peekVerificationToken(db: Queryable, token: string, now: Date): Promise<string | null> {
  const row = await findVerificationToken(db, sha256(token));
  if (!row || row.used_at || row.expires_at <= now) return null;
  return row.phone;
}

/** Marks the token used; false when another request redeemed it first. */
export async function redeemVerificationToken(tx: Queryable, token: string, now: Date): Promise<boolean> {
  return markVerificationTokenUsed(tx, sha256(token), now);
}
