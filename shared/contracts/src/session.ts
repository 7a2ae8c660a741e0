import { z } from 'zod/mini';
import { deferred } from './deferred';

/** Login details as stored under the `loginDetails` key (spec 3). */
export const loginDetailsSchema = deferred(() => z.object({
  /** The user token. */
  id: z.string().check(z.minLength(1)),
  accessToken: z.optional(z.string()),
  socialAccessToken: z.optional(z.string()),
  /** Epoch milliseconds. */
  tokenExpiration: z.optional(z.number()),
  /** 1 = first identity provider, 2 = second identity provider. */
  authProvider: z.optional(z.union([z.literal(1), z.literal(2)])),
  isEstablished: z.optional(z.boolean()),
}));
export type LoginDetails = z.infer<typeof loginDetailsSchema>;

/** What the nav bar needs of the signed-in user (Account/Details). */
export const sessionProfileSchema = deferred(() => z.object({
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  image: z.nullish(z.string()),
  isAgent: z.nullish(z.boolean()),
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  isEmailConfirmed: z.nullish(z.boolean()),
  isEstablished: z.nullish(z.boolean()),
  scope: z.nullish(z.union([z.array(z.string()), z.record(z.string(), z.unknown())])),
}));
export type SessionProfile = z.infer<typeof sessionProfileSchema>;
