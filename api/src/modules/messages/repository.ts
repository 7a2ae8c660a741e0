// The messages module's SQL: the outbox and its deliveries, preferences, and what a message's
// words are made of (names, homes, partners, requests).
import type { DeliveryStatus, MessageChannel, MessageKind } from '@homeward/contracts/signed-in';
import type { RequestIntent } from '@homeward/contracts';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';

// ---- what messages say ----

export const contactOf = (q: Queryable, userId: string) => one<{ email: string | null; phone: string | null }>(q, 'SELECT email, phone FROM users WHERE id = $1', [userId]);

export async function firstNameOf(q: Queryable, userId: string): Promise<string | null> {
  return (await one<{ first_name: string | null }>(q, 'SELECT first_name FROM users WHERE id = $1', [userId]))?.first_name ?? null;
}

export async function userExists(q: Queryable, userId: string): Promise<boolean> {
  return !!(await one(q, 'SELECT 1 FROM users WHERE id = $1', [userId]));
}

export const listingPlace = (q: Queryable, mls: string) => one<{ address: string | null; city: string | null }>(q, 'SELECT address, city FROM listings WHERE mls = $1', [mls]);

export const partnerProfileOwner = (q: Queryable, profileId: string) =>
  one<{ user_id: string; partner_type: number }>(q, 'SELECT user_id, partner_type FROM partner_profiles WHERE id = $1', [profileId]);

export const requestRow = (q: Queryable, requestId: string) =>
  one<{ id: string; intent: RequestIntent; owner_id: string | null; listing_mls: string | null; payload: Record<string, unknown> }>(
    q,
    'SELECT id, intent, owner_id, listing_mls, payload FROM requests WHERE id = $1',
    [requestId],
  );

// ---- preferences ----

export async function preferenceRows(q: Queryable, userId: string): Promise<Array<{ kind: string; channel: string; enabled: boolean }>> {
  return (await q.query<{ kind: string; channel: string; enabled: boolean }>('SELECT kind, channel, enabled FROM message_preferences WHERE user_id = $1', [userId])).rows;
}

/** The user's choice for a kind on a channel; null when they never made one. */
export async function preferenceOf(q: Queryable, userId: string, kind: MessageKind, channel: MessageChannel): Promise<boolean | null> {
  return (await one<{ enabled: boolean }>(q, 'SELECT enabled FROM message_preferences WHERE user_id = $1 AND kind = $2 AND channel = $3', [userId, kind, channel]))?.enabled ?? null;
}

export async function savePreference(q: Queryable, userId: string, kind: MessageKind, channel: MessageChannel, enabled: boolean, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO message_preferences (user_id, kind, channel, enabled, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, kind, channel) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at`,
    [userId, kind, channel, enabled, now],
  );
}

// ---- the outbox ----

export interface OutboxEntry {
  eventKey: string;
  channel: MessageChannel;
  kind: MessageKind;
  userId: string | null;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  link: string | null;
  unsubscribeUrl: string | null;
  now: Date;
}

/** Writes a message for one channel; the same event and channel are stored once. */
export async function insertOutbox(q: Queryable, entry: OutboxEntry): Promise<void> {
  await q.query(
    `INSERT INTO message_outbox (event_key, channel, kind, user_id, recipient, subject, text_body, html_body, link, unsubscribe_url, status, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $11) ON CONFLICT (event_key, channel) DO NOTHING`,
    [entry.eventKey, entry.channel, entry.kind, entry.userId, entry.recipient, entry.subject, entry.textBody, entry.htmlBody, entry.link, entry.unsubscribeUrl, entry.now],
  );
}

export interface OutboxRow {
  id: string | number;
  channel: MessageChannel;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  link: string | null;
  unsubscribe_url: string | null;
  attempts: number;
  /** When the text was handed to the provider (a retry looks it up there before sending again). */
  handed_over_at: Date | null;
}

/**
 * Claims up to `limit` messages that are due (or whose lease ran out) for one attempt each, under a
 * lease until `leaseUntil`; FOR UPDATE SKIP LOCKED keeps a row in one process's hands.
 */
export async function claimDue(q: Queryable, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const { rows } = await q.query<OutboxRow>(
    `UPDATE message_outbox m SET status = 'sending', attempts = m.attempts + 1, locked_until = $2
      WHERE m.id IN (
        SELECT id FROM message_outbox
         WHERE (status IN ('pending', 'retrying') AND next_attempt_at <= $1) OR (status = 'sending' AND locked_until <= $1)
         ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING m.id, m.channel, m.kind, m.recipient, m.subject, m.text_body, m.html_body, m.link, m.unsubscribe_url, m.attempts`,
    [now, leaseUntil, limit],
  );
  return rows;
}

/** Marks the attempt sent; false when its lease was lost (another process holds the message now). */
export async function settleSent(q: Queryable, attempt: { id: string; attempts: number }, now: Date, providerId: string | null, providerStatus: string | null): Promise<boolean> {
  const settled = await q.query(
    `UPDATE message_outbox SET status = 'sent', sent_at = $3, locked_until = NULL, last_error = NULL, provider_id = $4, provider_status = $5
      WHERE id = $1 AND attempts = $2 AND status = 'sending'`,
    [attempt.id, attempt.attempts, now, providerId, providerStatus],
  );
  return settled.rowCount > 0;
}

/** Records a failed attempt: tried again at `nextAttemptAt`, or given up. */
export async function settleFailed(q: Queryable, attempt: { id: string; attempts: number }, failed: boolean, reason: string, nextAttemptAt: Date): Promise<void> {
  await q.query(
    `UPDATE message_outbox SET status = $3, last_error = $4, next_attempt_at = $5, locked_until = NULL WHERE id = $1 AND attempts = $2 AND status = 'sending'`,
    [attempt.id, attempt.attempts, failed ? 'failed' : 'retrying', reason, nextAttemptAt],
  );
}

/** What the SMS provider reported of a text it took: a failure marks it failed with the reason. */
export async function recordSmsStatus(q: Queryable, providerId: string, status: string, failed: boolean, reason: string): Promise<void> {
  await q.query(
    `UPDATE message_outbox SET provider_status = $2, status = CASE WHEN $3 THEN 'failed' ELSE status END,
        last_error = CASE WHEN $3 THEN $4 ELSE last_error END WHERE provider_id = $1 AND channel = 'sms'`,
    [providerId, status, failed, reason],
  );
}

// ---- the managers' list of deliveries ----

export interface DeliveryRow {
  id: string | number;
  channel: MessageChannel;
  kind: string;
  recipient: string;
  subject: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/** One page of deliveries, newest first, of one status or all, with how many there are. */
export async function deliveriesPage(q: Queryable, status: DeliveryStatus | undefined, page: number, pageSize: number): Promise<{ total: number; rows: DeliveryRow[] }> {
  const where = status ? 'WHERE status = $1' : '';
  const params: unknown[] = status ? [status] : [];
  const total = (await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM message_outbox ${where}`, params))?.n ?? 0;
  const { rows } = await q.query<DeliveryRow>(
    `SELECT id, channel, kind, recipient, subject, status, attempts, next_attempt_at, last_error, created_at, sent_at FROM message_outbox ${where}
      ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  return { total, rows };
}

export async function deliveryCounts(q: Queryable): Promise<Record<DeliveryStatus, number>> {
  const counted = await q.query<{ status: DeliveryStatus; n: number }>('SELECT status, count(*)::int AS n FROM message_outbox GROUP BY status');
  const counts: Record<DeliveryStatus, number> = { pending: 0, sending: 0, retrying: 0, sent: 0, failed: 0 };
  for (const r of counted.rows) counts[r.status] = r.n;
  return counts;
}
