import type { Queryable } from '../../db/db';
import { SUMMARY_COLUMNS, type ListingRow } from '../listings/mapper';

/** A saved home with the listing's card columns, as the favourites page lists it. */
export type FavoriteRow = ListingRow & { added_at: Date };

/** The user's saved homes, newest first. */
export async function favoritesOf(db: Queryable, userId: string): Promise<FavoriteRow[]> {
  const { rows } = await db.query<FavoriteRow>(
    `SELECT ${SUMMARY_COLUMNS}, f.created_at AS added_at FROM favorites f JOIN listings l ON l.mls = f.mls
      WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.mls`,
    [userId],
  );
  return rows;
}

/** Saves a home (saving it again keeps the first date). */
export async function addFavorite(db: Queryable, userId: string, mls: string, at: Date): Promise<void> {
  await db.query('INSERT INTO favorites (user_id, mls, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, mls) DO NOTHING', [userId, mls, at]);
}

export async function removeFavorite(db: Queryable, userId: string, mls: string): Promise<void> {
  await db.query('DELETE FROM favorites WHERE user_id = $1 AND mls = $2', [userId, mls]);
}
