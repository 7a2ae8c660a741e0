import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { myPartnerApplicationResponseSchema, type PartnerApplicationBody } from '@homeward/contracts/signed-in';
import { adminSignIn, applyAsAgent, backends, call, expectError, expectOk, signIn, TEST_START, useTestApp, type SignedIn } from './helpers';

const today = TEST_START.slice(0, 10);
const daysAgo = (days: number) => new Date(new Date(TEST_START).getTime() - days * 86_400_000).toISOString().slice(0, 10);

const lenderApplication = (company: string): PartnerApplicationBody => ({
  kind: 'lender',
  applicant: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '(425) 555-0199' },
  business: { company, licenseNumber: '123456', address: '100 Pine St', city: 'Seattle', state: 'WA', zip: '98101', yearEstablished: 2012 },
  additional: { serviceStates: ['WA'], serviceZips: [], services: ['Purchase'], website: 'https://lender.example.com', description: 'Home loans across Washington since 2012.', termsAccepted: true },
});

const AGENT_APPLICATION = {
  firm: 'Sound Realty', firmAddress: '100 Pine St', firmCity: 'Seattle', licenseCity: 'Seattle', licenseNumber: 'L-77',
  dateOfBirth: '1980-01-01', firmState: 'MA', firmZip: '02139', inBusinessSince: '2010-05-05', brokerAgreementAccepted: true,
};

const SHEET = {
  effectiveDate: today,
  products: [
    { product: '15-Year Fixed', rate: 5.875, apr: 5.991, points: 0.5 },
    { product: '30-Year Fixed', rate: 6.5, apr: 6.612, points: 0 },
  ],
};

for (const backend of backends()) {
  describe(`lender rate sheets, sell requests, routing areas and mortgage documents [${backend.name}]`, () => {
    const t = useTestApp(backend, { seedLimit: 200 });
    let admin: string;
    before(async () => {
      admin = await adminSignIn(t.app);
    });

    async function approvedLender(company: string): Promise<SignedIn> {
      const user = await signIn(t.app);
      const applied = myPartnerApplicationResponseSchema.parse(
        (await call(t.app, 'POST', '/api/v2/partners/applications', { token: user.accessToken, body: lenderApplication(company) })).body,
      ).data;
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/partner-applications/${applied.id}/status`, { token: admin, body: { status: 'approved' } }));
      return user;
    }

    async function approvedAgent(): Promise<SignedIn> {
      const agent = await signIn(t.app);
      await applyAsAgent(t.app, { token: agent.accessToken, body: AGENT_APPLICATION });
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${agent.id}/status`, { token: admin, body: { agentStatus: 1 } }));
      return agent;
    }

    it('a lender publishes a rate sheet that buyers read with the lender name and date; others may not', async () => {
      const lender = await approvedLender('Evergreen Home Loans');
      const buyer = await signIn(t.app);
      expectError(await call(t.app, 'PUT', '/api/v2/partners/rate-sheet', { body: SHEET }), 401);
      expectError(await call(t.app, 'PUT', '/api/v2/partners/rate-sheet', { token: buyer.accessToken, body: SHEET }), 403, 'You do not have a Lender profile yet.');
      assert.equal(expectOk(await call(t.app, 'GET', '/api/v2/partners/rate-sheet', { token: lender.accessToken })), null);

      expectError(await call(t.app, 'PUT', '/api/v2/partners/rate-sheet', { token: lender.accessToken, body: { ...SHEET, products: [{ product: '30-Year Fixed', rate: 6.5, apr: 6.1, points: 0 }] } }), 400, 'The APR includes the fees, so it cannot be lower than the rate.');
      expectError(await call(t.app, 'PUT', '/api/v2/partners/rate-sheet', { token: lender.accessToken, body: { ...SHEET, products: [] } }), 400, 'Add at least one loan product.');
      expectError(await call(t.app, 'PUT', '/api/v2/partners/rate-sheet', { token: lender.accessToken, body: { ...SHEET, products: [SHEET.products[0], SHEET.products[0]] } }), 400, 'List each loan product once.');
      expectError(await call(t.app, 'PUT', '/api/v2/partners/rate-sheet', { token: lender.accessToken, body: { ...SHEET, products: [{ product: '40-Year Balloon', rate: 6, apr: 6, points: 0 }] } }), 400, 'Choose a loan product from the list.');
      expectError(await call(t.app, 'PUT', '/api/v2/partners/rate-sheet', { token: lender.accessToken, body: { ...SHEET, effectiveDate: '2026-03-05' } }), 400, 'The effective date cannot be in the future.');
      expectError(await call(t.app, 'PUT', '/api/v2/partners/rate-sheet', { token: lender.accessToken, body: { ...SHEET, effectiveDate: daysAgo(31) } }), 400, /last 30 days/);
      expectError(await call(t.app, 'PUT', '/api/v2/partners/rate-sheet', { token: lender.accessToken, body: [1, 2] }), 400);

      const saved = expectOk(await call(t.app, 'PUT', '/api/v2/partners/rate-sheet', { token: lender.accessToken, body: SHEET }));
      assert.deepEqual(saved.products.map((p: { product: string }) => p.product), ['30-Year Fixed', '15-Year Fixed'], 'products in the order buyers read them');
      const published = expectOk(await call(t.app, 'GET', '/api/v2/public/rate-sheets'));
      const mine = published.find((s: { lenderName: string }) => s.lenderName === 'Evergreen Home Loans');
      assert.equal(mine.effectiveDate, today);
      assert.deepEqual(mine.products[0], { product: '30-Year Fixed', rate: 6.5, apr: 6.612, points: 0 });

      // A sheet past its 30 days is no longer shown to buyers.
      t.clock.advance(31 * 86_400_000);
      assert.ok(!expectOk(await call(t.app, 'GET', '/api/v2/public/rate-sheets')).some((s: { lenderName: string }) => s.lenderName === 'Evergreen Home Loans'));
      t.clock.set(new Date(TEST_START));
    });

    it("an agent's dashboard reports the firm's state routing uses until the agent sets an area, and routes sell requests by it", async () => {
      const agent = await approvedAgent();
      const first = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: agent.accessToken, query: { partnerType: '3' } }));
      assert.deepEqual(first.profile.routingArea, { states: ['MA'], zips: [], source: 'firm' });

      const zip = (await t.db.query<{ zipcode: string }>("SELECT zipcode FROM zipcodes WHERE state = 'MA' ORDER BY zipcode DESC LIMIT 1")).rows[0].zipcode;
      const seller = await signIn(t.app);
      const sell = { intent: 'SellHome', sell: { address: '9 Brattle St', city: 'Cambridge', state: 'MA', zipCode: zip, bedrooms: 3, bathrooms: 2.5, askingPrice: 1250000, moveBy: '2026-06-01' } };
      expectError(await call(t.app, 'POST', '/api/v2/Requests', { body: sell }), 401);
      expectError(await call(t.app, 'POST', '/api/v2/Requests', { token: seller.accessToken, body: { ...sell, sell: { ...sell.sell, state: 'OR' } } }), 400, 'We serve WA and MA only.');
      expectError(await call(t.app, 'POST', '/api/v2/Requests', { token: seller.accessToken, body: { ...sell, sell: { ...sell.sell, bathrooms: 2.3 } } }), 400, 'Use quarters of a bath (for example 2.5).');
      const stored = expectOk(await call(t.app, 'POST', '/api/v2/Requests', { token: seller.accessToken, body: sell }));
      const items = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: agent.accessToken, query: { partnerType: '3' } })).items;
      const routed = items.find((r: { id: string }) => r.id === stored.id);
      assert.equal(routed?.intent, 'SellHome');
      assert.equal(routed.payload.sell.askingPrice, 1250000);
      expectOk(await call(t.app, 'PUT', `/api/v2/partners/requests/${stored.id}/status`, { token: agent.accessToken, body: { partnerStatus: 'Accepted' } }));
      assert.equal(expectOk(await call(t.app, 'GET', `/api/v2/Requests/${stored.id}`, { token: seller.accessToken })).partnerStatus, 'Accepted');

      // The agent's own area replaces the firm's state, for the dashboard and for routing alike.
      expectError(await call(t.app, 'PUT', '/api/v2/partners/area', { token: agent.accessToken, body: { partnerType: 3, serviceStates: [], serviceZips: [] } }), 400, 'Choose at least one state you serve.');
      expectOk(await call(t.app, 'PUT', '/api/v2/partners/area', { token: agent.accessToken, body: { partnerType: 3, serviceStates: ['WA'], serviceZips: [] } }));
      const later = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: agent.accessToken, query: { partnerType: '3' } }));
      assert.deepEqual(later.profile.routingArea, { states: ['WA'], zips: [], source: 'own' });
      const again = expectOk(await call(t.app, 'POST', '/api/v2/Requests', { token: seller.accessToken, body: sell }));
      const now = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: agent.accessToken, query: { partnerType: '3' } })).items;
      assert.ok(!now.some((r: { id: string }) => r.id === again.id), 'an MA home no longer reaches an agent who serves WA only');
    });

    it('the lender a mortgage is routed to asks for documents and marks them received; the buyer reads them; nobody else can', async () => {
      const lender = await approvedLender('Puget Mortgage');
      const lenderId = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: lender.accessToken, query: { partnerType: '1' } })).profile.id;
      const buyer = await signIn(t.app);
      const stranger = await signIn(t.app);
      const other = await approvedLender('Another Lender');
      const mortgage = expectOk(await call(t.app, 'POST', '/api/v2/Requests', { token: buyer.accessToken, body: { intent: 'RequestMortgage', mortgage: { price: 700000, lenderId } } }));
      const docs = `/api/v2/Requests/${mortgage.id}/documents`;
      const lenderDocs = `/api/v2/partners/requests/${mortgage.id}/documents`;

      assert.deepEqual(expectOk(await call(t.app, 'GET', docs, { token: buyer.accessToken })), { lender: { name: 'Puget Mortgage' }, items: [] });
      expectError(await call(t.app, 'GET', docs), 401);
      expectError(await call(t.app, 'GET', docs, { token: stranger.accessToken }), 404, 'We could not find this mortgage request.');
      expectError(await call(t.app, 'POST', lenderDocs, { token: buyer.accessToken, body: { label: 'A photo ID' } }), 404);
      expectError(await call(t.app, 'POST', lenderDocs, { token: other.accessToken, body: { label: 'A photo ID' } }), 404);
      expectError(await call(t.app, 'POST', lenderDocs, { token: lender.accessToken, body: { label: ' ' } }), 400, 'Name the document you need (at least 2 characters).');

      const asked = expectOk(await call(t.app, 'POST', lenderDocs, { token: lender.accessToken, body: { label: 'A photo ID' } }));
      expectOk(await call(t.app, 'POST', lenderDocs, { token: lender.accessToken, body: { label: 'Bank statements from the last two months' } }));
      expectError(await call(t.app, 'POST', lenderDocs, { token: lender.accessToken, body: { label: 'A photo ID' } }), 409, 'You already asked for this document.');
      const docId = asked.items[0].id;
      expectError(await call(t.app, 'PUT', `${lenderDocs}/${docId}`, { token: buyer.accessToken, body: { received: true } }), 404);
      expectError(await call(t.app, 'PUT', `${lenderDocs}/${docId}`, { token: lender.accessToken, body: { received: 'yes' } }), 400);
      expectOk(await call(t.app, 'PUT', `${lenderDocs}/${docId}`, { token: lender.accessToken, body: { received: true } }));

      const seen = expectOk(await call(t.app, 'GET', docs, { token: buyer.accessToken }));
      assert.deepEqual(seen.items.map((d: { label: string; receivedAt: string | null }) => [d.label, d.receivedAt !== null]), [
        ['A photo ID', true],
        ['Bank statements from the last two months', false],
      ]);
      // A tour is no mortgage: its id has no documents.
      const home = (await t.db.query<{ mls: string }>("SELECT mls FROM listings WHERE status = 'A' LIMIT 1")).rows[0];
      const tour = expectOk(await call(t.app, 'POST', '/api/v2/Requests', { token: buyer.accessToken, body: { intent: 'ScheduleTour', listing_MLS: home.mls, tour: { date: today, time: '23:30' } } }));
      expectError(await call(t.app, 'GET', `/api/v2/Requests/${tour.id}/documents`, { token: buyer.accessToken }), 404);
    });
  });
}
