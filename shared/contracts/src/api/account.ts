import { z } from 'zod/mini';
import { agentStatusSchema, authProviderSchema } from './codes';
import { apiSuccess } from './common';
import { normalisedPhone, phoneCountryOf, phoneSchema, WRONG_NUMBER_MESSAGE } from '../phone/rules';
import { emailSchema, personNameSchema, textField } from './rules';
import { deferred } from '../deferred';

/**
 * The number a code is sent to, as spec 7 has it: `phone` and `country` (an ISO code, US, or a
 * calling code, 1 or +44). The phone is E.164 ('+8613812345678') or national digits of that
 * country; either way it must be a mobile number of the right length for the country.
 */
export const phoneCountrySchema = deferred(() => z.string({ error: WRONG_NUMBER_MESSAGE }).check(
  z.trim(),
  z.refine((v) => phoneCountryOf(v) !== undefined, WRONG_NUMBER_MESSAGE),
));
export const phoneNumberInputSchema = deferred(() => z.string({ error: WRONG_NUMBER_MESSAGE }).check(
  z.trim(),
  z.minLength(1, WRONG_NUMBER_MESSAGE),
  z.maxLength(30, WRONG_NUMBER_MESSAGE),
));

/** A phone and its country as one number: E.164 of a mobile of that country, or the spec's message. */
export const phoneWithCountrySchema = deferred(() => z.pipe(
  z.object({ phone: phoneNumberInputSchema, country: z.optional(phoneCountrySchema) }).check(
    z.refine((v) => normalisedPhone(v.country ?? (v.phone.startsWith('+') ? null : 'US'), v.phone) !== null, { message: WRONG_NUMBER_MESSAGE, path: ['phone'] }),
  ),
  z.transform((v) => normalisedPhone(v.country ?? (v.phone.startsWith('+') ? null : 'US'), v.phone)!),
));

export const sendCodeQuerySchema = deferred(() => z.object({
  phone: z.optional(phoneNumberInputSchema),
  country: z.optional(phoneCountrySchema),
}));
/** The same fields may come in a JSON body instead (or nothing: the API reads a missing body as null). */
export const sendCodeBodySchema = deferred(() => z.nullish(z.object({ phone: z.optional(phoneNumberInputSchema), country: z.optional(phoneCountrySchema) })));
export const sendCodeResultSchema = deferred(() => z.object({ challengeIdentifier: z.string(), isNewUser: z.boolean() }));
export const sendCodeResponseSchema = deferred(() => apiSuccess(sendCodeResultSchema));

/** Query names are lower-case in spec 7; the camel-case spellings are accepted too. */
export const verifyCodeQuerySchema = deferred(() => z.object({
  challengeidentifier: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  challengeIdentifier: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  accesstoken: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  accessToken: z.optional(z.string().check(z.trim(), z.maxLength(20))),
}));
/** data.id: a single-use verification token for LoginWithPhone (or Agent/Signup). */
/** The same fields may come in a JSON body instead of the query (or in both; the query wins). */
export const verifyCodeBodySchema = deferred(() => z.nullish(verifyCodeQuerySchema));
export const verifyCodeResultSchema = deferred(() => z.object({ id: z.string() }));
export const verifyCodeResponseSchema = deferred(() => apiSuccess(verifyCodeResultSchema));

/** Name-and-email popup of spec 5: first and last name (2 to 20 characters, no digits), a valid email (max 50). */
export const signupDetailsSchema = deferred(() => z.object({
  firstName: personNameSchema('first name'),
  lastName: personNameSchema('last name'),
  email: emailSchema,
  /** The verified number is the account's; one sent here must at least be a number. */
  phone: z.optional(phoneSchema),
}));
export type SignupDetails = z.infer<typeof signupDetailsSchema>;

export const loginWithPhoneBodySchema = deferred(() => z.object({
  accessToken: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  deviceToken: z.nullable(z.optional(textField(500))),
  /** The name-and-email popup's answers: required only for new users (isNewUser), checked whenever sent. */
  user: z.nullish(signupDetailsSchema),
}));
/** What a new account needs that LoginWithPhone did not get. */
export const NEW_USER_DETAILS_MESSAGE = 'A new account needs a first name, a last name and an email address.';
export type LoginWithPhoneBody = z.infer<typeof loginWithPhoneBodySchema>;

export const loginWithSocialBodySchema = deferred(() => z.object({
  accessToken: z.string().check(z.trim(), z.minLength(1), z.maxLength(8000)),
  deviceToken: z.nullable(z.optional(textField(500))),
  authProvider: authProviderSchema,
  deviceType: z.nullable(z.optional(z.number().check(z.int(), z.gte(0), z.lte(10)))),
}));
export type LoginWithSocialBody = z.infer<typeof loginWithSocialBodySchema>;

export const sessionUserSchema = deferred(() => z.object({
  isAgent: z.boolean(),
  agentStatus: agentStatusSchema,
  isEmailConfirmed: z.boolean(),
  isEstablished: z.boolean(),
}));
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenSetSchema = deferred(() => z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().check(z.int()),
  /** When the access token expires, epoch milliseconds (as stored in loginDetails.tokenExpiration). */
  tokenExpiration: z.number().check(z.int()),
}));
export type TokenSet = z.infer<typeof tokenSetSchema>;

export const loginResultSchema = deferred(() => z.object({
  /** The user token, sent back as X-User-Token. */
  id: z.string(),
  isEstablished: z.boolean(),
  user: sessionUserSchema,
  token: tokenSetSchema,
}));
export type LoginResult = z.infer<typeof loginResultSchema>;
export const loginResponseSchema = deferred(() => apiSuccess(loginResultSchema));

export const refreshTokenBodySchema = deferred(() => z.object({ refreshToken: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) }));
export const refreshResultSchema = deferred(() => z.object({ id: z.string(), token: tokenSetSchema }));
export const refreshResponseSchema = deferred(() => apiSuccess(refreshResultSchema));

/** Signing out ends the session the call was made with (Account/Logout, auth/logout). */
export const logoutResultSchema = deferred(() => z.object({ loggedOut: z.literal(true) }));
export const logoutResponseSchema = deferred(() => apiSuccess(logoutResultSchema));

export const accountDetailsSchema = deferred(() => z.object({
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  image: z.nullable(z.string()),
  isAgent: z.boolean(),
  agentStatus: agentStatusSchema,
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  isEmailConfirmed: z.boolean(),
  isEstablished: z.boolean(),
  /** Scope list read by the client's scope checks (spec 6). */
  scope: z.array(z.string()),
}));
export type AccountDetails = z.infer<typeof accountDetailsSchema>;
export const accountDetailsResponseSchema = deferred(() => apiSuccess(z.object({ data: accountDetailsSchema })));

export const imageUrlSchema = deferred(() => z.string().check(
  z.trim(),
  z.maxLength(2048),
  z.refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v) || /^\/[^/\\\s][^\s]*$/.test(v), 'Use an https URL or a site path.'),
));

export const updateAccountBodySchema = deferred(() => z.object({
    firstName: z.optional(personNameSchema('first name')),
    lastName: z.optional(personNameSchema('last name')),
    email: z.optional(emailSchema),
    image: z.optional(z.nullable(imageUrlSchema)),
  }).check(z.refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update.')));
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

export const sendVerifyEmailResultSchema = deferred(() => z.object({ emailStatus: z.enum(['Sent', 'AlreadyConfirmed']), email: z.string() }));
export const sendVerifyEmailResponseSchema = deferred(() => apiSuccess(sendVerifyEmailResultSchema));

export const verifyEmailQuerySchema = deferred(() => z.object({ token: z.string().check(z.trim(), z.minLength(10), z.maxLength(200)) }));
export const verifyEmailResultSchema = deferred(() => z.object({ isEmailConfirmed: z.literal(true), email: z.string() }));
export const verifyEmailResponseSchema = deferred(() => apiSuccess(verifyEmailResultSchema));

export const deleteAccountResultSchema = deferred(() => z.object({ deleted: z.literal(true) }));
export const deleteAccountResponseSchema = deferred(() => apiSuccess(deleteAccountResultSchema));

