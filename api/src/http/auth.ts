import type { FastifyRequest } from 'fastify';
import type { UserRole } from '@homeward/contracts';
import { LOCKED_OUT_24_HOURS_MESSAGE } from '@homeward/domain';
import type { AppContext } from '../context';
import { one } from '../db/db';
import { forbidden, MESSAGES, unauthorized } from './errors';

export interface Principal {
  userId: string;
  sessionId: string;
  role: UserRole;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed-in caller, from `Authorization: Bearer <access token>`; null when no bearer is sent.
 * A bad, expired or revoked token is a 401 (the client then refreshes once, spec 4.6). When the
 * caller also sends its user id as X-User-Token, it must name the same user.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<Principal | null> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header);
  if (!match) throw unauthorized(MESSAGES.sessionExpired);
  const claims = await ctx.accessTokens.verify(match[1]);
  if (!claims) throw unauthorized(MESSAGES.sessionExpired);
  const row = await one<{ revoked_at: Date | null; role: UserRole; suspended_until: Date | null }>(
    ctx.db,
    `SELECT s.revoked_at, u.role, u.suspended_until FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2`,
    [claims.sessionId, claims.userId],
  );
  if (!row || row.revoked_at) throw unauthorized(MESSAGES.sessionExpired);
  if (row.suspended_until && row.suspended_until > ctx.clock.now()) throw forbidden(LOCKED_OUT_24_HOURS_MESSAGE);
  // Spec 7 lets clients send a stored social token there instead; only a user id is compared.
  const userToken = request.headers['x-user-token'];
  if (typeof userToken === 'string' && UUID.test(userToken) && userToken.toLowerCase() !== claims.userId) {
    throw unauthorized('The user token does not match the signed-in user.');
  }
  return { userId: claims.userId, sessionId: claims.sessionId, role: row.role };
}

export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<Principal> {
  const principal = await authenticate(ctx, request);
  if (!principal) throw unauthorized(MESSAGES.signInRequired);
  return principal;
}

export async function requireManager(ctx: AppContext, request: FastifyRequest): Promise<Principal> {
  const principal = await requireUser(ctx, request);
  if (principal.role !== 'MANAGER') throw forbidden(MESSAGES.forbidden);
  return principal;
}
