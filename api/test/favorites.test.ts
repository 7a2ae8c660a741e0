import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { favoritesResponseSchema } from '@homeward/contracts';
import { backends, call, expectError, expectOk, signIn, useTestApp } from './helpers';

for (const backend of backends()) {
  describe(`favorites [${backend.name}]`, () => {
    const t = useTestApp(backend, { seedLimit: 100 });
    let mls: string[];
    before(async () => {
      mls = (await t.db.query<{ mls: string }>('SELECT mls FROM listings ORDER BY mls LIMIT 3')).rows.map((r) => r.mls);
    });

    it('refuses anonymous callers', async () => {
      expectError(await call(t.app, 'GET', '/api/v2/Favorites'), 401, 'Please log in to continue.');
      expectError(await call(t.app, 'PUT', `/api/v2/Favorites/${mls[0]}`), 401);
      expectError(await call(t.app, 'DELETE', `/api/v2/Favorites/${mls[0]}`), 401);
    });

    it('adds, lists and removes favourites, idempotently, per user', async () => {
      const me = await signIn(t.app);
      const other = await signIn(t.app);
      const withJsonHeaderOnly = await call(t.app, 'PUT', `/api/v2/Favorites/${mls[0]}`, { token: me.accessToken, headers: { 'content-type': 'application/json' } });
      assert.deepEqual(expectOk(withJsonHeaderOnly), { mls: mls[0], favorite: true });
      t.clock.advance(1000);
      expectOk(await call(t.app, 'PUT', `/api/v2/Favorites/${mls[1]}`, { token: me.accessToken }));
      expectOk(await call(t.app, 'PUT', `/api/v2/Favorites/${mls[1]}`, { token: me.accessToken }));
      const list = favoritesResponseSchema.parse((await call(t.app, 'GET', '/api/v2/Favorites', { token: me.accessToken })).body).data;
      assert.deepEqual(list.map((f) => f.mls), [mls[1], mls[0]]);
      assert.equal(list[0].listing.mls, mls[1]);
      assert.deepEqual(expectOk(await call(t.app, 'GET', '/api/v2/Favorites', { token: other.accessToken })), []);
      assert.deepEqual(expectOk(await call(t.app, 'DELETE', `/api/v2/Favorites/${mls[1]}`, { token: me.accessToken })), { mls: mls[1], favorite: false });
      expectOk(await call(t.app, 'DELETE', `/api/v2/Favorites/${mls[1]}`, { token: me.accessToken }));
      assert.deepEqual(expectOk(await call(t.app, 'GET', '/api/v2/Favorites', { token: me.accessToken })).map((f: any) => f.mls), [mls[0]]);
    });

    it('answers 404 for an unknown listing and 400 for a malformed MLS', async () => {
      const me = await signIn(t.app);
      expectError(await call(t.app, 'PUT', '/api/v2/Favorites/1234567', { token: me.accessToken }), 404);
      expectError(await call(t.app, 'PUT', '/api/v2/Favorites/abc', { token: me.accessToken }), 400);
    });
  });
}
