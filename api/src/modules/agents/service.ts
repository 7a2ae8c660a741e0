import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { agentSignupBodySchema, signupDetailsSchema, type AgentSignupResult } from '@homeward/contracts';
import {
  AGENT_STATUS,
  AGENT_TOKEN_EXPIRED_MESSAGE,
  agentRouteMessage,
  agentStatusRoute,
  CARD_DECLINED_MESSAGE,
  EXISTING_ACCOUNT_MESSAGE,
  isValidBirthDate,
  isValidCardExpiry,
  isValidCardNumber,
  isValidFirmStartDate,
  isValidPersonName,
  isValidSecurityCode,
  isValidZip,
  SOMETHING_WENT_WRONG_MESSAGE,
} from '@homeward/domain';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/auth';
import { ApiError, badRequest, conflict, gone, paymentRequired, unauthorized } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { sha256 } from '../../security/crypto';
import { peekVerificationToken, redeemVerificationToken } from '../account/phoneAuth';
import { createSession, tokenSet } from '../account/sessions';
import { findUserById, findUserByPhone, sessionUser, type UserRow } from '../account/users';

type AgentSignupInput = z.output<typeof agentSignupBodySchema>;

/** Spec 5 checks of the agent forms, with a message for the first one that fails. */
function checkSignup(body: AgentSignupInput, now: Date): void {
  const rules: Array<[boolean, string]> = [
    [isValidBirthDate(body.dateOfBirth, now), 'You must be at least 21 years old, with a birth date after 10/10/1920.'],
    [isValidFirmStartDate(body.inBusinessSince, now), 'The firm must have been in business for at least 2 years.'],
    [isValidZip(body.firmZip), 'Use a 5-digit firm zip code.'],
    [body.brokerAgreementAccepted, 'Please accept the broker agreement.'],
    [isValidCardNumber(body.payment.cardNumber), 'The card number must have 16 digits.'],
    [isValidSecurityCode(body.payment.cvc), 'The security code must have 3 digits.'],
    [isValidCardExpiry(body.payment.expiry, now), 'The card has expired or the expiry date is not valid (MM/YY).'],
    [isValidPersonName(body.payment.nameOnCard), 'Enter the name on the card (at least 2 letters, no digits).'],
    [isValidZip(body.payment.billingZip), 'Use a 5-digit billing zip code.'],
    [!body.imageUrl || /^https:\/\/\S+$/i.test(body.imageUrl) || /^\/[^/\\\s]\S*$/.test(body.imageUrl), 'Use an https link for the image.'],
  ];
  const failed = rules.find(([passes]) => !passes);
  if (failed) throw badRequest(failed[1]);
}

/** An agent who may not apply again gets the message of spec 8 for their status. */
function refuseExistingAgent(user: UserRow): void {
  if (!user.is_agent || user.agent_status === AGENT_STATUS.NewApplicant || user.agent_status === AGENT_STATUS.DetailsRequired) return;
  const message = agentRouteMessage(agentStatusRoute({ isAgent: user.is_agent, agentStatus: user.agent_status }));
  throw conflict(message ?? EXISTING_ACCOUNT_MESSAGE);
}

/**
 * Agent signup (spec 3/7): either a signed-in user applies, or a phone-verified visitor applies
 * and the account is created. The card is charged first; the account, application and payment are
 * then written in one transaction (the charge is refunded if that fails).
 */
export async function agentSignup(ctx: AppContext, request: FastifyRequest, rawBody: unknown): Promise<AgentSignupResult> {
  const body = parseInput(agentSignupBodySchema, rawBody, 'body');
  const now = ctx.clock.now();
  checkSignup(body, now);

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
  const charge = await ctx.providers.payments.charge({
    amountCents,
    currency: ctx.config.payments.currency,
    description: 'Homeward agent application',
    card: {
      number: body.payment.cardNumber,
      expiry: body.payment.expiry,
      cvc: body.payment.cvc,
      nameOnCard: body.payment.nameOnCard,
      billingZip: body.payment.billingZip,
    },
    // A retried request with the same card must not pay twice; another card is a new attempt.
    idempotencyKey: sha256(`agent-signup:${existing?.id ?? verificationToken}:${body.payment.cardNumber.replace(/\D/g, '')}:${amountCents}`),
  });
  if (charge.status === 'declined') throw paymentRequired(CARD_DECLINED_MESSAGE);
  if (charge.status === 'failed') throw new ApiError(502, 'ServiceUnavailable', SOMETHING_WENT_WRONG_MESSAGE);

  const cardLast4 = body.payment.cardNumber.replace(/\D/g, '').slice(-4);
  const details = {
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
        `INSERT INTO payments (id, user_id, amount_cents, currency, status, provider, provider_reference, card_last4, created_at)
         VALUES ($1, $2, $3, $4, 'succeeded', $5, $6, $7, $8)`,
        [paymentId, userId, amountCents, ctx.config.payments.currency, ctx.providers.payments.kind, charge.reference, cardLast4, now],
      );
      const applicationId = randomUUID();
      await tx.query(
        `INSERT INTO agent_applications (id, user_id, details, payment_id, status, created_at, updated_at) VALUES ($1, $2, $3, $4, 'UnderReview', $5, $5)`,
        [applicationId, userId, JSON.stringify(details), paymentId, now],
      );
      const user = (await findUserById(tx, userId))!;
      const token = existing ? null : await tokenSet(ctx, user, await createSession(tx, ctx, userId, body.accountRequest?.deviceToken));
      return {
        id: userId,
        applicationId,
        user: sessionUser(user),
        token,
        payment: { status: 'succeeded' as const, amountCents, reference: charge.reference },
      };
    });
  } catch (error) {
    await ctx.providers.payments.refund(charge.reference);
    throw error;
  }
}
