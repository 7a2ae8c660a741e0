import type { PropertyHistoryEvent } from '@homeward/contracts';
import type { Db, Queryable } from '../../db/db';
import { one } from '../../db/db';
import { LISTING_COLUMNS, LISTING_DETAIL_COLUMNS } from '../../db/seed';
import type { StoredOpenHouse } from '../../db/seed/sampleValues';
import type { FeedAgent, FeedMedia, FeedRow, SkipReason } from './mapper';

type Columns = Record<string, string>;

const DETAIL_COLUMNS: Columns = {
  ...LISTING_DETAIL_COLUMNS,
  list_agent_name: 'text', list_office_name: 'text', source_system_name: 'text', modified_at: 'timestamptz', feed_history: 'jsonb',
};
const AGENT_COLUMNS: Columns = { id: 'text', name: 'text', phone: 'text', email: 'text', brokerage: 'text', state: 'text', is_sample: 'boolean' };

/** INSERT … ON CONFLICT DO UPDATE of whole rows, in one statement (jsonb_to_recordset, as the seed inserts). */
async function upsertRows(tx: Queryable, table: string, key: string, columns: Columns, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const definition = names.map((n) => `${n} ${columns[n]}`).join(', ');
  const updates = names.filter((n) => n !== key).map((n) => `${n} = EXCLUDED.${n}`).join(', ');
  const picked = rows.map((row) => Object.fromEntries(names.map((n) => [n, (row as Record<string, unknown>)[n] ?? null])));
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${definition})
     ON CONFLICT (${key}) DO UPDATE SET ${updates}`,
    [JSON.stringify(picked)],
  );
}

export interface StoredState {
  mls: string;
  state: string;
  city: string;
  status: string;
  list_price: number;
  open_houses: StoredOpenHouse[];
  feed_history: PropertyHistoryEvent[];
}

export async function storedStates(tx: Queryable, mls: readonly string[]): Promise<Map<string, StoredState>> {
  const { rows } = await tx.query<StoredState>(
    `SELECT l.mls, l.state, l.city, l.status, l.list_price, l.open_houses, d.feed_history FROM listings l JOIN listing_details d ON d.mls = l.mls WHERE l.mls = ANY($1::text[])`,
    [mls],
  );
  return new Map(rows.map((r) => [r.mls, r]));
}

export async function storeListings(tx: Queryable, rows: ReadonlyArray<FeedRow & { feed_history: PropertyHistoryEvent[] }>, agents: readonly FeedAgent[], media: ReadonlyMap<string, FeedMedia[]>): Promise<void> {
  await upsertRows(tx, 'agents', 'id', AGENT_COLUMNS, agents);
  await upsertRows(tx, 'listings', 'mls', LISTING_COLUMNS, rows);
  await upsertRows(tx, 'listing_details', 'mls', DETAIL_COLUMNS, rows);
  const keys = [...media.keys()];
  await tx.query('DELETE FROM listing_media WHERE mls = ANY($1::text[])', [keys]);
  const mediaRows = [...media].flatMap(([mls, list]) => list.map((m) => ({ mls, position: m.position, url: m.url, caption: m.caption })));
  if (mediaRows.length) {
    await tx.query(
      `INSERT INTO listing_media (mls, position, url, caption) SELECT mls, position, url, caption
         FROM jsonb_to_recordset($1::jsonb) AS x(mls text, position integer, url text, caption text)`,
      [JSON.stringify(mediaRows)],
    );
  }
}

export async function recordSkips(tx: Queryable, stored: readonly string[], skipped: ReadonlyArray<{ key: string; reason: SkipReason; detail: string }>, now: Date): Promise<void> {
  if (stored.length) await tx.query('DELETE FROM feed_skips WHERE listing_key = ANY($1::text[])', [stored]);
  if (skipped.length === 0) return;
  await tx.query(
    `INSERT INTO feed_skips (listing_key, reason, detail, seen_at)
     SELECT listing_key, reason, detail, $2 FROM jsonb_to_recordset($1::jsonb) AS x(listing_key text, reason text, detail text)
     ON CONFLICT (listing_key) DO UPDATE SET reason = EXCLUDED.reason, detail = EXCLUDED.detail, seen_at = EXCLUDED.seen_at`,
    [JSON.stringify(skipped.map((s) => ({ listing_key: s.key, reason: s.reason, detail: s.detail }))), now],
  );
}

export interface LeasedState {
  phase: 'initial' | 'incremental';
  checkpoint_ts: string | null;
  checkpoint_key: string | null;
  source_url: string;
}

/**
 * Takes (or renews) the replication lease in one statement, so of several API processes sharing a
 * database exactly one replicates; null when another process holds it.
 */
export async function takeLease(db: Queryable, owner: string, now: Date, leaseMs: number): Promise<LeasedState | null> {
  return one<LeasedState>(
    db,
    `UPDATE feed_state SET lease_owner = $1, lease_until = $3
      WHERE id = 1 AND (lease_owner IS NULL OR lease_owner = $1 OR lease_until < $2)
      RETURNING phase, checkpoint_ts, checkpoint_key, source_url`,
    [owner, now, new Date(now.getTime() + leaseMs)],
  );
}

export async function releaseLease(db: Queryable, owner: string): Promise<void> {
  await db.query('UPDATE feed_state SET lease_owner = NULL, lease_until = NULL WHERE id = 1 AND lease_owner = $1', [owner]);
}

/** Releases the lease whoever holds it: for a process that is the only one there can be (see initDatabase). */
export async function releaseLeaseOfEndedProcess(db: Queryable): Promise<void> {
  await db.query('UPDATE feed_state SET lease_owner = NULL, lease_until = NULL WHERE id = 1 AND lease_owner IS NOT NULL');
}

/** Moves the checkpoint with the page's records; false when this process no longer holds the lease. */
export async function advanceCheckpoint(tx: Queryable, owner: string, checkpoint: { ts: string; key: string }, stored: number, now: Date, leaseMs: number): Promise<boolean> {
  const result = await tx.query(
    `UPDATE feed_state SET checkpoint_ts = $2, checkpoint_key = $3, records_in = records_in + $4, lease_until = $6
      WHERE id = 1 AND lease_owner = $1 AND lease_until >= $5 RETURNING id`,
    [owner, checkpoint.ts, checkpoint.key, stored, now, new Date(now.getTime() + leaseMs)],
  );
  return result.rows.length === 1;
}

/** Suggestions rank a city by how many homes it has: counted again when a pull adds a home or moves one. */
export async function refreshPlaceCounts(db: Queryable): Promise<void> {
  await db.query(`UPDATE places p SET listing_count = coalesce(c.n, 0)
    FROM places p2 LEFT JOIN (SELECT state, lower(city) AS name, count(*)::int AS n FROM listings GROUP BY 1, 2) c
      ON c.state = p2.state AND c.name = p2.search_name
    WHERE p.id = p2.id AND p.in_service_area AND p.listing_count IS DISTINCT FROM coalesce(c.n, 0)`);
}

/** The tables a pull rewrites rows of. */
const REWRITTEN_BY_PULLS = ['listings', 'listing_details', 'listing_media', 'agents', 'places', 'feed_state'];

/**
 * Embedded PostgreSQL runs no autovacuum: each row a pull rewrites leaves its old version behind,
 * and without this the tables, and every scan of them, would grow with each change for as long as
 * the site runs. A vacuum after each pull that stored anything has only that pull's rows to clear,
 * so it stays short. PostgreSQL's own autovacuum sees to a server database.
 */
export async function vacuumAfterPull(db: Db): Promise<void> {
  if (db.kind === 'pglite') await db.query(`VACUUM ${REWRITTEN_BY_PULLS.join(', ')}`);
}
