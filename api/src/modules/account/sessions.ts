import { randomUUID } from 'node:crypto';
import type { TokenSet } from '@homeward/contracts';
import { LOCKED_OUT_24_HOURS_MESSAGE } from '@homeward/domain';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { DAY_MS } from '../../clock';
import { forbidden, MESSAGES, unauthorized } from '../../http/errors';
import { randomToken, sha256 } from '../../security/crypto';
import { findRefreshToken, insertRefreshToken, insertSession, markRefreshTokenRotated, revokeSession } from './repository';
import type { UserRow } from './users';

export interface NewSession {
  sessionId: string;
  refreshToken: string;
}

async function storeRefreshToken(tx: Queryable, ctx: AppContext, sessionId: string, now: Date): Promise<string> {
  const token = randomToken(32);
  await insertRefreshToken(tx, { hash: sha256(token), sessionId, now, expiresAt: new Date(now.getTime() + ctx.config.refreshTokenTtlDays * DAY_MS) });
  return token;
}

/** A session is one sign-in; its refresh tokens form one rotation family. */
export async function createSession(tx: Queryable, ctx: AppContext, userId: string, deviceToken: string | null | undefined): Promise<NewSession> {
  const now = ctx.clock.now();
  const sessionId = randomUUID();
  await insertSession(tx, { id: sessionId, userId, deviceToken: deviceToken ?? null, now });
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

/**
 * Refresh-token rotation: a token works once and is replaced by a new one in the same family.
 * Presenting a token that was already rotated means it leaked (or a client raced itself), so the
 * whole family is revoked, including the access tokens issued from it.
 */
export async function rotateRefreshToken(ctx: AppContext, refreshToken: string): Promise<{ user: Pick<UserRow, 'id' | 'role'>; token: TokenSet }> {
  const now = ctx.clock.now();
  const hash = sha256(refreshToken);
  const row = await findRefreshToken(ctx.db, hash);
  if (!row) throw unauthorized(MESSAGES.sessionExpired);
  if (row.rotated_at) {
    await revokeSession(ctx.db, row.session_id, 'refresh token reuse', now);
    throw unauthorized(MESSAGES.sessionExpired);
  }
  if (row.revoked_at || row.expires_at <= now) throw unauthorized(MESSAGES.sessionExpired);
  if (row.suspended_until && row.suspended_until > now) throw forbidden(LOCKED_OUT_24_HOURS_MESSAGE);

  const next = await ctx.db.transaction(async (tx) => {
    if (!(await markRefreshTokenRotated(tx, hash, now))) return null;
    return storeRefreshToken(tx, ctx, row.session_id, now);
  });
  if (!next) {
    await revokeSession(ctx.db, row.session_id, 'refresh token reuse', now);
    throw unauthorized(MESSAGES.sessionExpired);
  }
  const user = { id: row.user_id, role: row.role };
  return { user, token: await tokenSet(ctx, user, { sessionId: row.session_id, refreshToken: next }) };
}
