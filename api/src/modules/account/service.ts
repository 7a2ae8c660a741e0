import { randomUUID } from 'node:crypto';
import {
  NEW_USER_DETAILS_MESSAGE,
  type AccountDetails,
  type AuthProvider,
  type LoginResult,
  type LoginWithPhoneBody,
  type UpdateAccountBody,
} from '@homeward/contracts';
import { CODE_EXPIRED_MESSAGE, LOCKED_OUT_24_HOURS_MESSAGE } from '@homeward/domain';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { DAY_MS, HOUR_MS } from '../../clock';
import { badRequest, forbidden, gone, notFound, tooManyRequests, unauthorized, unavailable } from '../../http/errors';
import { IdentityVerificationError, type VerifiedIdentity } from '../../providers/identity';
import { randomToken, sha256 } from '../../security/crypto';
import { Limits } from './limits';
import { accountDeleted, emailChanged as notifyEmailChanged, emailVerification } from '../messages/events';
import { peekVerificationToken, redeemVerificationToken } from './phoneAuth';
import { createSession, tokenSet } from './sessions';
import {
  claimEmailVerification,
  confirmUserEmail,
  deleteUser,
  findUserById,
  findUserByIdentity,
  findUserByPhone,
  insertEmailVerification,
  insertPhoneUser,
  insertSessionIdentity,
  insertSocialUser,
  updateProfile,
} from './repository';
import { accountDetails, isEstablished, isSuspended, sessionUser, type UserRow } from './users';
import { dropPendingAlerts } from '../savedSearches/repository';

async function loginResult(ctx: AppContext, tx: Queryable, user: UserRow, deviceToken: string | null | undefined): Promise<LoginResult> {
  const session = await createSession(tx, ctx, user.id, deviceToken);
  return { id: user.id, isEstablished: isEstablished(user), user: sessionUser(user), token: await tokenSet(ctx, user, session) };
}

const countryOf = (phone: string) => (phone.startsWith('+1') ? 'US' : null);

/** Spec 4.2 step 5: redeem the verification token; new users also give their name and email. */
export async function loginWithPhone(ctx: AppContext, body: LoginWithPhoneBody): Promise<LoginResult> {
  const now = ctx.clock.now();
  const phone = await peekVerificationToken(ctx.db, body.accessToken, now);
  if (!phone) throw gone(CODE_EXPIRED_MESSAGE);
  const existing = await findUserByPhone(ctx.db, phone);
  if (isSuspended(existing, now)) throw forbidden(LOCKED_OUT_24_HOURS_MESSAGE);
  const details = existing ? null : body.user;
  if (!existing && !details) throw badRequest(NEW_USER_DETAILS_MESSAGE);

  return ctx.db.transaction(async (tx) => {
    if (!(await redeemVerificationToken(tx, body.accessToken, now))) throw gone(CODE_EXPIRED_MESSAGE);
    let user = existing;
    if (!user && details) {
      await insertPhoneUser(tx, { id: randomUUID(), phone, country: countryOf(phone), email: details.email.toLowerCase(), firstName: details.firstName, lastName: details.lastName, now });
      user = await findUserByPhone(tx, phone);
    }
    if (!user) throw gone(CODE_EXPIRED_MESSAGE);
    return loginResult(ctx, tx, user, body.deviceToken);
  });
}

/** The Homeward error for a provider or token that did not do: 503 when the provider cannot be reached. */
export function identityFailure(error: unknown): Error {
  if (error instanceof IdentityVerificationError) return error.reason === 'unavailable' ? unavailable(error.message) : unauthorized(error.message);
  return error as Error;
}

/** The account of a verified identity: the one linked to it, else a new one made from what the provider says. */
export async function userForIdentity(tx: Queryable, identity: VerifiedIdentity, now: Date): Promise<UserRow> {
  let user: UserRow | null = await findUserByIdentity(tx, identity.provider, identity.subject);
  if (!user) {
    const id = randomUUID();
    await insertSocialUser(tx, {
      id,
      email: identity.email,
      firstName: identity.firstName?.slice(0, 20) ?? null,
      lastName: identity.lastName?.slice(0, 20) ?? null,
      image: identity.picture,
      emailConfirmed: identity.emailVerified && !!identity.email,
      provider: identity.provider,
      subject: identity.subject,
      now,
    });
    user = await findUserById(tx, id);
  }
  if (!user) throw unauthorized('Social sign-in failed. Please try again.');
  if (isSuspended(user, now)) throw forbidden(LOCKED_OUT_24_HOURS_MESSAGE);
  return user;
}

/** Signs a verified identity in: a new session, with the provider behind it kept for its renewals. */
export async function signInIdentity(
  ctx: AppContext,
  identity: VerifiedIdentity & { expiresAt: Date },
  options: { deviceToken?: string | null; providerRefreshToken?: string | null } = {},
): Promise<LoginResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const user = await userForIdentity(tx, identity, now);
    const session = await createSession(tx, ctx, user.id, options.deviceToken);
    await insertSessionIdentity(tx, { sessionId: session.sessionId, provider: identity.provider, subject: identity.subject, refreshToken: options.providerRefreshToken ?? null, expiresAt: identity.expiresAt, now });
    return { id: user.id, isEstablished: isEstablished(user), user: sessionUser(user), token: await tokenSet(ctx, user, session) };
  });
}

/** Social sign-in (spec 4.2, LoginWithSocial): a verified ID token signs in or creates the account. */
export async function loginWithSocial(
  ctx: AppContext,
  input: { accessToken: string; authProvider: AuthProvider; deviceToken?: string | null },
): Promise<LoginResult> {
  let identity;
  try {
    identity = await ctx.providers.identity.verify(input.authProvider, input.accessToken);
  } catch (error) {
    throw identityFailure(error);
  }
  return signInIdentity(ctx, identity, { deviceToken: input.deviceToken });
}

export async function getAccount(ctx: AppContext, userId: string): Promise<AccountDetails> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized('Please log in to continue.');
  return accountDetails(ctx.db, user);
}

export async function updateAccount(ctx: AppContext, userId: string, changes: UpdateAccountBody): Promise<AccountDetails> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized('Please log in to continue.');
  const email = changes.email?.toLowerCase();
  const emailChanged = email !== undefined && email !== user.email;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await updateProfile(
      tx,
      userId,
      {
        firstName: changes.firstName ?? user.first_name,
        lastName: changes.lastName ?? user.last_name,
        email: email ?? user.email,
        image: changes.image === undefined ? user.image : changes.image || null,
        emailConfirmed: emailChanged ? false : user.is_email_confirmed,
      },
      now,
    );
    // The old address (and the phone) hear of the change; the new one too, so a typo is noticed.
    if (emailChanged) {
      await notifyEmailChanged(ctx, tx, { id: userId, phone: user.phone, firstName: user.first_name }, user.email, email || null, `${userId}:${now.toISOString()}`);
    }
  });
  return getAccount(ctx, userId);
}

/** Deletes the account; sessions, favourites, saved searches, requests, applications and profiles go with it (cascade). */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user || !(await deleteUser(tx, userId))) throw notFound('This account no longer exists.');
    await dropPendingAlerts(tx, userId);
    // The confirmation is written with the deletion; it keeps only the addresses it goes to.
    await accountDeleted(ctx, tx, { userId: null, email: user.email, phone: user.phone, firstName: user.first_name }, userId);
  });
}

const EMAIL_LINK_TTL_MS = DAY_MS;
const VERIFY_EMAILS_PER_HOUR = 5;

export async function sendVerifyEmail(ctx: AppContext, userId: string): Promise<{ emailStatus: 'Sent' | 'AlreadyConfirmed'; email: string }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized('Please log in to continue.');
  if (!user.email) throw notFound('Add an email address to your account first.');
  if (user.is_email_confirmed) return { emailStatus: 'AlreadyConfirmed', email: user.email };
  const limits = new Limits(ctx.db, ctx.clock);
  if ((await limits.hit(`verify-email:${userId}`, HOUR_MS)) > VERIFY_EMAILS_PER_HOUR) {
    throw tooManyRequests('We have sent several emails already. Please check your inbox or try again later.');
  }
  const now = ctx.clock.now();
  const token = randomToken(32);
  const link = `${ctx.config.publicWebUrl.replace(/\/$/, '')}/verify/email?token=${encodeURIComponent(token)}`;
  const email = user.email;
  await ctx.db.transaction(async (tx) => {
    await insertEmailVerification(tx, { tokenHash: sha256(token), userId, email, now, expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS) });
    await emailVerification(ctx, tx, { id: userId, email, firstName: user.first_name }, link, sha256(token));
  });
  return { emailStatus: 'Sent', email: user.email };
}

export async function confirmEmail(ctx: AppContext, token: string): Promise<{ isEmailConfirmed: true; email: string }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await claimEmailVerification(tx, sha256(token), now);
    const expired = 'This verification link has expired. Please request a new one.';
    if (!row) throw gone(expired);
    // The link confirms the address it was sent to, not one the user switched to since.
    if (!(await confirmUserEmail(tx, row.user_id, row.email, now))) throw gone(expired);
    return { isEmailConfirmed: true as const, email: row.email };
  });
}
