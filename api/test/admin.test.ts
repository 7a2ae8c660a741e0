import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { agentRejectedMessage, agentRemovedMessage, LOCKED_OUT_1_HOUR_MESSAGE } from '@homeward/domain';
import { adminUsersResponseSchema, authUserResponseSchema } from '@homeward/contracts/signed-in';
import { adminSignIn, applyAsAgent, backends, call, expectError, expectOk, newIp, signIn, useTestApp } from './helpers';

for (const backend of backends()) {
  describe(`admin [${backend.name}]`, () => {
    // The deployment's support address (HOMEWARD_SUPPORT_EMAIL) is the one its messages give.
    const t = useTestApp(backend, { seedLimit: 100, config: { supportEmail: 'help@homeward-test.org' } });

    const login = (email: string, password: string, ip = newIp()) => call(t.app, 'POST', '/api/auth/login', { body: { email, password }, ip });

    it('signs the development admin in and out', async () => {
      const data = expectOk(await login('Admin@Homeward.local', 'homeward-dev-admin'));
      assert.equal(data.user.role, 'MANAGER');
      assert.ok(data.user.scope.includes('admin'));
      const me = authUserResponseSchema.parse((await call(t.app, 'GET', '/api/auth/user', { token: data.token })).body).data.user;
      assert.equal(me.email, 'admin@homeward.local');
      expectOk(await call(t.app, 'POST', '/api/auth/logout', { token: data.token }));
      expectError(await call(t.app, 'GET', '/api/auth/user', { token: data.token }), 401);
      expectError(await call(t.app, 'GET', '/api/auth/user'), 401);
    });

    it('refuses wrong credentials and locks out after repeated failures', async () => {
      expectError(await login('admin@homeward.local', 'wrong'), 401, 'Invalid email or password.');
      expectError(await login('nobody@homeward.local', 'homeward-dev-admin'), 401, 'Invalid email or password.');
      expectError(await login('not-an-email', 'x'), 400, 'Invalid email or password.');
      const ip = newIp();
      for (let i = 0; i < 4; i++) expectError(await login('admin@homeward.local', 'wrong', ip), 401);
      expectError(await login('admin@homeward.local', 'wrong', ip), 429, LOCKED_OUT_1_HOUR_MESSAGE);
      expectError(await login('admin@homeward.local', 'homeward-dev-admin', ip), 429, LOCKED_OUT_1_HOUR_MESSAGE);
      expectOk(await login('admin@homeward.local', 'homeward-dev-admin'));
    });

    it('keeps admin routes to the MANAGER role', async () => {
      const user = await signIn(t.app);
      for (const [method, url] of [['GET', '/api/v2/admin/users'], ['GET', '/api/v2/admin/agents'], ['GET', '/api/v2/admin/requests'], ['PUT', `/api/v2/admin/agents/${user.id}/status`]] as const) {
        expectError(await call(t.app, method, url, { body: method === 'PUT' ? { agentStatus: 1 } : undefined }), 401);
        expectError(await call(t.app, method, url, { token: user.accessToken, body: method === 'PUT' ? { agentStatus: 1 } : undefined }), 403, 'You do not have permission to do that.');
      }
    });

    it('refuses a search holding U+0000 with a 400, not a database error', async () => {
      const admin = expectOk(await login('admin@homeward.local', 'homeward-dev-admin')).token;
      expectError(await call(t.app, 'GET', '/api/v2/admin/users', { token: admin, query: { search: '\u0000' } }), 400, 'The query parameters hold a character that is not allowed (U+0000).');
    });

    it('lists users, agent applications and requests, and sets agent statuses', async () => {
      const admin = await adminSignIn(t.app);
      const applicant = await signIn(t.app);
      const applicationBody = {
        firm: 'F', firmAddress: '1 Main St', firmCity: 'Boston', licenseCity: 'C', licenseNumber: 'N', dateOfBirth: '1970-01-01', firmState: 'MA', firmZip: '02139', inBusinessSince: '2000-01-01',
        brokerAgreementAccepted: true,
      };
      await applyAsAgent(t.app, { token: applicant.accessToken, body: applicationBody });
      expectOk(await call(t.app, 'POST', '/api/v2/Requests', { token: applicant.accessToken, body: { intent: 'RequestMortgage', mortgage: { price: 1 } } }));

      const users = adminUsersResponseSchema.parse((await call(t.app, 'GET', '/api/v2/admin/users', { token: admin, query: { search: applicant.phone } })).body).data;
      assert.equal(users.total, 1);
      assert.equal(users.items[0].id, applicant.id);
      const all = expectOk(await call(t.app, 'GET', '/api/v2/admin/users', { token: admin, query: { pageSize: '2' } }));
      assert.equal(all.items.length, 2);
      assert.ok(all.total >= 3);

      const pending = expectOk(await call(t.app, 'GET', '/api/v2/admin/agents', { token: admin, query: { agentStatus: '0' } }));
      const application = pending.items.find((a: any) => a.userId === applicant.id);
      assert.equal(application.details.firm, 'F');
      assert.equal(application.paymentStatus, 'succeeded');

      const rejected = expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${applicant.id}/status`, { token: admin, body: { agentStatus: 2 } }));
      assert.equal(rejected.agentStatus, 2);
      expectError(await call(t.app, 'PUT', `/api/v2/admin/agents/${applicant.id}/status`, { token: admin, body: { agentStatus: 7 } }), 400);
      const nonAgent = await signIn(t.app);
      expectError(await call(t.app, 'PUT', `/api/v2/admin/agents/${nonAgent.id}/status`, { token: admin, body: { agentStatus: 1 } }), 404);

      // Spec 4.3/8: a rejected or removed agent cannot apply again; one asked for details can.
      const reapply = async () => call(t.app, 'POST', '/api/v2/agent/Agent/Signup', { token: applicant.accessToken, body: applicationBody });
      expectError(await reapply(), 409, agentRejectedMessage('help@homeward-test.org'));
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${applicant.id}/status`, { token: admin, body: { agentStatus: 4 } }));
      expectError(await reapply(), 409, agentRemovedMessage('help@homeward-test.org'));
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${applicant.id}/status`, { token: admin, body: { agentStatus: 3 } }));
      await applyAsAgent(t.app, { token: applicant.accessToken, body: applicationBody });
      assert.equal(expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', { token: applicant.accessToken })).data.agentStatus, 0);

      const requests = expectOk(await call(t.app, 'GET', '/api/v2/admin/requests', { token: admin, query: { intent: 'RequestMortgage' } }));
      assert.ok(requests.items.some((r: any) => r.ownerId === applicant.id));
      expectError(await call(t.app, 'GET', '/api/v2/admin/requests', { token: admin, query: { intent: 'Nope' } }), 400);
    });
  });
}
