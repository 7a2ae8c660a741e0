import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { signupDetailsSchema } from '@homeward/contracts';
import {
  agentDetailsBodySchema,
  agentSignupBodySchema,
  type AgentDetailsResult,
  type AgentSignupResult,
} from '@homeward/contracts/signed-in';
import {
  AGENT_FORM_MESSAGES,
  AGENT_PENDING_MESSAGE,
  AGENT_STATUS,
  AGENT_TOKEN_EXPIRED_MESSAGE,
  agentRouteMessage,
  agentStatusRoute,
  CARD_DECLINED_MESSAGE,
  EXISTING_ACCOUNT_MESSAGE,
  isValidBirthDate,
  isValidFirmStartDate,
  isValidZip,
  SOMETHING_WENT_WRONG_MESSAGE,
} from '@homeward/domain';
import type { AppContext } from '../../context';
import { agentApplicationReceived } from '../messages/events';
import type { Queryable } from '../../db/db';
import { authenticate } from '../../http/auth';
import { ApiError, badRequest, conflict, gone, paymentRequired, unauthorized } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { sha256 } from '../../security/crypto';
import { peekVerificationToken, redeemVerificationToken } from '../account/phoneAuth';
import { createSession, tokenSet } from '../account/sessions';
import { findUserById, findUserByPhone, sessionUser, type UserRow } from '../account/users';

type AgentDetailsInput = z.output<typeof agentDetailsBodySchema>;

/** What the fee pays for, as the card statement and the account's payment list show it. */
export const AGENT_FEE_DESCRIPTION = 'Homeward agent application fee';

/** Spec 5 checks of the agent forms, with a message for the first one that fails. */
function checkDetails(body: AgentDetailsInput, now: Date): void {
  const rules: Array<[boolean, string]> = [
    [isValidBirthDate(body.dateOfBirth, now), AGENT_FORM_MESSAGES.dateOfBirth],
    [isValidFirmStartDate(body.inBusinessSince, now), AGENT_FORM_MESSAGES.inBusinessSince],
    [isValidZip(body.firmZip), AGENT_FORM_MESSAGES.firmZip],
    [body.brokerAgreementAccepted, AGENT_FORM_MESSAGES.brokerAgreementAccepted],
    [!body.imageUrl || /^https:\/\/\S+$/i.test(body.imageUrl) || /^\/[^/\\\s]\S*$/.test(body.imageUrl), 'Use an https link for the image.'],
  ];
  const failed = rules.find(([passes]) => !passes);
  if (failed) throw badRequest(failed[1]);
}

function applicationDetails(body: AgentDetailsInput) {
  return {
    firm: body.firm,
    firmAddress: body.firmAddress ?? null,
    firmCity: body.firmCity ?? null,
    firmState: body.firmState.toUpperCase(),
    firmZip: body.firmZip,
    licenseCity: body.licenseCity,
    licenseNumber: body.licenseNumber,
    dateOfBirth: body.dateOfBirth,
    inBusinessSince: body.inBusinessSince,
    brokerAgreementAccepted: body.brokerAgreementAccepted,
    imageUrl: body.imageUrl ?? null,
  };
}

/** An agent who may not apply again gets the message of spec 8 for their status. */
function refuseExistingAgent(user: UserRow): void {
  if (!user.is_agent || user.agent_status === AGENT_STATUS.NewApplicant || user.agent_status === AGENT_STATUS.DetailsRequired) return;
  const message = agentRouteMessage(agentStatusRoute({ isAgent: user.is_agent, agentStatus: user.agent_status }));
  throw conflict(message ?? EXISTING_ACCOUNT_MESSAGE);
}

/** True when a request that got in first has already recorded this charge. */
async function chargeRecorded(db: Queryable, reference: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM payments WHERE provider_reference = $1', [reference])).rowCount > 0;
}

/**
 * Agent signup (spec 3/7): either a signed-in user applies, or a phone-verified visitor applies
 * and the account is created. The card token made by the provider's browser client is charged
 * first; the account, application and payment are then written in one transaction (the charge is
 * refunded if that fails, unless a doubled submit already recorded it).
 */
export async function agentSignup(ctx: AppContext, request: FastifyRequest, rawBody: unknown): Promise<AgentSignupResult> {
  const body = parseInput(agentSignupBodySchema, rawBody, 'body');
  const now = ctx.clock.now();
  checkDetails(body, now);

  const principal = await authenticate(ctx, request);
  let existing: UserRow | null = null;
  let verificationToken: string | null = null;
  let newUser: z.output<typeof signupDetailsSchema> | null = null;
  if (principal) {
    existing = await findUserById(ctx.db, principal.userId);
    if (!existing) throw unauthorized('Please log in to continue.');
    refuseExistingAgent(existing);
  } else {
    verificationToken = body.accountRequest?.accessToken ?? null;
    const phone = verificationToken ? await peekVerificationToken(ctx.db, verificationToken, now) : null;
    if (!phone) throw gone(AGENT_TOKEN_EXPIRED_MESSAGE);
    if (await findUserByPhone(ctx.db, phone)) throw conflict(EXISTING_ACCOUNT_MESSAGE);
    newUser = parseInput(signupDetailsSchema, body.accountRequest?.user ?? {}, 'body');
  }

  const amountCents = ctx.config.payments.agentSignupFeeCents;
  const currency = ctx.config.payments.currency;
  // The browser sends one key per payment attempt; bound to who pays, a doubled or retried submit
  // replays the same charge at the provider instead of making a second one.
  const payer = existing ? `user:${existing.id}` : `phone-check:${sha256(verificationToken!)}`;
  const charge = await ctx.providers.payments.charge({
    amountCents,
    currency,
    description: AGENT_FEE_DESCRIPTION,
    token: body.payment.token,
    idempotencyKey: sha256(`agent-signup:${payer}:${body.payment.idempotencyKey}`),
  });
  if (charge.status === 'declined') throw paymentRequired(CARD_DECLINED_MESSAGE);
  if (charge.status === 'failed') {
    ctx.log.warn(`agent fee charge failed: ${charge.reason}`);
    // An unknown or spent token is the caller's mistake; a processor failure is not.
    if (charge.cause === 'invalid') throw badRequest(SOMETHING_WENT_WRONG_MESSAGE);
    throw new ApiError(502, 'ServiceUnavailable', SOMETHING_WENT_WRONG_MESSAGE);
  }

  try {
    return await ctx.db.transaction(async (tx) => {
      let userId: string;
      if (existing) {
        userId = existing.id;
        await tx.query('UPDATE users SET is_agent = true, agent_status = $2, updated_at = $3 WHERE id = $1', [userId, AGENT_STATUS.UnderReview, now]);
      } else {
        if (!verificationToken || !(await redeemVerificationToken(tx, verificationToken, now))) throw gone(AGENT_TOKEN_EXPIRED_MESSAGE);
        const phone = await tx.query<{ phone: string }>('SELECT phone FROM verification_tokens WHERE token_hash = $1', [sha256(verificationToken)]);
        userId = randomUUID();
        const inserted = await tx.query(
          `INSERT INTO users (id, phone, country, email, first_name, last_name, is_agent, agent_status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8, $8) ON CONFLICT (phone) DO NOTHING`,
          [userId, phone.rows[0].phone, phone.rows[0].phone.startsWith('+1') ? 'US' : null, newUser!.email.toLowerCase(), newUser!.firstName, newUser!.lastName, AGENT_STATUS.UnderReview, now],
        );
        if (inserted.rowCount === 0) throw conflict(EXISTING_ACCOUNT_MESSAGE);
      }
      const paymentId = randomUUID();
      await tx.query(
        `INSERT INTO payments (id, user_id, amount_cents, currency, status, provider, provider_reference, card_brand, card_last4, description, idempotency_key, created_at)
         VALUES ($1, $2, $3, $4, 'succeeded', $5, $6, $7, $8, $9, $10, $11)`,
        [
          paymentId,
          userId,
          amountCents,
          currency,
          ctx.providers.payments.kind,
          charge.reference,
          charge.card.brand,
          charge.card.last4,
          AGENT_FEE_DESCRIPTION,
          body.payment.idempotencyKey,
          now,
        ],
      );
      const applicationId = randomUUID();
      await tx.query(
        `INSERT INTO agent_applications (id, user_id, details, payment_id, status, created_at, updated_at) VALUES ($1, $2, $3, $4, 'UnderReview', $5, $5)`,
        [applicationId, userId, JSON.stringify(applicationDetails(body)), paymentId, now],
      );
      await agentApplicationReceived(ctx, tx, userId, applicationId);
      const user = (await findUserById(tx, userId))!;
      const token = existing ? null : await tokenSet(ctx, user, await createSession(tx, ctx, userId, body.accountRequest?.deviceToken));
      return {
        id: userId,
        applicationId,
        user: sessionUser(user),
        token,
        payment: { status: 'succeeded' as const, amountCents, reference: charge.reference, cardBrand: charge.card.brand, cardLast4: charge.card.last4 },
      };
    });
  } catch (error) {
    // A doubled submit that lost the race: the first one recorded this very charge, so it stays.
    if (await chargeRecorded(ctx.db, charge.reference)) throw conflict(AGENT_PENDING_MESSAGE);
    await ctx.providers.payments.refund(charge.reference, sha256(`refund:${charge.reference}`));
    throw error;
  }
}

/** Who sends the details form: the signed-in agent, or the owner of a fresh phone check. */
async function detailsApplicant(ctx: AppContext, request: FastifyRequest, verificationToken: string | undefined, now: Date): Promise<{ user: UserRow; signedIn: boolean }> {
  const principal = await authenticate(ctx, request);
  let user: UserRow | null;
  if (principal) {
    user = await findUserById(ctx.db, principal.userId);
    if (!user) throw unauthorized('Please log in to continue.');
  } else {
    const phone = verificationToken ? await peekVerificationToken(ctx.db, verificationToken, now) : null;
    if (!phone) throw gone(AGENT_TOKEN_EXPIRED_MESSAGE);
    user = await findUserByPhone(ctx.db, phone);
  }
  if (!user || user.agent_status !== AGENT_STATUS.DetailsRequired) {
    const route = user ? agentStatusRoute({ isAgent: user.is_agent, agentStatus: user.agent_status }) : 'agent-flow';
    throw conflict(agentRouteMessage(route) ?? 'Your application does not need more details.');
  }
  return { user, signedIn: !!principal };
}

/**
 * The details form of agentStatus 3: the application's details are replaced and it goes back under
 * review. The fee was paid with the application, so nothing is charged.
 */
export async function agentDetails(ctx: AppContext, request: FastifyRequest, rawBody: unknown): Promise<AgentDetailsResult> {
  const body = parseInput(agentDetailsBodySchema, rawBody, 'body');
  const now = ctx.clock.now();
  checkDetails(body, now);
  const verificationToken = body.accountRequest?.accessToken;
  const { user, signedIn } = await detailsApplicant(ctx, request, verificationToken, now);
  const details = JSON.stringify(applicationDetails(body));
  return ctx.db.transaction(async (tx) => {
    if (!signedIn && !(await redeemVerificationToken(tx, verificationToken!, now))) throw gone(AGENT_TOKEN_EXPIRED_MESSAGE);
    const moved = await tx.query('UPDATE users SET agent_status = $2, updated_at = $3 WHERE id = $1 AND agent_status = $4', [
      user.id,
      AGENT_STATUS.UnderReview,
      now,
      AGENT_STATUS.DetailsRequired,
    ]);
    if (moved.rowCount === 0) throw conflict(AGENT_PENDING_MESSAGE);
    const latest = await tx.query<{ id: string }>('SELECT id FROM agent_applications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [user.id]);
    let applicationId = latest.rows[0]?.id;
    if (applicationId) {
      await tx.query(`UPDATE agent_applications SET details = $2, status = 'UnderReview', updated_at = $3 WHERE id = $1`, [applicationId, details, now]);
    } else {
      applicationId = randomUUID();
      await tx.query(`INSERT INTO agent_applications (id, user_id, details, status, created_at, updated_at) VALUES ($1, $2, $3, 'UnderReview', $4, $4)`, [
        applicationId,
        user.id,
        details,
        now,
      ]);
    }
    await agentApplicationReceived(ctx, tx, user.id, `${applicationId}:${now.toISOString()}`);
    return { applicationId, user: sessionUser((await findUserById(tx, user.id))!) };
  });
}

/** Public settings the browser needs to take the fee (no secret: the secret key stays here). */
export function paymentSettings(ctx: AppContext) {
  const payments = ctx.config.payments;
  return {
    provider: payments.provider,
    publishableKey: payments.publishableKey,
    tokenUrl: payments.provider === 'local' ? `${payments.localUrl}/v1/tokens` : null,
    amountCents: payments.agentSignupFeeCents,
    currency: payments.currency,
    description: AGENT_FEE_DESCRIPTION,
  };
}
