import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { adminSignIn, applyAsAgent, backends, call, expectError, expectOk, newIp, signIn, useTestApp } from './helpers';

const AGENT_APPLICATION = {
  firm: 'Harbor Realty', firmAddress: '100 Pine St', firmCity: 'Seattle', licenseCity: 'Seattle', licenseNumber: 'LIC-778',
  dateOfBirth: '1970-01-01', firmState: 'WA', firmZip: '98101', inBusinessSince: '2000-01-01', brokerAgreementAccepted: true,
};

for (const backend of backends()) {
  describe(`admin tools [${backend.name}]`, () => {
    const t = useTestApp(backend, { seedLimit: 50 });
    let admin: string;
    before(async () => {
      admin = await adminSignIn(t.app);
    });

    const auditFor = async (action: string, targetId: string) =>
      (await t.db.query<{ actor_email: string; before: any; after: any }>('SELECT actor_email, before, after FROM audit_log WHERE action = $1 AND target_id = $2 ORDER BY id', [action, targetId])).rows;

    /** A partner profile of the given type for a fresh user. */
    const partnerOf = async (partnerType: number, name: string) => {
      const user = await signIn(t.app);
      const id = randomUUID();
      await t.db.query('INSERT INTO partner_profiles (id, user_id, partner_type, display_name, company, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [id, user.id, partnerType, name, `${name} Co`, new Date()]);
      return { id, user };
    };

    it('refuses every admin route to visitors (401) and plain users (403)', async () => {
      const user = await signIn(t.app);
      const id = randomUUID();
      const routes: Array<[string, string, unknown?]> = [
        ['GET', '/api/v2/admin/summary'],
        ['GET', '/api/v2/admin/audit'],
        ['GET', '/api/v2/admin/users'],
        ['PUT', `/api/v2/admin/users/${id}/suspension`, { suspended: true }],
        ['GET', '/api/v2/admin/agents'],
        ['PUT', `/api/v2/admin/agents/${id}/status`, { agentStatus: 1 }],
        ['GET', '/api/v2/admin/requests'],
        ['PUT', `/api/v2/admin/requests/${id}/assignment`, { partnerProfileId: null }],
        ['GET', '/api/v2/admin/partners'],
        ['GET', `/api/v2/admin/partners/${id}`],
        ['GET', '/api/v2/admin/notifications'],
        ['POST', '/api/v2/admin/notifications', { audience: { kind: 'all' }, title: 'T', body: 'B' }],
        ['PUT', '/api/v2/admin/password', { currentPassword: 'x', newPassword: 'long-enough-password' }],
      ];
      // Whatever they send: who may call comes before what the call expects.
      const malformed: Array<[string, string, unknown?]> = [
        ['GET', '/api/v2/admin/users?sort=bogus&page=0'],
        ['PUT', '/api/v2/admin/users/not-an-id/suspension', { suspended: 'yes' }],
        ['GET', '/api/v2/admin/partners/not-an-id'],
        ['PUT', `/api/v2/admin/requests/${id}/assignment`, { partnerProfileId: 'nobody' }],
        ['POST', '/api/v2/admin/notifications', { audience: { kind: 'everyone' } }],
        ['PUT', '/api/v2/admin/password', { currentPassword: '', newPassword: 'short' }],
        ['GET', '/api/v2/admin/partner-applications?sort=bogus'],
        ['PUT', '/api/v2/admin/partner-applications/not-an-id/status', { status: 'maybe' }],
      ];
      for (const [method, url, body] of [...routes, ...malformed]) {
        expectError(await call(t.app, method as 'GET', url, { body }), 401);
        expectError(await call(t.app, method as 'GET', url, { token: user.accessToken, body }), 403, 'You do not have permission to do that.');
      }
      assert.equal((await t.db.query('SELECT 1 FROM notifications')).rows.length, 0);
    });

    it('audits agent decisions and the applicant sees the new status', async () => {
      const applicant = await signIn(t.app);
      await applyAsAgent(t.app, { token: applicant.accessToken, body: AGENT_APPLICATION });
      const found = expectOk(await call(t.app, 'GET', '/api/v2/admin/agents', { token: admin, query: { search: 'lic-778', agentStatus: '0' } }));
      assert.ok(found.items.some((a: any) => a.userId === applicant.id));
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${applicant.id}/status`, { token: admin, body: { agentStatus: 3 } }));
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/agents/${applicant.id}/status`, { token: admin, body: { agentStatus: 1 } }));
      const entries = await auditFor('agent.status', applicant.id);
      assert.deepEqual(entries.map((e) => [e.before.agentStatus, e.after.agentStatus]), [[0, 3], [3, 1]]);
      assert.equal(entries[0].actor_email, 'admin@homeward.local');
      const details = expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', { token: applicant.accessToken }));
      assert.equal(details.data.isAgent, true);
      const users = expectOk(await call(t.app, 'GET', '/api/v2/admin/users', { token: admin, query: { search: applicant.phone } }));
      assert.deepEqual(users.items[0].partnerTypes, [3]);
      const summary = expectOk(await call(t.app, 'GET', '/api/v2/admin/summary', { token: admin }));
      assert.equal(summary.recentAudit[0].action, 'agent.status');
      assert.equal(summary.recentAudit[0].targetId, applicant.id);
    });

    it('suspends and restores a user, signing them out, with audit entries', async () => {
      const user = await signIn(t.app);
      const suspended = expectOk(await call(t.app, 'PUT', `/api/v2/admin/users/${user.id}/suspension`, { token: admin, body: { suspended: true } }));
      assert.equal(suspended.isSuspended, true);
      expectError(await call(t.app, 'GET', '/api/v2/Account/Details', { token: user.accessToken }), 401);
      const list = expectOk(await call(t.app, 'GET', '/api/v2/admin/users', { token: admin, query: { filter: 'suspended' } }));
      assert.ok(list.items.every((u: any) => u.isSuspended) && list.items.some((u: any) => u.id === user.id));
      const restored = expectOk(await call(t.app, 'PUT', `/api/v2/admin/users/${user.id}/suspension`, { token: admin, body: { suspended: false } }));
      assert.equal(restored.isSuspended, false);
      const fresh = await signIn(t.app, user.phone);
      expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', { token: fresh.accessToken }));
      const entries = await auditFor('user.suspend', user.id);
      assert.equal(entries.length, 1);
      assert.equal(entries[0].before.suspendedUntil, null);
      assert.equal((await auditFor('user.restore', user.id)).length, 1);
      expectError(await call(t.app, 'PUT', `/api/v2/admin/users/${randomUUID()}/suspension`, { token: admin, body: { suspended: true } }), 404);
      expectError(await call(t.app, 'PUT', `/api/v2/admin/users/${user.id}/suspension`, { token: admin, body: { suspended: 'yes' } }), 400);
      const managerId = expectOk(await call(t.app, 'GET', '/api/auth/user', { token: admin })).user.id;
      expectError(await call(t.app, 'PUT', `/api/v2/admin/users/${managerId}/suspension`, { token: admin, body: { suspended: true } }), 409);
    });

    it('reassigns requests only to a partner of the right type, with audit entries', async () => {
      const buyer = await signIn(t.app);
      const mortgage = expectOk(await call(t.app, 'POST', '/api/v2/Requests', { token: buyer.accessToken, body: { intent: 'RequestMortgage', mortgage: { price: 500000 } } }));
      const lender = await partnerOf(1, 'Lakeside Lending');
      const broker = await partnerOf(2, 'Pine Brokers');
      const inspector = await partnerOf(4, 'Keen Inspections');
      const waiting = expectOk(await call(t.app, 'GET', '/api/v2/admin/requests', { token: admin, query: { assignment: 'unassigned', search: buyer.phone } }));
      assert.deepEqual(waiting.items.map((r: any) => r.id), [mortgage.id]);
      const url = `/api/v2/admin/requests/${mortgage.id}/assignment`;
      expectError(await call(t.app, 'PUT', url, { token: admin, body: { partnerProfileId: inspector.id } }), 400, 'This request can only go to a lender or loan broker.');
      expectError(await call(t.app, 'PUT', url, { token: admin, body: { partnerProfileId: randomUUID() } }), 404);
      expectError(await call(t.app, 'PUT', url, { token: admin, body: { partnerProfileId: 'nope' } }), 400);
      const first = expectOk(await call(t.app, 'PUT', url, { token: admin, body: { partnerProfileId: lender.id } }));
      assert.equal(first.assignedPartnerName, 'Lakeside Lending');
      const second = expectOk(await call(t.app, 'PUT', url, { token: admin, body: { partnerProfileId: broker.id } }));
      assert.equal(second.assignedPartnerId, broker.id);
      const entries = await auditFor('request.reassign', mortgage.id);
      assert.deepEqual(entries.map((e) => [e.before.assignedPartnerId, e.after.assignedPartnerId]), [[null, lender.id], [lender.id, broker.id]]);
      // The trail names the partners as managers know them.
      assert.deepEqual(entries.map((e) => [e.before.partnerName, e.after.partnerName]), [[null, 'Lakeside Lending'], ['Lakeside Lending', 'Pine Brokers']]);
      const ofBroker = expectOk(await call(t.app, 'GET', '/api/v2/admin/requests', { token: admin, query: { assignedPartnerId: broker.id } }));
      assert.deepEqual(ofBroker.items.map((r: any) => r.id), [mortgage.id]);
      const lenders = expectOk(await call(t.app, 'GET', '/api/v2/admin/partners', { token: admin, query: { partnerType: '1,2', search: 'pine' } }));
      assert.deepEqual(lenders.items.map((p: any) => [p.displayName, p.requestCount]), [['Pine Brokers', 1]]);
      assert.equal(expectOk(await call(t.app, 'GET', `/api/v2/admin/partners/${lender.id}`, { token: admin })).requestCount, 0);
      expectError(await call(t.app, 'GET', '/api/v2/admin/partners', { token: admin, query: { partnerType: '9' } }), 400);

      const enquiryId = randomUUID();
      await t.db.query(`INSERT INTO requests (id, owner_id, intent, status, payload, created_at) VALUES ($1, NULL, 'CorporateEnquiry', 'Received', '{}', $2)`, [enquiryId, new Date()]);
      expectError(
        await call(t.app, 'PUT', `/api/v2/admin/requests/${enquiryId}/assignment`, { token: admin, body: { partnerProfileId: lender.id } }),
        400,
        'Enquiries are answered by Homeward and cannot be assigned to a partner.',
      );
    });

    it('sends notices to a user or a group, one row per recipient, and lists them', async () => {
      const one = await signIn(t.app);
      const title = `Welcome ${randomUUID().slice(0, 8)}`;
      const sent = expectOk(await call(t.app, 'POST', '/api/v2/admin/notifications', { token: admin, body: { audience: { kind: 'user', userId: one.id }, title, body: 'Your <b>account</b> is ready.' } }));
      assert.equal(sent.recipientCount, 1);
      assert.equal(sent.audienceLabel, 'One user: Ada Lovelace');
      const rows = (await t.db.query<{ user_id: string }>('SELECT user_id FROM notification_recipients WHERE notification_id = $1', [sent.id])).rows;
      assert.deepEqual(rows.map((r) => r.user_id), [one.id]);

      const lenderA = await partnerOf(1, 'North Lending');
      const lenderB = await partnerOf(1, 'South Lending');
      const group = expectOk(await call(t.app, 'POST', '/api/v2/admin/notifications', { token: admin, body: { audience: { kind: 'partners', partnerType: 1 }, title: 'Rates', body: 'New rate sheet.' } }));
      const groupRows = (await t.db.query<{ user_id: string }>('SELECT user_id FROM notification_recipients WHERE notification_id = $1', [group.id])).rows.map((r) => r.user_id);
      assert.ok(groupRows.includes(lenderA.user.id) && groupRows.includes(lenderB.user.id));
      assert.equal(group.recipientCount, groupRows.length);

      const all = expectOk(await call(t.app, 'POST', '/api/v2/admin/notifications', { token: admin, body: { audience: { kind: 'all' }, title: 'Hello all', body: 'Hi.' } }));
      const users = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE role <> 'MANAGER'`)).rows[0].n;
      assert.equal(all.recipientCount, users);

      expectError(await call(t.app, 'POST', '/api/v2/admin/notifications', { token: admin, body: { audience: { kind: 'user', userId: randomUUID() }, title: 'x', body: 'y' } }), 404);
      expectError(await call(t.app, 'POST', '/api/v2/admin/notifications', { token: admin, body: { audience: { kind: 'partners', partnerType: 7 }, title: 'x', body: 'y' } }), 400);
      expectError(await call(t.app, 'POST', '/api/v2/admin/notifications', { token: admin, body: { audience: { kind: 'all' }, title: '   ', body: 'y' } }), 400, 'This field is required.');

      const listed = expectOk(await call(t.app, 'GET', '/api/v2/admin/notifications', { token: admin, query: { search: title } }));
      assert.deepEqual(listed.items.map((n: any) => [n.id, n.body, n.senderEmail]), [[sent.id, 'Your <b>account</b> is ready.', 'admin@homeward.local']]);
      assert.equal((await auditFor('notification.send', sent.id)).length, 1);
      assert.equal((await auditFor('notification.send', group.id)).length, 1);
    });

    it("changes the manager's own password, audited, ending other sign-ins", async () => {
      const other = await adminSignIn(t.app);
      const mine = await adminSignIn(t.app);
      const url = '/api/v2/admin/password';
      expectError(await call(t.app, 'PUT', url, { token: mine, body: { currentPassword: 'wrong', newPassword: 'another-long-password' } }), 400, 'Your current password is not correct.');
      expectError(await call(t.app, 'PUT', url, { token: mine, body: { currentPassword: 'homeward-dev-admin', newPassword: 'short' } }), 400, 'Use at least 12 characters.');
      expectOk(await call(t.app, 'PUT', url, { token: mine, body: { currentPassword: 'homeward-dev-admin', newPassword: 'a-brand-new-password' } }));
      expectError(await call(t.app, 'GET', '/api/auth/user', { token: other }), 401);
      expectOk(await call(t.app, 'GET', '/api/auth/user', { token: mine }));
      expectError(await call(t.app, 'POST', '/api/auth/login', { body: { email: 'admin@homeward.local', password: 'homeward-dev-admin' }, ip: newIp() }), 401);
      const managerId = expectOk(await call(t.app, 'GET', '/api/auth/user', { token: mine })).user.id;
      assert.equal((await auditFor('manager.password', managerId)).length, 1);
      // Put the development password back for the suites that follow.
      expectOk(await call(t.app, 'PUT', url, { token: mine, body: { currentPassword: 'a-brand-new-password', newPassword: 'homeward-dev-admin' } }));
      admin = await adminSignIn(t.app);
      const audit = expectOk(await call(t.app, 'GET', '/api/v2/admin/audit', { token: admin, query: { pageSize: '2' } }));
      assert.equal(audit.items.length, 2);
      assert.ok(audit.total >= 2);
    });

    it("names a manager in the audit trail by their account as it is now, and keeps a manager's account and email their own", async () => {
      const manager = expectOk(await call(t.app, 'GET', '/api/auth/user', { token: admin })).user;
      const target = await signIn(t.app);
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/users/${target.id}/suspension`, { token: admin, body: { suspended: true } }));
      expectOk(await call(t.app, 'PUT', `/api/v2/admin/users/${target.id}/suspension`, { token: admin, body: { suspended: false } }));
      // The manager's email changes hands: the trail follows the account, not the old address.
      const second = randomUUID();
      await t.db.query(
        `INSERT INTO users (id, role, email, first_name, last_name, is_email_confirmed, password_hash, created_at, updated_at)
         SELECT $1, 'MANAGER', 'second.manager@homeward.local', 'Second', 'Manager', true, password_hash, now(), now() FROM users WHERE id = $2`,
        [second, manager.id],
      );
      await t.db.query(`UPDATE users SET email = 'renamed.admin@homeward.local' WHERE id = $1`, [manager.id]);
      const audit = expectOk(await call(t.app, 'GET', '/api/v2/admin/audit', { token: admin, query: { pageSize: '2' } }));
      assert.deepEqual(audit.items.map((e: { actorEmail: string }) => e.actorEmail), ['renamed.admin@homeward.local', 'renamed.admin@homeward.local']);
      // Another manager's email is refused with a clear answer, not a server error.
      expectError(await call(t.app, 'PUT', '/api/v2/Account/Details', { token: admin, body: { email: 'second.manager@homeward.local' } }), 409, 'That is already in use on another account.');
      // A manager cannot delete their own account.
      expectError(await call(t.app, 'DELETE', '/api/v2/Account', { token: admin }), 403, 'A manager account cannot be deleted by its owner. Ask another manager to remove it.');
      expectOk(await call(t.app, 'GET', '/api/auth/user', { token: admin }));
      await t.db.query(`UPDATE users SET email = 'admin@homeward.local' WHERE id = $1`, [manager.id]);
      await t.db.query('DELETE FROM users WHERE id = $1', [second]);
    });
  });
}
