import type { FastifyInstance } from 'fastify';
import { reverseGeocodeQuerySchema } from '@homeward/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';

export function geocodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v2/Geocode/Reverse', async (request) => {
    const { lat, lng } = parseInput(reverseGeocodeQuerySchema, request.query, 'query');
    const results = await ctx.providers.geocoder.reverse(lat, lng);
    if (results.length === 0) throw notFound('No address was found near this position.');
    return ok({ results });
  });
}
