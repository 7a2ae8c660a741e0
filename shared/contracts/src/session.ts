import { z } from 'zod';

/** Login details as stored under the `loginDetails` key (spec 3). */
export const loginDetailsSchema = z.object({
  /** The user token. */
  id: z.string().min(1),
  accessToken: z.string().optional(),
  socialAccessToken: z.string().optional(),
  /** Epoch milliseconds. */
  tokenExpiration: z.number().optional(),
  /** 1 = first identity provider, 2 = second identity provider. */
  authProvider: z.union([z.literal(1), z.literal(2)]).optional(),
  isEstablished: z.boolean().optional(),
});
export type LoginDetails = z.infer<typeof loginDetailsSchema>;

/** What the nav bar needs of the signed-in user (Account/Details). */
export const sessionProfileSchema = z.object({
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  image: z.string().nullish(),
  isAgent: z.boolean().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  isEmailConfirmed: z.boolean().nullish(),
  isEstablished: z.boolean().nullish(),
  scope: z.union([z.array(z.string()), z.record(z.string(), z.unknown())]).nullish(),
});
export type SessionProfile = z.infer<typeof sessionProfileSchema>;
