import { z } from 'zod/mini';
import { authProviderSchema } from './codes';
import { apiSuccess } from './common';
import { loginResultSchema } from './account';
import { deferred } from '../deferred';

export const SOCIAL_SIGN_IN_CANCELLED_MESSAGE = 'Sign-in was cancelled. You can try again or use your phone number.';
export const SOCIAL_SIGN_IN_FAILED_MESSAGE = 'We could not complete your sign-in. Please try again or use your phone number.';
export const SOCIAL_SIGN_IN_EXPIRED_MESSAGE = 'This sign-in link has already been used or has expired. Please sign in again.';

/**
 * Social sign-in through the API (authorization code with PKCE). The browser starts it with a
 * random secret of its tab (`binding`) and hands back what the provider sent to /auth/callback,
 * with the same secret: a callback made for another tab's sign-in is refused.
 */
const bindingSchema = deferred(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{43,128}$/, SOCIAL_SIGN_IN_EXPIRED_MESSAGE)));

export const socialSignInStartBodySchema = deferred(() => z.object({
  authProvider: authProviderSchema,
  /** Where the person continues after signing in: an internal path (anything else goes home). */
  returnTo: z.optional(z.string().check(z.maxLength(2048))),
  binding: bindingSchema,
}));
export type SocialSignInStartBody = z.infer<typeof socialSignInStartBodySchema>;

export const socialSignInStartResultSchema = deferred(() => z.object({ authorizationUrl: z.url({ protocol: /^https?$/ }) }));
export type SocialSignInStartResult = z.infer<typeof socialSignInStartResultSchema>;
export const socialSignInStartResponseSchema = deferred(() => apiSuccess(socialSignInStartResultSchema));

export const socialSignInCompleteBodySchema = deferred(() => z.object({
  state: z.string().check(z.minLength(1), z.maxLength(500)),
  code: z.string().check(z.minLength(1), z.maxLength(4000)),
  /** The issuer the provider named in its answer (RFC 9207), when it names one. */
  iss: z.optional(z.string().check(z.maxLength(500))),
  binding: bindingSchema,
}));
export type SocialSignInCompleteBody = z.infer<typeof socialSignInCompleteBodySchema>;

export const socialSignInCompleteResultSchema = deferred(() => z.extend(loginResultSchema, {
  authProvider: authProviderSchema,
  /** The internal path the sign-in was started for. */
  returnTo: z.string(),
}));
export type SocialSignInCompleteResult = z.infer<typeof socialSignInCompleteResultSchema>;
export const socialSignInCompleteResponseSchema = deferred(() => apiSuccess(socialSignInCompleteResultSchema));
