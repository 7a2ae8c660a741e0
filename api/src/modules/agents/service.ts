import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { NEW_USER_DETAILS_MESSAGE } from '@homeward/contracts';
import {
  agentDetailsBodySchema,
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
import { sha256 } from '../../security/crypto';
import { peekVerificationToken, redeemVerificationToken } from '../account/phoneAuth';
import { findUserById, findUserByPhone, insertPhoneUser } from '../account/repository';
import { createSession, tokenSet } from '../account/sessions';
import { sessionUser, type UserRow } from '../account/users';
import {
  findPendingPayment,
  findUsersPayment,
  makeAgent,
  markPaymentSucceeded,
  moveAgentStatus,
  moveApplicationToReview,
  recordFeePayment,
  recordPaymentFailure,
  resubmitApplication,
  saveAwaitingApplication,
  verificationTokenPhone,
} from './repository';

type AgentSignupInput = z.output<typeof agentSignupBodySchema>;
type AgentDetailsInput = z.output<typeof agentDetailsBodySchema>;

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
function refuseExistingAgent(user: UserRow, supportEmail: string): void {
  if (!user.is_agent || user.agent_status === AGENT_STATUS.NewApplicant || user.agent_status === AGENT_STATUS.DetailsRequired) return;
  const message = agentRouteMessage(agentStatusRoute({ isAgent: user.is_agent, agentStatus: user.agent_status }), supportEmail);
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
export async function agentSignup(ctx: AppContext, request: FastifyRequest, body: AgentSignupInput): Promise<AgentSignupResult> {
  const now = ctx.clock.now();

  const principal = await authenticate(ctx, request);
  let existing: UserRow | null = null;
  let verificationToken: string | null = null;
  let newUser: NonNullable<AgentSignupInput['accountRequest']>['user'] | null = null;
  if (principal) {
    existing = await findUserById(ctx.db, principal.userId);
    if (!existing) throw unauthorized('Please log in to continue.');
    refuseExistingAgent(existing, ctx.config.supportEmail);
  } else {
    verificationToken = body.accountRequest?.accessToken ?? null;
    const phone = verificationToken ? await peekVerificationToken(ctx.db, verificationToken, now) : null;
    if (!phone) throw gone(AGENT_TOKEN_EXPIRED_MESSAGE);
    if (await findUserByPhone(ctx.db, phone)) throw conflict(EXISTING_ACCOUNT_MESSAGE);
    newUser = body.accountRequest?.user ?? null;
    if (!newUser) throw badRequest(NEW_USER_DETAILS_MESSAGE);
  }

  const saved = await ctx.db.transaction(async (tx) => {
    let userId: string;
    if (existing) {
      userId = existing.id;
    } else {
      if (!verificationToken || !(await redeemVerificationToken(tx, verificationToken, now))) throw gone(AGENT_TOKEN_EXPIRED_MESSAGE);
      const phone = (await verificationTokenPhone(tx, sha256(verificationToken)))!;
      userId = randomUUID();
      const details = newUser!;
      const inserted = await insertPhoneUser(tx, {
        id: userId,
        phone,
        country: phone.startsWith('+1') ? 'US' : null,
        email: details.email.toLowerCase(),
        firstName: details.firstName,
        lastName: details.lastName,
        agentStatus: AGENT_STATUS.NewApplicant,
        now,
      });
      if (!inserted) throw conflict(EXISTING_ACCOUNT_MESSAGE);
    }
    // One application awaiting its fee per applicant: a second sign-up updates it instead of adding one.
    const applicationId = await saveAwaitingApplication(tx, { id: randomUUID(), userId, details: JSON.stringify(applicationDetails(body)), now });
    const user = (await findUserById(tx, userId))!;
    const token = existing ? null : await tokenSet(ctx, user, await createSession(tx, ctx, userId, body.accountRequest?.deviceToken));
    return { userId, applicationId, user, token };
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
  await recordFeePayment(ctx.db, {
    id: randomUUID(),
    userId,
    applicationId,
    amountCents,
    currency,
    provider: ctx.providers.payments.kind,
    intentId: intent.id,
    description: AGENT_FEE_DESCRIPTION,
    idempotencyKey,
    now,
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
    await recordPaymentFailure(ctx.db, provider, event.intentId, event.declineCode ?? event.code ?? 'unknown');
    return { received: true };
  }
  if (event.kind !== 'succeeded') return { received: true };
  const row = await findPendingPayment(ctx.db, provider, event.intentId);
  if (!row) return { received: true };
  if (row.amount_cents !== event.amountCents || row.currency !== event.currency) {
    ctx.log.error(`payment ${event.intentId} succeeded with ${event.amountCents} ${event.currency}, expected ${row.amount_cents} ${row.currency}`);
    return { received: true };
  }
  const card = await ctx.providers.payments.paidCard(event.intentId);
  await ctx.db.transaction(async (tx) => {
    const paymentId = await markPaymentSucceeded(tx, provider, event.intentId, card);
    if (!paymentId) return;
    const moved = await moveApplicationToReview(tx, paymentId, now);
    if (!moved) return;
    await makeAgent(tx, moved.user_id, AGENT_STATUS.UnderReview, now);
    // The application is received once its fee is paid: the applicant is told then, in the same transaction.
    await agentApplicationReceived(ctx, tx, moved.user_id, moved.id);
  });
  return { received: true };
}

/** Where the signed-in payer's fee payment stands, for the page waiting on the webhook. */
export async function feePaymentStatus(ctx: AppContext, request: FastifyRequest, intentId: string): Promise<AgentFeePayment> {
  const principal = await authenticate(ctx, request);
  if (!principal) throw unauthorized('Please log in to continue.');
  const row = await findUsersPayment(ctx.db, ctx.providers.payments.kind, intentId, principal.userId);
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
    throw conflict(agentRouteMessage(route, ctx.config.supportEmail) ?? 'Your application does not need more details.');
  }
  return { user, signedIn: !!principal };
}

/**
 * The details form of agentStatus 3: the application's details are replaced and it goes back under
 * review. The fee was paid with the application, so nothing is charged.
 */
export async function agentDetails(ctx: AppContext, request: FastifyRequest, body: AgentDetailsInput): Promise<AgentDetailsResult> {
  const now = ctx.clock.now();
  const verificationToken = body.accountRequest?.accessToken;
  const { user, signedIn } = await detailsApplicant(ctx, request, verificationToken, now);
  const details = JSON.stringify(applicationDetails(body));
  return ctx.db.transaction(async (tx) => {
    if (!signedIn && !(await redeemVerificationToken(tx, verificationToken!, now))) throw gone(AGENT_TOKEN_EXPIRED_MESSAGE);
    if (!(await moveAgentStatus(tx, user.id, AGENT_STATUS.DetailsRequired, AGENT_STATUS.UnderReview, now))) throw conflict(AGENT_PENDING_MESSAGE);
    const applicationId = await resubmitApplication(tx, { newId: randomUUID(), userId: user.id, details, now });
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
