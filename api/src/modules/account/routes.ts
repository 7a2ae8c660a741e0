import { removeUploads, uploadsOf } from './uploads';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import {
  loginWithPhoneBodySchema,
  loginWithSocialBodySchema,
  refreshTokenBodySchema,
  sendCodeBodySchema,
  sendCodeQuerySchema,
  updateAccountBodySchema,
  verifyCodeQuerySchema,
  verifyEmailQuerySchema,
} from '@homeward/contracts';
import { CODE_EXPIRED_MESSAGE, WRONG_NUMBER_MESSAGE } from '@homeward/domain';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/auth';
import { forbidden, gone } from '../../http/errors';

const MANAGER_DELETION_MESSAGE = 'A manager account cannot be deleted by its owner. Ask another manager to remove it.';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { LOGIN_VERIFY_MESSAGES, phoneFromInput, sendCode, verifyCode } from './phoneAuth';
import { revokeSession, rotateRefreshToken } from './sessions';
import { accountSettingsRoutes } from './settingsRoutes';
import { confirmEmail, deleteAccount, getAccount, loginWithPhone, loginWithSocial, sendVerifyEmail, updateAccount } from './service';

const optionalObject = z.nullable(z.optional(z.looseObject({})));

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = '/api/v2/Account';

  app.post(`${base}/SendCodeForPhoneAuth`, async (request) => {
    const query = parseInput(sendCodeQuerySchema, request.query, 'query', WRONG_NUMBER_MESSAGE);
    const body = parseInput(sendCodeBodySchema, request.body ?? undefined, 'body', WRONG_NUMBER_MESSAGE);
    const phone = phoneFromInput(query.phone ?? body?.phone, query.country ?? body?.country);
    return ok(await sendCode(ctx, phone, request.ip));
  });

  app.post(`${base}/VerifyCodeForPhoneAuth`, async (request) => {
    const query = parseInput(verifyCodeQuerySchema, request.query, 'query', CODE_EXPIRED_MESSAGE);
    const body = parseInput(z.nullable(z.optional(verifyCodeQuerySchema)), request.body ?? undefined, 'body', CODE_EXPIRED_MESSAGE);
    const challengeId = query.challengeidentifier ?? query.challengeIdentifier ?? body?.challengeidentifier ?? body?.challengeIdentifier;
    const code = query.accesstoken ?? query.accessToken ?? body?.accesstoken ?? body?.accessToken ?? '';
    if (!challengeId) throw gone(CODE_EXPIRED_MESSAGE);
    const verified = await verifyCode(ctx, challengeId, code, LOGIN_VERIFY_MESSAGES);
    return ok({ id: verified.token });
  });

  app.post(`${base}/LoginWithPhone`, async (request) => {
    const body = parseInput(loginWithPhoneBodySchema, request.body, 'body');
    return ok(await loginWithPhone(ctx, body));
  });

  app.post(`${base}/LoginWithSocial`, async (request) => {
    const body = parseInput(loginWithSocialBodySchema, request.body, 'body');
    return ok(await loginWithSocial(ctx, body));
  });

  app.post(`${base}/RefreshToken`, async (request) => {
    const body = parseInput(refreshTokenBodySchema, request.body, 'body');
    const { user, token } = await rotateRefreshToken(ctx, body.refreshToken);
    return ok({ id: user.id, token });
  });

  app.post(`${base}/Logout`, async (request) => {
    parseInput(optionalObject, request.body ?? undefined, 'body');
    const principal = await requireUser(ctx, request);
    await revokeSession(ctx.db, principal.sessionId, 'signed out', ctx.clock.now());
    return ok({ loggedOut: true });
  });

  app.get(`${base}/Details`, async (request) => {
    const principal = await requireUser(ctx, request);
    return ok({ data: await getAccount(ctx, principal.userId) });
  });

  app.put(`${base}/Details`, async (request) => {
    const principal = await requireUser(ctx, request);
    const body = parseInput(updateAccountBodySchema, request.body, 'body');
    return ok({ data: await updateAccount(ctx, principal.userId, body) });
  });

  app.delete(base, async (request) => {
    const principal = await requireUser(ctx, request);
    // The audit trail and the admin site depend on manager accounts; a manager cannot remove their own.
    if (principal.role === 'MANAGER') throw forbidden(MANAGER_DELETION_MESSAGE);
    // The account's images go with it: none stays readable at its old address.
    const files = await uploadsOf(ctx, principal.userId);
    await deleteAccount(ctx, principal.userId);
    await removeUploads(ctx, principal.userId, files);
    return ok({ deleted: true });
  });

  app.post(`${base}/SendVerifyEmail`, async (request) => {
    const principal = await requireUser(ctx, request);
    parseInput(optionalObject, request.body ?? undefined, 'body');
    return ok(await sendVerifyEmail(ctx, principal.userId));
  });

  app.get(`${base}/VerifyEmail`, async (request) => {
    const { token } = parseInput(verifyEmailQuerySchema, request.query, 'query', 'This verification link is not valid.');
    return ok(await confirmEmail(ctx, token));
  });

  accountSettingsRoutes(app, ctx);
}
