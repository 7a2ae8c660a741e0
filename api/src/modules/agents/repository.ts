// The agents module's SQL: applications, their fee payments and the applicant's standing.
import type { Db, Queryable } from '../../db/db';
import { one } from '../../db/db';

/** An application whose fee is not paid yet: it waits for the processor's webhook. */
export const AWAITING_PAYMENT = 'AwaitingPayment';
const UNDER_REVIEW = 'UnderReview';

/** The phone a verification token was issued for (used or not). */
export async function verificationTokenPhone(tx: Queryable, tokenHash: string): Promise<string | null> {
  return (await one<{ phone: string }>(tx, 'SELECT phone FROM verification_tokens WHERE token_hash = $1', [tokenHash]))?.phone ?? null;
}

/**
 * The applicant's one application awaiting its fee (a unique index decides it): a second sign-up
 * updates its details instead of adding one. Answers the application's id.
 */
export async function saveAwaitingApplication(tx: Queryable, application: { id: string; userId: string; details: string; now: Date }): Promise<string> {
  const saved = await one<{ id: string }>(
    tx,
    `INSERT INTO agent_applications (id, user_id, details, status, created_at, updated_at) VALUES ($1, $2, $3, '${AWAITING_PAYMENT}', $4, $4)
     ON CONFLICT (user_id) WHERE status = '${AWAITING_PAYMENT}' DO UPDATE SET details = EXCLUDED.details, updated_at = EXCLUDED.updated_at
     RETURNING id`,
    [application.id, application.userId, application.details, application.now],
  );
  return saved!.id;
}

export interface FeePaymentRecord {
  id: string;
  userId: string;
  applicationId: string;
  amountCents: number;
  currency: string;
  provider: string;
  intentId: string;
  description: string;
  idempotencyKey: string;
  now: Date;
}

/** Records the fee's payment once (keyed by its intent) and ties it to the application while it awaits the fee. */
export async function recordFeePayment(db: Db, payment: FeePaymentRecord): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO payments (id, user_id, amount_cents, currency, status, provider, provider_reference, description, idempotency_key, created_at)
       VALUES ($1, $2, $3, $4, 'requires_payment', $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [payment.id, payment.userId, payment.amountCents, payment.currency, payment.provider, payment.intentId, payment.description, payment.idempotencyKey, payment.now],
    );
    await tx.query(
      `UPDATE agent_applications SET payment_id = (SELECT id FROM payments WHERE provider = $2 AND provider_reference = $3)
        WHERE id = $1 AND status = '${AWAITING_PAYMENT}'`,
      [payment.applicationId, payment.provider, payment.intentId],
    );
  });
}

/** Notes why a payment still waiting was refused. */
export async function recordPaymentFailure(db: Queryable, provider: string, intentId: string, failureCode: string): Promise<void> {
  await db.query(`UPDATE payments SET failure_code = $3 WHERE provider = $1 AND provider_reference = $2 AND status = 'requires_payment'`, [provider, intentId, failureCode]);
}

export const findPendingPayment = (db: Queryable, provider: string, intentId: string) =>
  one<{ amount_cents: number; currency: string }>(
    db,
    `SELECT amount_cents, currency FROM payments WHERE provider = $1 AND provider_reference = $2 AND status = 'requires_payment'`,
    [provider, intentId],
  );

/** Marks a waiting payment paid with its card; the payment's id, or null when it was not waiting. */
export async function markPaymentSucceeded(tx: Queryable, provider: string, intentId: string, card: { brand: string | null; last4: string | null }): Promise<string | null> {
  const paid = await one<{ id: string }>(
    tx,
    `UPDATE payments SET status = 'succeeded', card_brand = $3, card_last4 = $4, failure_code = NULL
      WHERE provider = $1 AND provider_reference = $2 AND status = 'requires_payment' RETURNING id`,
    [provider, intentId, card.brand, card.last4],
  );
  return paid?.id ?? null;
}

/** Moves the application the payment paid for on to review; null when none awaited it. */
export async function moveApplicationToReview(tx: Queryable, paymentId: string, now: Date): Promise<{ id: string; user_id: string } | null> {
  return one(
    tx,
    `UPDATE agent_applications SET status = '${UNDER_REVIEW}', updated_at = $2 WHERE payment_id = $1 AND status = '${AWAITING_PAYMENT}' RETURNING id, user_id`,
    [paymentId, now],
  );
}

export async function makeAgent(tx: Queryable, userId: string, agentStatus: number, now: Date): Promise<void> {
  await tx.query('UPDATE users SET is_agent = true, agent_status = $2, updated_at = $3 WHERE id = $1', [userId, agentStatus, now]);
}

/** Moves the user from one agent status to another; false when they were not in `from`. */
export async function moveAgentStatus(tx: Queryable, userId: string, from: number, to: number, now: Date): Promise<boolean> {
  return (await tx.query('UPDATE users SET agent_status = $2, updated_at = $3 WHERE id = $1 AND agent_status = $4', [userId, to, now, from])).rowCount > 0;
}

export interface FeePaymentRow {
  status: string;
  amount_cents: number;
  currency: string;
  card_brand: string | null;
  card_last4: string | null;
  failure_code: string | null;
}

/** The payer's own payment of an intent (another user's answers like none). */
export const findUsersPayment = (db: Queryable, provider: string, intentId: string, userId: string) =>
  one<FeePaymentRow>(
    db,
    `SELECT status, amount_cents, currency, card_brand, card_last4, failure_code FROM payments WHERE provider = $1 AND provider_reference = $2 AND user_id = $3`,
    [provider, intentId, userId],
  );

/** Puts the details in the user's latest application and sends it back under review (or files one); answers its id. */
export async function resubmitApplication(tx: Queryable, application: { newId: string; userId: string; details: string; now: Date }): Promise<string> {
  const latest = await one<{ id: string }>(tx, 'SELECT id FROM agent_applications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [application.userId]);
  if (latest) {
    await tx.query(`UPDATE agent_applications SET details = $2, status = '${UNDER_REVIEW}', updated_at = $3 WHERE id = $1`, [latest.id, application.details, application.now]);
    return latest.id;
  }
  await tx.query(`INSERT INTO agent_applications (id, user_id, details, status, created_at, updated_at) VALUES ($1, $2, $3, '${UNDER_REVIEW}', $4, $4)`, [
    application.newId,
    application.userId,
    application.details,
    application.now,
  ]);
  return application.newId;
}
