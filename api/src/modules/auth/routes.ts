import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { adminLoginBodySchema, type AuthUser } from '@homeward/contracts/signed-in';
import { LOCKED_OUT_1_HOUR_MESSAGE } from '@homeward/domain';
import type { AppContext } from '../../context';
import { one } from '../../db/db';
import { HOUR_MS } from '../../clock';
import { requireUser } from '../../http/auth';
import { tooManyRequests, unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { verifyPassword } from '../../security/crypto';
import { Limits } from '../account/limits';
import { createSession, revokeSession, tokenSet } from '../account/sessions';
import { findUserById, scopesOf, USER_COLUMNS, type UserRow } from '../account/users';

const INVALID_CREDENTIALS = 'Invalid email or password.';

async function authUser(ctx: AppContext, user: UserRow): Promise<AuthUser> {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    role: user.role,
    scope: await scopesOf(ctx.db, user),
  };
}

/** Administrator sign-in (spec 7: /api/auth/login, /logout, /user). */
export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/auth/login', async (request) => {
    const body = parseInput(adminLoginBodySchema, request.body, 'body', INVALID_CREDENTIALS);
    const limits = new Limits(ctx.db, ctx.clock);
    const key = `admin-login:${request.ip}:${body.email.toLowerCase()}`;
    if (await limits.lockedUntil([key])) throw tooManyRequests(LOCKED_OUT_1_HOUR_MESSAGE);
    // Count before checking: the attempt is recorded first, so however many arrive at once, at most
    // the limit of them are ever evaluated within the window; the rest are refused unseen.
    const limit = ctx.config.limits.adminLoginFailuresPerHour;
    const attempts = await limits.hit(key, HOUR_MS);
    if (attempts > limit) {
      await limits.lock(key, HOUR_MS, 'too many failed admin sign-ins');
      throw tooManyRequests(LOCKED_OUT_1_HOUR_MESSAGE);
    }
    const row = await one<UserRow & { password_hash: string | null }>(
      ctx.db,
      `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE role = 'MANAGER' AND lower(email) = lower($1)`,
      [body.email],
    );
    // The hash is checked even for an unknown email so both cases take the same time.
    const valid = await verifyPassword(body.password, row?.password_hash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    if (!row || !valid) {
      if (attempts >= limit) {
        await limits.lock(key, HOUR_MS, 'too many failed admin sign-ins');
        throw tooManyRequests(LOCKED_OUT_1_HOUR_MESSAGE);
      }
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await limits.reset(key);
    const token = await ctx.db.transaction(async (tx) => tokenSet(ctx, row, await createSession(tx, ctx, row.id, null)));
    return ok({
      token: token.accessToken,
      refreshToken: token.refreshToken,
      expiresIn: token.expiresIn,
      tokenExpiration: token.tokenExpiration,
      user: await authUser(ctx, row),
    });
  });

  app.post('/api/auth/logout', async (request) => {
    parseInput(z.nullable(z.optional(z.looseObject({}))), request.body ?? undefined, 'body');
    const principal = await requireUser(ctx, request);
    await revokeSession(ctx.db, principal.sessionId, 'signed out', ctx.clock.now());
    return ok({ loggedOut: true });
  });

  app.get('/api/auth/user', async (request) => {
    const principal = await requireUser(ctx, request);
    const user = await findUserById(ctx.db, principal.userId);
    if (!user) throw unauthorized('Please log in to continue.');
    return ok({ user: await authUser(ctx, user) });
  });
}
