import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { storedRequestSchema } from '@homeward/contracts';
import { backends, call, expectError, expectOk, rowCount, useSignedIn, useTestApp } from './helpers';

for (const backend of backends()) {
  describe(`requests [${backend.name}]`, () => {
    const t = useTestApp(backend, { seedLimit: 100 });
    const me = useSignedIn(t);
    const other = useSignedIn(t);
    let mls: string;
    before(async () => {
      mls = (await t.db.query<{ mls: string }>('SELECT mls FROM listings ORDER BY mls LIMIT 1')).rows[0].mls;
    });

    const post = (body: unknown, token?: string) => call(t.app, 'POST', '/api/v2/Requests', { body, token });

    it('stores an offer with the spec defaults', async () => {
      const created = storedRequestSchema.parse(
        expectOk(await post({ intent: 'MakeAnOffer', listing_MLS: mls, offer: { amount: 650000, notes: 'Love it' }, userLocation: { latitude: 47.6, longitude: -122.3 } }, me.accessToken)),
      );
      const offer = created.payload.offer as Record<string, unknown>;
      assert.equal(offer.offerType, 'AllCash');
      assert.equal(offer.offerStatus, 'NotStarted');
      assert.equal(offer.cashDownPercentage, 20);
      assert.equal(offer.requestId, created.id);
      assert.equal(created.listingMls, mls);
      assert.equal(created.intent, 'MakeAnOffer');
      expectError(await post({ intent: 'MakeAnOffer', listing_MLS: mls, offer: { amount: 1, offerStatus: 'Accepted' } }, me.accessToken), 400);
    });

    it('stores tours, inspections and mortgage requests', async () => {
      expectOk(await post({ intent: 'ScheduleTour', listing_MLS: mls, tour: { date: '2026-03-10', time: '14:30' } }, me.accessToken));
      expectError(await post({ intent: 'ScheduleTour', listing_MLS: mls, tour: { date: '2026-03-01', time: '14:30' } }, me.accessToken), 400, /from today/);
      expectError(await post({ intent: 'ScheduleTour', listing_MLS: mls, tour: { date: '2026-05-01', time: '14:30' } }, me.accessToken), 400, /next 14 days/);
      expectError(await post({ intent: 'ScheduleTour', listing_MLS: mls, tour: { date: '9999-03-10', time: '14:30' } }, me.accessToken), 400);
      const inspection = { address: '1 Main St', city: 'Seattle', state: 'WA', zipCode: '98101' };
      expectError(await post({ intent: 'RequestInspection', listing_MLS: mls, inspection: { ...inspection, preferredDate: '2027-03-12' } }, me.accessToken), 400, /next 90 days/);
      expectOk(
        await post({ intent: 'RequestInspection', listing_MLS: mls, inspection: { address: '1 Main St', city: 'Seattle', state: 'WA', zipCode: '98101', preferredDate: '2026-03-12' } }, me.accessToken),
      );
      const mortgage = expectOk(await post({ intent: 'RequestMortgage', mortgage: { price: 800000, firstHomeOwner: true } }, me.accessToken));
      assert.equal(mortgage.payload.mortgage.propertyTypeUsage, 'primary-residence');
      assert.equal(mortgage.payload.mortgage.loanBalance, 20);
    });

    it('keeps the referrer a visitor came through on tours, offers, inspections and mortgage requests', async () => {
      const via = { refferer: 'seattle-news.example', affiliation: 'acme_realty' };
      const tour = expectOk(await post({ intent: 'ScheduleTour', listing_MLS: mls, tour: { date: '2026-03-10', time: '10:00' }, attribution: via }, me.accessToken));
      assert.deepEqual(tour.payload.attribution, via);
      const offer = expectOk(await post({ intent: 'MakeAnOffer', listing_MLS: mls, offer: { amount: 700000 }, attribution: { refferer: 'news' } }, me.accessToken));
      assert.deepEqual(offer.payload.attribution, { refferer: 'news' });
      const mortgage = expectOk(await post({ intent: 'RequestMortgage', mortgage: { price: 800000 }, attribution: via }, me.accessToken));
      assert.deepEqual(mortgage.payload.attribution, via);
      const inspection = { address: '1 Main St', city: 'Seattle', state: 'WA', zipCode: '98101', preferredDate: '2026-03-12' };
      const inspected = expectOk(await post({ intent: 'RequestInspection', listing_MLS: mls, inspection, attribution: { affiliation: 'acme' } }, me.accessToken));
      assert.deepEqual(inspected.payload.attribution, { affiliation: 'acme' });
      // Stored as sent, and read back the same way.
      const readBack = expectOk(await call(t.app, 'GET', `/api/v2/Requests/${tour.id}`, { token: me.accessToken }));
      assert.deepEqual(readBack.payload.attribution, via);
      // No referrer (or an empty one) is stored as null.
      const plain = expectOk(await post({ intent: 'ScheduleTour', listing_MLS: mls, tour: { date: '2026-03-10', time: '11:00' }, attribution: {} }, me.accessToken));
      assert.equal(plain.payload.attribution, null);
      // Only one bounded path segment of safe characters is kept; anything else is refused before storing.
      const count = await rowCount(t.db, 'requests');
      const tourWith = (attribution: unknown) => post({ intent: 'ScheduleTour', listing_MLS: mls, tour: { date: '2026-03-10', time: '12:00' }, attribution }, me.accessToken);
      for (const bad of [{ refferer: '../admin' }, { refferer: 'a/b' }, { refferer: '<b>x</b>' }, { affiliation: 'x'.repeat(65) }, { refferer: '' }, { refferer: 42 }, { refferer: '-lead' }, 'news']) {
        expectError(await tourWith(bad), 400);
      }
      expectOk(await tourWith({ affiliation: 'x'.repeat(64) }));
      assert.equal(await rowCount(t.db, 'requests'), count + 1);
    });

    it('accepts enquiries from visitors but not offers', async () => {
      const enquiry = { firstName: 'Vi', lastName: 'Sitor', email: 'vi@example.com' };
      const corporate = expectOk(await post({ intent: 'CorporateEnquiry', enquiry: { ...enquiry, companyName: 'Ac\u202Eme', message: '\u2066Hello\u2069' } }));
      // Bidi controls are stripped from names and free text.
      assert.deepEqual([corporate.payload.enquiry.companyName, corporate.payload.enquiry.message], ['Acme', 'Hello']);
      expectOk(await post({ intent: 'CareerApplication', application: { ...enquiry, phone: '+12065550142', position: 'Senior Software Engineer', resumeUrl: 'https://cv.example/vi.pdf' } }));
      expectOk(await post({ intent: 'PartnerEnquiry', enquiry: { ...enquiry, partnerType: 1 } }));
      assert.equal(corporate.listingMls, null);
      assert.equal(corporate.payload.attribution, null);
      const viaWidget = expectOk(
        await post({ intent: 'CorporateEnquiry', enquiry: { ...enquiry, companyName: 'Acme' }, attribution: { refferer: 'widget1', affiliation: 'acme-realty' } }),
      );
      assert.deepEqual(viaWidget.payload.attribution, { refferer: 'widget1', affiliation: 'acme-realty' });
      expectError(await post({ intent: 'CorporateEnquiry', enquiry: { ...enquiry, companyName: 'Acme' }, attribution: { affiliation: '<script>' } }), 400);
      const count = await rowCount(t.db, 'requests');
      expectError(await post({ intent: 'MakeAnOffer', listing_MLS: mls, offer: { amount: 5 } }), 401, 'Please log in to continue.');
      expectError(await post({ intent: 'RequestMortgage', mortgage: { price: 5 } }), 401);
      assert.equal(await rowCount(t.db, 'requests'), count);
    });

    it('validates every intent', async () => {
      expectError(await post({ intent: 'Hack', data: 1 }, me.accessToken), 400);
      expectError(await post({ listing_MLS: mls }, me.accessToken), 400);
      expectError(await post({ intent: 'MakeAnOffer', listing_MLS: '9999999', offer: { amount: 5 } }, me.accessToken), 404);
      expectError(await post({ intent: 'CorporateEnquiry', enquiry: { companyName: 'A', firstName: 'Bea', lastName: 'Cole', email: 'bad' } }), 400, 'Enter a valid email address, like name@example.com.');
      expectError(await post({ intent: 'PartnerEnquiry', enquiry: { firstName: 'B', lastName: 'C', email: 'b@c.co', partnerType: 9 } }), 400);
      expectError(await post({ intent: 'CareerApplication', application: { position: 'X', firstName: 'B', lastName: 'C', email: 'b@c.co', resumeUrl: 'javascript:alert(1)' } }), 400);
    });

    it('lists and reads only the caller’s own requests', async () => {
      const mine = expectOk(await call(t.app, 'GET', '/api/v2/Requests', { token: me.accessToken }));
      assert.ok(mine.length >= 4);
      const theirs = expectOk(await call(t.app, 'GET', '/api/v2/Requests', { token: other.accessToken }));
      assert.deepEqual(theirs, []);
      const one = expectOk(await call(t.app, 'GET', `/api/v2/Requests/${mine[0].id}`, { token: me.accessToken }));
      assert.equal(one.id, mine[0].id);
      expectError(await call(t.app, 'GET', `/api/v2/Requests/${mine[0].id}`, { token: other.accessToken }), 404);
      expectError(await call(t.app, 'GET', `/api/v2/Requests/${mine[0].id}`), 401);
      expectError(await call(t.app, 'GET', '/api/v2/Requests/not-a-uuid', { token: me.accessToken }), 400);
      expectError(await call(t.app, 'GET', '/api/v2/Requests'), 401);
    });
  });
}
