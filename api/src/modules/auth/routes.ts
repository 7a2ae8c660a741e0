import { logoutResponseSchema, noBodySchema } from '@homeward/contracts';
import { adminLoginBodySchema, adminLoginResponseSchema, authUserResponseSchema, type AuthUser } from '@homeward/contracts/signed-in';
import { LOCKED_OUT_1_HOUR_MESSAGE } from '@homeward/domain';
import type { AppContext } from '../../context';
import { HOUR_MS } from '../../clock';
import { requireUser } from '../../http/auth';
import { tooManyRequests, unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { type App } from '../../http/schemas';
import { verifyPassword } from '../../security/crypto';
import { Limits } from '../account/limits';
import { findManagerByEmail, findUserById, revokeSession } from '../account/repository';
import { createSession, tokenSet } from '../account/sessions';
import { scopesOf, type UserRow } from '../account/users';

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
export function authRoutes(app: App, ctx: AppContext): void {
  const tags = ['auth'];
  app.post('/api/auth/login', { schema: { tags, summary: "A manager's sign-in to the admin site", body: adminLoginBodySchema, response: { 200: adminLoginResponseSchema } }, config: { inputMessage: INVALID_CREDENTIALS } }, async (request) => {
    const { body } = request;
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
    const row = await findManagerByEmail(ctx.db, body.email);
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

  app.post('/api/auth/logout', { schema: { tags, summary: 'Ends the admin session', body: noBodySchema, response: { 200: logoutResponseSchema } } }, async (request) => {
    const principal = await requireUser(ctx, request);
    await revokeSession(ctx.db, principal.sessionId, 'signed out', ctx.clock.now());
    return ok({ loggedOut: true as const });
  });

  app.get('/api/auth/user', { schema: { tags, summary: 'The signed-in manager', response: { 200: authUserResponseSchema } } }, async (request) => {
    const principal = await requireUser(ctx, request);
    const user = await findUserById(ctx.db, principal.userId);
    if (!user) throw unauthorized('Please log in to continue.');
    return ok({ user: await authUser(ctx, user) });
  });
}
