import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { agentSnapshotResponseSchema, partnerProfilesResponseSchema } from '@homeward/contracts';
import { adminSignIn, applyAsAgent, backends, call, expectError, expectOk, signIn, useTestApp } from './helpers';

const SIGNUP = {
  firm: 'Sound Realty', firmAddress: '100 Pine St', firmCity: 'Tacoma', licenseCity: 'Tacoma', licenseNumber: 'L-77', dateOfBirth: '1980-01-01', firmState: 'WA', firmZip: '98402',
  inBusinessSince: '2010-05-05', brokerAgreementAccepted: true,
};

for (const backend of backends()) {
  describe(`partners [${backend.name}]`, () => {
    const t = useTestApp(backend, { seedLimit: 100 });

    it("gives a listing agent's snapshot", async () => {
      const { rows } = await t.db.query<{ agent_id: string }>('SELECT agent_id FROM listings ORDER BY mls LIMIT 1');
      const detail = expectOk(await call(t.app, 'GET', `/api/v2/Listings/${(await t.db.query<{ mls: string }>('SELECT mls FROM listings ORDER BY mls LIMIT 1')).rows[0].mls}`));
      const res = await call(t.app, 'GET', `/api/v2/public/Partners/snapshot/${rows[0].agent_id}`);
      const snapshot = agentSnapshotResponseSchema.parse(res.body).data.data;
      assert.equal(snapshot.agentName, detail.agent.name);
      assert.match(snapshot.agentPhone, /^\(\d{3}\) 555-01\d\d$/);
      expectError(await call(t.app, 'GET', '/api/v2/public/Partners/snapshot/AG-XX-999'), 404);
      expectError(await call(t.app, 'GET', '/api/v2/public/Partners/snapshot/bad%20id'), 400);
    });

    it('lists the signed-in user’s partner profiles; approval as an agent adds one', async () => {
      expectError(await call(t.app, 'GET', '/api/v2/public/partners/profiles'), 401);
      const me = await signIn(t.app);
      assert.deepEqual(expectOk(await call(t.app, 'GET', '/api/v2/public/partners/profiles', { token: me.accessToken })).data, []);
      await applyAsAgent(t.app, { token: me.accessToken, body: SIGNUP });
      const admin = await adminSignIn(t.app);
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${me.id}/status`, { token: admin, body: { agentStatus: 1 } }));
      const profiles = partnerProfilesResponseSchema.parse((await call(t.app, 'GET', '/api/v2/public/partners/profiles', { token: me.accessToken })).body).data.data;
      assert.equal(profiles.length, 1);
      assert.equal(profiles[0].partnerType, 3);
      assert.equal(profiles[0].partnerTypeName, 'Real Estate Agent');
      assert.equal(profiles[0].company, 'Sound Realty');
      const details = expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', { token: me.accessToken }));
      assert.ok(details.data.scope.includes('partner:real-estate-agent'));
      const snapshot = expectOk(await call(t.app, 'GET', `/api/v2/public/Partners/snapshot/${me.id}`));
      assert.equal(snapshot.data.agentName, 'Ada Lovelace');
    });
  });
}
