import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { signupDetailsSchema } from '@homeward/contracts';
import {
  agentDetailsBodySchema,
  agentFeePaymentParamsSchema,
  agentSignupBodySchema,
  type AgentDetailsResult,
  type AgentFeePayment,
  type AgentSignupResult,
} from '@homeward/contracts/signed-in';
import {
  AGENT_PENDING_MESSAGE,
  AGENT_STATUS,
  AGENT_TOKEN_EXPIRED_MESSAGE,
  agentRouteMessage,
  agentStatusRoute,
  EXISTING_ACCOUNT_MESSAGE,
  paymentErrorMessage,
} from '@homeward/domain';
import type { AppContext } from '../../context';
import { agentApplicationReceived } from '../messages/events';
import { authenticate } from '../../http/auth';
import { badRequest, conflict, gone, notFound, unauthorized } from '../../http/errors';
import { WebhookSignatureError, type PaymentEvent } from '../../providers/payments';
import { parseInput } from '../../http/validate';
import { sha256 } from '../../security/crypto';
import { peekVerificationToken, redeemVerificationToken } from '../account/phoneAuth';
import { createSession, tokenSet } from '../account/sessions';
import { findUserById, findUserByPhone, sessionUser, type UserRow } from '../account/users';

type AgentDetailsInput = z.output<typeof agentDetailsBodySchema>;

/** An application whose fee is not paid yet: it waits for the processor's webhook. */
const AWAITING_PAYMENT = 'AwaitingPayment';

/** What the fee pays for, as the card statement and the account's payment list show it. */
export const AGENT_FEE_DESCRIPTION = 'Homeward agent application fee';

function applicationDetails(body: AgentDetailsInput) {
  return {
    firm: body.firm,
    firmAddress: body.firmAddress,
    firmCity: body.firmCity,
    firmState: body.firmState,
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

/**
 * Agent signup (spec 3/7): either a signed-in user applies, or a phone-verified visitor applies and
 * the account is created. The application is saved as awaiting its fee (an applicant has one such
 * application, decided by a unique index, so sign-ups sent at once share it), then the fee's
 * PaymentIntent is created with a key derived from that application and fee: however many requests
 * arrive, there is one payment to confirm. The browser confirms it with the provider; only the
 * provider's signed webhook (paymentWebhook) moves the application on to review.
 */
export async function agentSignup(ctx: AppContext, request: FastifyRequest, rawBody: unknown): Promise<AgentSignupResult> {
  const body = parseInput(agentSignupBodySchema, rawBody, 'body');
  const now = ctx.clock.now();

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

  const saved = await ctx.db.transaction(async (tx) => {
    let userId: string;
    if (existing) {
      userId = existing.id;
    } else {
      if (!verificationToken || !(await redeemVerificationToken(tx, verificationToken, now))) throw gone(AGENT_TOKEN_EXPIRED_MESSAGE);
      const phone = await tx.query<{ phone: string }>('SELECT phone FROM verification_tokens WHERE token_hash = $1', [sha256(verificationToken)]);
      userId = randomUUID();
      const inserted = await tx.query(
        `INSERT INTO users (id, phone, country, email, first_name, last_name, is_agent, agent_status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, false, $7, $8, $8) ON CONFLICT (phone) DO NOTHING`,
        [userId, phone.rows[0].phone, phone.rows[0].phone.startsWith('+1') ? 'US' : null, newUser!.email.toLowerCase(), newUser!.firstName, newUser!.lastName, AGENT_STATUS.NewApplicant, now],
      );
      if (inserted.rowCount === 0) throw conflict(EXISTING_ACCOUNT_MESSAGE);
    }
    // One application awaiting its fee per applicant: a second sign-up updates it instead of adding one.
    const application = await tx.query<{ id: string }>(
      `INSERT INTO agent_applications (id, user_id, details, status, created_at, updated_at) VALUES ($1, $2, $3, '${AWAITING_PAYMENT}', $4, $4)
       ON CONFLICT (user_id) WHERE status = '${AWAITING_PAYMENT}' DO UPDATE SET details = EXCLUDED.details, updated_at = EXCLUDED.updated_at
       RETURNING id`,
      [randomUUID(), userId, JSON.stringify(applicationDetails(body)), now],
    );
    const user = (await findUserById(tx, userId))!;
    const token = existing ? null : await tokenSet(ctx, user, await createSession(tx, ctx, userId, body.accountRequest?.deviceToken));
    return { userId, applicationId: application.rows[0].id, user, token };
  });

  return {
    id: saved.userId,
    applicationId: saved.applicationId,
    user: sessionUser(saved.user),
    token: saved.token,
    payment: await feePayment(ctx, saved.userId, saved.applicationId, now),
  };
}

/**
 * The fee's PaymentIntent for an application, created once: the idempotency key is the application
 * and the fee, so the provider answers a repeat with the same intent, and the payment row is keyed
 * by that intent. Null when the provider cannot be reached (the application waits; asking again retries).
 */
async function feePayment(ctx: AppContext, userId: string, applicationId: string, now: Date): Promise<AgentSignupResult['payment']> {
  const { agentSignupFeeCents: amountCents, currency } = ctx.config.payments;
  const idempotencyKey = sha256(`agent-fee:${applicationId}:${amountCents}:${currency}`);
  let intent;
  try {
    intent = await ctx.providers.payments.createIntent({
      amountCents,
      currency,
      description: AGENT_FEE_DESCRIPTION,
      metadata: { purpose: 'agent_application_fee', applicationId, userId },
      idempotencyKey,
    });
  } catch (error) {
    ctx.log.warn(`agent fee intent not created: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO payments (id, user_id, amount_cents, currency, status, provider, provider_reference, description, idempotency_key, created_at)
       VALUES ($1, $2, $3, $4, 'requires_payment', $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [randomUUID(), userId, amountCents, currency, ctx.providers.payments.kind, intent.id, AGENT_FEE_DESCRIPTION, idempotencyKey, now],
    );
    await tx.query(
      `UPDATE agent_applications SET payment_id = (SELECT id FROM payments WHERE provider = $2 AND provider_reference = $3)
        WHERE id = $1 AND status = '${AWAITING_PAYMENT}'`,
      [applicationId, ctx.providers.payments.kind, intent.id],
    );
  });
  return { status: 'requires_payment', intentId: intent.id, clientSecret: intent.clientSecret, amountCents, currency };
}

/**
 * The payment processor's webhook: the only thing that marks a fee paid. The signature is checked on
 * the exact bytes received; the move is one conditional statement per row, so a replayed or doubled
 * event changes nothing the second time, on one API process or several.
 */
export async function paymentWebhook(ctx: AppContext, payload: string, signature: string): Promise<{ received: true }> {
  let event: PaymentEvent;
  try {
    event = ctx.providers.payments.readWebhook(payload, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest(error.message);
    throw error;
  }
  const provider = ctx.providers.payments.kind;
  const now = ctx.clock.now();
  if (event.kind === 'failed') {
    await ctx.db.query(`UPDATE payments SET failure_code = $3 WHERE provider = $1 AND provider_reference = $2 AND status = 'requires_payment'`, [
      provider,
      event.intentId,
      event.declineCode ?? event.code ?? 'unknown',
    ]);
    return { received: true };
  }
  if (event.kind !== 'succeeded') return { received: true };
  const pending = await ctx.db.query<{ amount_cents: number; currency: string }>(
    `SELECT amount_cents, currency FROM payments WHERE provider = $1 AND provider_reference = $2 AND status = 'requires_payment'`,
    [provider, event.intentId],
  );
  const row = pending.rows[0];
  if (!row) return { received: true };
  if (row.amount_cents !== event.amountCents || row.currency !== event.currency) {
    ctx.log.error(`payment ${event.intentId} succeeded with ${event.amountCents} ${event.currency}, expected ${row.amount_cents} ${row.currency}`);
    return { received: true };
  }
  const card = await ctx.providers.payments.paidCard(event.intentId);
  await ctx.db.transaction(async (tx) => {
    const paid = await tx.query<{ id: string }>(
      `UPDATE payments SET status = 'succeeded', card_brand = $3, card_last4 = $4, failure_code = NULL
        WHERE provider = $1 AND provider_reference = $2 AND status = 'requires_payment' RETURNING id`,
      [provider, event.intentId, card.brand, card.last4],
    );
    if (paid.rowCount === 0) return;
    const moved = await tx.query<{ id: string; user_id: string }>(
      `UPDATE agent_applications SET status = 'UnderReview', updated_at = $2 WHERE payment_id = $1 AND status = '${AWAITING_PAYMENT}' RETURNING id, user_id`,
      [paid.rows[0].id, now],
    );
    if (moved.rowCount === 0) return;
    await tx.query('UPDATE users SET is_agent = true, agent_status = $2, updated_at = $3 WHERE id = $1', [moved.rows[0].user_id, AGENT_STATUS.UnderReview, now]);
    // The application is received once its fee is paid: the applicant is told then, in the same transaction.
    await agentApplicationReceived(ctx, tx, moved.rows[0].user_id, moved.rows[0].id);
  });
  return { received: true };
}

/** Where the signed-in payer's fee payment stands, for the page waiting on the webhook. */
export async function feePaymentStatus(ctx: AppContext, request: FastifyRequest, rawParams: unknown): Promise<AgentFeePayment> {
  const { intentId } = parseInput(agentFeePaymentParamsSchema, rawParams, 'path');
  const principal = await authenticate(ctx, request);
  if (!principal) throw unauthorized('Please log in to continue.');
  const found = await ctx.db.query<{ status: string; amount_cents: number; currency: string; card_brand: string | null; card_last4: string | null; failure_code: string | null }>(
    `SELECT status, amount_cents, currency, card_brand, card_last4, failure_code FROM payments WHERE provider = $1 AND provider_reference = $2 AND user_id = $3`,
    [ctx.providers.payments.kind, intentId, principal.userId],
  );
  const row = found.rows[0];
  if (!row) throw notFound('No such payment.');
  const succeeded = row.status === 'succeeded';
  return {
    status: succeeded ? 'succeeded' : 'requires_payment',
    amountCents: row.amount_cents,
    currency: row.currency,
    reference: intentId,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    failureMessage: !succeeded && row.failure_code ? paymentErrorMessage(row.failure_code, row.failure_code) : null,
  };
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
    providerUrl: payments.provider === 'local' ? payments.localUrl : null,
    amountCents: payments.agentSignupFeeCents,
    currency: payments.currency,
    description: AGENT_FEE_DESCRIPTION,
  };
}
