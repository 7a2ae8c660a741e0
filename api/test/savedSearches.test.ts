import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SAVED_SEARCH_NOT_FOUND, SAVED_SEARCH_PLACE_ERROR } from '@homeward/contracts';
import { DAY_MS } from '../src/clock';
import { listingEventsAfter, recordListingEvents } from '../src/modules/listings/events';
import { listHome } from './market';
import { SavedSearchMatcher } from '../src/modules/savedSearches/matcher';
import type { Db } from '../src/db/db';
import { backends, call, createTestApp, deliverMessages, expectError, expectOk, signIn, type SignedIn, type TestApp } from './helpers';

let nextMls = 9_100_000 + Math.floor(Math.random() * 800_000);
const newMls = () => String((nextMls += 1));

interface Mail {
  to: string;
  subject: string;
  body: string;
  link: string | null;
}

for (const backend of backends()) {
  describe(`saved searches and alerts [${backend.name}]`, () => {
    let t: TestApp;
    let bellevue: { lat: number; lng: number };

    before(async () => {
      t = await createTestApp(backend, { seedLimit: 200 });
      const { rows } = await t.db.query<{ latitude: number; longitude: number }>("SELECT latitude, longitude FROM places WHERE name = 'Bellevue' AND state = 'WA' ORDER BY priority DESC LIMIT 1");
      bellevue = { lat: rows[0].latitude, lng: rows[0].longitude };
    });
    after(async () => t.close());

    const emailOf = (user: SignedIn) => `ada${user.phone}@example.com`;
    const mails = async (user: SignedIn): Promise<Mail[]> => {
      await deliverMessages(t.app);
      return (expectOk(await call(t.app, 'GET', '/api/v2/dev/email', { query: { email: emailOf(user) } })).messages as Mail[]).filter((m) => !/verify|confirm/i.test(m.subject));
    };
    const texts = async (user: SignedIn): Promise<string[]> =>
      (expectOk(await call(t.app, 'GET', '/api/v2/dev/sms', { query: { phone: user.phone } })).messages as Array<{ body: string }>).map((m) => m.body).filter((b) => !/code/i.test(b));
    /** A home listed on the market near Bellevue's centre, then matched. */
    const list = async (price: number, options: { mls?: string; city?: string; lat?: number; lng?: number } = {}) => {
      const mls = options.mls ?? newMls();
      await listHome(t.db, { mls, state: 'WA', city: options.city ?? 'Bellevue', zipcode: '98004', address: `${mls.slice(-3)} Alert Way`, latitude: options.lat ?? bellevue.lat, longitude: options.lng ?? bellevue.lng, price, bedrooms: 3, baths: 2, squareFeet: 1800, yearBuilt: 1995 }, t.clock.now());
      await t.app.homeward.alerts.runUntilIdle();
      return mls;
    };
    const save = async (user: SignedIn, body: Record<string, unknown>) => call(t.app, 'POST', '/api/v2/SavedSearches', { token: user.accessToken, body });
    const bellevueSearch = (high: number) => ({ searchText: 'Bellevue, WA', criteria: { price: { high }, listingTypes: [] } });

    it('saves a search with a proposed name and lists it for its owner only', async () => {
      const owner = await signIn(t.app);
      const created = await save(owner, { search: bellevueSearch(900_000) });
      const listed = expectOk(await call(t.app, 'GET', '/api/v2/SavedSearches', { token: owner.accessToken }));
      assert.equal(created.status, 200);
      const search = created.body.data;
      assert.equal(search.name, 'Bellevue, WA · up to $900k');
      assert.equal(search.placeLabel, 'Bellevue, WA');
      assert.deepEqual(search.place, { kind: 'city', name: 'Bellevue', state: 'WA' });
      assert.equal(search.frequency, 'instant');
      assert.equal(search.search.criteria.price.high, 900_000);
      assert.deepEqual(listed.items.map((s: { id: string }) => s.id), [search.id]);

      const other = await signIn(t.app);
      assert.deepEqual(expectOk(await call(t.app, 'GET', '/api/v2/SavedSearches', { token: other.accessToken })).items, []);
      expectError(await call(t.app, 'GET', `/api/v2/SavedSearches/${search.id}`, { token: other.accessToken }), 404, SAVED_SEARCH_NOT_FOUND);
      expectError(await call(t.app, 'PATCH', `/api/v2/SavedSearches/${search.id}`, { token: other.accessToken, body: { name: 'Mine now' } }), 404, SAVED_SEARCH_NOT_FOUND);
      expectError(await call(t.app, 'DELETE', `/api/v2/SavedSearches/${search.id}`, { token: other.accessToken }), 404, SAVED_SEARCH_NOT_FOUND);
      expectError(await call(t.app, 'GET', '/api/v2/SavedSearches'), 401);
      expectError(await save(other, { search: { searchText: 'Nowhere Town, ZZ' } }), 400, SAVED_SEARCH_PLACE_ERROR);
      expectError(await save(other, { search: bellevueSearch(900_000), frequency: 'hourly' }), 400, "Choose how often: 'instant', 'daily' or 'off'.");
      expectError(await save(other, { name: '  ', search: bellevueSearch(900_000) }), 400, /name of 1 to 80/);
      expectError(await call(t.app, 'PATCH', `/api/v2/SavedSearches/${search.id}`, { token: owner.accessToken, body: {} }), 400, /Say what to change/);
      expectError(await call(t.app, 'GET', '/api/v2/SavedSearches/not-a-uuid', { token: owner.accessToken }), 400, SAVED_SEARCH_NOT_FOUND);
    });

    it('renames, changes the filters, pauses and deletes', async () => {
      const owner = await signIn(t.app);
      const { id } = expectOk(await save(owner, { search: bellevueSearch(900_000) }));
      const renamed = expectOk(await call(t.app, 'PATCH', `/api/v2/SavedSearches/${id}`, { token: owner.accessToken, body: { name: 'Near work', frequency: 'daily' } }));
      assert.equal(renamed.name, 'Near work');
      assert.equal(renamed.frequency, 'daily');
      const refined = expectOk(await call(t.app, 'PATCH', `/api/v2/SavedSearches/${id}`, { token: owner.accessToken, body: { search: { ...bellevueSearch(700_000), sort: 'priceAsc' } } }));
      assert.equal(refined.search.criteria.price.high, 700_000);
      assert.equal(refined.search.sort, 'priceAsc');
      assert.equal(refined.name, 'Near work');
      assert.equal(expectOk(await call(t.app, 'PATCH', `/api/v2/SavedSearches/${id}`, { token: owner.accessToken, body: { paused: true } })).paused, true);
      expectOk(await call(t.app, 'DELETE', `/api/v2/SavedSearches/${id}`, { token: owner.accessToken }));
      expectError(await call(t.app, 'GET', `/api/v2/SavedSearches/${id}`, { token: owner.accessToken }), 404);
    });

    it('sends one alert naming a matching new home, nothing for a home over the ceiling, nothing again on a re-sync', async () => {
      const owner = await signIn(t.app);
      const { id } = expectOk(await save(owner, { search: bellevueSearch(900_000) }));
      const before = (await mails(owner)).length;

      t.clock.advance(60_000);
      const home = await list(850_000);
      const received = await mails(owner);
      assert.equal(received.length, before + 1, 'one alert');
      const alert = received[0];
      assert.match(alert.subject, new RegExp(`^New listing: ${home.slice(-3)} Alert Way, Bellevue$`));
      assert.match(alert.body, /matches your saved search “Bellevue, WA · up to \$900k”/);
      assert.match(alert.body, new RegExp(`See the home: http://localhost:8080/home/${home}`));
      assert.match(alert.body, new RegExp(`See every home of “Bellevue, WA · up to \\$900k”: http://localhost:8080/listings/city/WA/Bellevue\\?savedSearch=${id}`));
      assert.match(alert.body, /To stop alerts for “Bellevue, WA · up to \$900k”: http:\/\/localhost:8080\/api\/v2\/SavedSearches\/unsubscribe\?s=/);
      assert.ok((await texts(owner)).some((b) => b.includes(`${home.slice(-3)} Alert Way`)), 'and a text message');

      await list(950_000);
      await list(850_000, { mls: home });
      assert.equal((await mails(owner)).length, before + 1, 'nothing for a home over the ceiling, nothing for the same home again');

      const alerts = expectOk(await call(t.app, 'GET', '/api/v2/SavedSearches/Alerts', { token: owner.accessToken })).items;
      assert.deepEqual(alerts.map((a: { mls: string; reason: string; searchId: string }) => [a.mls, a.reason, a.searchId]), [[home, 'listed', id]]);
      const visit = expectOk(await call(t.app, 'POST', `/api/v2/SavedSearches/${id}/visit`, { token: owner.accessToken }));
      assert.deepEqual(visit.newMls, [home]);
      assert.deepEqual(expectOk(await call(t.app, 'POST', `/api/v2/SavedSearches/${id}/visit`, { token: owner.accessToken })).newMls, [], 'seen once');
    });

    it('alerts when a price cut brings a home under the ceiling, and not for a home outside the place', async () => {
      const owner = await signIn(t.app);
      expectOk(await save(owner, { search: bellevueSearch(800_000) }));
      const before = (await mails(owner)).length;
      const pricey = await list(880_000);
      await list(500_000, { city: 'Cambridge', lat: 42.3736, lng: -71.1097 });
      assert.equal((await mails(owner)).length, before);

      await t.db.query('UPDATE listings SET list_price = 780000 WHERE mls = $1', [pricey]);
      await recordListingEvents(t.db, [{ mls: pricey, kind: 'price_cut', oldPrice: 880_000, newPrice: 780_000, occurredAt: t.clock.now() }]);
      await t.app.homeward.alerts.runUntilIdle();
      const [cut] = await mails(owner);
      assert.match(cut.subject, /^Price cut: /);
      assert.match(cut.body, /after a price cut/);
      assert.equal((await mails(owner)).length, before + 1);
    });

    it('gathers a day of matches into one daily digest', async () => {
      const owner = await signIn(t.app);
      expectOk(await save(owner, { name: 'Daily Bellevue', search: bellevueSearch(2_000_000), frequency: 'daily' }));
      const before = (await mails(owner)).length;
      const first = await list(610_000);
      t.clock.advance(3 * 60 * 60 * 1000);
      const second = await list(620_000);
      assert.equal((await mails(owner)).length, before, 'nothing until the day is over');
      t.clock.advance(DAY_MS);
      await t.app.homeward.alerts.runUntilIdle();
      const all = await mails(owner);
      assert.equal(all.length, before + 1, 'one digest');
      assert.equal(all[0].subject, '2 homes for “Daily Bellevue” today');
      assert.ok(all[0].body.includes(`/home/${first}`) && all[0].body.includes(`/home/${second}`));
      await t.app.homeward.alerts.runUntilIdle();
      assert.equal((await mails(owner)).length, before + 1, 'sent once');
    });

    it('turns a search off from the signed link in one click, and refuses a forged one', async () => {
      const owner = await signIn(t.app);
      const { id } = expectOk(await save(owner, { name: 'Unsubscribe me', search: bellevueSearch(3_000_000) }));
      await list(700_000);
      const [alert] = await mails(owner);
      const link = /To stop alerts for “Unsubscribe me”: (\S+)/.exec(alert.body)![1];
      const url = new URL(link);
      const forged = await t.app.inject({ method: 'GET', url: `${url.pathname}?s=${id}&sig=${'x'.repeat(43)}` });
      assert.equal(forged.statusCode, 400);
      const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /We no longer send alerts for your saved search “Unsubscribe me”/);
      const oneClick = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      assert.equal(oneClick.statusCode, 200);
      assert.equal(expectOk(await call(t.app, 'GET', `/api/v2/SavedSearches/${id}`, { token: owner.accessToken })).frequency, 'off');
      const count = (await mails(owner)).length;
      await list(710_000);
      assert.equal((await mails(owner)).length, count, 'no more alerts for that search');
    });

    it('tells the owner of a saved home of a price cut and a sale, once each', async () => {
      const owner = await signIn(t.app);
      const home = await list(1_500_000, { lat: 47.7, lng: -122.2 });
      expectOk(await call(t.app, 'PUT', `/api/v2/Favorites/${home}`, { token: owner.accessToken }));
      const before = (await mails(owner)).length;
      await t.db.query('UPDATE listings SET list_price = 1400000 WHERE mls = $1', [home]);
      const cut = { mls: home, kind: 'price_cut' as const, oldPrice: 1_500_000, newPrice: 1_400_000, occurredAt: t.clock.now() };
      await recordListingEvents(t.db, [cut, cut, { mls: home, kind: 'sold', occurredAt: t.clock.now() }]);
      await t.app.homeward.alerts.runUntilIdle();
      const all = await mails(owner);
      const got = all.slice(0, all.length - before).map((m) => m.subject);
      assert.deepEqual(got.sort(), [`Price cut: ${home.slice(-3)} Alert Way, Bellevue`, `Sold: ${home.slice(-3)} Alert Way, Bellevue`]);
    });

    it('resumes from the stored cursor: a new matcher repeats nothing and misses nothing', async () => {
      const owner = await signIn(t.app);
      expectOk(await save(owner, { name: 'Resume', search: bellevueSearch(4_000_000) }));
      await list(720_000);
      const count = (await mails(owner)).length;
      const fresh = new SavedSearchMatcher(t.app.homeward);
      assert.equal((await fresh.runUntilIdle()).events, 0, 'the cursor is past every event');
      await listHome(t.db, { mls: newMls(), state: 'WA', city: 'Bellevue', zipcode: '98004', address: '1 Resume Rd', latitude: bellevue.lat, longitude: bellevue.lng, price: 730_000, bedrooms: 3, baths: 2, squareFeet: 1800, yearBuilt: 1995 }, t.clock.now());
      const result = await fresh.runUntilIdle();
      assert.equal(result.events, 1);
      assert.equal((await mails(owner)).length, count + 1);
      const [last] = await listingEventsAfter(t.db, 0, 1);
      assert.ok(last, 'events are kept for other readers');
    });

    it('records alerts in the pass and writes their messages after; a search paused in between is not told', async () => {
      const owner = await signIn(t.app);
      const told = expectOk(await save(owner, { name: 'Told', search: bellevueSearch(3_100_000) }));
      const paused = expectOk(await save(owner, { name: 'Paused meanwhile', search: bellevueSearch(3_200_000) }));
      const before = (await mails(owner)).length;
      const mls = newMls();
      await listHome(t.db, { mls, state: 'WA', city: 'Bellevue', zipcode: '98004', address: '3 Between Ln', latitude: bellevue.lat, longitude: bellevue.lng, price: 3_050_000, bedrooms: 3, baths: 2, squareFeet: 1800, yearBuilt: 1995 }, t.clock.now());

      const matcher = t.app.homeward.alerts;
      while ((await matcher.pass()).events > 0);
      const waiting = await t.db.query<{ search_id: string }>('SELECT search_id FROM alerts WHERE mls = $1 AND search_id = ANY($2::uuid[]) AND message_pending', [mls, [told.id, paused.id]]);
      assert.deepEqual(waiting.rows.map((r) => r.search_id).sort(), [told.id, paused.id].sort(), 'both alerts recorded, their messages not yet written');
      assert.equal((await mails(owner)).length, before, 'no message before the sender runs');

      expectOk(await call(t.app, 'PATCH', `/api/v2/SavedSearches/${paused.id}`, { token: owner.accessToken, body: { paused: true } }));
      assert.ok((await matcher.sendPendingAlerts()) >= 2, 'both alerts handled');
      const all = await mails(owner);
      const received = all.slice(0, all.length - before);
      assert.deepEqual(received.map((m) => /saved search “([^”]+)”/.exec(m.body)?.[1]), ['Told']);
      assert.equal(await matcher.sendPendingAlerts(), 0, 'nothing is written twice');
    });

    it('deletes the saved searches with the account and sends nothing after', async () => {
      const owner = await signIn(t.app);
      const { id } = expectOk(await save(owner, { name: 'Goodbye', search: bellevueSearch(5_000_000) }));
      await listHome(t.db, { mls: newMls(), state: 'WA', city: 'Bellevue', zipcode: '98004', address: '2 Last St', latitude: bellevue.lat, longitude: bellevue.lng, price: 740_000, bedrooms: 3, baths: 2, squareFeet: 1800, yearBuilt: 1995 }, t.clock.now());
      // A saved home's alert too, which no search holds.
      const saved = await list(6_000_000, { lat: 47.7, lng: -122.2 });
      expectOk(await call(t.app, 'PUT', `/api/v2/Favorites/${saved}`, { token: owner.accessToken }));
      await recordListingEvents(t.db, [{ mls: saved, kind: 'sold', occurredAt: t.clock.now() }]);
      await t.app.homeward.alerts.runUntilIdle();
      const queued = await t.db.query("SELECT 1 FROM message_outbox WHERE user_id = $1 AND kind = 'home-alerts' AND status = 'pending'", [owner.id]);
      assert.ok(queued.rows.length > 0, 'an alert was waiting to be sent');
      assert.ok((await t.db.query('SELECT 1 FROM alerts WHERE user_id = $1 AND search_id IS NULL', [owner.id])).rows.length > 0, 'the saved home told its owner');
      expectOk(await call(t.app, 'DELETE', '/api/v2/Account', { token: owner.accessToken }));
      assert.equal((await t.db.query('SELECT 1 FROM saved_searches WHERE id = $1', [id])).rows.length, 0);
      assert.equal((await t.db.query('SELECT 1 FROM alerts WHERE user_id = $1 OR search_id = $2', [owner.id, id])).rows.length, 0);
      assert.equal((await t.db.query("SELECT 1 FROM message_outbox WHERE user_id = $1 AND kind = 'home-alerts' AND status IN ('pending', 'sent')", [owner.id])).rows.length, 0);
      await list(745_000);
      assert.equal((await t.db.query("SELECT 1 FROM message_outbox WHERE user_id = $1 AND kind = 'home-alerts'", [owner.id])).rows.length, 0);
    });

    it('deletes the alerts a pass is writing while the account is deleted, once the pass is over', async () => {
      const owner = await signIn(t.app);
      const { id } = expectOk(await save(owner, { name: 'Meanwhile', search: bellevueSearch(5_100_000) }));
      // The pass stops just before writing its alerts, the searches read; the account is deleted then.
      let reached!: () => void;
      const atInsert = new Promise<void>((resolve) => (reached = resolve));
      let resume!: () => void;
      const resumed = new Promise<void>((resolve) => (resume = resolve));
      const db: Db = {
        ...t.db,
        transaction: (fn) =>
          t.db.transaction((tx) =>
            fn({
              query: async (sql, params) => {
                if (sql.includes('INSERT INTO alerts (search_id')) {
                  reached();
                  await resumed;
                }
                return tx.query(sql, params);
              },
            }),
          ),
      };
      const matcher = new SavedSearchMatcher({ ...t.app.homeward, db });
      await listHome(t.db, { mls: newMls(), state: 'WA', city: 'Bellevue', zipcode: '98004', address: '4 Race Rd', latitude: bellevue.lat, longitude: bellevue.lng, price: 5_050_000, bedrooms: 3, baths: 2, squareFeet: 1800, yearBuilt: 1995 }, t.clock.now());
      const pass = matcher.pass();
      await atInsert;
      let deleted = false;
      const deletion = call(t.app, 'DELETE', '/api/v2/Account', { token: owner.accessToken }).then((response) => {
        deleted = true;
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const waited = !deleted;
      resume();
      assert.ok(waited, 'the deletion waits for the pass');
      assert.ok((await pass).alerts >= 1, 'the pass wrote its alert');
      expectOk(await deletion);
      assert.equal((await t.db.query('SELECT 1 FROM saved_searches WHERE id = $1', [id])).rows.length, 0);
      assert.equal((await t.db.query('SELECT 1 FROM alerts WHERE search_id = $1', [id])).rows.length, 0, 'and its alerts went with the search');
      await t.app.homeward.alerts.runUntilIdle();
      assert.equal((await t.db.query("SELECT 1 FROM message_outbox WHERE user_id = $1 AND kind = 'home-alerts'", [owner.id])).rows.length, 0, 'nothing is sent');
    });
  });
}
