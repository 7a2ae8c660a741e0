import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { LISTING_STATUS_CODES, HOME_TYPE_CODES } from '@homeward/contracts';
import { buildListingRecords } from '../src/db/seed';
import { backends, call, createTestApp, expectOk, type TestApp } from './helpers';

const FULL_LISTINGS = 21_436 + 5_930;

describe('seed records', () => {
  it('are the same on every build, and a subset holds exactly the same homes', () => {
    const first = buildListingRecords(null);
    const second = buildListingRecords(null);
    const digest = (records: unknown) => createHash('sha256').update(JSON.stringify(records)).digest('hex');
    assert.equal(first.length, FULL_LISTINGS);
    assert.equal(digest(first), digest(second));
    assert.equal(new Set(first.map((r) => r.mls)).size, first.length, 'unique MLS numbers');
    const byMls = new Map(first.map((r) => [r.mls, JSON.stringify(r)]));
    for (const record of buildListingRecords(400)) assert.equal(JSON.stringify(record), byMls.get(record.mls));
  });

  it('group repeat King County sales into one home with its history', () => {
    const records = buildListingRecords(null);
    const repeat = records.find((r) => r.source === 'king_county' && r.history.length > 1);
    assert.ok(repeat);
    assert.ok(repeat.history.every((h) => h.event === 'Sold'));
    assert.equal(repeat.list_price, repeat.history[0].price, 'asking price from the latest sale');
  });

  it('cover every status code, every home type, virtual and live open houses, and all sold windows', () => {
    const records = buildListingRecords(null);
    const statuses = new Set(records.map((r) => r.status));
    for (const code of LISTING_STATUS_CODES) assert.ok(statuses.has(code), `status ${code}`);
    const types = new Set(records.map((r) => r.property_type));
    for (const code of HOME_TYPE_CODES) assert.ok(types.has(code), `type ${code}`);
    const openTypes = new Set(records.flatMap((r) => r.open_houses.map((o) => o.type)));
    assert.deepEqual([...openTypes].sort(), ['INP', 'LIVE', 'VIR']);
    for (const days of [7, 30, 60, 90, 180]) assert.ok(records.some((r) => r.sold_days_ago !== null && r.sold_days_ago <= days && r.sold_days_ago > days / 2));
    assert.ok(records.every((r) => r.status !== 'NC' || r.new_construction));
  });
});

for (const backend of backends()) {
  describe(`full seed [${backend.name}]`, () => {
    let t: TestApp;
    let seedMillis = 0;
    before(async () => {
      const started = performance.now();
      t = await createTestApp(backend, { seedLimit: null });
      seedMillis = performance.now() - started;
    });
    after(() => t.close());

    it('loads every home, place and zip code', async (ctx) => {
      ctx.diagnostic(`database created, migrated and seeded in ${Math.round(seedMillis)} ms (${t.app.homeward.init.seeded?.millis} ms inserting)`);
      const { rows } = await t.db.query<{ listings: number; details: number; places: number; zips: number }>(
        `SELECT (SELECT count(*) FROM listings)::int AS listings, (SELECT count(*) FROM listing_details)::int AS details,
                (SELECT count(*) FROM places)::int AS places, (SELECT count(*) FROM zipcodes)::int AS zips`,
      );
      assert.deepEqual(rows[0], { listings: FULL_LISTINGS, details: FULL_LISTINGS, places: 1123, zips: 1436 });
    });

    it('searches Seattle inside its 1,003-point boundary, the map content bounded by the view', async (ctx) => {
      const started = performance.now();
      const data = expectOk(await call(t.app, 'POST', '/api/v2/Listings/Search', { body: { searchText: 'Seattle, WA' } }));
      ctx.diagnostic(`Seattle search: ${data.total} matches in ${Math.round(performance.now() - started)} ms, ${JSON.stringify(data).length} bytes`);
      assert.ok(data.total > 4000);
      assert.ok(data.nearbyTotal > 0, 'homes within the radius but outside the city are offered apart');
      const drawn = data.markers.length + data.clusters.reduce((sum: number, c: { count: number }) => sum + c.count, 0);
      assert.equal(drawn, data.total, 'every match is on the map once, as a home or in a cluster');
      assert.ok(data.markers.length < data.total, 'the answer does not carry a marker per home');
      assert.equal(data.place.boundaryPointCount, 1003);
      assert.equal(data.place.zoom, 11);
      assert.equal(data.data.length, 20);
    });

    it('searches Boston with its 1,893-point MassGIS boundary and finds Cambridge homes', async () => {
      const data = expectOk(await call(t.app, 'POST', '/api/v2/Listings/Search', { body: { searchText: 'Boston, MA', criteria: { listingTypes: [] } } }));
      assert.equal(data.place.boundaryPointCount, 1893);
      assert.equal(data.place.isMultiPolygon, true);
      assert.ok(data.total + data.nearbyTotal > 3000);
    });
  });
}
