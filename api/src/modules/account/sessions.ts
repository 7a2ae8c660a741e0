import { randomUUID } from 'node:crypto';
import type { TokenSet } from '@homeward/contracts';
import { LOCKED_OUT_24_HOURS_MESSAGE } from '@homeward/domain';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { DAY_MS } from '../../clock';
import { forbidden, MESSAGES, unauthorized } from '../../http/errors';
import { randomToken, sha256 } from '../../security/crypto';
import type { UserRow } from './users';

export interface NewSession {
  sessionId: string;
  refreshToken: string;
}

async function storeRefreshToken(tx: Queryable, ctx: AppContext, sessionId: string, now: Date): Promise<string> {
  const token = randomToken(32);
  await tx.query('INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    sha256(token),
    sessionId,
    now,
    new Date(now.getTime() + ctx.config.refreshTokenTtlDays * DAY_MS),
  ]);
  return token;
}

/** A session is one sign-in; its refresh tokens form one rotation family. */
export async function createSession(tx: Queryable, ctx: AppContext, userId: string, deviceToken: string | null | undefined): Promise<NewSession> {
  const now = ctx.clock.now();
  const sessionId = randomUUID();
  await tx.query('INSERT INTO sessions (id, user_id, device_token, created_at) VALUES ($1, $2, $3, $4)', [sessionId, userId, deviceToken ?? null, now]);
  return { sessionId, refreshToken: await storeRefreshToken(tx, ctx, sessionId, now) };
}

export async function tokenSet(ctx: AppContext, user: Pick<UserRow, 'id' | 'role'>, session: NewSession): Promise<TokenSet> {
  const access = await ctx.accessTokens.sign({ userId: user.id, sessionId: session.sessionId, role: user.role });
  return {
    accessToken: access.token,
    refreshToken: session.refreshToken,
    expiresIn: ctx.accessTokens.ttlSeconds,
    tokenExpiration: access.expiresAt.getTime(),
  };
}

export async function revokeSession(db: Queryable, sessionId: string, reason: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now, reason]);
}

/**
 * Refresh-token rotation: a token works once and is replaced by a new one in the same family.
 * Presenting a token that was already rotated means it leaked (or a client raced itself), so the
 * whole family is revoked, including the access tokens issued from it.
 */
export async function rotateRefreshToken(ctx: AppContext, refreshToken: string): Promise<{ user: Pick<UserRow, 'id' | 'role'>; token: TokenSet }> {
  const now = ctx.clock.now();
  const hash = sha256(refreshToken);
  const row = await one<{
    session_id: string;
    expires_at: Date;
    rotated_at: Date | null;
    revoked_at: Date | null;
    user_id: string;
    role: UserRow['role'];
    suspended_until: Date | null;
  }>(
    ctx.db,
    `SELECT rt.session_id, rt.expires_at, rt.rotated_at, s.revoked_at, s.user_id, u.role, u.suspended_until
       FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id JOIN users u ON u.id = s.user_id
      WHERE rt.token_hash = $1`,
    [hash],
  );
  if (!row) throw unauthorized(MESSAGES.sessionExpired);
  if (row.rotated_at) {
    await revokeSession(ctx.db, row.session_id, 'refresh token reuse', now);
    throw unauthorized(MESSAGES.sessionExpired);
  }
  if (row.revoked_at || row.expires_at <= now) throw unauthorized(MESSAGES.sessionExpired);
  if (row.suspended_until && row.suspended_until > now) throw forbidden(LOCKED_OUT_24_HOURS_MESSAGE);

  const next = await ctx.db.transaction(async (tx) => {
    const claimed = await tx.query('UPDATE refresh_tokens SET rotated_at = $2 WHERE token_hash = $1 AND rotated_at IS NULL', [hash, now]);
    if (claimed.rowCount === 0) return null;
    return storeRefreshToken(tx, ctx, row.session_id, now);
  });
  if (!next) {
    await revokeSession(ctx.db, row.session_id, 'refresh token reuse', now);
    throw unauthorized(MESSAGES.sessionExpired);
  }
  const user = { id: row.user_id, role: row.role };
  return { user, token: await tokenSet(ctx, user, { sessionId: row.session_id, refreshToken: next }) };
}
