import { z } from 'zod';
import { agentStatusSchema, authProviderSchema } from './codes';
import { apiSuccess, emailSchema, requiredText, textField } from './common';

/** Phone digits as typed (formatting characters are removed by the client): 7 to 10 digits (spec 5/9). */
export const phoneDigitsSchema = z
  .string({ error: 'Wrong number provided' })
  .trim()
  .regex(/^\d{7,10}$/, 'Wrong number provided');

/** The phone country: ISO code (US, CA...) or dial code (1, +1, 44...). */
export const phoneCountrySchema = z
  .string({ error: 'Wrong number provided' })
  .trim()
  .min(1, 'Wrong number provided')
  .max(5, 'Wrong number provided');

export const sendCodeQuerySchema = z.object({
  phone: phoneDigitsSchema.optional(),
  country: phoneCountrySchema.optional(),
});
export const sendCodeBodySchema = z
  .object({ phone: phoneDigitsSchema.optional(), country: phoneCountrySchema.optional() })
  .optional();
export const sendCodeResultSchema = z.object({ challengeIdentifier: z.string(), isNewUser: z.boolean() });
export const sendCodeResponseSchema = apiSuccess(sendCodeResultSchema);

/** Query names are lower-case in spec 7; the camel-case spellings are accepted too. */
export const verifyCodeQuerySchema = z.object({
  challengeidentifier: z.string().trim().max(100).optional(),
  challengeIdentifier: z.string().trim().max(100).optional(),
  accesstoken: z.string().trim().max(20).optional(),
  accessToken: z.string().trim().max(20).optional(),
});
/** data.id: a single-use verification token for LoginWithPhone (or Agent/Signup). */
export const verifyCodeResultSchema = z.object({ id: z.string() });
export const verifyCodeResponseSchema = apiSuccess(verifyCodeResultSchema);

/** Name-and-email popup of spec 5: first and last name required, max 20; valid email, max 50. */
export const signupDetailsSchema = z.object({
  firstName: requiredText(20),
  lastName: requiredText(20),
  email: emailSchema,
  phone: z.string().trim().max(20).optional(),
});
export type SignupDetails = z.infer<typeof signupDetailsSchema>;

export const loginWithPhoneBodySchema = z.object({
  accessToken: z.string().trim().min(1).max(200),
  deviceToken: textField(500).optional().nullable(),
  /** Required only for new users (isNewUser). */
  user: z
    .object({
      firstName: z.string().max(200).optional().nullable(),
      lastName: z.string().max(200).optional().nullable(),
      email: z.string().max(200).optional().nullable(),
      phone: z.string().max(50).optional().nullable(),
    })
    .optional()
    .nullable(),
});
export type LoginWithPhoneBody = z.infer<typeof loginWithPhoneBodySchema>;

export const loginWithSocialBodySchema = z.object({
  accessToken: z.string().trim().min(1).max(8000),
  deviceToken: textField(500).optional().nullable(),
  authProvider: authProviderSchema,
  deviceType: z.number().int().min(0).max(10).optional().nullable(),
});
export type LoginWithSocialBody = z.infer<typeof loginWithSocialBodySchema>;

export const sessionUserSchema = z.object({
  isAgent: z.boolean(),
  agentStatus: agentStatusSchema,
  isEmailConfirmed: z.boolean(),
  isEstablished: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenSetSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
  /** When the access token expires, epoch milliseconds (as stored in loginDetails.tokenExpiration). */
  tokenExpiration: z.number().int(),
});
export type TokenSet = z.infer<typeof tokenSetSchema>;

export const loginResultSchema = z.object({
  /** The user token, sent back as X-User-Token. */
  id: z.string(),
  isEstablished: z.boolean(),
  user: sessionUserSchema,
  token: tokenSetSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;
export const loginResponseSchema = apiSuccess(loginResultSchema);

export const refreshTokenBodySchema = z.object({ refreshToken: z.string().trim().min(1).max(200) });
export const refreshResultSchema = z.object({ id: z.string(), token: tokenSetSchema });
export const refreshResponseSchema = apiSuccess(refreshResultSchema);

export const accountDetailsSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  image: z.string().nullable(),
  isAgent: z.boolean(),
  agentStatus: agentStatusSchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isEmailConfirmed: z.boolean(),
  isEstablished: z.boolean(),
  /** Scope list read by the client's scope checks (spec 6). */
  scope: z.array(z.string()),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;
export const accountDetailsResponseSchema = apiSuccess(z.object({ data: accountDetailsSchema }));

const imageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v) || /^\/[^/\\\s][^\s]*$/.test(v), 'Use an https URL or a site path.');

export const updateAccountBodySchema = z
  .object({
    firstName: requiredText(20).optional(),
    lastName: requiredText(20).optional(),
    email: emailSchema.optional(),
    image: imageUrlSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update.');
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

export const sendVerifyEmailResultSchema = z.object({ emailStatus: z.enum(['Sent', 'AlreadyConfirmed']), email: z.string() });
export const sendVerifyEmailResponseSchema = apiSuccess(sendVerifyEmailResultSchema);

export const verifyEmailQuerySchema = z.object({ token: z.string().trim().min(10).max(200) });
export const verifyEmailResultSchema = z.object({ isEmailConfirmed: z.literal(true), email: z.string() });

export const deleteAccountResultSchema = z.object({ deleted: z.literal(true) });

