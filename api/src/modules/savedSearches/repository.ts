import { randomUUID } from 'node:crypto';
import {
  savedSearchQuerySchema,
  type Alert,
  type AlertReason,
  type PlaceKind,
  type SavedSearch,
  type SavedSearchFrequency,
  type SavedSearchQuery,
} from '@homeward/contracts';
import type { Queryable } from '../../db/db';
import type { SearchGeo } from './areas';

/** A saved_searches row as the module reads it. */
export interface SavedSearchRow {
  id: string;
  user_id: string;
  name: string;
  search_text: string;
  place_id: string | null;
  area: SavedSearchQuery['area'];
  viewport: SavedSearchQuery['viewport'];
  criteria: SavedSearchQuery['criteria'];
  sort: SavedSearchQuery['sort'];
  frequency: SavedSearchFrequency;
  paused: boolean;
  geo: SearchGeo;
  place_label: string;
  place_kind: PlaceKind;
  place_name: string;
  place_state: string;
  price_low: number | null;
  price_high: number | null;
  last_visited_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `s.id, s.user_id, s.name, s.search_text, s.place_id, s.area, s.viewport, s.criteria, s.sort, s.frequency, s.paused, s.geo,
  s.place_label, s.geo->>'placeKind' AS place_kind, s.geo->>'placeName' AS place_name, s.geo->>'placeState' AS place_state, s.price_low, s.price_high,
  s.last_visited_at, s.created_at, s.updated_at`;

/** What a stored search is, as the index and the matcher read it. */
export const MATCH_COLUMNS = COLUMNS;

export interface StoredGeo extends SearchGeo {
  placeKind: PlaceKind;
  placeName: string;
  placeState: string;
}

export interface NewSavedSearch {
  userId: string;
  name: string;
  search: SavedSearchQuery;
  frequency: SavedSearchFrequency;
  geo: StoredGeo;
  placeLabel: string;
  priceLow: number | null;
  priceHigh: number | null;
  now: Date;
}

/**
 * Inserts the search unless the owner already keeps `limit` of them: one statement, so two saves at
 * once cannot both pass the limit. Returns null when the limit refused it.
 */
export async function insertSavedSearch(q: Queryable, s: NewSavedSearch, limit: number): Promise<string | null> {
  const id = randomUUID();
  // The owner's row is locked first, so concurrent saves of one account count one after the other.
  await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [s.userId]);
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO saved_searches (id, user_id, name, search_text, place_id, area, viewport, criteria, sort, frequency, paused, geo, place_label, price_low, price_high, created_at, updated_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, $11, $12, $13, $14, $15, $15
      WHERE (SELECT count(*) FROM saved_searches WHERE user_id = $2) < $16
     RETURNING id`,
    [
      id,
      s.userId,
      s.name,
      s.search.searchText,
      s.search.placeId ?? null,
      s.search.area,
      s.search.viewport ? JSON.stringify(s.search.viewport) : null,
      JSON.stringify(s.search.criteria),
      s.search.sort,
      s.frequency,
      JSON.stringify(s.geo),
      s.placeLabel,
      s.priceLow,
      s.priceHigh,
      s.now,
      limit,
    ],
  );
  return rows[0]?.id ?? null;
}

export async function findOwnSearch(q: Queryable, userId: string, id: string, lock = false): Promise<SavedSearchRow | null> {
  const { rows } = await q.query<SavedSearchRow>(`SELECT ${COLUMNS} FROM saved_searches s WHERE s.id = $1 AND s.user_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, userId]);
  return rows[0] ?? null;
}

export async function listOwnSearches(q: Queryable, userId: string): Promise<Array<SavedSearchRow & { new_count: number }>> {
  const { rows } = await q.query<SavedSearchRow & { new_count: number }>(
    `SELECT ${COLUMNS},
       (SELECT count(*)::int FROM alerts a WHERE a.search_id = s.id AND a.created_at > coalesce(s.last_visited_at, s.created_at)) AS new_count
       FROM saved_searches s WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id`,
    [userId],
  );
  return rows;
}

export interface SearchChanges {
  name?: string;
  search?: { query: SavedSearchQuery; geo: StoredGeo; placeLabel: string; priceLow: number | null; priceHigh: number | null };
  frequency?: SavedSearchFrequency;
  paused?: boolean;
}

export async function updateSavedSearch(q: Queryable, id: string, changes: SearchChanges, now: Date): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id, now];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (changes.name !== undefined) set('name', changes.name);
  if (changes.frequency !== undefined) set('frequency', changes.frequency);
  if (changes.paused !== undefined) set('paused', changes.paused);
  if (changes.search) {
    const { query, geo } = changes.search;
    set('search_text', query.searchText);
    set('place_id', query.placeId ?? null);
    set('area', query.area);
    set('viewport', query.viewport ? JSON.stringify(query.viewport) : null);
    set('criteria', JSON.stringify(query.criteria));
    set('sort', query.sort);
    set('geo', JSON.stringify(geo));
    set('place_label', changes.search.placeLabel);
    set('price_low', changes.search.priceLow);
    set('price_high', changes.search.priceHigh);
  }
  // A search that stops sending daily drops the digest it was gathering; its alerts stay listed in the account.
  const stopsDigest = (changes.frequency !== undefined && changes.frequency !== 'daily') || changes.paused === true;
  await q.query(`UPDATE saved_searches SET ${sets.join(', ')}, updated_at = $2 WHERE id = $1`, params);
  if (stopsDigest) await q.query('UPDATE alerts SET digest_pending = false WHERE search_id = $1 AND digest_pending', [id]);
}

/** Deletes the search; its alerts go with it (migration 022's trigger), after a pass writing some for it. */
export async function deleteOwnSearch(q: Queryable, userId: string, id: string): Promise<boolean> {
  const result = await q.query('DELETE FROM saved_searches WHERE id = $1 AND user_id = $2', [id, userId]);
  return (result.rowCount ?? 0) > 0;
}

/** Opening a search's results: the homes that entered it since the previous visit; the visit becomes now. */
export async function recordVisit(q: Queryable, userId: string, id: string, now: Date): Promise<{ previous: Date | null; mls: string[] } | null> {
  const { rows } = await q.query<{ previous: Date | null; created_at: Date }>(
    `UPDATE saved_searches s SET last_visited_at = $3 FROM (SELECT id, last_visited_at AS previous FROM saved_searches WHERE id = $1 AND user_id = $2 FOR UPDATE) old
      WHERE s.id = old.id RETURNING old.previous, s.created_at`,
    [id, userId, now],
  );
  const row = rows[0];
  if (!row) return null;
  const since = row.previous ?? row.created_at;
  const found = await q.query<{ mls: string }>('SELECT DISTINCT mls FROM alerts WHERE search_id = $1 AND created_at > $2 AND created_at <= $3', [id, since, now]);
  return { previous: row.previous, mls: found.rows.map((r) => r.mls).sort() };
}

/** The account's latest alerts, newest first, with the home's address: its searches' and its saved homes'. */
export async function recentAlerts(q: Queryable, userId: string, limit: number): Promise<Alert[]> {
  const { rows } = await q.query<{
    id: string | number;
    reason: AlertReason;
    mls: string;
    price: number | null;
    address: string | null;
    city: string | null;
    state: string | null;
    search_id: string | null;
    search_name: string | null;
    created_at: Date;
  }>(
    `SELECT a.id, a.reason, a.mls, a.price, l.address, l.city, l.state, a.search_id, a.search_name, a.created_at
       FROM (SELECT a.id, a.reason, a.mls, a.price, a.search_id, s.name AS search_name, a.created_at
               FROM saved_searches s JOIN alerts a ON a.search_id = s.id WHERE s.user_id = $1
             UNION ALL
             SELECT a.id, a.reason, a.mls, a.price, NULL, NULL, a.created_at FROM alerts a WHERE a.user_id = $1 AND a.search_id IS NULL) a
       LEFT JOIN listings l ON l.mls = a.mls
      ORDER BY a.created_at DESC, a.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => ({
    id: String(r.id),
    reason: r.reason,
    mls: r.mls,
    price: r.price,
    address: r.address ?? `Home ${r.mls}`,
    city: r.city ?? '',
    state: r.state ?? '',
    searchId: r.search_id,
    searchName: r.search_name,
    createdAt: r.created_at.toISOString(),
  }));
}

export function toSavedSearch(row: SavedSearchRow, newCount: number): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    search: savedSearchQuerySchema.parse({
      searchText: row.search_text,
      placeId: row.place_id,
      area: row.area,
      viewport: row.viewport,
      criteria: row.criteria,
      sort: row.sort,
    }),
    placeLabel: row.place_label,
    place: { kind: row.place_kind, name: row.place_name, state: row.place_state },
    frequency: row.frequency,
    paused: row.paused,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    lastVisitedAt: row.last_visited_at?.toISOString() ?? null,
    newSinceLastVisit: newCount,
  };
}

/**
 * With the account's deletion: its searches go by cascade and their alerts with them (a trigger); alert messages still waiting
 * in the outbox are dropped too, so nothing more is sent.
 */
export async function dropPendingAlerts(q: Queryable, userId: string): Promise<void> {
  await q.query(`DELETE FROM message_outbox WHERE user_id = $1 AND kind = 'home-alerts' AND status IN ('pending', 'retrying')`, [userId]);
}

/** Turns a search's alerts off (the one-click unsubscribe) and drops what waited for its digest; its name, or null when it is gone. */
export async function turnAlertsOff(q: Queryable, id: string, now: Date): Promise<{ name: string } | null> {
  const { rows } = await q.query<{ name: string }>(
    `UPDATE saved_searches SET frequency = 'off', updated_at = $2 WHERE id = $1 RETURNING name`,
    [id, now],
  );
  await q.query('UPDATE alerts SET digest_pending = false WHERE search_id = $1 AND digest_pending', [id]);
  return rows[0] ?? null;
}
