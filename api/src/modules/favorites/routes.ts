import { favoriteChangeResponseSchema, favoritesResponseSchema, listingMlsParamsSchema, noBodySchema, type Favorite } from '@homeward/contracts';
import type { AppContext } from '../../context';
import { requireUser, signedInFirst } from '../../http/auth';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import type { App } from '../../http/schemas';
import { toListingSummary } from '../listings/mapper';
import { listingExists } from '../listings/repository';
import { addFavorite, favoritesOf, removeFavorite } from './repository';

const tags = ['favorites'];

export function favoriteRoutes(app: App, ctx: AppContext): void {
  const base = '/api/v2/Favorites';

  app.get(base, { ...signedInFirst(ctx), schema: { tags, summary: 'The homes the user saved, newest first', response: { 200: favoritesResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const rows = await favoritesOf(ctx.db, userId);
    const now = ctx.clock.now();
    const favorites: Favorite[] = rows.map((r) => ({ mls: r.mls, addedAt: r.added_at.toISOString(), listing: toListingSummary(r, now) }));
    return ok(favorites);
  });

  app.put(`${base}/:mls`, { ...signedInFirst(ctx), schema: { tags, summary: 'Saves a home', params: listingMlsParamsSchema, body: noBodySchema, response: { 200: favoriteChangeResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { mls } = request.params;
    if (!(await listingExists(ctx.db, mls))) throw notFound(`We could not find a listing with MLS number ${mls}.`);
    await addFavorite(ctx.db, userId, mls, ctx.clock.now());
    return ok({ mls, favorite: true });
  });

  app.delete(`${base}/:mls`, { ...signedInFirst(ctx), schema: { tags, summary: 'Forgets a saved home', params: listingMlsParamsSchema, body: noBodySchema, response: { 200: favoriteChangeResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { mls } = request.params;
    await removeFavorite(ctx.db, userId, mls);
    return ok({ mls, favorite: false });
  });
}
