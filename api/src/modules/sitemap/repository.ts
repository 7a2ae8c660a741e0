import type { Queryable } from '../../db/db';
import { one } from '../../db/db';

export interface SitemapHomeRow {
  mls: string;
  state: string;
  city: string;
  address: string;
  unit: string | null;
  minutes_on_market: number;
}

/** One file's worth of the homes with one of `statuses`, by MLS number, and how many there are in all. */
export async function sitemapHomes(db: Queryable, statuses: readonly string[], limit: number, offset: number): Promise<{ total: number; rows: SitemapHomeRow[] }> {
  const [count, rows] = await Promise.all([
    one<{ total: number }>(db, 'SELECT count(*)::int AS total FROM listings WHERE status = ANY($1)', [statuses]),
    db.query<SitemapHomeRow>(
      `SELECT mls, state, city, address, unit, minutes_on_market
         FROM listings WHERE status = ANY($1) ORDER BY mls LIMIT $2 OFFSET $3`,
      [statuses, limit, offset],
    ),
  ]);
  return { total: count?.total ?? 0, rows: rows.rows };
}

/** The places with homes of one of `statuses`, with the newest listing's time on the market. */
export async function sitemapPlaces(db: Queryable, statuses: readonly string[]): Promise<{ state: string; city: string; minutes_on_market: number }[]> {
  const result = await db.query<{ state: string; city: string; minutes_on_market: number }>(
    `SELECT state, city, min(minutes_on_market)::int AS minutes_on_market
       FROM listings WHERE status = ANY($1) GROUP BY state, city ORDER BY state, city`,
    [statuses],
  );
  return result.rows;
}
