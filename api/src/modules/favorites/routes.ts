import { favoriteChangeResponseSchema, favoritesResponseSchema, listingMlsParamsSchema, noBodySchema, type Favorite } from '@homeward/contracts';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { routeSchema, type App } from '../../http/schemas';
import { SUMMARY_COLUMNS, toListingSummary, type ListingRow } from '../listings/mapper';
import { listingExists } from '../listings/repository';

const tags = ['favorites'];

export function favoriteRoutes(app: App, ctx: AppContext): void {
  const base = '/api/v2/Favorites';

  app.get(base, { schema: routeSchema({ tags, summary: 'The homes the user saved, newest first', response: { 200: favoritesResponseSchema } }) }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { rows } = await ctx.db.query<ListingRow & { added_at: Date }>(
      `SELECT ${SUMMARY_COLUMNS}, f.created_at AS added_at FROM favorites f JOIN listings l ON l.mls = f.mls
        WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.mls`,
      [userId],
    );
    const now = ctx.clock.now();
    const favorites: Favorite[] = rows.map((r) => ({ mls: r.mls, addedAt: r.added_at.toISOString(), listing: toListingSummary(r, now) }));
    return ok(favorites);
  });

  const change = (summary: string) =>
    routeSchema({ tags, summary, params: listingMlsParamsSchema, body: noBodySchema, response: { 200: favoriteChangeResponseSchema } });

  app.put(`${base}/:mls`, { schema: change('Saves a home') }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { mls } = request.params;
    if (!(await listingExists(ctx.db, mls))) throw notFound(`We could not find a listing with MLS number ${mls}.`);
    await ctx.db.query('INSERT INTO favorites (user_id, mls, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, mls) DO NOTHING', [
      userId,
      mls,
      ctx.clock.now(),
    ]);
    return ok({ mls, favorite: true });
  });

  app.delete(`${base}/:mls`, { schema: change('Forgets a saved home') }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { mls } = request.params;
    await ctx.db.query('DELETE FROM favorites WHERE user_id = $1 AND mls = $2', [userId, mls]);
    return ok({ mls, favorite: false });
  });
}
