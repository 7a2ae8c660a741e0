import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  myPartnerApplicationResponseSchema,
  partnerApplicationsResponseSchema,
  partnerRequestsResponseSchema,
  type PartnerApplicationBody,
} from '@homeward/contracts/signed-in';
import { adminSignIn, applyAsAgent, backends, call, expectError, expectOk, signIn, TEST_START, useTestApp, type SignedIn } from './helpers';

/** A date inside the request windows (tours: the next 14 days) from the test clock's today. */
const daysFromToday = (days: number) => new Date(new Date(TEST_START).getTime() + days * 86_400_000).toISOString().slice(0, 10);

const application = (kind: PartnerApplicationBody['kind'], zips: string[] = [], overrides: Partial<PartnerApplicationBody['business']> = {}): PartnerApplicationBody => ({
  kind,
  applicant: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '(425) 555-0199' },
  business: {
    company: 'Cascade Home Inspections',
    licenseNumber: kind === 'lender' || kind === 'loan-broker' ? '123456' : 'HI-2041',
    address: '100 Pine St',
    city: 'Seattle',
    state: 'WA',
    zip: '98101',
    yearEstablished: 2012,
    ...overrides,
  },
  additional: {
    serviceStates: ['WA'],
    serviceZips: zips,
    services: ['General'],
    website: 'https://cascade.example.com',
    description: 'Licensed home inspections across King County since 2012.',
    termsAccepted: true,
  },
});

const FIRM_INFO = {
  firm: 'Sound Realty', firmAddress: '100 Pine St', firmCity: 'Seattle', firmState: 'WA', firmZip: '98101',
  licenseNumber: 'L-77', licenseCity: 'Seattle', inBusinessSince: '2010-05-05', brokerAgreementAccepted: true,
};

const AGENT_APPLICATION = {
  firm: 'Sound Realty', firmAddress: '100 Pine St', firmCity: 'Seattle', licenseCity: 'Seattle', licenseNumber: 'L-77',
  dateOfBirth: '1980-01-01', firmState: 'WA', firmZip: '98101', inBusinessSince: '2010-05-05', brokerAgreementAccepted: true,
};

for (const backend of backends()) {
  describe(`partner applications and routing [${backend.name}]`, () => {
    const t = useTestApp(backend, { seedLimit: 200 });
    let admin: string;
    let listing: { mls: string; zipcode: string };
    let otherZip: string;
    before(async () => {
      admin = await adminSignIn(t.app);
      listing = (await t.db.query<{ mls: string; zipcode: string }>("SELECT mls, zipcode FROM listings WHERE state = 'WA' ORDER BY mls LIMIT 1")).rows[0];
      otherZip = (await t.db.query<{ zipcode: string }>("SELECT zipcode FROM zipcodes WHERE state = 'WA' AND zipcode <> $1 ORDER BY zipcode LIMIT 1", [listing.zipcode])).rows[0].zipcode;
    });

    async function approvedPartner(kind: PartnerApplicationBody['kind'], zips: string[]): Promise<SignedIn> {
      const user = await signIn(t.app);
      const applied = myPartnerApplicationResponseSchema.parse(
        (await call(t.app, 'POST', '/api/v2/partners/applications', { token: user.accessToken, body: application(kind, zips) })).body,
      ).data;
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/partner-applications/${applied.id}/status`, { token: admin, body: { status: 'approved' } }));
      return user;
    }

    const inspection = (zipCode: string) => ({
      intent: 'RequestInspection',
      inspection: { address: '1 Main St', city: 'Seattle', state: 'WA', zipCode, preferredDate: daysFromToday(3), inspectionType: 'Roof' },
    });

    it('stores an application only from a signed-in user with valid steps', async () => {
      expectError(await call(t.app, 'POST', '/api/v2/partners/applications', { body: application('inspector') }), 401);
      const me = await signIn(t.app);
      expectError(await call(t.app, 'POST', '/api/v2/partners/applications', { token: me.accessToken, body: {} }), 400);
      const bad = application('inspector');
      bad.applicant.firstName = 'R2D2';
      expectError(await call(t.app, 'POST', '/api/v2/partners/applications', { token: me.accessToken, body: bad }), 400, 'A name cannot contain digits.');
      expectError(await call(t.app, 'POST', '/api/v2/partners/applications', { token: me.accessToken, body: application('lender', [], { licenseNumber: 'ABC' }) }), 400, 'Enter your NMLS ID (up to 12 digits).');
      expectError(await call(t.app, 'POST', '/api/v2/partners/applications', { token: me.accessToken, body: application('inspector', ['02139']) }), 400, /is in MA/);
      expectError(await call(t.app, 'POST', '/api/v2/partners/applications', { token: me.accessToken, body: application('inspector', ['00000']) }), 400, /not in our service area/);

      const stored = expectOk(await call(t.app, 'POST', '/api/v2/partners/applications', { token: me.accessToken, body: application('inspector', [listing.zipcode]) }));
      assert.equal(stored.status, 'submitted');
      assert.equal(stored.partnerType, 4);
      assert.deepEqual(stored.serviceZips, [listing.zipcode]);
      expectError(await call(t.app, 'POST', '/api/v2/partners/applications', { token: me.accessToken, body: application('inspector') }), 409);
      const mine = expectOk(await call(t.app, 'GET', '/api/v2/partners/applications', { token: me.accessToken }));
      assert.deepEqual(mine.map((a: { id: string }) => a.id), [stored.id]);
      expectError(await call(t.app, 'GET', '/api/v2/partners/applications'), 401);
    });

    it('keeps one open application per programme when six arrive at once', async () => {
      const me = await signIn(t.app);
      const results = await Promise.all(
        Array.from({ length: 6 }, () => call(t.app, 'POST', '/api/v2/partners/applications', { token: me.accessToken, body: application('inspector', [listing.zipcode]) })),
      );
      assert.equal(results.filter((r) => r.status === 200).length, 1);
      for (const refused of results.filter((r) => r.status !== 200)) {
        expectError(refused, 409, 'You have already applied to this programme. We will let you know when it has been reviewed.');
      }
      const mine = expectOk(await call(t.app, 'GET', '/api/v2/partners/applications', { token: me.accessToken }));
      assert.equal(mine.length, 1);
    });

    it('lets only a manager list and decide; approval grants the profile and is audited', async () => {
      const me = await signIn(t.app);
      const stored = expectOk(await call(t.app, 'POST', '/api/v2/partners/applications', { token: me.accessToken, body: application('title-and-escrow', [], { company: 'Puget Title Zeta' }) }));
      expectError(await call(t.app, 'GET', '/api/v2/admin/partner-applications'), 401);
      expectError(await call(t.app, 'GET', '/api/v2/admin/partner-applications', { token: me.accessToken }), 403);
      expectError(await call(t.app, 'PUT', `/api/v2/admin/partner-applications/${stored.id}/status`, { token: me.accessToken, body: { status: 'approved' } }), 403);
      expectError(await call(t.app, 'PUT', `/api/v2/admin/partner-applications/${stored.id}/status`, { token: admin, body: { status: 'maybe' } }), 400);
      expectError(await call(t.app, 'PUT', '/api/v2/admin/partner-applications/not-an-id/status', { token: admin, body: { status: 'approved' } }), 400);
      expectError(await call(t.app, 'PUT', '/api/v2/admin/partner-applications/5f0c2d6e-0000-4000-8000-000000000000/status', { token: admin, body: { status: 'approved' } }), 404);

      const listed = partnerApplicationsResponseSchema.parse(
        (await call(t.app, 'GET', '/api/v2/admin/partner-applications', { token: admin, query: { status: 'submitted', kind: 'title-and-escrow', q: 'zeta' } })).body,
      ).data;
      assert.equal(listed.total, 1);
      assert.equal(listed.items[0].id, stored.id);
      assert.equal(listed.items[0].contactName, 'Grace Hopper');
      assert.equal(listed.items[0].phone, '+14255550199');
      assert.equal(listed.items[0].licenseNumber, 'HI-2041');
      expectError(await call(t.app, 'GET', '/api/v2/admin/partner-applications', { token: admin, query: { sort: 'bogus' } }), 400);

      const decided = expectOk(await call(t.app, 'PUT', `/api/v2/admin/partner-applications/${stored.id}/status`, { token: admin, body: { status: 'approved', note: 'Licence checked' } }));
      assert.equal(decided.status, 'approved');
      assert.equal(decided.decisionNote, 'Licence checked');
      assert.ok(decided.decidedAt);
      const profiles = expectOk(await call(t.app, 'GET', '/api/v2/public/partners/profiles', { token: me.accessToken })).data;
      assert.deepEqual(profiles.map((p: { partnerType: number }) => p.partnerType), [4]);
      const audit = await t.db.query<{ action: string; after: { status: string } }>('SELECT action, after FROM audit_log WHERE target_id = $1', [stored.id]);
      assert.equal(audit.rows.length, 1);
      assert.equal(audit.rows[0].action, 'partner-application.decision');
      assert.equal(audit.rows[0].after.status, 'approved');

      expectOk(await call(t.app, 'PUT', `/api/v2/admin/partner-applications/${stored.id}/status`, { token: admin, body: { status: 'rejected' } }));
      assert.deepEqual(expectOk(await call(t.app, 'GET', '/api/v2/public/partners/profiles', { token: me.accessToken })).data, []);
    });

    it('routes an inspection to the inspector serving its zip; only that inspector reads and answers it', async () => {
      const inspector = await approvedPartner('inspector', [listing.zipcode]);
      const elsewhere = await approvedPartner('inspector', [otherZip]);
      const buyer = await signIn(t.app);
      const sent = expectOk(await call(t.app, 'POST', '/api/v2/Requests', { token: buyer.accessToken, body: inspection(listing.zipcode) }));
      assert.equal(sent.partnerStatus, null);

      const mine = partnerRequestsResponseSchema.parse((await call(t.app, 'GET', '/api/v2/partners/requests', { token: inspector.accessToken, query: { partnerType: '4' } })).body).data;
      const routed = mine.items.find((r) => r.id === sent.id);
      assert.ok(routed, 'the inspector in the zip sees the request');
      assert.equal(routed.buyer.name, 'Ada Lovelace');
      assert.match(routed.buyer.phone ?? '', /^\(\d{3}\) \d{3}-\d{4}$/);
      assert.deepEqual(mine.profile.serviceZips, [listing.zipcode]);
      const theirs = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: elsewhere.accessToken, query: { partnerType: '4' } }));
      assert.ok(!theirs.items.some((r: { id: string }) => r.id === sent.id), 'an inspector elsewhere does not');

      expectError(await call(t.app, 'GET', '/api/v2/partners/requests', { query: { partnerType: '4' } }), 401);
      expectError(await call(t.app, 'GET', '/api/v2/partners/requests', { token: buyer.accessToken, query: { partnerType: '4' } }), 403);
      expectError(await call(t.app, 'GET', '/api/v2/partners/requests', { token: inspector.accessToken, query: { partnerType: '9' } }), 400);

      const answer = (token?: string, partnerStatus = 'Accepted') => call(t.app, 'PUT', `/api/v2/partners/requests/${sent.id}/status`, { token, body: { partnerStatus } });
      expectError(await answer(), 401);
      expectError(await answer(buyer.accessToken), 404);
      expectError(await answer(elsewhere.accessToken), 404);
      expectError(await answer(inspector.accessToken, 'Maybe'), 400);
      assert.equal(expectOk(await answer(inspector.accessToken)).partnerStatus, 'Accepted');
      const seen = expectOk(await call(t.app, 'GET', `/api/v2/Requests/${sent.id}`, { token: buyer.accessToken }));
      assert.equal(seen.partnerStatus, 'Accepted');
    });

    it('routes tours and offers to an agent serving the home, keeping one agent per buyer', async () => {
      const agent = await signIn(t.app);
      await applyAsAgent(t.app, { token: agent.accessToken, body: AGENT_APPLICATION });
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${agent.id}/status`, { token: admin, body: { agentStatus: 1 } }));
      expectError(await call(t.app, 'PUT', '/api/v2/partners/area', { token: agent.accessToken, body: { partnerType: 3, serviceStates: ['WA'], serviceZips: ['02139'] } }), 400, /is in MA/);
      expectError(await call(t.app, 'PUT', '/api/v2/partners/area', { token: agent.accessToken, body: { partnerType: 1, serviceStates: ['WA'], serviceZips: [] } }), 403);
      expectOk(await call(t.app, 'PUT', '/api/v2/partners/area', { token: agent.accessToken, body: { partnerType: 3, serviceStates: ['WA'], serviceZips: [listing.zipcode] } }));

      const buyer = await signIn(t.app);
      const tour = expectOk(await call(t.app, 'POST', '/api/v2/Requests', { token: buyer.accessToken, body: { intent: 'ScheduleTour', listing_MLS: listing.mls, tour: { date: daysFromToday(2), time: '10:30' } } }));
      // A second agent approved later in the same zip does not take the buyer over.
      const rival = await signIn(t.app);
      await applyAsAgent(t.app, { token: rival.accessToken, body: AGENT_APPLICATION });
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${rival.id}/status`, { token: admin, body: { agentStatus: 1 } }));
      expectOk(await call(t.app, 'PUT', '/api/v2/partners/area', { token: rival.accessToken, body: { partnerType: 3, serviceStates: ['WA'], serviceZips: [listing.zipcode] } }));
      const offer = expectOk(await call(t.app, 'POST', '/api/v2/Requests', { token: buyer.accessToken, body: { intent: 'MakeAnOffer', listing_MLS: listing.mls, offer: { amount: 500000 } } }));

      const seen = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: agent.accessToken, query: { partnerType: '3' } }));
      const ids = seen.items.map((r: { id: string }) => r.id);
      assert.ok(ids.includes(tour.id) && ids.includes(offer.id), 'the agent has both the tour and the offer');
      assert.equal(seen.items.find((r: { id: string }) => r.id === tour.id).listing.mls, listing.mls);
      const rivals = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: rival.accessToken, query: { partnerType: '3' } }));
      assert.equal(rivals.items.length, 0);
      // A declined request goes on to the other agent serving the home, never back to the decliner.
      const declined = expectOk(await call(t.app, 'PUT', `/api/v2/partners/requests/${tour.id}/status`, { token: agent.accessToken, body: { partnerStatus: 'Declined' } }));
      assert.equal(declined.partnerStatus, 'Declined');
      const mine = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: agent.accessToken, query: { partnerType: '3' } }));
      assert.ok(!mine.items.some((r: { id: string }) => r.id === tour.id), 'the decliner still holds the request');
      const theirs = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: rival.accessToken, query: { partnerType: '3' } }));
      assert.equal(theirs.items.find((r: { id: string }) => r.id === tour.id)?.partnerStatus, null);
      // Declined by both, it waits for a manager.
      expectOk(await call(t.app, 'PUT', `/api/v2/partners/requests/${tour.id}/status`, { token: rival.accessToken, body: { partnerStatus: 'Declined' } }));
      const stored = await t.db.query<{ assigned_partner_id: string | null }>('SELECT assigned_partner_id FROM requests WHERE id = $1', [tour.id]);
      assert.equal(stored.rows[0]?.assigned_partner_id, null);
    });

    it("keeps an agent's profile, area and history through status changes, moving their open requests on", async () => {
      const agent = await signIn(t.app);
      await applyAsAgent(t.app, { token: agent.accessToken, body: AGENT_APPLICATION });
      const setStatus = async (agentStatus: number) => expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${agent.id}/status`, { token: admin, body: { agentStatus } }));
      await setStatus(1);
      expectOk(await call(t.app, 'PUT', '/api/v2/partners/area', { token: agent.accessToken, body: { partnerType: 3, serviceStates: ['WA'], serviceZips: [otherZip] } }));
      const profileBefore = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: agent.accessToken, query: { partnerType: '3' } })).profile;
      const buyer = await signIn(t.app);
      const sale = expectOk(await call(t.app, 'POST', '/api/v2/Requests', {
        token: buyer.accessToken,
        body: { intent: 'SellHome', sell: { address: '9 Birch Ln', city: 'Seattle', state: 'WA', zipCode: otherZip, bedrooms: 3, bathrooms: 2, askingPrice: 900000, moveBy: daysFromToday(40) } },
      }));
      const assigned = async () => (await t.db.query<{ assigned_partner_id: string | null }>('SELECT assigned_partner_id FROM requests WHERE id = $1', [sale.id])).rows[0]?.assigned_partner_id;
      assert.equal(await assigned(), profileBefore.id);

      // Removed: the agent scope and the dashboard go, the firm cannot be edited, the open request goes to the managers.
      await setStatus(4);
      expectError(await call(t.app, 'GET', '/api/v2/partners/requests', { token: agent.accessToken, query: { partnerType: '3' } }), 403);
      expectError(await call(t.app, 'PUT', '/api/v2/Account/FirmInfo', { token: agent.accessToken, body: { ...FIRM_INFO, firmState: 'WA' } }), 403);
      assert.equal(await assigned(), null);
      const summary = expectOk(await call(t.app, 'GET', '/api/v2/admin/summary', { token: admin }));
      assert.ok(summary.requestsWaiting >= 1);

      // Approved again: the same profile with its own area, and a new request reaches it.
      await setStatus(1);
      const profileAfter = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: agent.accessToken, query: { partnerType: '3' } })).profile;
      assert.equal(profileAfter.id, profileBefore.id);
      assert.deepEqual(profileAfter.serviceZips, [otherZip]);
      // A firm outside the service area is refused with the sign-up form's message.
      expectError(await call(t.app, 'PUT', '/api/v2/Account/FirmInfo', { token: agent.accessToken, body: { ...FIRM_INFO, firmState: 'ZZ' } }), 400, "Choose your firm's state.");
    });

    it('sends a mortgage to the lender it names, else to a lender serving the address', async () => {
      const lender = await approvedPartner('lender', []);
      const lenderProfile = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: lender.accessToken, query: { partnerType: '1' } })).profile;
      const buyer = await signIn(t.app);
      const named = expectOk(await call(t.app, 'POST', '/api/v2/Requests', { token: buyer.accessToken, body: { intent: 'RequestMortgage', mortgage: { price: 700000, lenderId: lenderProfile.id } } }));
      const byArea = expectOk(await call(t.app, 'POST', '/api/v2/Requests', { token: buyer.accessToken, body: { intent: 'RequestMortgage', mortgage: { price: 650000, propertyAddress: `12 Lake Ave, Seattle, WA ${listing.zipcode}` } } }));
      const items = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: lender.accessToken, query: { partnerType: '1' } })).items;
      assert.ok(items.some((r: { id: string }) => r.id === named.id));
      assert.ok(items.some((r: { id: string }) => r.id === byArea.id));
      const outside = expectOk(await call(t.app, 'POST', '/api/v2/Requests', { token: buyer.accessToken, body: { intent: 'RequestMortgage', mortgage: { price: 650000, propertyAddress: '5 Elm St, Portland, OR 97201' } } }));
      const after = expectOk(await call(t.app, 'GET', '/api/v2/partners/requests', { token: lender.accessToken, query: { partnerType: '1' } })).items;
      assert.ok(!after.some((r: { id: string }) => r.id === outside.id), 'a home outside the service area is not routed');
    });
  });
}
