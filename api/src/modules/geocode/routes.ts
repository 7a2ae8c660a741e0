import { reverseGeocodeQuerySchema, reverseGeocodeResponseSchema } from '@homeward/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import type { App } from '../../http/schemas';

export function geocodeRoutes(app: App, ctx: AppContext): void {
  app.get('/api/v2/Geocode/Reverse', {
    schema: {
      tags: ['places'],
      summary: 'The addresses nearest a position',
      querystring: reverseGeocodeQuerySchema,
      response: { 200: reverseGeocodeResponseSchema },
    },
  }, async (request) => {
    const { lat, lng } = request.query;
    const results = await ctx.providers.geocoder.reverse(lat, lng);
    if (results.length === 0) throw notFound('No address was found near this position.');
    return ok({ results });
  });
}
