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

const principals = new WeakMap<FastifyRequest, Promise<Principal>>();

/** The signed-in caller, or a 401. Checked once per request (a route's hook and its handler share it). */
export function requireUser(ctx: AppContext, request: FastifyRequest): Promise<Principal> {
  let principal = principals.get(request);
  if (!principal) {
    principal = authenticate(ctx, request).then((found) => {
      if (!found) throw unauthorized(MESSAGES.signInRequired);
      return found;
    });
    principals.set(request, principal);
  }
  return principal;
}

/**
 * Options of a route that needs a signed-in caller: the caller is checked before anything they
 * sent is read, so a visitor is refused (401) whatever they send and learns nothing of what the
 * call expects. `config.signedIn` lets the contract tests find these routes.
 */
export const signedInFirst = (ctx: AppContext) => ({
  config: { signedIn: true },
  onRequest: async (request: FastifyRequest) => {
    await requireUser(ctx, request);
  },
});

export async function requireManager(ctx: AppContext, request: FastifyRequest): Promise<Principal> {
  const principal = await requireUser(ctx, request);
  if (principal.role !== 'MANAGER') throw forbidden(MESSAGES.forbidden);
  return principal;
}
