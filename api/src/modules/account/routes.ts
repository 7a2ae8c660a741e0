import {
  accountDetailsResponseSchema,
  deleteAccountResponseSchema,
  loginResponseSchema,
  loginWithPhoneBodySchema,
  loginWithSocialBodySchema,
  logoutResponseSchema,
  noBodySchema,
  refreshResponseSchema,
  refreshTokenBodySchema,
  sendCodeBodySchema,
  socialSignInCompleteBodySchema,
  socialSignInCompleteResponseSchema,
  socialSignInStartBodySchema,
  socialSignInStartResponseSchema,
  sendCodeQuerySchema,
  sendCodeResponseSchema,
  sendVerifyEmailResponseSchema,
  updateAccountBodySchema,
  verifyCodeBodySchema,
  verifyCodeQuerySchema,
  verifyCodeResponseSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
} from '@homeward/contracts';
import { CODE_EXPIRED_MESSAGE, WRONG_NUMBER_MESSAGE } from '@homeward/domain';
import type { AppContext } from '../../context';
import { requireUser, signedInFirst } from '../../http/auth';
import { forbidden, gone } from '../../http/errors';
import { ok } from '../../http/reply';
import { type App } from '../../http/schemas';
import { LOGIN_VERIFY_MESSAGES, phoneFromInput, sendCode, verifyCode } from './phoneAuth';
import { revokeSession, uploadsOf } from './repository';
import { rotateRefreshToken } from './sessions';
import { accountSettingsRoutes } from './settingsRoutes';
import { allowedOrigin } from '../../http/hooks';
import { completeSocialSignIn, renewProviderGrant, startSocialSignIn } from './socialSignIn';
import { confirmEmail, deleteAccount, getAccount, loginWithPhone, loginWithSocial, sendVerifyEmail, updateAccount } from './service';
import { removeUploads } from './uploads';

const MANAGER_DELETION_MESSAGE = 'A manager account cannot be deleted by its owner. Ask another manager to remove it.';

const tags = ['account'];

export function accountRoutes(app: App, ctx: AppContext): void {
  const base = '/api/v2/Account';

  registerPhoneCodeRoutes(app, ctx, base);
  registerSignInRoutes(app, ctx, base);
  registerAccountDetailRoutes(app, ctx, base);
  accountSettingsRoutes(app, ctx);
}

/** The texted code that proves a phone: sending it and checking it. */
function registerPhoneCodeRoutes(app: App, ctx: AppContext, base: string): void {
  app.post(
    `${base}/SendCodeForPhoneAuth`,
    {
      schema: {
        tags,
        summary: 'Texts a 6-digit code to a phone (spec 4.2 step 2)',
        querystring: sendCodeQuerySchema,
        body: sendCodeBodySchema,
        response: { 200: sendCodeResponseSchema },
      },
      // Spec 8 words any bad phone input one way.
      config: { inputMessage: WRONG_NUMBER_MESSAGE },
    },
    async (request) => {
      const { query, body } = request;
      const phone = phoneFromInput(query.phone ?? body?.phone, query.country ?? body?.country);
      return ok(await sendCode(ctx, phone, request.ip));
    },
  );

  app.post(
    `${base}/VerifyCodeForPhoneAuth`,
    {
      schema: {
        tags,
        summary: 'Checks the code; answers a single-use verification token',
        querystring: verifyCodeQuerySchema,
        body: verifyCodeBodySchema,
        response: { 200: verifyCodeResponseSchema },
      },
      config: { inputMessage: CODE_EXPIRED_MESSAGE },
    },
    async (request) => {
      const { query, body } = request;
      const challengeId = query.challengeidentifier ?? query.challengeIdentifier ?? body?.challengeidentifier ?? body?.challengeIdentifier;
      const code = query.accesstoken ?? query.accessToken ?? body?.accesstoken ?? body?.accessToken ?? '';
      if (!challengeId) throw gone(CODE_EXPIRED_MESSAGE);
      const verified = await verifyCode(ctx, challengeId, code, LOGIN_VERIFY_MESSAGES);
      return ok({ id: verified.token });
    },
  );
}

/** Signing in (by phone or a provider), renewing the tokens and signing out. */
function registerSignInRoutes(app: App, ctx: AppContext, base: string): void {
  app.post(
    `${base}/LoginWithPhone`,
    { schema: { tags, summary: 'Signs in (or signs up) with a verification token', body: loginWithPhoneBodySchema, response: { 200: loginResponseSchema } } },
    async (request) => ok(await loginWithPhone(ctx, request.body)),
  );

  app.post(
    `${base}/LoginWithSocial`,
    { schema: { tags, summary: "Signs in with an identity provider's token", body: loginWithSocialBodySchema, response: { 200: loginResponseSchema } } },
    async (request) => ok(await loginWithSocial(ctx, request.body)),
  );

  const socialTags = ['account', 'sign-in'];
  app.post(
    `${base}/SocialSignIn/Start`,
    { schema: { tags: socialTags, summary: "Starts a provider's sign-in (code with PKCE): answers where to send the browser", body: socialSignInStartBodySchema, response: { 200: socialSignInStartResponseSchema } } },
    async (request) => {
      // The provider returns the browser to the site it left from, when that is one of ours.
      const origin = request.headers.origin;
      const site = origin && allowedOrigin(ctx.config, origin) ? origin : new URL(ctx.config.publicWebUrl).origin;
      return ok(await startSocialSignIn(ctx, request.body, site));
    },
  );

  app.post(
    `${base}/SocialSignIn/Complete`,
    { schema: { tags: socialTags, summary: "Finishes a provider's sign-in: redeems the code and verifies the ID token", body: socialSignInCompleteBodySchema, response: { 200: socialSignInCompleteResponseSchema } } },
    async (request) => ok(await completeSocialSignIn(ctx, request.body)),
  );

  app.post(
    `${base}/RefreshToken`,
    { schema: { tags, summary: 'Trades a refresh token for new tokens (each works once); a provider sign-in is renewed with its provider', body: refreshTokenBodySchema, response: { 200: refreshResponseSchema } } },
    async (request) => {
      await renewProviderGrant(ctx, request.body.refreshToken);
      const { user, token } = await rotateRefreshToken(ctx, request.body.refreshToken);
      return ok({ id: user.id, token });
    },
  );

  app.post(
    `${base}/Logout`,
    { ...signedInFirst(ctx), schema: { tags, summary: 'Ends the session of this sign-in', body: noBodySchema, response: { 200: logoutResponseSchema } } },
    async (request) => {
      const principal = await requireUser(ctx, request);
      await revokeSession(ctx.db, principal.sessionId, 'signed out', ctx.clock.now());
      return ok({ loggedOut: true as const });
    },
  );
}

/** The account itself: its details, deleting it and confirming its email address. */
function registerAccountDetailRoutes(app: App, ctx: AppContext, base: string): void {
  app.get(`${base}/Details`, { ...signedInFirst(ctx), schema: { tags, summary: "The signed-in user's account", response: { 200: accountDetailsResponseSchema } } }, async (request) => {
    const principal = await requireUser(ctx, request);
    return ok({ data: await getAccount(ctx, principal.userId) });
  });

  app.put(
    `${base}/Details`,
    { ...signedInFirst(ctx), schema: { tags, summary: 'Changes the name, email or image', body: updateAccountBodySchema, response: { 200: accountDetailsResponseSchema } } },
    async (request) => {
      const principal = await requireUser(ctx, request);
      return ok({ data: await updateAccount(ctx, principal.userId, request.body) });
    },
  );

  app.delete(base, { ...signedInFirst(ctx), schema: { tags, summary: 'Deletes the account and everything it holds', response: { 200: deleteAccountResponseSchema } } }, async (request) => {
    const principal = await requireUser(ctx, request);
    // The audit trail and the admin site depend on manager accounts; a manager cannot remove their own.
    if (principal.role === 'MANAGER') throw forbidden(MANAGER_DELETION_MESSAGE);
    // The account's images go with it: none stays readable at its old address.
    const files = await uploadsOf(ctx.db, principal.userId);
    await deleteAccount(ctx, principal.userId);
    await removeUploads(ctx, principal.userId, files);
    return ok({ deleted: true as const });
  });

  app.post(
    `${base}/SendVerifyEmail`,
    { ...signedInFirst(ctx), schema: { tags, summary: 'Emails a link that confirms the address', body: noBodySchema, response: { 200: sendVerifyEmailResponseSchema } } },
    async (request) => {
      const principal = await requireUser(ctx, request);
      return ok(await sendVerifyEmail(ctx, principal.userId));
    },
  );

  app.get(
    `${base}/VerifyEmail`,
    {
      schema: { tags, summary: 'Confirms the address the link was sent to', querystring: verifyEmailQuerySchema, response: { 200: verifyEmailResponseSchema } },
      config: { inputMessage: 'This verification link is not valid.' },
    },
    async (request) => ok(await confirmEmail(ctx, request.query.token)),
  );
}
