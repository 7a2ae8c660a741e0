import { z } from 'zod/mini';
import { apiSuccess } from './common';
import { deferred } from '../deferred';

export const reverseGeocodeQuerySchema = deferred(() => z.object({
  lat: z.coerce.number().check(z.gte(-90), z.lte(90)),
  lng: z.coerce.number().check(z.gte(-180), z.lte(180)),
}));

export const addressComponentSchema = deferred(() => z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
}));
export type AddressComponent = z.infer<typeof addressComponentSchema>;

/** Shaped like a maps geocoding answer: components of type locality, administrative_area_level_1, country. */
export const reverseGeocodeResultSchema = deferred(() => z.object({
  results: z.array(
    z.object({
      formatted_address: z.string(),
      address_components: z.array(addressComponentSchema),
      geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      /** Whether the place is inside the service area (WA, MA). */
      available: z.boolean(),
    }),
  ),
}));
export type ReverseGeocodeResult = z.infer<typeof reverseGeocodeResultSchema>;
export const reverseGeocodeResponseSchema = deferred(() => apiSuccess(reverseGeocodeResultSchema));
