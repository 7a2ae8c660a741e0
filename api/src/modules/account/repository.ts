// The account module's SQL: users, sessions and their refresh tokens, phone checks, email
// verification links, notices, payments, the agent's firm and uploaded files.
import type { AuthProvider } from '@homeward/contracts';
import type { Db, Queryable } from '../../db/db';
import { one } from '../../db/db';
import { USER_COLUMNS, type UserRow } from './users';

// ---- users ----

export const findUserById = (db: Queryable, id: string) => one<UserRow>(db, `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
export const findUserByPhone = (db: Queryable, phone: string) => one<UserRow>(db, `SELECT ${USER_COLUMNS} FROM users WHERE phone = $1`, [phone]);

/** The partner types of the user's active partner profiles, in order. */
export async function activePartnerTypes(db: Queryable, userId: string): Promise<number[]> {
  const { rows } = await db.query<{ partner_type: number }>('SELECT partner_type FROM partner_profiles WHERE user_id = $1 AND active ORDER BY partner_type', [userId]);
  return rows.map((r) => r.partner_type);
}

export interface NewPhoneUser {
  id: string;
  phone: string;
  country: string | null;
  email: string;
  firstName: string;
  lastName: string;
  /** An applicant is created as an agent-to-be with this status; a buyer is created without one. */
  agentStatus?: number;
  now: Date;
}

/** Creates the account of a verified phone; false when the phone has one already (nothing changes). */
export async function insertPhoneUser(tx: Queryable, user: NewPhoneUser): Promise<boolean> {
  const result =
    user.agentStatus === undefined
      ? await tx.query(
          `INSERT INTO users (id, phone, country, email, first_name, last_name, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (phone) DO NOTHING`,
          [user.id, user.phone, user.country, user.email, user.firstName, user.lastName, user.now],
        )
      : await tx.query(
          `INSERT INTO users (id, phone, country, email, first_name, last_name, is_agent, agent_status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, false, $7, $8, $8) ON CONFLICT (phone) DO NOTHING`,
          [user.id, user.phone, user.country, user.email, user.firstName, user.lastName, user.agentStatus, user.now],
        );
  return result.rowCount > 0;
}

export async function findUserByIdentity(tx: Queryable, provider: AuthProvider, subject: string): Promise<UserRow | null> {
  return one<UserRow>(
    tx,
    `SELECT ${USER_COLUMNS.split(', ').map((c) => `u.${c}`).join(', ')} FROM user_identities i JOIN users u ON u.id = i.user_id
      WHERE i.provider = $1 AND i.subject = $2`,
    [provider, subject],
  );
}

export interface NewSocialUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  image: string | null;
  emailConfirmed: boolean;
  provider: AuthProvider;
  subject: string;
  now: Date;
}

/** The provider behind a session, kept for its renewals (its refresh token, when it gave one). */
export async function insertSessionIdentity(
  tx: Queryable,
  row: { sessionId: string; provider: AuthProvider; subject: string; refreshToken: string | null; expiresAt: Date; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO session_identities (session_id, provider, subject, refresh_token, id_token_expires_at, renewed_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.sessionId, row.provider, row.subject, row.refreshToken, row.expiresAt, row.now],
  );
}

/** Creates an account for an identity-provider sign-in and links the identity to it. */
export async function insertSocialUser(tx: Queryable, user: NewSocialUser): Promise<void> {
  await tx.query(
    `INSERT INTO users (id, email, first_name, last_name, image, is_email_confirmed, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [user.id, user.email, user.firstName, user.lastName, user.image, user.emailConfirmed, user.now],
  );
  await tx.query('INSERT INTO user_identities (provider, subject, user_id) VALUES ($1, $2, $3)', [user.provider, user.subject, user.id]);
}

export interface ProfileFields {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  image: string | null;
  emailConfirmed: boolean;
}

export async function updateProfile(tx: Queryable, userId: string, fields: ProfileFields, now: Date): Promise<void> {
  await tx.query(`UPDATE users SET first_name = $2, last_name = $3, email = $4, image = $5, is_email_confirmed = $6, updated_at = $7 WHERE id = $1`, [
    userId,
    fields.firstName,
    fields.lastName,
    fields.email,
    fields.image,
    fields.emailConfirmed,
    now,
  ]);
}

/**
 * Deletes the account (its sessions, favourites, saved searches and their alerts, requests,
 * applications and profiles go by cascade; its saved homes' alerts, which no search holds, here).
 */
export async function deleteUser(tx: Queryable, userId: string): Promise<boolean> {
  const deleted = (await tx.query('DELETE FROM users WHERE id = $1', [userId])).rowCount > 0;
  // The searches' alerts went with the searches (a trigger, after any pass writing some). A saved
  // home's alert, which has no search, after the owner's row: one being recorded for them holds that
  // row until it is written (matcher.ts), so it is written before this and deleted here, or finds no
  // owner and is not.
  await tx.query('DELETE FROM alerts WHERE user_id = $1 AND search_id IS NULL', [userId]);
  return deleted;
}

export async function suspendUser(db: Queryable, userId: string, until: Date): Promise<void> {
  await db.query('UPDATE users SET suspended_until = $2 WHERE id = $1', [userId, until]);
}

// ---- sessions and refresh tokens ----

export async function insertSession(tx: Queryable, session: { id: string; userId: string; deviceToken: string | null; now: Date }): Promise<void> {
  await tx.query('INSERT INTO sessions (id, user_id, device_token, created_at) VALUES ($1, $2, $3, $4)', [session.id, session.userId, session.deviceToken, session.now]);
}

export async function insertRefreshToken(tx: Queryable, token: { hash: string; sessionId: string; now: Date; expiresAt: Date }): Promise<void> {
  await tx.query('INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    token.hash,
    token.sessionId,
    token.now,
    token.expiresAt,
  ]);
}

export async function revokeSession(db: Queryable, sessionId: string, reason: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now, reason]);
}

export interface RefreshTokenRow {
  session_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  user_id: string;
  role: UserRow['role'];
  suspended_until: Date | null;
}

export async function findRefreshToken(db: Queryable, hash: string): Promise<RefreshTokenRow | null> {
  return one<RefreshTokenRow>(
    db,
    `SELECT rt.session_id, rt.expires_at, rt.rotated_at, s.revoked_at, s.user_id, u.role, u.suspended_until
       FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id JOIN users u ON u.id = s.user_id
      WHERE rt.token_hash = $1`,
    [hash],
  );
}

/** Marks the token rotated; false when another request rotated it first. */
export async function markRefreshTokenRotated(tx: Queryable, hash: string, now: Date): Promise<boolean> {
  return (await tx.query('UPDATE refresh_tokens SET rotated_at = $2 WHERE token_hash = $1 AND rotated_at IS NULL', [hash, now])).rowCount > 0;
}

// ---- phone checks and verification tokens ----

export interface ChallengeRow {
  id: string;
  phone: string;
  code_hash: string;
  expires_at: Date;
  consumed_at: Date | null;
}

/** Records a new code for the phone; the phone's earlier open codes stop working. */
export async function replaceChallenge(
  db: Db,
  challenge: { id: string; phone: string; codeHash: string; clientIp: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE phone_challenges SET expires_at = $2 WHERE phone = $1 AND consumed_at IS NULL AND expires_at > $2', [challenge.phone, challenge.now]);
    await tx.query('INSERT INTO phone_challenges (id, phone, code_hash, client_ip, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      challenge.id,
      challenge.phone,
      challenge.codeHash,
      challenge.clientIp,
      challenge.now,
      challenge.expiresAt,
    ]);
  });
}

export const findChallenge = (db: Queryable, challengeId: string) =>
  one<ChallengeRow>(db, 'SELECT id, phone, code_hash, expires_at, consumed_at FROM phone_challenges WHERE id = $1', [challengeId]);

export async function countFailedAttempt(db: Queryable, challengeId: string): Promise<void> {
  await db.query('UPDATE phone_challenges SET failed_attempts = failed_attempts + 1 WHERE id = $1', [challengeId]);
}

/** Consumes the challenge and stores the verification token it yields; false when it was consumed already. */
export async function consumeChallenge(tx: Queryable, challenge: { id: string; phone: string }, tokenHash: string, now: Date, expiresAt: Date): Promise<boolean> {
  const claimed = await tx.query('UPDATE phone_challenges SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL', [challenge.id, now]);
  if (claimed.rowCount === 0) return false;
  await tx.query('INSERT INTO verification_tokens (token_hash, phone, challenge_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    tokenHash,
    challenge.phone,
    challenge.id,
    now,
    expiresAt,
  ]);
  return true;
}

export const findVerificationToken = (db: Queryable, tokenHash: string) =>
  one<{ phone: string; expires_at: Date; used_at: Date | null }>(db, 'SELECT phone, expires_at, used_at FROM verification_tokens WHERE token_hash = $1', [tokenHash]);

/** Marks the token used; false when another request redeemed it first. */
export async function markVerificationTokenUsed(tx: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const result = await tx.query('UPDATE verification_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2', [tokenHash, now]);
  return result.rowCount > 0;
}

// ---- email verification links ----

export async function insertEmailVerification(tx: Queryable, link: { tokenHash: string; userId: string; email: string; now: Date; expiresAt: Date }): Promise<void> {
  await tx.query('INSERT INTO email_verifications (token_hash, user_id, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    link.tokenHash,
    link.userId,
    link.email,
    link.now,
    link.expiresAt,
  ]);
}

/** Uses the link once, while it is valid: the account and address it was sent for, or null. */
export async function claimEmailVerification(tx: Queryable, tokenHash: string, now: Date): Promise<{ user_id: string; email: string } | null> {
  return one(tx, 'UPDATE email_verifications SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id, email', [tokenHash, now]);
}

/** Confirms the address if it is still the account's; false when the user switched to another since. */
export async function confirmUserEmail(tx: Queryable, userId: string, email: string, now: Date): Promise<boolean> {
  return (await tx.query('UPDATE users SET is_email_confirmed = true, updated_at = $3 WHERE id = $1 AND email = $2', [userId, email, now])).rowCount > 0;
}

// ---- notices ----

export interface NoticeRow {
  id: string;
  title: string;
  body: string;
  created_at: Date;
  read_at: Date | null;
}

export async function noticesOf(db: Queryable, userId: string, limit: number): Promise<NoticeRow[]> {
  const { rows } = await db.query<NoticeRow>(
    `SELECT n.id, n.title, n.body, n.created_at, r.read_at FROM notification_recipients r JOIN notifications n ON n.id = r.notification_id
      WHERE r.user_id = $1 ORDER BY n.created_at DESC, n.id LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Marks the user's notice read (the first time counts); null when the user has no such notice. */
export async function markNoticeRead(db: Queryable, userId: string, noticeId: string, now: Date): Promise<Date | null> {
  // An id that is not a uuid names no notice.
  if (!UUID.test(noticeId)) return null;
  const row = await one<{ read_at: Date }>(
    db,
    'UPDATE notification_recipients SET read_at = COALESCE(read_at, $3) WHERE notification_id = $1 AND user_id = $2 RETURNING read_at',
    [noticeId, userId, now],
  );
  return row?.read_at ?? null;
}

// ---- payments ----

export interface PaymentRow {
  id: string;
  amount_cents: number;
  currency: string;
  status: string;
  description: string | null;
  card_brand: string | null;
  card_last4: string | null;
  created_at: Date;
}

/** The user's payments that were taken (one waiting for its card, or refused, was never taken), newest first. */
export async function paidPaymentsOf(db: Queryable, userId: string, limit: number): Promise<PaymentRow[]> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT id, amount_cents, currency, status, description, card_brand, card_last4, created_at FROM payments
      WHERE user_id = $1 AND status = 'succeeded' ORDER BY created_at DESC, id LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

// ---- the agent's firm (kept in the latest agent application) ----

export const latestApplicationDetails = async (db: Queryable, userId: string) =>
  (await one<{ details: Record<string, unknown> }>(db, 'SELECT details FROM agent_applications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [userId]))?.details ?? null;

/** Merges the fields into the latest application's details; false when the user has no application. */
export async function mergeLatestApplicationDetails(db: Queryable, userId: string, fields: Record<string, unknown>, now: Date): Promise<boolean> {
  const updated = await db.query(
    `UPDATE agent_applications SET details = details || $2::jsonb, updated_at = $3
      WHERE id = (SELECT id FROM agent_applications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1)`,
    [userId, JSON.stringify(fields), now],
  );
  return updated.rowCount > 0;
}

// ---- uploaded files ----

export async function insertUpload(db: Queryable, file: string, ownerId: string, now: Date): Promise<void> {
  await db.query('INSERT INTO uploads (file, owner_id, created_at) VALUES ($1, $2, $3)', [file, ownerId, now]);
}

export async function uploadsOf(db: Queryable, ownerId: string): Promise<string[]> {
  return (await db.query<{ file: string }>('SELECT file FROM uploads WHERE owner_id = $1', [ownerId])).rows.map((r) => r.file);
}

export async function deleteUploads(db: Queryable, ownerId: string, files: string[]): Promise<void> {
  await db.query('DELETE FROM uploads WHERE owner_id = $1 AND file = ANY($2::text[])', [ownerId, files]);
}

// ---- administrators ----

/** A manager's account and password hash, by email (any case). */
export const findManagerByEmail = (db: Queryable, email: string) =>
  one<UserRow & { password_hash: string | null }>(db, `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE role = 'MANAGER' AND lower(email) = lower($1)`, [email]);

// ---- rate counters and lockouts ----

/** The latest end of any lockout among `keys` still running at `now`, or null. */
export async function latestLockout(db: Queryable, keys: string[], now: Date): Promise<Date | null> {
  return (await one<{ until: Date | null }>(db, 'SELECT max(locked_until) AS until FROM lockouts WHERE key = ANY($1::text[]) AND locked_until > $2', [keys, now]))?.until ?? null;
}

/** Locks `key` until `until` (a longer lock already there stays). */
export async function saveLockout(db: Queryable, key: string, until: Date, reason: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO lockouts (key, locked_until, reason, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO UPDATE SET locked_until = GREATEST(lockouts.locked_until, EXCLUDED.locked_until),
       reason = EXCLUDED.reason, created_at = EXCLUDED.created_at`,
    [key, until, reason, now],
  );
}

/** Records one event for `key` at `now`, forgetting its events older than `forgetBefore`. */
export async function recordRateEvent(db: Queryable, key: string, now: Date, forgetBefore: Date): Promise<void> {
  await db.query('DELETE FROM rate_events WHERE key = $1 AND at < $2', [key, forgetBefore]);
  await db.query('INSERT INTO rate_events (key, at) VALUES ($1, $2)', [key, now]);
}

/** How many events `key` has in (after, until]. */
export async function countRateEvents(db: Queryable, key: string, after: Date, until: Date): Promise<number> {
  return (await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM rate_events WHERE key = $1 AND at > $2 AND at <= $3', [key, after, until]))?.n ?? 0;
}

export async function forgetRateKey(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_events WHERE key = $1', [key]);
  await db.query('DELETE FROM limit_windows WHERE key = $1', [key]);
}

/**
 * Counts one attempt for `key` in the fixed window that started at its first attempt (a window that
 * started before `expired` starts again at `now`), in one statement under the row's lock.
 */
export async function takeFromWindow(db: Queryable, key: string, now: Date, expired: Date): Promise<{ count: number; window_start: Date } | null> {
  return one<{ count: number; window_start: Date }>(
    db,
    `INSERT INTO limit_windows AS w (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN w.window_start > $3 THEN w.count + 1 ELSE 1 END,
       window_start = CASE WHEN w.window_start > $3 THEN w.window_start ELSE EXCLUDED.window_start END
     RETURNING count, window_start`,
    [key, now, expired],
  );
}
