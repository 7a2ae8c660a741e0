/**
 * Saved-search alerts at scale: 100,000 saved searches spread over the service area (cities, zips
 * and map areas of WA and MA, with price bands and bedroom minimums), then a batch of 1,000 listing
 * changes (new listings, price cuts, homes back on the market) matched and their alerts recorded,
 * as the matcher's pass does it; then the messages of the alerts told at once written to the
 * outbox by their own step. Also the API time to save a search and list the account's
 * searches. Prints JSON and writes bench/savedSearches.json.
 *
 *   node --import tsx api/bench/savedSearches.ts        (from the repository root)
 *
 * BENCH_SAVED_SEARCHES and BENCH_CHANGES change the two sizes; BENCH_SEED_LIMIT the listings seeded.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { completeCriteria, priceBounds } from '@homeward/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { replicateSeed } from '../test/feed';
import { ManualClock } from '../src/clock';
import type { Db } from '../src/db/db';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { recordListingEvents, type ListingEvent } from '../src/modules/listings/events';
import { resolveReference, type ResolvedPlace } from '../src/modules/listings/places';
import { createSession, tokenSet } from '../src/modules/account/sessions';
import { geoOf } from '../src/modules/savedSearches/areas';
import { EVENT_BATCH, SavedSearchMatcher } from '../src/modules/savedSearches/matcher';

const OUTPUT = fileURLToPath(new URL(`../../bench/savedSearches${process.env.TEST_DATABASE_URL ? '.postgresql' : ''}.json`, import.meta.url));
const SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 100_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 1000);
const SEED_LIMIT = Number(process.env.BENCH_SEED_LIMIT ?? 5000);
const SEARCHES_PER_USER = 4;
const SAVED_OVER_MS = 90 * 24 * 3600 * 1000;
const log = (message: string) => process.stderr.write(`${message}\n`);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

/** A deterministic generator, so two runs measure the same searches. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Places buyers search: the service area's cities (by boundary) and zip codes. */
async function searchedPlaces(db: Db): Promise<{ places: ResolvedPlace[]; cities: number }> {
  const cityIds = (await db.query<{ id: string }>('SELECT id FROM places WHERE in_service_area AND boundary IS NOT NULL ORDER BY id')).rows.map((r) => r.id);
  const zips = (await db.query<{ zipcode: string }>("SELECT zipcode FROM zipcodes WHERE state IN ('WA', 'MA') ORDER BY zipcode")).rows.map((r) => r.zipcode);
  const places: ResolvedPlace[] = [];
  for (const id of cityIds) places.push((await resolveReference(db, `place:${id}`))!);
  for (const zip of zips) {
    const place = await resolveReference(db, `zip:${zip}`);
    if (place?.available) places.push(place);
  }
  return { places, cities: cityIds.length };
}

/** One saved search's columns, for a buyer, somewhere in the places, at a budget near a typical price. */
function savedSearchRow(rand: () => number, places: ResolvedPlace[], prices: number[], userId: string, name: string, now: Date): unknown[] {
  const place = places[Math.floor(rand() * places.length)];
  const level = prices[Math.floor(rand() * prices.length)];
  const shape = rand();
  // A buyer's budget: a ceiling a little above a typical price, or a band around it.
  const price = shape < 0.5 ? { high: Math.round(level * 1.1) } : { low: Math.round(level * 0.85), high: Math.round(level * 1.15) };
  const criteria = completeCriteria({ price, beds: { low: 1 + Math.floor(rand() * 4) }, listingTypes: [] });
  // One search in ten is a map area: a box of about 3 km around somewhere in the place.
  const viewport =
    rand() < 0.1
      ? { north: place.lat + 0.02 + (rand() - 0.5) * 0.04, south: place.lat - 0.02 + (rand() - 0.5) * 0.04, east: place.lng + 0.03, west: place.lng - 0.03, zoom: 13 }
      : null;
  const query = { area: 'place' as const, viewport };
  const { low, high } = priceBounds(criteria);
  const frequency = rand() < 0.7 ? 'instant' : rand() < 0.8 ? 'daily' : 'off';
  return [
    randomUUID(),
    userId,
    name,
    place.kind === 'city' ? `${place.name}, ${place.state}` : place.name,
    JSON.stringify(criteria),
    frequency,
    JSON.stringify({ ...geoOf(place, query), placeKind: place.kind, placeName: place.name, placeState: place.state }),
    place.kind === 'city' ? `${place.name}, ${place.state}` : place.name,
    low > 0 ? low : null,
    Number.isFinite(high) ? high : null,
    viewport ? JSON.stringify(viewport) : null,
    // Saved over the last three months, before the changes arrive.
    new Date(now.getTime() - Math.round(rand() * SAVED_OVER_MS)),
  ];
}

/** Buyers, then their saved searches, written in chunks with unnest; answers the buyers' count and ids. */
async function writeSavedSearches(db: Db, now: Date, rand: () => number, places: ResolvedPlace[], prices: number[]): Promise<{ users: number; userIds: string[]; writeMs: number }> {
  const users = Math.ceil(SEARCHES / SEARCHES_PER_USER);
  await db.query(
    `INSERT INTO users (id, role, email, first_name, created_at, updated_at)
     SELECT gen_random_uuid(), 'USER', 'buyer' || n || '@example.com', 'Buyer', $1, $1 FROM generate_series(1, $2) n`,
    [now, users],
  );
  const userIds = (await db.query<{ id: string }>("SELECT id FROM users WHERE email LIKE 'buyer%@example.com' ORDER BY id")).rows.map((r) => r.id);
  const insertStarted = performance.now();
  for (let from = 0; from < SEARCHES; from += 5000) {
    const rows: unknown[][] = Array.from({ length: 12 }, () => []);
    for (let k = from; k < Math.min(SEARCHES, from + 5000); k++) {
      const values = savedSearchRow(rand, places, prices, userIds[k % userIds.length], `Search ${k}`, now);
      values.forEach((v, i) => rows[i].push(v));
    }
    await db.query(
      `INSERT INTO saved_searches (id, user_id, name, search_text, criteria, frequency, geo, place_label, price_low, price_high, viewport, area, sort, created_at, updated_at)
       SELECT id, user_id, name, search_text, criteria, frequency, geo, place_label, price_low, price_high, viewport, 'place', 'daysOnMarket', at, at
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[], $6::text[], $7::jsonb[], $8::text[], $9::integer[], $10::integer[], $11::jsonb[], $12::timestamptz[])
           AS s(id, user_id, name, search_text, criteria, frequency, geo, place_label, price_low, price_high, viewport, at)`,
      rows,
    );
  }
  return { users, userIds, writeMs: performance.now() - insertStarted };
}

/** A batch of market changes: new listings, price cuts and homes back on the market. */
async function recordMarketChanges(db: Db, now: Date): Promise<void> {
  const homes = (await db.query<{ mls: string; list_price: number }>('SELECT mls, list_price FROM listings ORDER BY random() LIMIT $1', [CHANGES])).rows;
  const events: ListingEvent[] = homes.map((h, k) => {
    if (k % 10 < 6) return { mls: h.mls, kind: 'listed', newPrice: h.list_price, occurredAt: now };
    if (k % 10 < 9) return { mls: h.mls, kind: 'price_cut', oldPrice: Math.round(h.list_price * 1.1), newPrice: h.list_price, occurredAt: now };
    return { mls: h.mls, kind: 'back_on_market', newPrice: h.list_price, occurredAt: now };
  });
  await db.query("UPDATE listings SET status = 'A'");
  await db.query('INSERT INTO event_cursors (name, last_event_id) VALUES ($1, (SELECT coalesce(max(id), 0) FROM listing_events)) ON CONFLICT (name) DO UPDATE SET last_event_id = EXCLUDED.last_event_id', ['saved-search-alerts']);
  await recordListingEvents(db, events);
}

/**
 * The pass: events read, matched against every search, and the alerts recorded (those told at
 * once marked for their messages, the rest waiting for their digest), with each statement's time.
 */
async function timedPass(db: Db, matcher: SavedSearchMatcher) {
  // Where the pass's time goes: each statement's time inside it, by the statement's opening words.
  const statementMs = new Map<string, number>();
  const transaction = db.transaction.bind(db);
  db.transaction = (fn) =>
    transaction((tx) =>
      fn({
        query: async (sql, params) => {
          const t0 = performance.now();
          try {
            return await tx.query(sql, params);
          } finally {
            const key = sql.replace(/\s+/g, ' ').trim().slice(0, 48);
            statementMs.set(key, (statementMs.get(key) ?? 0) + performance.now() - t0);
          }
        },
      }),
    );
  const matchStarted = performance.now();
  const pass = await matcher.pass();
  const passMs = performance.now() - matchStarted;
  db.transaction = transaction;
  const passStatementsMs = Object.fromEntries([...statementMs].sort((a, b) => b[1] - a[1]).map(([k, ms]) => [k, Math.round(ms)]));
  return { pass, passMs, passStatementsMs };
}

/** In memory only: the index lookups and the match rule, without the database. */
async function matchInMemory(db: Db, matcher: SavedSearchMatcher, now: Date): Promise<{ memoryMs: number; matched: unknown[] }> {
  const stored = await db.query<{ id: string; mls: string; kind: ListingEvent['kind']; old_price: number | null; new_price: number | null; occurred_at: Date }>(
    'SELECT id, mls, kind, old_price, new_price, occurred_at FROM listing_events ORDER BY id DESC LIMIT $1',
    [CHANGES],
  );
  const storedEvents = stored.rows.map((r) => ({ id: Number(r.id), mls: r.mls, kind: r.kind, oldPrice: r.old_price, newPrice: r.new_price, occurredAt: r.occurred_at }));
  const listings = await matcher.homesOf(db, storedEvents.map((e) => e.mls), now);
  const memoryStarted = performance.now();
  const matched = matcher.matchEvents(storedEvents, listings, now);
  const memoryMs = performance.now() - memoryStarted;
  return { memoryMs, matched };
}

/** Saving a search and seeing it in the account, through the API: 20 times, sorted. */
async function saveAndListTimes(app: FastifyInstance, db: Db, userId: string): Promise<number[]> {
  const ctx = app.homeward;
  const user = { id: userId, role: 'USER' as const };
  const token = (await tokenSet(ctx, user, await createSession(db, ctx, user.id, null))).accessToken;
  const headers = { 'x-client-token': 'homeward-web', authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const saveTimes: number[] = [];
  for (let k = 0; k < 20; k++) {
    const t0 = performance.now();
    const saved = await app.inject({ method: 'POST', url: '/api/v2/SavedSearches', headers, payload: { search: { searchText: 'Bellevue, WA', criteria: { price: { high: 900_000 + k } } } } });
    const listed = await app.inject({ method: 'GET', url: '/api/v2/SavedSearches', headers });
    saveTimes.push(performance.now() - t0);
    if (saved.statusCode !== 200 || listed.statusCode !== 200) throw new Error(`save answered ${saved.statusCode}: ${saved.body.slice(0, 200)}`);
    await app.inject({ method: 'DELETE', url: `/api/v2/SavedSearches/${(saved.json() as { data: { id: string } }).data.id}`, headers });
  }
  saveTimes.sort((a, b) => a - b);
  return saveTimes;
}

async function main(): Promise<void> {
  const started = performance.now();
  const clock = new ManualClock(new Date());
  // The embedded database by default; PostgreSQL when TEST_DATABASE_URL names a server (api/scripts/with-postgres.sh).
  const db = process.env.TEST_DATABASE_URL ? await openPostgres(process.env.TEST_DATABASE_URL) : await openPglite(':memory:');
  const database = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
  const app = await buildApp({ env: { MESSAGE_WORKER: 'off' }, db, clock, config: { seedLimit: SEED_LIMIT, jwtSecret: 'bench-secret-bench-secret-bench-secret' } });
  const ctx = app.homeward;
  // The homes arrive as in production: replicated from a local feed serving the seed.
  await replicateSeed(db, clock, SEED_LIMIT);
  log(`seeded ${SEED_LIMIT} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Places buyers search: the service area's cities (by boundary) and zip codes, weighted by homes.
  const rand = random(35);
  const { places, cities } = await searchedPlaces(db);
  const prices = (await db.query<{ p: number }>('SELECT list_price AS p FROM listings ORDER BY random() LIMIT 2000')).rows.map((r) => r.p);
  log(`${places.length} places (${cities} cities, ${places.length - cities} zips)`);

  // Users, then their searches, written in chunks with unnest.
  const now = clock.now();
  const { users, userIds, writeMs } = await writeSavedSearches(db, now, rand, places, prices);
  log(`${SEARCHES} saved searches of ${users} buyers written in ${(writeMs / 1000).toFixed(1)} s`);

  // The matcher: its index of every search, and the memory that takes.
  const before = heapMb();
  const matcher = new SavedSearchMatcher(ctx);
  const loadStarted = performance.now();
  await matcher.refresh();
  await matcher.loadBoundaries(db);
  const loadMs = performance.now() - loadStarted;
  const after = heapMb();

  await recordMarketChanges(db, now);
  const { pass, passMs, passStatementsMs } = await timedPass(db, matcher);
  // Then the messages of the alerts told at once, written by their own step in batches.
  const messagesStarted = performance.now();
  const messagesWritten = await matcher.sendPendingAlerts();
  const messagesMs = performance.now() - messagesStarted;
  const queued = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM message_outbox WHERE kind = 'home-alerts'")).rows[0].n;
  const pending = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM alerts WHERE digest_pending')).rows[0].n;

  const { memoryMs, matched } = await matchInMemory(db, matcher, now);

  const saveTimes = await saveAndListTimes(app, db, userIds[0]);

  const report = {
    database,
    savedSearches: SEARCHES,
    buyers: users,
    places: places.length,
    listingsSeeded: SEED_LIMIT,
    changes: CHANGES,
    eventBatch: EVENT_BATCH,
    index: { loadMs: Math.round(loadMs), searchesIndexed: matcher.searchCount, heapMb: Math.round((after - before) * 10) / 10 },
    batch: {
      passMs: Math.round(passMs),
      eventsRead: pass.events,
      alertsRecorded: pass.alerts,
      withinOneSecond: passMs <= 1000,
      passStatementsMs,
      messagesMs: Math.round(messagesMs),
      alertsMessaged: messagesWritten,
      messagesQueued: queued,
      waitingForDailyDigest: pending,
      matchInMemoryMs: Math.round(memoryMs * 10) / 10,
      matchesInMemory: matched.length,
    },
    saveAndListMs: { median: Math.round(saveTimes[10]), p95: Math.round(saveTimes[18]), max: Math.round(saveTimes[19]) },
    rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
  };
  mkdirSync(fileURLToPath(new URL('../../bench/', import.meta.url)), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  await app.close();
  await db.close();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
