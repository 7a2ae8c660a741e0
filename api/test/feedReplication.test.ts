import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import type { RunningFeed } from '../../scripts/feed';
import { ManualClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { buildListingRecords } from '../src/db/seed';
import { initDatabase } from '../src/db/init';
import { openPglite } from '../src/db/pglite';
import { FeedReplicator } from '../src/modules/feed/replicator';
import { adminSignIn, backends, call, createTestApp, expectOk, rowCount, TEST_SEED_LIMIT, TEST_START, type TestApp } from './helpers';
import { feedControl, startTestFeed, testFeedConfig } from './feed';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('replication from the local RESO feed', () => {
  it('stores every seeded home exactly as the seed makes it (the feed is the only way listings arrive)', async () => {
    const t = await createTestApp(backends()[0]);
    try {
      const records = buildListingRecords(TEST_SEED_LIMIT);
      const { rows } = await t.db.query<Record<string, unknown>>(
        `SELECT l.*, d.source_id, d.lot_square_foot, d.floors, d.waterfront, d.schools, d.description, d.history, d.sample_fields
           FROM listings l JOIN listing_details d ON d.mls = l.mls`,
      );
      assert.equal(rows.length, records.length);
      const byMls = new Map(rows.map((r) => [r.mls, r]));
      for (const record of records) {
        const row = byMls.get(record.mls);
        assert.ok(row, `home ${record.mls} replicated`);
        for (const [field, value] of Object.entries(record)) assert.deepEqual(row[field], value, `${record.mls}.${field}`);
      }
      assert.equal(await rowCount(t.db, 'listing_media'), records.reduce((n, r) => n + r.photo_count, 0));
    } finally {
      await t.close();
    }
  });

  /** A fresh embedded database, initialised, and a local feed of `homes` homes, closed after `check`. */
  async function withEmbeddedReplica(homes: number, check: (db: Awaited<ReturnType<typeof openPglite>>, feed: RunningFeed, clock: ManualClock) => Promise<void>) {
    const clock = new ManualClock(TEST_START);
    const db = await openPglite(':memory:');
    const feed = await startTestFeed(clock, homes);
    try {
      await initDatabase(db, loadConfig({}), clock, quiet);
      await check(db, feed, clock);
    } finally {
      await feed.close();
      await db.close();
    }
  }

  it('resumes an interrupted initial load after the last page stored: nothing lost, nothing stored twice', () =>
    withEmbeddedReplica(600, async (db, feed, clock) => {
      const config = testFeedConfig(feed, { pageSize: 100 });
      // The process dies while the third page is on its way.
      let pages = 0;
      const dying: typeof fetch = async (input, init) => {
        if (String(input).includes('/odata/Property') && ++pages === 3) throw new Error('connection reset');
        return fetch(input, init);
      };
      const first = new FeedReplicator(db, config, clock, quiet, { fetch: dying, maxAttempts: 1 });
      await assert.rejects(first.pull(), /connection reset/);
      await first.stop();
      assert.equal(await rowCount(db, 'listings'), 200, 'the two pages stored before the crash stay');
      const restarted = new FeedReplicator(db, config, clock, quiet);
      const result = await restarted.pull();
      assert.equal(result.stored, feed.store.size - 200, 'the restart reads on from the checkpoint');
      assert.equal(await rowCount(db, 'listings'), feed.store.size);
      const { rows } = await db.query<{ records_in: number; phase: string; last_error: string | null }>('SELECT records_in::int, phase, last_error FROM feed_state');
      assert.deepEqual(rows[0], { records_in: feed.store.size, phase: 'incremental', last_error: null });
      assert.equal(await rowCount(db, 'listing_events'), 0, 'the first load is the starting point, not news');
      await restarted.stop();
    }));

  /** How many homes the place of `city`, `state` is said to have (what suggestions rank places by). */
  const placeCount = async (db: Awaited<ReturnType<typeof openPglite>>, city: string, state: string) =>
    (await db.query<{ listing_count: number }>('SELECT listing_count FROM places WHERE search_name = lower($1) AND state = $2 AND in_service_area', [city, state])).rows[0]?.listing_count;

  it("keeps each place's count of homes: a new home counts at once, a home that moves town counts in its new one", () =>
    withEmbeddedReplica(50, async (db, feed, clock) => {
      const replicator = new FeedReplicator(db, testFeedConfig(feed), clock, quiet);
      await replicator.pull();
      const { rows: towns } = await db.query<{ city: string; state: string; n: number }>(
        `SELECT l.city, l.state, count(*)::int AS n FROM listings l JOIN places p ON p.search_name = lower(l.city) AND p.state = l.state AND p.in_service_area
          GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 2`,
      );
      const [town, other] = towns;
      assert.ok(town && other, 'the homes are in two towns or more');
      assert.equal(await placeCount(db, town.city, town.state), town.n, 'counted on the first load');
      const sample = feed.store.records().find((r) => r.City === town.city)!;
      // A new home in the town.
      assert.equal((await feedControl(feed, 'records', [{ ...sample, ListingKey: '9800030', ListingId: '9800030' }])).status, 200);
      assert.equal((await replicator.pull()).stored, 1);
      assert.equal(await placeCount(db, town.city, town.state), town.n + 1, 'a new home counts at once');
      // A re-priced home changes no count.
      clock.advance(1000);
      assert.equal((await feedControl(feed, 'records', [{ ...sample, ListingKey: '9800030', ListingId: '9800030', ListPrice: (sample.ListPrice ?? 0) + 5000 }])).status, 200);
      assert.equal((await replicator.pull()).stored, 1);
      assert.equal(await placeCount(db, town.city, town.state), town.n + 1);
      // The same home, now said to be in the other town.
      clock.advance(1000);
      assert.equal((await feedControl(feed, 'records', [{ ...sample, ListingKey: '9800030', ListingId: '9800030', City: other.city, StateOrProvince: other.state }])).status, 200);
      assert.equal((await replicator.pull()).stored, 1);
      assert.deepEqual([await placeCount(db, town.city, town.state), await placeCount(db, other.city, other.state)], [town.n, other.n + 1], 'it moves with the home');
      await replicator.stop();
      // A process that ended after storing a page and before counting left a count behind: the next
      // process counts again at its first pull, though that pull brings nothing.
      await db.query('UPDATE places SET listing_count = 0 WHERE search_name = lower($1) AND state = $2', [town.city, town.state]);
      const next = new FeedReplicator(db, testFeedConfig(feed), clock, quiet);
      assert.equal((await next.pull()).stored, 0);
      assert.equal(await placeCount(db, town.city, town.state), town.n);
      await next.stop();
    }));

  it('reuses the space of the rows each pull rewrites on the embedded database, so its tables do not grow with every change', () =>
    withEmbeddedReplica(50, async (db, feed, clock) => {
      const replicator = new FeedReplicator(db, testFeedConfig(feed), clock, quiet);
      await replicator.pull();
      const homes = feed.store.records().filter((r) => (r.Media?.length ?? 0) > 2).slice(0, 20);
      const pages = async () =>
        (await db.query<{ pages: number }>("SELECT (pg_relation_size('listings') + pg_relation_size('listing_details') + pg_relation_size('listing_media'))::int / 8192 AS pages")).rows[0].pages;
      // Each round re-prices the twenty homes: every one of them, its details and its photos are written again.
      const reprice = async (from: number, rounds: number) => {
        for (let round = from; round < from + rounds; round++) {
          clock.advance(1000);
          const records = homes.map((r) => ({ ...r, ListPrice: (r.ListPrice ?? 0) + 1000 * (round + 1) }));
          assert.equal((await feedControl(feed, 'records', records)).status, 200);
          assert.equal((await replicator.pull()).stored, homes.length);
        }
      };
      // A first round, after which the tables hold the space a round needs.
      await reprice(0, 2);
      const settled = await pages();
      await reprice(2, 30);
      const grown = (await pages()) - settled;
      // Never cleared, the 600 old versions of the rows took 95 more pages (from 28) in this test.
      assert.ok(grown <= 10, `grew by ${grown} pages (from ${settled}) over 30 rounds of changes`);
      await replicator.stop();
    }));

  it('resumes at once after a restart on the embedded database, though the ended process still held the lease', () =>
    withEmbeddedReplica(50, async (db, feed, clock) => {
      // The process ended mid-pull, without giving the lease back (killed, or the machine stopped).
      await db.query('UPDATE feed_state SET lease_owner = $1, lease_until = $2', ['ended-process', new Date(clock.now().getTime() + 120_000)]);
      const waiting = new FeedReplicator(db, testFeedConfig(feed), clock, quiet);
      assert.equal((await waiting.pull()).ran, false, 'while the lease stands, no pull');
      // The API starts again on the same folder: nothing else can have it open.
      await initDatabase(db, loadConfig({}), clock, quiet);
      const restarted = new FeedReplicator(db, testFeedConfig(feed), clock, quiet);
      const result = await restarted.pull();
      assert.equal(result.ran, true);
      assert.equal(result.stored, feed.store.size);
      await restarted.stop();
    }));
});

for (const backend of backends()) {
  describe(`market changes from the feed [${backend.name}]`, () => {
    let t: TestApp;
    let feed: RunningFeed;
    let admin: string;

    before(async () => {
      // The feed keeps the app's time once there is an app.
      let clock: { now(): Date } = new ManualClock(TEST_START);
      feed = await startTestFeed({ now: () => clock.now() }, TEST_SEED_LIMIT);
      t = await createTestApp(backend, { config: { feed: testFeedConfig(feed) } });
      clock = t.clock;
      admin = await adminSignIn(t.app);
      // A new source is read whole once; after that each pull brings what changed.
      await t.app.homeward.feed.pull();
    });
    after(async () => {
      await t.close();
      await feed.close();
    });

    const activeHome = async (offset = 0) => {
      const { rows } = await t.db.query<{ mls: string; zipcode: string; list_price: number; property_type: string }>(
        `SELECT mls, zipcode, list_price, property_type FROM listings WHERE status = 'A' AND state = 'WA' ORDER BY mls OFFSET $1 LIMIT 1`,
        [offset],
      );
      return rows[0];
    };

    /** The homes a search of the zip code lists (every page), once the search index has the change. */
    const searchZip = async (zipcode: string, until: (cards: any[]) => boolean): Promise<any[]> => {
      let cards: any[] = [];
      for (let attempt = 0; attempt < 50; attempt++) {
        t.clock.advance(1100);
        const first = expectOk(await call(t.app, 'POST', '/api/v2/Listings/Search', { body: { searchText: zipcode, criteria: { listingTypes: [] } } }));
        cards = [...first.data];
        for (let page = 2; page <= Math.ceil(first.total / 20); page++) {
          cards.push(...expectOk(await call(t.app, 'POST', '/api/v2/Listings/Search', { body: { searchText: zipcode, criteria: { listingTypes: [] }, page } })).data);
        }
        if (until(cards)) return cards;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return cards;
    };

    it('a price cut shows in search, on the property page and in its history, as a price_cut event', async () => {
      const home = await activeHome();
      const newPrice = home.list_price - 25_000;
      const changed = await feedControl(feed, 'change', { listingKey: home.mls, action: 'price_cut', price: newPrice });
      assert.equal(changed.status, 200);
      const pulled = await t.app.homeward.feed.pull();
      assert.equal(pulled.stored, 1);
      const cards = await searchZip(home.zipcode, (list) => list.some((c) => c.mls === home.mls && c.listingPrice === newPrice));
      assert.equal(cards.find((c) => c.mls === home.mls)?.listingPrice, newPrice, 'search lists the new price');
      const page = expectOk(await call(t.app, 'GET', `/api/v2/Listings/${home.mls}`));
      assert.equal(page.listingPrice, newPrice);
      assert.equal(page.status, 'PD', 'an active home whose price drops is shown as Price Drop');
      assert.ok(page.history.some((h: any) => h.event === 'Price change' && h.price === newPrice), 'the history has the change');
      assert.equal(page.attribution.listOfficeName, 'Homeward Realty Puget Sound (sample)');
      assert.equal(page.attribution.sourceName, 'Homeward local feed (sample market)');
      const { rows } = await t.db.query<{ kind: string; old_price: number; new_price: number }>('SELECT kind, old_price, new_price FROM listing_events WHERE mls = $1', [home.mls]);
      assert.deepEqual(rows, [{ kind: 'price_cut', old_price: home.list_price, new_price: newPrice }]);
    });

    it('a withdrawn home leaves search at once and keeps its page and history', async () => {
      const home = await activeHome(1);
      assert.equal((await feedControl(feed, 'change', { listingKey: home.mls, action: 'withdraw' })).status, 200);
      await t.app.homeward.feed.pull();
      const cards = await searchZip(home.zipcode, (list) => !list.some((c) => c.mls === home.mls));
      assert.ok(!cards.some((c) => c.mls === home.mls), 'no longer in search');
      const page = expectOk(await call(t.app, 'GET', `/api/v2/Listings/${home.mls}`));
      assert.equal(page.status, 'T');
      assert.ok(page.history.some((h: any) => h.event === 'Withdrawn'));
      const { rows } = await t.db.query<{ kind: string }>('SELECT kind FROM listing_events WHERE mls = $1', [home.mls]);
      assert.deepEqual(rows.map((r) => r.kind), ['withdrawn']);
    });

    it('lists a new home the source sends without photos or open houses, as a listed event with no photos', async () => {
      const home = (await t.db.query<{ mls: string }>("SELECT mls FROM listings WHERE state = 'WA' ORDER BY mls LIMIT 1")).rows[0];
      const { Media: _media, OpenHouse: _openHouses, ...bare } = feed.store.get(home.mls)!;
      const record = { ...bare, ListingKey: '9800010', ListingId: '9800010', StandardStatus: 'Active', MlsStatus: null, PhotosCount: 0 };
      assert.equal((await feedControl(feed, 'records', [record])).status, 200);
      const pulled = await t.app.homeward.feed.pull();
      assert.deepEqual([pulled.stored, pulled.skipped], [1, 0]);
      const page = expectOk(await call(t.app, 'GET', '/api/v2/Listings/9800010'));
      assert.deepEqual([page.listingPrice, page.photos], [bare.ListPrice, []]);
      const { rows } = await t.db.query<{ kind: string }>('SELECT kind FROM listing_events WHERE mls = $1', ['9800010']);
      assert.deepEqual(rows.map((r) => r.kind), ['listed']);
    });

    it("keeps the source's photos in their Order with their captions, leaves out other media, and serves them resized", async () => {
      const home = (await t.db.query<{ mls: string }>("SELECT mls FROM listings WHERE state = 'WA' ORDER BY mls LIMIT 1 OFFSET 1")).rows[0];
      const base = feed.store.get(home.mls)!;
      const [first, second] = base.Media!;
      const record = {
        ...base,
        ListingKey: '9800020',
        ListingId: '9800020',
        // Sent last-first, with a floor plan between them, the way an MLS may list them.
        Media: [
          { ...second, MediaKey: 'm-3', ResourceRecordKey: '9800020', Order: 7, ShortDescription: null, LongDescription: 'Kitchen with an island' },
          { ...first, MediaKey: 'm-plan', ResourceRecordKey: '9800020', Order: 2, MediaCategory: 'Floor Plan', ShortDescription: 'Plan' },
          { ...first, MediaKey: 'm-1', ResourceRecordKey: '9800020', Order: 1, MediaCategory: 'Photo', ShortDescription: 'Front of the house' },
        ],
        PhotosCount: 2,
      };
      assert.equal((await feedControl(feed, 'records', [record])).status, 200);
      assert.equal((await t.app.homeward.feed.pull()).stored, 1);
      const page = expectOk(await call(t.app, 'GET', '/api/v2/Listings/9800020'));
      assert.deepEqual(page.photoCaptions, ['Front of the house', 'Kitchen with an island']);
      assert.equal(page.photos.length, 2);
      // Each photo is the API's resized copy of the source's file, in the source's order.
      const { rows } = await t.db.query<{ position: number; url: string }>('SELECT position, url FROM listing_media WHERE mls = $1 ORDER BY position', ['9800020']);
      assert.deepEqual(rows, [
        { position: 1, url: first.MediaURL },
        { position: 2, url: second.MediaURL },
      ]);
      page.photos.forEach((src: string, i: number) => assert.match(src, new RegExp(`/api/v2/media/listing/9800020/${i + 1}\\.webp\\?w=\\d+$`)));
    });

    it("makes a new home's card photo as it arrives, so its first visitor does not wait for the listing service; a photo the service cannot give fails nothing", async () => {
      const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#5b8c7a' } }).png().toBuffer();
      const asked: string[] = [];
      const source = createServer((request, response) => {
        asked.push(request.url ?? '');
        if (request.url === '/front.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
        else response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = source.address() as AddressInfo;
        const home = (await t.db.query<{ mls: string }>("SELECT mls FROM listings WHERE state = 'WA' ORDER BY mls LIMIT 1 OFFSET 2")).rows[0];
        const base = feed.store.get(home.mls)!;
        const arriving = (mls: string, file: string) => ({
          ...base,
          ListingKey: mls,
          ListingId: mls,
          StandardStatus: 'Active',
          MlsStatus: null,
          Media: [{ ...base.Media![0], MediaKey: `m-${mls}`, ResourceRecordKey: mls, Order: 1, MediaCategory: 'Photo', MediaURL: `http://127.0.0.1:${port}/${file}` }],
          PhotosCount: 1,
        });
        assert.equal((await feedControl(feed, 'records', [arriving('9800030', 'front.png'), arriving('9800031', 'gone.png')])).status, 200);
        assert.equal((await t.app.homeward.feed.pull()).stored, 2, 'both homes are stored, the one without its photo too');
        assert.deepEqual(asked.sort(), ['/front.png', '/gone.png'], 'each photo was asked for once, as its home arrived');
        const photo = await t.app.inject({ method: 'GET', url: '/api/v2/media/listing/9800030/1.webp?w=640' });
        assert.equal(photo.statusCode, 200);
        assert.equal(photo.headers['content-type'], 'image/webp');
        assert.equal((await sharp(photo.rawPayload).metadata()).width, 640);
        assert.equal(asked.length, 2, 'the first visitor got the photo made when the home arrived');
        // The one the service could not give is asked for again when a visitor wants it.
        assert.equal((await t.app.inject({ method: 'GET', url: '/api/v2/media/listing/9800031/1.webp?w=640' })).statusCode, 502);
        assert.equal(asked.length, 3);
      } finally {
        await new Promise((resolve) => source.close(resolve));
      }
    });

    it('skips and counts a record with an unknown status, no position or outside WA and MA, storing nothing of it', async () => {
      const home = (await t.db.query<{ mls: string }>("SELECT mls FROM listings WHERE state = 'WA' ORDER BY mls DESC LIMIT 1")).rows[0];
      const base = feed.store.get(home.mls)!;
      const records = [
        { ...base, ListingKey: 'X-UNKNOWN', ListingId: '9900001', StandardStatus: 'Auctioned', MlsStatus: 'Auctioned' },
        { ...base, ListingKey: 'X-NOPOS', ListingId: '9900002', Latitude: null, Longitude: null },
        { ...base, ListingKey: 'X-OREGON', ListingId: '9900003', StateOrProvince: 'OR' },
      ];
      assert.equal((await feedControl(feed, 'records', records)).status, 200);
      const pulled = await t.app.homeward.feed.pull();
      assert.deepEqual([pulled.stored, pulled.skipped], [0, 3]);
      const { rows } = await t.db.query("SELECT mls FROM listings WHERE mls LIKE '99000%' UNION ALL SELECT mls FROM listing_media WHERE mls LIKE '99000%'");
      assert.deepEqual(rows, []);
      const status = expectOk(await call(t.app, 'GET', '/api/v2/admin/feed', { token: admin }));
      const counts = Object.fromEntries(status.skipped.map((s: any) => [s.reason, s.count]));
      assert.deepEqual(counts, { unknown_status: 1, no_position: 1, outside_service_area: 1 });
      assert.ok(status.recentSkips.some((s: any) => s.listingKey === 'X-UNKNOWN' && s.label === 'Unknown status' && /Auctioned/.test(s.detail)));
    });

    it('backs off on 429 and 503 as Retry-After says and completes the pull; managers see it', async () => {
      const home = await activeHome(2);
      await feedControl(feed, 'change', { listingKey: home.mls, action: 'pending' });
      await feedControl(feed, 'faults', { status: 429, count: 2, retryAfter: 1 });
      const started = Date.now();
      const pulled = await t.app.homeward.feed.pull();
      assert.ok(Date.now() - started >= 2000, 'waited as Retry-After said');
      assert.equal(pulled.stored, 1);
      await feedControl(feed, 'change', { listingKey: home.mls, action: 'sold' });
      await feedControl(feed, 'faults', { status: 503, count: 1, retryAfter: 0 });
      assert.equal((await t.app.homeward.feed.pull()).stored, 1);
      const status = expectOk(await call(t.app, 'GET', '/api/v2/admin/feed', { token: admin }));
      assert.equal(status.backoffs, 3);
      assert.match(status.lastBackoff, /HTTP 503/);
      assert.equal(status.lastError, null);
      assert.equal(status.phase, 'incremental');
      assert.ok(status.lastSuccessAt);
      const { rows } = await t.db.query<{ kind: string }>('SELECT kind FROM listing_events WHERE mls = $1 ORDER BY id', [home.mls]);
      assert.deepEqual(rows.map((r) => r.kind), ['pending', 'sold']);
    });

    it('is refused to anyone but a manager', async () => {
      assert.equal((await call(t.app, 'GET', '/api/v2/admin/feed')).status, 401);
    });

    it('lets one process replicate at a time: another holding the lease makes this pull wait its turn', async () => {
      const other = new FeedReplicator(t.db, testFeedConfig(feed), t.clock, quiet);
      await t.db.query('UPDATE feed_state SET lease_owner = $1, lease_until = $2', [other.owner, new Date(t.clock.now().getTime() + 60_000)]);
      assert.equal((await t.app.homeward.feed.pull()).ran, false);
      await other.stop();
      assert.equal((await t.app.homeward.feed.pull()).ran, true, 'the lease is free once its holder stops');
    });
  });
}
