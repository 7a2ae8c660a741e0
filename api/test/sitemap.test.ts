import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SITEMAP_MAX_URLS, type SitemapHomes, type SitemapPlace } from '@homeward/contracts';
import { ACTIVE_STATUS_CODES } from '@homeward/domain';
import { backends, call, expectError, expectOk, useTestApp } from './helpers';

for (const backend of backends()) {
  describe(`sitemap data (${backend.name})`, () => {
    const t = useTestApp(backend);

    it('lists every home for sale once, with no client token, and nothing else', async () => {
      const result = await call<SitemapHomes>(t.app, 'GET', '/api/v2/sitemap/homes', { noClientToken: true });
      const answer = expectOk(result);
      assert.match(String(result.raw.headers['cache-control']), /public, max-age=\d+/);
      const { rows } = await t.db.query<{ mls: string }>('SELECT mls FROM listings WHERE status = ANY($1) ORDER BY mls', [ACTIVE_STATUS_CODES]);
      assert.ok(rows.length > 0);
      assert.equal(answer.total, rows.length);
      assert.equal(answer.pageSize, SITEMAP_MAX_URLS);
      assert.deepEqual(
        answer.homes.map((home) => home.mls),
        rows.map((row) => row.mls),
      );
      // A sold home is not for sale: it is left out.
      const sold = await t.db.query<{ mls: string }>("SELECT mls FROM listings WHERE status = 'S' LIMIT 1");
      if (sold.rows[0]) assert.ok(!answer.homes.some((home) => home.mls === sold.rows[0].mls));
    });

    it('dates each home by the day it was listed', async () => {
      const answer = expectOk(await call<SitemapHomes>(t.app, 'GET', '/api/v2/sitemap/homes?page=1'));
      const home = answer.homes[0];
      const detail = expectOk(await call<{ listedDate: string; address: string; city: string }>(t.app, 'GET', `/api/v2/Listings/${home.mls}`));
      assert.equal(home.lastmod, detail.listedDate);
      assert.equal(home.address, detail.address);
      assert.equal(home.city, detail.city);
    });

    it('answers an empty page past the last one, and 400 for a page that is not a number', async () => {
      const beyond = expectOk(await call<SitemapHomes>(t.app, 'GET', '/api/v2/sitemap/homes?page=2'));
      assert.deepEqual(beyond.homes, []);
      expectError(await call(t.app, 'GET', '/api/v2/sitemap/homes?page=abc', { noClientToken: true }), 400);
      expectError(await call(t.app, 'GET', '/api/v2/sitemap/homes?page=0', { noClientToken: true }), 400);
    });

    it('lists each place with homes for sale once', async () => {
      const answer = expectOk(await call<{ places: SitemapPlace[] }>(t.app, 'GET', '/api/v2/sitemap/places', { noClientToken: true }));
      const keys = answer.places.map((place) => `${place.state}/${place.city}`);
      assert.equal(new Set(keys).size, keys.length);
      assert.ok(keys.includes('WA/Bellevue'));
      for (const place of answer.places) assert.match(place.lastmod, /^\d{4}-\d{2}-\d{2}$/);
    });
  });
}
