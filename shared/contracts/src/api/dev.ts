import { z, apiSuccess } from '@homeward/contracts';

/** Development outbox readers (registered only with the outbox SMS provider, never in production). */
export const devSmsQuerySchema = z.object({ phone: z.string().check(
  z.trim(),
  z.regex(/^\+?\d{7,15}$/, 'Wrong number provided'),
) });
export const devSmsMessageSchema = z.object({ phone: z.string(), body: z.string(), code: z.nullable(z.string()), createdAt: z.string() });
export const devSmsResponseSchema = apiSuccess(z.object({ messages: z.array(devSmsMessageSchema) }));

export const devEmailQuerySchema = z.object({ email: z.string().check(z.trim(), z.minLength(3), z.maxLength(100)) });
export const devEmailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.nullable(z.string()),
  createdAt: z.string(),
});
export const devEmailResponseSchema = apiSuccess(z.object({ messages: z.array(devEmailMessageSchema) }));

/** Lists a home on the local market (development only): the listing and its `listed` event, as the MLS feed writes them. */
export const devMarketListingBodySchema = z.object({
  mls: z.string().check(z.regex(/^\d{6,10}$/, 'An MLS number is 6 to 10 digits.')),
  state: z.enum(['WA', 'MA'], 'We serve WA and MA only.'),
  city: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  zipcode: z.string().check(z.regex(/^\d{5}$/, 'A zip code is 5 digits.')),
  address: z.string().check(z.trim(), z.minLength(3), z.maxLength(120)),
  latitude: z.number().check(z.gte(-85), z.lte(85)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  price: z.number().check(z.int(), z.gte(1000), z.lte(1_000_000_000)),
  bedrooms: z._default(z.number().check(z.int(), z.gte(0), z.lte(50)), 3),
  baths: z._default(z.number().check(z.gte(0), z.lte(50)), 2),
  squareFeet: z._default(z.number().check(z.int(), z.gte(100), z.lte(100_000)), 1800),
  yearBuilt: z._default(z.number().check(z.int(), z.gte(1800), z.lte(2100)), 1995),
});
export type DevMarketListingBody = z.input<typeof devMarketListingBodySchema>;
export const devMarketListingResponseSchema = apiSuccess(z.object({ mls: z.string(), event: z.literal('listed') }));
