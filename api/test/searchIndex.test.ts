import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { completeCriteria, matchesFilters, matchesPriceFilter, PRICE_HISTOGRAM_BUCKETS, priceHistogram, type FilterCriteriaInput } from '@homeward/domain';
import { HOME_TYPE_CODES, LISTING_STATUS_CODES, OPEN_HOUSE_TYPES, STATUS_FILTER_VALUES } from '@homeward/contracts';
import { buildApp } from '../src/app';
import { COMPRESS_IN_PLACE_MAX_BYTES, encodeAnswer, preferredEncoding } from '../src/http/encoding';
import { busiestPlaceTexts, CodedTexts, indexListings, ListingIndex, OpenHouseColumns, PackedTexts, type CardTuple } from '../src/modules/listings/listingIndex';
import { resolveSearchText } from '../src/modules/listings/places';
import { SearchWorkers } from '../src/modules/listings/searchWorkers';
import { SUMMARY_COLUMNS, toListingSummary, type ListingRow } from '../src/modules/listings/mapper';
import type { CandidateTuple } from '../src/modules/listings/repository';
import { computeMatches } from '../src/modules/listings/matches';
import { matchableListing, matcherFor, MATCHES_ALL } from '../src/modules/listings/matchRule';
import type { PlaceArea } from '../src/modules/listings/placeArea';
import { searchIndexed, WARM_SORTS, warmPlaces } from '../src/modules/listings/search';
import { CardStore, cardRowOf, placeKey, SearchCache, stringBytes } from '../src/modules/listings/searchCache';
import { backends, CLIENT, createTestApp, expectError, expectOk, useTestApp } from './helpers';

const NOW = new Date('2026-03-04T18:00:00.000Z');
const CARD_FIELDS: CardTuple = ['WA', 'Bellevue', '1 Main St', null, true, 60, 3];

const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const tupleArb: fc.Arbitrary<CandidateTuple> = fc
  .record({
    lat: fc.double({ min: 47, max: 48, noNaN: true }),
    lng: fc.double({ min: -123, max: -121, noNaN: true }),
    price: fc.integer({ min: 50_000, max: 5_000_000 }),
    status: fc.constantFrom(...LISTING_STATUS_CODES),
    type: fc.constantFrom(...HOME_TYPE_CODES),
    beds: fc.integer({ min: 0, max: 8 }),
    baths: fc.constantFrom(0, 0.75, 1, 1.5, 1.75, 2, 2.5, 3, 4.25),
    sqft: fc.integer({ min: 300, max: 9000 }),
    year: nullable(fc.integer({ min: 1900, max: 2026 })),
    hoa: nullable(fc.integer({ min: 0, max: 1500 })),
    school: nullable(fc.integer({ min: 1, max: 10 })),
    days: fc.integer({ min: 0, max: 400 }),
    openHouses: fc.array(fc.record({ type: fc.constantFrom(...OPEN_HOUSE_TYPES), dayOffset: fc.integer({ min: -3, max: 12 }), startTime: fc.constant('1:00 PM'), endTime: fc.constant('3:00 PM') }), { maxLength: 2 }),
    sold: nullable(fc.integer({ min: 0, max: 400 })),
    live: fc.boolean(),
  })
  .map((r) => ['0', r.lat, r.lng, r.price, r.status, r.type, r.beds, r.baths, r.sqft, r.year, r.hoa, r.school, r.days, false, r.openHouses, r.sold, r.live] as unknown as CandidateTuple);

const rangeArb = (values: number[]) => fc.record({ low: fc.constantFrom<number | null>(null, 0, ...values), high: fc.constantFrom<number | null>(null, 0, 999_999_999, ...values) }, { requiredKeys: [] });
const criteriaArb: fc.Arbitrary<FilterCriteriaInput> = fc.record(
  {
    price: rangeArb([300_000, 800_000, 2_000_000]),
    beds: rangeArb([1, 2, 3, 4]),
    baths: rangeArb([1, 1.5, 2, 3]),
    square_feet: rangeArb([800, 1500, 3000]),
    year_built: rangeArb([1950, 2000, 2024]),
    homeowner_due: rangeArb([100, 500]),
    minSchoolRating: fc.constantFrom(null, 3, 7),
    daysOnMarket: fc.constantFrom(null, 7, 30, 999_999),
    listingTypes: fc.subarray([...HOME_TYPE_CODES]),
    listingStatuses: fc.subarray([...STATUS_FILTER_VALUES], { minLength: 1 }),
    openHouse: fc.record({ only: fc.boolean(), when: fc.constantFrom('Any', 'Today', 'Weekend', 'Custom'), customDate: fc.constantFrom(null, '2026-03-07', '2026-03-10') }),
    newConstruction: fc.constantFrom(null, true),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<FilterCriteriaInput>;

describe('the search index', () => {
  it('gives back every listing text, null and open house its packed columns were made from', () => {
    const openHouseArb = fc.record({ type: fc.constantFrom(...OPEN_HOUSE_TYPES), dayOffset: fc.integer({ min: -30, max: 30 }), startTime: fc.string(), endTime: fc.string() });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), nullable(fc.string({ unit: 'grapheme' })), fc.constantFrom('98004', '98103', ''), fc.array(openHouseArb, { maxLength: 3 }))), (rows) => {
        const texts = PackedTexts.of(rows.map((r) => r[0]));
        const nullables = PackedTexts.of(rows.map((r) => r[1]));
        const zips = new CodedTexts(rows.map((r) => r[2]));
        const openHouses = new OpenHouseColumns(rows.map((r) => r[3]));
        assert.equal(texts.length, rows.length);
        rows.forEach(([text, maybe, zip, list], i) => {
          assert.equal(texts.at(i), text);
          assert.equal(nullables.nullableAt(i), maybe);
          assert.equal(zips.at(i), zip);
          assert.equal(zips.codes[i], zips.codeOf(zip));
          assert.equal(openHouses.count(i), list.length);
          assert.deepEqual(openHouses.at(i), list.map((o) => ({ ...o })));
        });
        assert.equal(zips.codeOf('no such zip'), -1);
      }),
    );
    // As many distinct open-house times as the data has (an import may bring hundreds).
    const many = Array.from({ length: 700 }, (_, i) => [{ type: OPEN_HOUSE_TYPES[i % OPEN_HOUSE_TYPES.length], dayOffset: i % 9, startTime: `${i}:00`, endTime: `${i}:30` }]);
    const columns = new OpenHouseColumns(many);
    many.forEach((list, i) => assert.deepEqual(columns.at(i), list));
  });

  it('applies exactly the domain match rule over its columns, for any listing and criteria', () => {
    fc.assert(
      fc.property(fc.array(tupleArb, { minLength: 1, maxLength: 40 }), criteriaArb, (tuples, input) => {
        const rows = tuples.map((t, i) => [String(2_100_000 + i), ...t.slice(1)] as CandidateTuple);
        const index = indexListings('1', rows, rows.map(() => '98004'), rows.map(() => CARD_FIELDS));
        const criteria = completeCriteria(input);
        const matcher = matcherFor(index, criteria, NOW);
        for (let id = 0; id < index.count; id++) {
          const listing = matchableListing(index, id, NOW);
          const tuple = rows.find((t) => t[0] === index.mls.at(id))!;
          assert.equal(listing.listingPrice, tuple[3]);
          const expected = matchesFilters(listing, criteria, NOW);
          assert.equal(matcher.matches(id) && matcher.priceOk(id), expected, `${JSON.stringify(tuple)} ${JSON.stringify(criteria)}`);
          assert.equal(matcher.priceOk(id), matchesPriceFilter(listing.listingPrice, criteria.price));
        }
        // All at once, in another order and with a home asked twice, as a search marks a place's homes.
        const ids = Int32Array.from([...Array(index.count).keys()].reverse().concat([0]));
        const marks = new Uint8Array(ids.length).fill(9);
        matcher.mark(ids, ids.length, marks);
        ids.forEach((id, k) => {
          const expected = !matcher.matches(id) ? 0 : matcher.priceOk(id) ? MATCHES_ALL : 1;
          assert.equal(marks[k], expected, `home ${id} at ${k}`);
        });
      }),
      { numRuns: 400 },
    );
  });

  it("gives a place's matches in the search's order, each side apart, however often its candidate lists are reused", () => {
    // Criteria that many homes pass (random ones of the test above mostly match none).
    // One other condition or two now and then, so the scans of every shape (which conditions apply) are compared.
    const extra = fc.constantFrom<Partial<FilterCriteriaInput>>(
      {},
      { baths: { low: 1 } },
      { square_feet: { low: 800, high: 6000 } },
      { year_built: { low: 1950 } },
      { homeowner_due: { high: 1200 } },
      { minSchoolRating: 3 },
      { daysOnMarket: 300 },
      { openHouse: { only: true } },
      { newConstruction: true },
    );
    const broadCriteria: fc.Arbitrary<FilterCriteriaInput> = fc
      .tuple(
        fc.record({
          beds: rangeArb([1, 2, 3]),
          price: rangeArb([800_000, 2_000_000]),
          listingTypes: fc.constantFrom([], ['RESI'], ['RESI', 'COND']),
          listingStatuses: fc.constantFrom(['A'], ['A', 'P'], ['A', 'SoldLast90']),
        }),
        extra,
        extra,
      )
      .map(([base, one, two]) => ({ ...base, ...one, ...two }) as FilterCriteriaInput);
    let matched = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(tupleArb, fc.boolean()), { minLength: 1, maxLength: 60 }),
        fc.array(broadCriteria, { minLength: 1, maxLength: 4 }),
        (homes, criteriaList) => {
          const rows = homes.map(([t], i) => [String(2_100_000 + ((i * 7919) % 1000)).padEnd(7, String(i)), ...t.slice(1)] as CandidateTuple);
          const index = indexListings('1', rows, rows.map(() => '98004'), rows.map(() => CARD_FIELDS));
          // Every other home of the index, in index order, each inside the place or not.
          const ids = Int32Array.from([...Array(index.count).keys()].filter((id) => id % 2 === 0 || homes.length < 4));
          const inside = Uint8Array.from(ids, (id) => (homes[rows.findIndex((r) => r[0] === index.mls.at(id))][1] ? 1 : 0));
          const area: PlaceArea = { ids, inside, orders: {}, candidates: new Map() };
          // Each criteria in every order, twice over: the second round reads the candidate lists the first one kept.
          const sorts = ['daysOnMarket', 'priceAsc', 'priceDesc', 'sqftDesc', 'yearBuiltDesc', 'bedsDesc'] as const;
          const searches = criteriaList.flatMap((input) => sorts.map((sort) => [input, sort] as const));
          for (const [input, sort] of [...searches, ...searches]) {
            const criteria = completeCriteria(input);
            const matcher = matcherFor(index, criteria, NOW);
            const z0 = (v: number) => (Number.isNaN(v) ? 0 : v);
            const keys: Record<(typeof sorts)[number], (id: number) => number[]> = {
              daysOnMarket: (id) => [index.daysOnMarket[id]],
              priceAsc: (id) => [index.price[id]],
              priceDesc: (id) => [-index.price[id]],
              sqftDesc: (id) => [-z0(index.sqft[id])],
              yearBuiltDesc: (id) => [-z0(index.yearBuilt[id])],
              bedsDesc: (id) => [-z0(index.beds[id]), index.daysOnMarket[id]],
            };
            const byKeys = (a: number, b: number) => {
              const [ka, kb] = [keys[sort](a), keys[sort](b)];
              return ka.map((v, i) => v - kb[i]).find((d) => d !== 0) ?? (index.mls.at(a) < index.mls.at(b) ? -1 : 1);
            };
            const expected = [...ids].filter((id) => matcher.matches(id) && matcher.priceOk(id)).sort(byKeys);
            const isInside = (id: number) => inside[ids.indexOf(id)] === 1;
            const got = computeMatches(index, area, { criteria, sort, now: NOW });
            matched += expected.length;
            const expectedPlace = expected.filter(isInside);
            const expectedNearby = expected.filter((id) => !isInside(id));
            assert.deepEqual([...got.place!.ids], expectedPlace);
            assert.deepEqual([...got.nearby!.ids], expectedNearby);
            assert.deepEqual([got.placeTotal, got.nearbyTotal], [expectedPlace.length, expectedNearby.length]);
            // Each side's histogram is the domain's over its homes' prices before the price filter.
            for (const [side, within] of [['place', isInside], ['nearby', (id: number) => !isInside(id)]] as const) {
              const prices = ids.filter((id) => matcher.matches(id) && within(id)).map((id) => index.price[id]);
              assert.deepEqual(got[side]!.histogram, priceHistogram(prices, PRICE_HISTOGRAM_BUCKETS), side);
            }
            // One side listed, the other only counted: the same matches and totals.
            const placeOnly = computeMatches(index, area, { criteria, sort, now: NOW }, 'place');
            const nearbyOnly = computeMatches(index, area, { criteria, sort, now: NOW }, 'nearby');
            assert.deepEqual([placeOnly.nearby, nearbyOnly.place], [null, null]);
            assert.deepEqual(placeOnly.place, got.place);
            assert.deepEqual(nearbyOnly.nearby, got.nearby);
            for (const one of [placeOnly, nearbyOnly]) assert.deepEqual([one.placeTotal, one.nearbyTotal], [got.placeTotal, got.nearbyTotal]);
          }
        },
      ),
      { numRuns: 150 },
    );
    // The runs compared real lists, not only empty ones.
    assert.ok(matched > 100, `only ${matched} matches over all runs`);
  });

  it('weighs cached cards at one byte a character unless a character needs two', () => {
    assert.equal(stringBytes('{"city":"Seattle"}'), 18);
    assert.equal(stringBytes('{"city":"Montréal"}'), 19);
    assert.equal(stringBytes('{"name":"Zoë ★"}'), 32);
  });

  it('keeps cards within its byte bound, each the card of its listing, and makes them again for a new version or day', () => {
    const rows = Array.from({ length: 12 }, (_, i) => [String(2_200_000 + i), 47.6, -122.3, 500_000 + i * 1000, 'A', 'RESI', 3, 2, 1500, 1990, null, null, i, false, [], null, true] as unknown as CandidateTuple);
    const index = indexListings('1', rows, rows.map(() => '98004'), rows.map(() => CARD_FIELDS));
    const cardOf = (id: number, now: Date) => JSON.stringify(toListingSummary(cardRowOf(index, id), now));
    const oneCard = 64 + stringBytes(cardOf(0, NOW));
    const store = new CardStore(oneCard * 3 + 10);
    const ids = Int32Array.from(rows.keys());
    for (let round = 0; round < 2; round++) {
      assert.deepEqual(store.json(index, NOW, ids), [...ids].map((id) => cardOf(id, NOW)));
      assert.ok(store.size > 0 && store.size <= 3, `${store.size} cards kept`);
    }
    // The next day a card counts its days from that day: made again, not the one kept.
    const nextDay = new Date(NOW.getTime() + 86_400_000);
    assert.deepEqual(store.json(index, nextDay, [11]), [cardOf(11, nextDay)]);
    const next = indexListings('2', rows.slice(1), rows.slice(1).map(() => '98004'), rows.slice(1).map(() => CARD_FIELDS));
    assert.deepEqual(store.json(next, nextDay, [0]), [JSON.stringify(toListingSummary(cardRowOf(next, 0), nextDay))]);
  });

  it('compresses answers in place or on the thread pool to the same bytes a client decodes', async () => {
    const small = Buffer.from(JSON.stringify({ data: Array.from({ length: 300 }, (_, i) => ({ mls: String(i), price: i * 1000 })) }));
    const large = Buffer.concat([small, Buffer.alloc(COMPRESS_IN_PLACE_MAX_BYTES, 'x')]);
    for (const body of [small, large]) {
      const br = await encodeAnswer(body, 'br');
      assert.equal(br.encoding, 'br');
      assert.ok(br.bytes.length < body.length);
      assert.deepEqual(brotliDecompressSync(br.bytes), body);
      const gz = await encodeAnswer(body, 'gzip');
      assert.equal(gz.encoding, 'gzip');
      assert.deepEqual(gunzipSync(gz.bytes), body);
    }
    assert.deepEqual(await encodeAnswer(Buffer.from('{"tiny":1}'), 'br'), { bytes: Buffer.from('{"tiny":1}'), encoding: 'identity' });
  });

  it('reads Accept-Encoding: brotli first, then gzip, q=0 refuses, * stands for the rest', () => {
    assert.equal(preferredEncoding('gzip, deflate, br'), 'br');
    assert.equal(preferredEncoding('gzip'), 'gzip');
    assert.equal(preferredEncoding('br;q=0, gzip;q=0.5'), 'gzip');
    assert.equal(preferredEncoding('*'), 'br');
    assert.equal(preferredEncoding('*;q=0, identity'), 'identity');
    assert.equal(preferredEncoding(undefined), 'identity');
    assert.equal(preferredEncoding('deflate'), 'identity');
  });
});

for (const backend of backends()) {
  describe(`search answers [${backend.name}]`, () => {
    const t = useTestApp(backend);

    const searchRaw = (body: unknown, acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/Listings/Search',
        headers: { ...CLIENT, 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        payload: JSON.stringify(body),
      });

    it('compresses as the caller accepts: the same answer in brotli, gzip or plain', async () => {
      const body = { searchText: 'Seattle, WA', criteria: { listingTypes: [] } };
      const plain = await searchRaw(body);
      assert.equal(plain.statusCode, 200);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.match(String(plain.headers['content-type']), /^application\/json/);
      const br = await searchRaw(body, 'gzip, deflate, br');
      assert.equal(br.headers['content-encoding'], 'br');
      assert.match(String(br.headers.vary), /accept-encoding/i);
      const gzip = await searchRaw(body, 'gzip');
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      const parsed = plain.json();
      assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), parsed);
      assert.deepEqual(JSON.parse(gunzipSync(gzip.rawPayload).toString()), parsed);
      assert.ok(br.rawPayload.length < plain.rawPayload.length / 3, `${br.rawPayload.length} of ${plain.rawPayload.length} bytes`);
      // Asked again, the answer comes from the cache and is the same.
      const again = await searchRaw(body, 'br');
      assert.deepEqual(again.rawPayload, br.rawPayload);
    });

    it('orders by the chosen field, ties by MLS number, across pages', async () => {
      for (const [sort, field, direction] of [['daysOnMarket', 'daysOnMarket', 1], ['priceDesc', 'listingPrice', -1]] as const) {
        const cards: any[] = [];
        for (let page = 1; page <= 3; page++) cards.push(...(await searchRaw({ searchText: 'Seattle, WA', criteria: { listingTypes: [] }, sort, page })).json().data.data);
        assert.equal(cards.length, 60);
        for (let i = 1; i < cards.length; i++) {
          const [a, b] = [cards[i - 1], cards[i]];
          const byField = (b[field] - a[field]) * direction;
          assert.ok(byField > 0 || (byField === 0 && a.mls < b.mls), `${sort}: ${a.mls} (${a[field]}) before ${b.mls} (${b[field]})`);
        }
      }
    });

    it('follows listings_version: a changed listing shows in the cards and totals of every API instance on the database', async () => {
      // A second instance on the same database, as a second API process would be.
      const other = await buildApp({ env: {}, db: t.db, clock: t.clock, config: { seedLimit: 1500, jwtSecret: 'test-secret-test-secret-test-secret' } });
      try {
        const body = { searchText: 'Seattle, WA', criteria: { listingTypes: [] } };
        const ask = async (app = t.app): Promise<any> => {
          const raw = await app.inject({ method: 'POST', url: '/api/v2/Listings/Search', headers: { ...CLIENT, 'content-type': 'application/json', 'accept-encoding': 'br' }, payload: JSON.stringify(body) });
          return expectOk({ status: raw.statusCode, body: JSON.parse(brotliDecompressSync(raw.rawPayload).toString()), raw });
        };
        const first = await ask();
        await ask(other);
        const card = first.data[0];
        const newPrice = card.listingPrice + 1234;
        // A bulk change as an import makes it: the row and its search tuple (the trigger raises listings_version).
        await t.db.query(
          `UPDATE listings SET list_price = $2, search_tuple = jsonb_set(search_tuple::jsonb, '{3}', to_jsonb($2::int))::text WHERE mls = $1`,
          [card.mls, newPrice],
        );
        // Within about a second of the change (the instances look at the version once a second), both answer with it.
        for (const app of [t.app, other]) {
          let seen: number | undefined;
          for (let attempt = 0; attempt < 50 && seen !== newPrice; attempt++) {
            t.clock.advance(1100);
            const answer = await ask(app);
            seen = answer.data.find((l: any) => l.mls === card.mls)?.listingPrice;
            if (seen !== newPrice) await new Promise((r) => setTimeout(r, 20));
          }
          assert.equal(seen, newPrice);
        }
      } finally {
        await other.close();
      }
    });

    it("makes each card from the index exactly as from the listing's row, for every listing", async () => {
      const index = await new ListingIndex(t.db).get();
      const { rows } = await t.db.query<ListingRow>(`SELECT ${SUMMARY_COLUMNS} FROM listings l`);
      assert.equal(rows.length, index.count);
      const idOf = new Map(Array.from({ length: index.count }, (_, id) => [index.mls.at(id), id]));
      // Today and a day whose open houses and sale dates differ.
      for (const now of [NOW, new Date('2026-07-01T09:30:00.000Z')]) {
        for (const row of rows) {
          const fromIndex = JSON.stringify(toListingSummary(cardRowOf(index, idOf.get(row.mls)!), now));
          assert.equal(fromIndex, JSON.stringify(toListingSummary(row, now)), row.mls);
        }
      }
      assert.ok(rows.some((r) => r.unit !== null) && rows.some((r) => r.open_houses.length > 0) && rows.some((r) => r.sold_days_ago !== null));
    });

    it('prepares the busiest places ahead of their first search, which then builds nothing and answers as an unprepared place does', async () => {
      const index = await new ListingIndex(t.db).get();
      const texts = busiestPlaceTexts(index, 6);
      const { rows } = await t.db.query<{ city: string; state: string }>('SELECT city, state FROM listings GROUP BY city, state ORDER BY count(*) DESC, city LIMIT 1');
      assert.equal(texts.find((text) => text.includes(',')), `${rows[0].city}, ${rows[0].state}`);
      assert.ok(texts.some((text) => /^\d{5}$/.test(text)), texts.join(' | '));
      const resolvers = texts.map((text) => () => resolveSearchText(t.db, text));
      const prepared = new SearchCache(100, 60_000);
      assert.equal(await warmPlaces(index, resolvers, prepared), texts.length);
      for (const text of texts) {
        const place = (await resolveSearchText(t.db, text))!;
        const key = `${index.version}|${placeKey(place)}`;
        const area = prepared.areas.peek(key);
        assert.deepEqual(Object.keys(area?.orders ?? {}).sort(), [...WARM_SORTS].sort(), text);
        for (const sort of WARM_SORTS) {
          const orderBefore = area!.orders[sort];
          const input = { place, criteria: completeCriteria({ beds: { low: 2 } }), page: 1, sort, now: NOW };
          assert.equal(searchIndexed(index, input, prepared).json, searchIndexed(index, input, new SearchCache(100, 60_000)).json, `${text} ${sort}`);
          assert.equal(prepared.areas.peek(key), area);
          assert.equal(area!.orders[sort], orderBefore);
        }
      }
      // Nothing once the index was replaced, nor beyond the cache's share for areas.
      const replaced = new SearchCache(100, 60_000);
      assert.equal(await warmPlaces(index, resolvers, replaced, () => false), 0);
      const small = new SearchCache(100, 60_000, 1024);
      assert.equal(await warmPlaces(index, resolvers, small), 0);
      const busiest = (await resolveSearchText(t.db, texts[0]))!;
      assert.equal(replaced.areas.peek(`${index.version}|${placeKey(busiest)}`), undefined);
      assert.equal(small.areas.peek(`${index.version}|${placeKey(busiest)}`), undefined);
    });

    it('shows a changed address in the cards once listings_version moves, though the search fields did not change', async () => {
      const body = { searchText: 'Seattle, WA', criteria: { listingTypes: [] } };
      const ask = async (): Promise<any> => (await searchRaw(body)).json().data.data;
      const card = (await ask())[0];
      const address = `${card.address} (renumbered)`;
      await t.db.query('UPDATE listings SET address = $2, unit = $3 WHERE mls = $1', [card.mls, address, 'Unit 9']);
      // Within about a second of the change (the app looks at the version once a second).
      const cardOnceIt = async (address: string) => {
        let seen: any;
        for (let attempt = 0; attempt < 50 && seen?.address !== address; attempt++) {
          t.clock.advance(1100);
          seen = (await ask()).find((l: any) => l.mls === card.mls);
          if (seen?.address !== address) await new Promise((r) => setTimeout(r, 20));
        }
        return seen;
      };
      const seen = await cardOnceIt(address);
      assert.equal(seen?.address, address);
      assert.equal(seen?.unit, 'Unit 9');
      await t.db.query('UPDATE listings SET address = $2, unit = $3 WHERE mls = $1', [card.mls, card.address, card.unit]);
      assert.equal((await cardOnceIt(card.address))?.unit, card.unit);
    });

    it('answers the same on the main thread as on search workers', async () => {
      // Another app on the same database with a search worker (t.app searches on its own thread, the default).
      const withWorker = await buildApp({ env: {}, db: t.db, clock: t.clock, config: { seedLimit: 1500, jwtSecret: 'test-secret-test-secret-test-secret', searchWorkers: 1 } });
      try {
        assert.equal(t.app.homeward.config.searchWorkers, 0);
        const bodies = [
          { searchText: 'Seattle, WA', criteria: { listingTypes: [] } },
          { searchText: 'Seattle, WA', criteria: { listingTypes: ['RESI'], beds: { low: 3 }, price: { high: 900_000 } }, sort: 'priceDesc', page: 2 },
          { searchText: 'Seattle, WA', area: 'nearby', criteria: { listingTypes: [], listingStatuses: ['A', 'SoldLast90'] } },
          { searchText: 'Seattle, WA', viewport: { north: 47.7, south: 47.6, east: -122.25, west: -122.4, zoom: 13 }, criteria: { listingTypes: [] } },
          { searchText: '98103', criteria: { listingTypes: [], openHouse: { only: true, when: 'Any', customDate: null } } },
        ];
        for (const body of bodies) {
          const ask = (app: typeof t.app) => app.inject({ method: 'POST', url: '/api/v2/Listings/Search', headers: { ...CLIENT, 'content-type': 'application/json', 'accept-encoding': 'br' }, payload: JSON.stringify(body) });
          const [fromWorker, fromThread] = [await ask(withWorker), await ask(t.app)];
          assert.equal(fromWorker.statusCode, 200);
          assert.equal(fromWorker.headers['content-encoding'], 'br');
          const answer = JSON.parse(brotliDecompressSync(fromWorker.rawPayload).toString());
          assert.deepEqual(answer, JSON.parse(brotliDecompressSync(fromThread.rawPayload).toString()), JSON.stringify(body));
          assert.ok(answer.data.total > 0, JSON.stringify(body));
        }
      } finally {
        await withWorker.close();
      }
    });

    it('replaces a search worker that stops: the searches it held fail, the next ones are answered', async () => {
      const pool = new SearchWorkers(t.db, 1, { cacheEntries: 10, cacheTtlMs: 60_000, cacheBytes: 8 * 1024 * 1024 });
      try {
        const place = (await resolveSearchText(t.db, 'Seattle, WA'))!;
        const search = (page: number) => ({ place, criteria: completeCriteria({ listingTypes: [] }), page, sort: 'daysOnMarket' as const, now: t.clock.now() });
        const first = await pool.search(search(1), 'identity');
        assert.ok(JSON.parse(first.bytes.toString()).data.total > 0);
        const [stopped] = pool.threads;
        const held = pool.search(search(2), 'identity');
        await stopped.terminate();
        await assert.rejects(held, /stopped/);
        const again = await pool.search(search(3), 'identity');
        assert.equal(JSON.parse(again.bytes.toString()).data.page, 3);
        assert.equal(pool.threads.length, 1);
        assert.notEqual(pool.threads[0], stopped);
      } finally {
        await pool.close();
      }
    });

    it('prepares the busiest places a search worker names, with their boundaries, once its index is built', async () => {
      const named: string[][] = [];
      let warmed: (prepared: number) => void = () => {};
      const prepared = new Promise<number>((resolve) => (warmed = resolve));
      const pool = new SearchWorkers(
        t.db,
        1,
        { cacheEntries: 10, cacheTtlMs: 60_000, cacheBytes: 8 * 1024 * 1024, warmPlaces: 3 },
        {
          resolve: async (texts) => {
            named.push([...texts]);
            return (await Promise.all(texts.map((text) => resolveSearchText(t.db, text)))).filter((place) => place !== null);
          },
          onWarmed: (n) => warmed(n),
        },
      );
      try {
        await pool.version(t.clock.now().getTime());
        assert.equal(await prepared, 3);
        assert.equal(named.length, 1);
        assert.equal(named[0].length, 3);
        assert.ok(named[0].includes('Seattle, WA'), named[0].join('; '));
        // A prepared place's boundary is already with the worker: its search is answered inside it.
        const place = (await resolveSearchText(t.db, 'Seattle, WA'))!;
        const answer = await pool.search({ place, criteria: completeCriteria({ listingTypes: [] }), page: 1, sort: 'daysOnMarket', now: t.clock.now() }, 'identity');
        const cards = JSON.parse(answer.bytes.toString()).data.data as Array<{ city: string }>;
        assert.ok(cards.length > 0 && cards.every((card) => card.city === 'Seattle'));
      } finally {
        await pool.close();
      }
    });

    it('answers 503 with Retry-After and a message when the search queue is full, and searches again once it drains', async () => {
      const busy = await createTestApp(backend, { config: { searchConcurrency: 1, searchQueueLength: 0, searchQueueTimeoutMs: 1000, searchCacheEntries: 0 } });
      try {
        // Distinct searches that cannot come from a cache, all at once: one runs, none may wait.
        const bodies = Array.from({ length: 12 }, (_, i) => ({ searchText: 'Seattle, WA', criteria: { listingTypes: [], price: { high: 400_000 + i * 50_000 } } }));
        const results = await Promise.all(bodies.map((b) => busy.app.inject({ method: 'POST', url: '/api/v2/Listings/Search', headers: { ...CLIENT, 'content-type': 'application/json' }, payload: JSON.stringify(b) })));
        const refused = results.filter((r) => r.statusCode === 503);
        assert.ok(refused.length > 0, 'some were refused');
        assert.ok(results.some((r) => r.statusCode === 200), 'some were answered');
        for (const r of refused) {
          assert.ok(Number(r.headers['retry-after']) >= 1);
          expectError({ status: r.statusCode, body: r.json(), raw: r }, 503, /busy/i);
        }
        const later = await busy.app.inject({ method: 'POST', url: '/api/v2/Listings/Search', headers: { ...CLIENT, 'content-type': 'application/json' }, payload: JSON.stringify(bodies[0]) });
        assert.equal(later.statusCode, 200);
      } finally {
        await busy.close();
      }
    });
  });
}
