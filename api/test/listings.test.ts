import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { completeCriteria, haversineMiles, isNewConstruction, MAP_MARKER_LIMIT, matchesFilters, pointInBoundary, SEARCH_RADIUS_MILES } from '@homeward/domain';
import { apiPaths, boundaryGeometrySchema, listingDetailSchema, listingSearchResultSchema, predictionSchema, type BoundaryGeometry } from '@homeward/contracts';
import { materializeOpenHouses, soldDateFor } from '../src/modules/listings/mapper';
import sharp from 'sharp';
import { backends, call, CLIENT, expectError, expectOk, TEST_SEED_LIMIT, useTestApp } from './helpers';
import { startTestFeed } from './feed';

for (const backend of backends()) {
  describe(`listings [${backend.name}]`, () => {
    const t = useTestApp(backend);
    let someMls: string;
    before(async () => {
      const { rows } = await t.db.query<{ mls: string }>("SELECT mls FROM listings WHERE city = 'Bellevue' ORDER BY mls LIMIT 1");
      someMls = rows[0].mls;
    });

    describe('AutoSuggest', () => {
      it('needs at least 3 characters', async () => {
        expectError(await call(t.app, 'GET', '/api/v2/Listings/AutoSuggest', { query: { text: 'Be' } }), 400, 'Please enter at least 3 characters.');
        expectError(await call(t.app, 'GET', '/api/v2/Listings/AutoSuggest'), 400, 'Please enter at least 3 characters.');
      });

      it('suggests cities with the biggest first, and structured fields', async () => {
        const data = expectOk(await call(t.app, 'GET', '/api/v2/Listings/AutoSuggest', { query: { text: 'Bellev' } }));
        const first = predictionSchema.parse(data.predictions[0]);
        assert.equal(first.description, 'Bellevue, WA, USA');
        assert.deepEqual(first.types, ['locality', 'political']);
        assert.equal(first.kind, 'city');
        assert.equal(first.state2, ' WA');
        assert.equal(first.available, true);
      });

      it('suggests zip codes and MLS numbers for digits', async () => {
        const zips = expectOk(await call(t.app, 'GET', '/api/v2/Listings/AutoSuggest', { query: { text: '9800' } }));
        const zip = zips.predictions.find((p: any) => p.zipcode === '98004');
        assert.equal(zip.kind, 'zip');
        assert.deepEqual(zip.types, ['postal_code']);
        assert.equal(zip.state2, ' WA 98004');
        const mls = expectOk(await call(t.app, 'GET', '/api/v2/Listings/AutoSuggest', { query: { text: someMls } }));
        assert.equal(mls.predictions[0].kind, 'mls');
        assert.equal(mls.predictions[0].mls, someMls);
      });

      it('suggests addresses', async () => {
        const { rows } = await t.db.query<{ address: string; mls: string }>("SELECT address, mls FROM listings WHERE state = 'MA' ORDER BY mls LIMIT 1");
        const data = expectOk(await call(t.app, 'GET', '/api/v2/Listings/AutoSuggest', { query: { text: rows[0].address } }));
        const match = data.predictions.find((p: any) => p.mls === rows[0].mls);
        assert.ok(match, 'address suggested');
        assert.equal(match.kind, 'address');
        assert.deepEqual(match.types, ['street_address']);
      });

      it('marks places outside WA and MA as not available', async () => {
        const data = expectOk(await call(t.app, 'GET', '/api/v2/Listings/AutoSuggest', { query: { text: 'Denver' } }));
        const denver = data.predictions.find((p: any) => p.city === 'Denver');
        assert.equal(denver.state, 'CO');
        assert.equal(denver.available, false);
      });

      it('treats LIKE wildcards literally', async () => {
        const data = expectOk(await call(t.app, 'GET', '/api/v2/Listings/AutoSuggest', { query: { text: '%%%' } }));
        assert.deepEqual(data.predictions, []);
      });
    });

    describe('Listings/{mls}', () => {
      it('returns the full listing', async () => {
        const data = expectOk(await call(t.app, 'GET', `/api/v2/Listings/${someMls}`));
        const listing = listingDetailSchema.parse(data);
        assert.equal(listing.mls, someMls);
        assert.equal(listing.state, 'WA');
        assert.equal(listing.city, 'Bellevue');
        assert.ok(listing.photos.length >= 4);
        assert.ok(listing.history.some((h) => h.source === 'King County sales records'));
        assert.equal(listing.agent.isSample, true);
        assert.ok(listing.dataSource.sampleFields.includes('address'));
        // The page writes "Facts from {name} ({licence})": the name does not carry the licence too.
        assert.equal(listing.dataSource.name, 'King County Assessor sales records, May 2014 – May 2015');
        assert.equal(listing.dataSource.licence, 'CC0');
        assert.equal(listing.addressIsSample, true);
      });

      it('is case-insensitive on the path', async () => {
        expectOk(await call(t.app, 'GET', `/api/v2/listings/${someMls}`));
      });

      it('answers 404 for an unknown MLS number and 400 for a malformed one', async () => {
        expectError(await call(t.app, 'GET', '/api/v2/Listings/9999999'), 404, 'We could not find a listing with MLS number 9999999.');
        expectError(await call(t.app, 'GET', '/api/v2/Listings/abc'), 400, 'An MLS number has 5 to 10 digits.');
      });

      it("serves the feed's photos resized, without a client token, and 404 past the last", async () => {
        // The template database's feed is gone: this process's feed serves the same files.
        const feed = await startTestFeed(t.clock, TEST_SEED_LIMIT);
        try {
          await t.db.query(`UPDATE listing_media SET url = regexp_replace(url, '^https?://[^/]+', $1) WHERE mls = $2`, [new URL(feed.url).origin, someMls]);
          const url = apiPaths.listingPhoto(someMls, 1, 320);
          const photo = await t.app.inject({ method: 'GET', url });
          assert.equal(photo.statusCode, 200);
          assert.equal(photo.headers['content-type'], 'image/webp');
          const size = await sharp(photo.rawPayload).metadata();
          assert.deepEqual([size.format, size.width, size.height], ['webp', 320, 240], 'resized from the 800 × 600 original');
          const again = await t.app.inject({ method: 'GET', url });
          assert.deepEqual(again.rawPayload, photo.rawPayload, 'kept once made');
          const page = await t.app.inject({ method: 'GET', url: apiPaths.listingPhoto(someMls, 1, 640) });
          assert.equal((await sharp(page.rawPayload).metadata()).width, 640);
          const missing = await t.app.inject({ method: 'GET', url: `/api/v2/media/listing/${someMls}/99.webp` });
          assert.equal(missing.statusCode, 404);
          assert.equal(missing.json().statusCode, 'NotFound');
          const huge = await t.app.inject({ method: 'GET', url: `/api/v2/media/listing/${someMls}/1.webp?w=5000` });
          assert.equal(huge.statusCode, 400, 'only the sizes the pages use are made');
        } finally {
          await feed.close();
        }
      });
    });

    describe('Search', () => {
      const search = (body: unknown) => call(t.app, 'POST', '/api/v2/Listings/Search', { body });
      /** The outline an answer's place names (answers carry its id, not the polygon). */
      const boundaryOf = async (place: { boundaryId: string | null }): Promise<BoundaryGeometry> => {
        assert.ok(place.boundaryId, 'the place names its boundary');
        return boundaryGeometrySchema.parse(expectOk(await call(t.app, 'GET', apiPaths.listingBoundary(place.boundaryId))));
      };

      /** Every match of a search, page by page (the answer itself never lists them all). */
      const allMatches = async (body: Record<string, unknown>) => {
        const first = expectOk(await search(body));
        const mls: string[] = first.data.map((l: any) => l.mls);
        for (let page = 2; page <= Math.ceil(first.total / 20); page++) mls.push(...expectOk(await search({ ...body, page })).data.map((l: any) => l.mls));
        return { first, mls };
      };

      const matchesRow = (r: any, criteria: unknown) => {
        const now = t.clock.now();
        return matchesFilters(
          {
            status: r.status, type: r.property_type, listingPrice: r.list_price, bedrooms: r.bedrooms, baths: r.baths,
            totalSquareFoot: r.total_square_foot, yearBuilt: r.year_built, hoa: r.hoa, minSchoolRating: r.min_school_rating,
            daysOnMarket: r.days_on_market, newConstruction: isNewConstruction(r.year_built, now), openHouses: materializeOpenHouses(r.open_houses, now),
            soldDate: soldDateFor(r.sold_days_ago, now),
          },
          completeCriteria(criteria as never),
          now,
        );
      };

      it('finds the homes inside a city boundary, pages by 20 by days on market, bounded map content and a 50-bucket histogram', async () => {
        const data = listingSearchResultSchema.parse(expectOk(await search({ searchText: 'Bellevue, WA' })));
        assert.ok(data.total > 20, `total ${data.total}`);
        assert.equal(data.pageSize, 20);
        assert.equal(data.data.length, 20);
        assert.equal(data.histogram.length, 50);
        const days = data.data.map((l) => l.daysOnMarket);
        assert.deepEqual(days, [...days].sort((a, b) => a - b));
        assert.ok(data.data.every((l) => l.type === 'RESI' && ['A', 'LS', 'PD', 'NC'].includes(l.status)));
        assert.equal(data.place.name, 'Bellevue');
        assert.equal(data.place.kind, 'city');
        assert.equal(data.place.scope, 'boundary');
        const boundary = await boundaryOf(data.place);
        assert.equal(boundary.type, 'Polygon');
        assert.equal(data.place.boundaryPointCount, 924);
        assert.equal(data.place.radiusMiles, 15);
        assert.equal(data.place.zoom, data.total > 300 ? 11 : 12);
        assert.equal(data.area, 'place');
        assert.equal(data.placeTotal, data.total);
        // Every card is inside the boundary, and the total is exactly the matches inside it.
        for (const l of data.data) assert.ok(pointInBoundary(l.latitude, l.longitude, boundary), `${l.mls} inside Bellevue`);
        const { rows } = await t.db.query<any>('SELECT * FROM listings');
        const inside = rows.filter((r) => pointInBoundary(r.latitude, r.longitude, boundary) && matchesRow(r, {}));
        assert.equal(data.total, inside.length);
        const nearby = rows.filter(
          (r) => !pointInBoundary(r.latitude, r.longitude, boundary) && haversineMiles(data.place.lat, data.place.lng, r.latitude, r.longitude) <= SEARCH_RADIUS_MILES && matchesRow(r, {}),
        );
        assert.ok(nearby.length > 0);
        assert.equal(data.nearbyTotal, nearby.length);
        // The map content covers the matches once, as homes and clusters, never more than it must.
        const drawn = data.markers.length + data.clusters.reduce((sum, c) => sum + c.count, 0);
        assert.equal(drawn, data.total);
        assert.ok(data.markers.length <= MAP_MARKER_LIMIT * 4);

        const page2 = listingSearchResultSchema.parse(expectOk(await search({ searchText: 'Bellevue, WA', page: 2 })));
        assert.equal(page2.page, 2);
        assert.ok(page2.data[0].daysOnMarket >= days[days.length - 1]);
        assert.ok(!page2.data.some((l) => data.data.some((d) => d.mls === l.mls)));
      });

      it('names the place\'s outline instead of sending it; the outline is its own answer, kept by the browser', async () => {
        const answer = await search({ searchText: 'Bellevue, WA', viewport: { north: 47.64, south: 47.58, east: -122.12, west: -122.22, zoom: 13 } });
        assert.ok(!answer.raw.body.includes('coordinates'), 'no polygon in a search answer');
        const { place } = listingSearchResultSchema.parse(expectOk(answer));
        const outline = await call(t.app, 'GET', apiPaths.listingBoundary(place.boundaryId!));
        assert.equal(outline.status, 200);
        assert.equal(outline.raw.headers['cache-control'], 'public, max-age=86400');
        assert.equal(boundaryGeometrySchema.parse(expectOk(outline)).type, 'Polygon');
        // A zip has no outline of its own.
        assert.equal(listingSearchResultSchema.parse(expectOk(await search({ searchText: '98004' }))).place.boundaryId, null);
        expectError(await call(t.app, 'GET', apiPaths.listingBoundary('no-such-place')), 404, 'We could not find the outline of that place.');
        expectError(await call(t.app, 'GET', apiPaths.listingBoundary('x'.repeat(101))), 400);
      });

      it('lists the homes near a city, outside its boundary, as their own area', async () => {
        const place = listingSearchResultSchema.parse(expectOk(await search({ searchText: 'Bellevue, WA' })));
        const nearby = listingSearchResultSchema.parse(expectOk(await search({ searchText: 'Bellevue, WA', area: 'nearby' })));
        assert.equal(nearby.area, 'nearby');
        assert.equal(nearby.total, place.nearbyTotal);
        assert.equal(nearby.placeTotal, place.total);
        assert.ok(nearby.data.length > 0);
        const boundary = await boundaryOf(place.place);
        for (const l of nearby.data) {
          assert.ok(!pointInBoundary(l.latitude, l.longitude, boundary), `${l.mls} outside Bellevue`);
          assert.ok(haversineMiles(place.place.lat, place.place.lng, l.latitude, l.longitude) <= SEARCH_RADIUS_MILES + 1e-9);
        }
      });

      it('applies the shared match rule exactly: same set as matchesFilters over every listing inside the city', async () => {
        const criteria = {
          price: { low: 300_000, high: 1_500_000 },
          beds: { low: 2 },
          baths: { low: 1.5 },
          listingTypes: ['RESI', 'COND', 'TSHR'],
          listingStatuses: ['A', 'P', 'SoldLast90'],
          square_feet: { low: 800, high: 4000 },
          homeowner_due: { high: 500 },
        };
        const { first, mls } = await allMatches({ searchText: 'Seattle, WA', criteria });
        const { rows } = await t.db.query<any>('SELECT * FROM listings');
        const boundary = await boundaryOf(first.place);
        const expected = rows
          .filter((r) => pointInBoundary(r.latitude, r.longitude, boundary))
          .filter((r) => matchesRow(r, criteria))
          .map((r) => r.mls)
          .sort();
        assert.ok(expected.length > 0);
        assert.deepEqual([...mls].sort(), expected);
        const statuses = new Set(rows.filter((r) => mls.includes(r.mls)).map((r) => r.status));
        assert.ok(statuses.has('S') || statuses.has('S-UL') || statuses.has('P'), 'other statuses fetched');
      });

      it('builds the histogram from the matches before the price filter', async () => {
        const all = expectOk(await search({ searchText: 'Seattle, WA' }));
        const capped = expectOk(await search({ searchText: 'Seattle, WA', criteria: { price: { high: 500_000 } } }));
        assert.deepEqual(capped.histogram, all.histogram);
        assert.ok(capped.total < all.total);
        assert.equal(all.histogram.reduce((a: number, b: number) => a + b, 0), all.total);
      });

      it('searches a zip within the zip, and offers the rest of the radius as nearby', async () => {
        const { first, mls } = await allMatches({ searchText: '98004' });
        assert.equal(first.place.kind, 'zip');
        assert.equal(first.place.scope, 'zip');
        const { rows } = await t.db.query<{ zipcode: string }>(`SELECT zipcode FROM listings WHERE mls = ANY($1::text[])`, [mls]);
        assert.ok(rows.length > 0);
        assert.ok(rows.every((r) => r.zipcode === '98004'));
        const nearby = expectOk(await search({ searchText: '98004', area: 'nearby' }));
        assert.equal(nearby.total, first.nearbyTotal);
        const { rows: nearbyRows } = await t.db.query<{ zipcode: string }>(`SELECT zipcode FROM listings WHERE mls = ANY($1::text[])`, [nearby.data.map((l: any) => l.mls)]);
        assert.ok(nearbyRows.length > 0 && nearbyRows.every((r) => r.zipcode !== '98004'));
      });

      it('answers for the map view: cards and content in view, clusters with counts, prices and open houses', async () => {
        const whole = listingSearchResultSchema.parse(expectOk(await search({ searchText: 'Seattle, WA', criteria: { listingTypes: [] } })));
        const viewport = { north: 47.7, south: 47.55, east: -122.25, west: -122.42, zoom: 11 };
        const view = listingSearchResultSchema.parse(expectOk(await search({ searchText: 'Seattle, WA', criteria: { listingTypes: [] }, viewport })));
        assert.equal(view.total, whole.total, 'the place total stays');
        assert.ok(view.viewportTotal! > 0 && view.viewportTotal! < whole.total);
        for (const l of view.data) {
          assert.ok(l.latitude <= viewport.north && l.latitude >= viewport.south && l.longitude <= viewport.east && l.longitude >= viewport.west);
        }
        const drawn = view.markers.length + view.clusters.reduce((sum, c) => sum + c.count, 0);
        assert.equal(drawn, view.viewportTotal);
        for (const c of view.clusters) {
          assert.ok(c.count >= 2 && c.minPrice <= c.maxPrice);
          assert.ok(c.lat <= c.bounds.north && c.lat >= c.bounds.south && c.lng <= c.bounds.east && c.lng >= c.bounds.west);
        }
        // Zoomed into one cluster's bounds, its homes come back one by one.
        const cluster = view.clusters.find((c) => c.count <= MAP_MARKER_LIMIT);
        if (cluster) {
          const inside = expectOk(
            await search({ searchText: 'Seattle, WA', criteria: { listingTypes: [] }, viewport: { ...cluster.bounds, north: cluster.bounds.north + 1e-6, south: cluster.bounds.south - 1e-6, east: cluster.bounds.east + 1e-6, west: cluster.bounds.west - 1e-6, zoom: 15 } }),
          );
          assert.ok(inside.markers.length >= cluster.count);
          assert.deepEqual(inside.clusters, []);
        }
        expectError(await search({ searchText: 'Seattle, WA', viewport: { ...viewport, north: 40 } }), 400, /north above south/);
        expectError(await search({ searchText: 'Seattle, WA', viewport: { ...viewport, zoom: 40 } }), 400);
        expectError(await search({ searchText: 'Seattle, WA', area: 'everywhere' }), 400);
      });

      it('searches around an MLS number or an address, and by suggestion reference', async () => {
        const byMls = expectOk(await search({ searchText: someMls }));
        assert.equal(byMls.place.kind, 'mls');
        const detail = expectOk(await call(t.app, 'GET', `/api/v2/Listings/${someMls}`));
        const byAddress = expectOk(await search({ searchText: `${detail.address}, ${detail.city}, ${detail.state} ${detail.zipcode}` }));
        assert.equal(byAddress.place.kind, 'address');
        const byReference = expectOk(await search({ searchText: 'anything', placeId: 'zip:98004' }));
        assert.equal(byReference.place.zipcode, '98004');
      });

      it('offers Cambridge homes as nearby from Boston (multipolygon boundary, no homes inside)', async () => {
        const data = expectOk(await search({ searchText: 'Boston, MA', criteria: { listingTypes: [] } }));
        assert.equal(data.place.isMultiPolygon, true);
        assert.equal(data.place.boundaryPointCount, 1893);
        assert.equal(data.place.zoom, data.place.parts > 4 ? 11 : 12);
        assert.equal(data.total, 0, 'no listing lies inside Boston');
        assert.ok(data.nearbyTotal > 0);
        const nearby = expectOk(await search({ searchText: 'Boston, MA', criteria: { listingTypes: [] }, area: 'nearby' }));
        assert.equal(nearby.total, data.nearbyTotal);
        assert.ok(nearby.data.length > 0 && nearby.data.every((l: any) => l.state === 'MA'));
      });

      it('answers an out-of-area city with no homes and available false', async () => {
        const data = expectOk(await search({ searchText: 'Denver, CO' }));
        assert.equal(data.place.available, false);
        assert.equal(data.total, 0);
        assert.deepEqual(data.markers, []);
      });

      it('answers 404 for an unknown place and 400 for bad criteria', async () => {
        expectError(await search({ searchText: 'Atlantis, ZZ' }), 404, /could not find that place/);
        expectError(await search({ searchText: '' }), 400, 'Please Select Location');
        expectError(await search({ searchText: 'Bellevue, WA', criteria: { listingTypes: ['CASTLE'] } }), 400, /listingTypes/);
        expectError(await search({ searchText: 'Bellevue, WA', criteria: { price: { low: -5 } } }), 400, /price\.low/);
        expectError(await search({ searchText: 'Bellevue, WA', page: 0 }), 400);
      });

      it('honours open house, new construction and sort choices', async () => {
        const open = expectOk(await search({ searchText: 'Seattle, WA', criteria: { openHouse: { only: true, when: 'Any' } } }));
        assert.ok(open.total > 0);
        assert.ok(open.data.every((l: any) => l.hasOpenHouse));
        assert.ok(open.markers.every((m: any) => m.hasOpenHouse) && open.clusters.every((c: any) => c.hasOpenHouse));
        const today = expectOk(await search({ searchText: 'Seattle, WA', criteria: { openHouse: { only: true, when: 'Today' } } }));
        assert.ok(today.total <= open.total);
        assert.ok(today.data.every((l: any) => l.openHouses.some((o: any) => o.openDate === '2026/03/04')));
        // New construction: built in the last two years (the test clock is in 2026).
        const fresh = expectOk(await search({ searchText: 'Seattle, WA', criteria: { newConstruction: true, listingTypes: [] } }));
        assert.ok(fresh.data.every((l: any) => l.newConstruction && l.yearBuilt >= 2024));
        const older = expectOk(await search({ searchText: 'Seattle, WA', criteria: { year_built: { high: 2015 }, listingTypes: [] } }));
        assert.ok(older.data.length > 0 && older.data.every((l: any) => !l.newConstruction));
        const priceDesc = expectOk(await search({ searchText: 'Seattle, WA', sort: 'priceDesc' }));
        const prices = priceDesc.data.map((l: any) => l.listingPrice);
        assert.deepEqual(prices, [...prices].sort((a: number, b: number) => b - a));
      });
    });

    describe('InterestRateData and Geocode', () => {
      it('lists product rates including 30-Year Fixed', async () => {
        const data = expectOk(await call(t.app, 'GET', '/api/v2/Listings/InterestRateData'));
        const thirty = data.productRates.find((r: any) => r.metadata.description === '30-Year Fixed');
        assert.ok(thirty.rate > 0 && thirty.apr >= thirty.rate);
        assert.ok(data.productRates.some((r: any) => r.metadata.description === '15-Year Fixed'));
        assert.match(data.source, /Sample/);
      });

      it('reverse geocodes to locality, state and country', async () => {
        const data = expectOk(await call(t.app, 'GET', '/api/v2/Geocode/Reverse', { query: { lat: '47.6101', lng: '-122.2015' } }));
        const components = data.results[0].address_components;
        assert.equal(components.find((c: any) => c.types.includes('locality')).long_name, 'Bellevue');
        assert.equal(components.find((c: any) => c.types.includes('administrative_area_level_1')).short_name, 'WA');
        assert.equal(components.find((c: any) => c.types.includes('country')).short_name, 'US');
        const denver = expectOk(await call(t.app, 'GET', '/api/v2/Geocode/Reverse', { query: { lat: '39.74', lng: '-104.99' } }));
        assert.equal(denver.results[0].available, false);
        expectError(await call(t.app, 'GET', '/api/v2/Geocode/Reverse', { query: { lat: '0', lng: '-140' } }), 404);
        expectError(await call(t.app, 'GET', '/api/v2/Geocode/Reverse', { query: { lat: '91', lng: '0' } }), 400);
        expectError(await call(t.app, 'GET', '/api/v2/Geocode/Reverse', { query: { lat: 'north', lng: '0' } }), 400);
      });
    });

    it('needs the client token on data routes', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/Listings/InterestRateData' });
      assert.equal(res.statusCode, 401);
      const other = await t.app.inject({ method: 'GET', url: '/api/v2/Listings/InterestRateData', headers: { ...CLIENT, 'x-client-token': 'nope' } });
      assert.equal(other.statusCode, 401);
      assert.equal(other.json().errorMessage, 'Unknown client token.');
    });
  });
}
