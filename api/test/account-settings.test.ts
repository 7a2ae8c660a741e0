import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { accountFirmInfoSchema, accountNoticesSchema, accountPaymentsSchema, uploadUrlResultSchema } from '@homeward/contracts/signed-in';
import { MINUTE_MS } from '../src/clock';
import { UPLOAD_QUOTA_MESSAGE, UPLOADS_PER_DAY } from '../src/modules/account/uploads';
import { backends, call, expectError, expectOk, rowCount, signIn, useSignedIn, useTestApp, type SignedIn } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa1c5a2d60000000049454e44ae426082', 'hex');

const FIRM = {
  firm: 'Harbor Realty',
  firmAddress: '100 Pine St',
  firmCity: 'Seattle',
  firmState: 'wa',
  firmZip: '98101',
  licenseNumber: 'WA-12345',
  licenseCity: 'Seattle',
  inBusinessSince: '2015-06-01',
  brokerAgreementAccepted: true,
};

for (const backend of backends()) {
  describe(`account settings [${backend.name}]`, () => {
    let uploadsDir: string;
    before(() => {
      uploadsDir = mkdtempSync(join(tmpdir(), 'homeward-uploads-'));
    });
    const t = useTestApp(backend, () => ({ seedLimit: 100, config: { uploadsDir } }));
    const owner = useSignedIn(t);
    const other = useSignedIn(t);
    after(() => rmSync(uploadsDir, { recursive: true, force: true }));

    const as = (user: SignedIn | null) => (user ? { token: user.accessToken, userToken: user.id } : {});

    it('refuses anonymous callers on every account route', async () => {
      const routes: Array<[string, string, unknown?]> = [
        ['GET', '/api/v2/Account/Details'],
        ['PUT', '/api/v2/Account/Details', { firstName: 'Ann' }],
        ['DELETE', '/api/v2/Account'],
        ['POST', '/api/v2/Account/SendVerifyEmail'],
        ['POST', '/api/v2/Account/Logout'],
        ['GET', '/api/v2/Account/Notifications'],
        ['PUT', `/api/v2/Account/Notifications/${randomUUID()}/read`],
        ['GET', '/api/v2/Account/Payments'],
        ['GET', '/api/v2/Account/FirmInfo'],
        ['PUT', '/api/v2/Account/FirmInfo', FIRM],
        ['GET', '/api/v2/Account/UploadUrl?code=profile-image&contentType=image/png'],
        ['GET', '/api/v2/Favorites'],
      ];
      for (const [method, url, body] of routes) {
        expectError(await call(t.app, method as 'GET', url, { body }), 401, 'Please log in to continue.');
      }
    });

    it("refuses a user token that names another user", async () => {
      expectError(await call(t.app, 'GET', '/api/v2/Account/Details', { token: owner.accessToken, userToken: other.id }), 401);
      expectError(await call(t.app, 'GET', '/api/v2/Account/Payments', { token: owner.accessToken, userToken: other.id }), 401);
    });

    it('checks names as the form does: 2 to 20 characters, no digits', async () => {
      expectError(await call(t.app, 'PUT', '/api/v2/Account/Details', { ...as(owner), body: { lastName: 'B' } }), 400, 'Use at least 2 characters.');
      expectError(await call(t.app, 'PUT', '/api/v2/Account/Details', { ...as(owner), body: { firstName: 'R2D2' } }), 400, 'A name cannot contain digits.');
      expectError(await call(t.app, 'PUT', '/api/v2/Account/Details', { ...as(owner), body: { firstName: 'x'.repeat(21) } }), 400);
      const saved = expectOk(await call(t.app, 'PUT', '/api/v2/Account/Details', { ...as(owner), body: { lastName: 'Byron' } }));
      assert.equal(saved.data.lastName, 'Byron');
      assert.equal(saved.data.firstName, 'Ada');
      const theirs = expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', as(other)));
      assert.equal(theirs.data.lastName, 'Lovelace', "another user's profile is untouched");
    });

    it("lists only the user's own notices, newest first, and marks them read", async () => {
      const older = randomUUID();
      const newer = randomUUID();
      const theirs = randomUUID();
      const now = t.clock.now();
      for (const [id, title, at] of [[older, 'Welcome', new Date(now.getTime() - 60_000)], [newer, 'New homes near you', now], [theirs, 'Private', now]] as const) {
        await t.db.query("INSERT INTO notifications (id, audience, title, body, created_at) VALUES ($1, 'users', $2, $3, $4)", [id, title, `${title} body`, at]);
      }
      for (const id of [older, newer]) await t.db.query('INSERT INTO notification_recipients (notification_id, user_id) VALUES ($1, $2)', [id, owner.id]);
      await t.db.query('INSERT INTO notification_recipients (notification_id, user_id) VALUES ($1, $2)', [theirs, other.id]);

      const list = accountNoticesSchema.parse(expectOk(await call(t.app, 'GET', '/api/v2/Account/Notifications', as(owner))));
      assert.deepEqual(list.items.map((n) => n.title), ['New homes near you', 'Welcome']);
      assert.equal(list.unread, 2);

      expectError(await call(t.app, 'PUT', `/api/v2/Account/Notifications/${theirs}/read`, as(owner)), 404, 'We could not find this notice.');
      expectError(await call(t.app, 'PUT', '/api/v2/Account/Notifications/not-a-uuid/read', as(owner)), 404);
      const read = expectOk(await call(t.app, 'PUT', `/api/v2/Account/Notifications/${newer}/read`, as(owner)));
      assert.equal(read.readAt, t.clock.now().toISOString());
      t.clock.advance(MINUTE_MS);
      assert.equal(expectOk(await call(t.app, 'PUT', `/api/v2/Account/Notifications/${newer}/read`, as(owner))).readAt, read.readAt, 'reading twice keeps the first time');
      const after = accountNoticesSchema.parse(expectOk(await call(t.app, 'GET', '/api/v2/Account/Notifications', as(owner))));
      assert.equal(after.unread, 1);
      const otherList = accountNoticesSchema.parse(expectOk(await call(t.app, 'GET', '/api/v2/Account/Notifications', as(other))));
      assert.deepEqual(otherList.items.map((n) => n.title), ['Private']);
      assert.equal(otherList.items[0].readAt, null);
    });

    it("shows the user's own payments masked, and an empty history to others", async () => {
      await t.db.query(
        `INSERT INTO payments (id, user_id, amount_cents, currency, status, provider, provider_reference, card_last4, card_brand, description, created_at)
         VALUES ($1, $2, 4900, 'usd', 'succeeded', 'local', 'ref-1', '4242', 'Visa', 'Homeward agent application', $3)`,
        [randomUUID(), owner.id, t.clock.now()],
      );
      // A payment still waiting for a card was never taken, so it is not in the history.
      await t.db.query(
        `INSERT INTO payments (id, user_id, amount_cents, currency, status, provider, provider_reference, description, created_at)
         VALUES ($1, $2, 4900, 'usd', 'requires_payment', 'local', 'ref-2', 'Homeward agent application', $3)`,
        [randomUUID(), owner.id, t.clock.now()],
      );
      const mine = accountPaymentsSchema.parse(expectOk(await call(t.app, 'GET', '/api/v2/Account/Payments', as(owner))));
      assert.deepEqual(mine.cardOnFile, { brand: 'Visa', last4: '4242' });
      assert.equal(mine.payments.length, 1);
      assert.equal(mine.payments[0].amountCents, 4900);
      assert.equal(mine.payments[0].description, 'Homeward agent application');
      assert.doesNotMatch(JSON.stringify(mine), /ref-1|provider/, 'no provider reference leaves the server');
      const theirs = accountPaymentsSchema.parse(expectOk(await call(t.app, 'GET', '/api/v2/Account/Payments', as(other))));
      assert.deepEqual(theirs, { cardOnFile: null, payments: [] });
    });

    it('keeps firm information for agents only, with the spec 5 firm rules', async () => {
      const before = accountFirmInfoSchema.parse(expectOk(await call(t.app, 'GET', '/api/v2/Account/FirmInfo', as(other))));
      assert.deepEqual(before, { isAgent: false, agentStatus: -1, firm: null });
      expectError(await call(t.app, 'PUT', '/api/v2/Account/FirmInfo', { ...as(other), body: FIRM }), 403);

      const agent = await signIn(t.app);
      await t.db.query('UPDATE users SET is_agent = true, agent_status = 1 WHERE id = $1', [agent.id]);
      await t.db.query(
        "INSERT INTO agent_applications (id, user_id, details, status, created_at, updated_at) VALUES ($1, $2, $3, 'Approved', $4, $4)",
        [randomUUID(), agent.id, JSON.stringify({ ...FIRM, firmState: 'WA', firm: 'Old Firm', dateOfBirth: '1980-01-01' }), t.clock.now()],
      );
      const read = accountFirmInfoSchema.parse(expectOk(await call(t.app, 'GET', '/api/v2/Account/FirmInfo', as(agent))));
      assert.equal(read.firm?.firm, 'Old Firm');

      expectError(await call(t.app, 'PUT', '/api/v2/Account/FirmInfo', { ...as(agent), body: { ...FIRM, firmZip: '981' } }), 400, 'Use a 5-digit zip code.');
      expectError(await call(t.app, 'PUT', '/api/v2/Account/FirmInfo', { ...as(agent), body: { ...FIRM, brokerAgreementAccepted: false } }), 400, 'Please accept the broker agreement.');
      expectError(await call(t.app, 'PUT', '/api/v2/Account/FirmInfo', { ...as(agent), body: { ...FIRM, inBusinessSince: '2025-12-01' } }), 400, 'The firm must have been in business for at least 2 years.');
      expectError(await call(t.app, 'PUT', '/api/v2/Account/FirmInfo', { ...as(agent), body: { ...FIRM, firm: '' } }), 400);
      const saved = accountFirmInfoSchema.parse(expectOk(await call(t.app, 'PUT', '/api/v2/Account/FirmInfo', { ...as(agent), body: FIRM })));
      assert.equal(saved.firm?.firm, 'Harbor Realty');
      assert.equal(saved.firm?.firmState, 'WA');
      const stored = await t.db.query<{ details: Record<string, unknown> }>('SELECT details FROM agent_applications WHERE user_id = $1', [agent.id]);
      assert.equal(stored.rows[0].details.dateOfBirth, '1980-01-01', 'fields outside the firm form are kept');
    });

    it('uploads a profile image through a signed URL, once, and serves it without headers', async () => {
      expectError(await call(t.app, 'GET', '/api/v2/Account/UploadUrl', { ...as(owner), query: { code: 'profile-image', contentType: 'image/svg+xml' } }), 400);
      expectError(await call(t.app, 'GET', '/api/v2/Account/UploadUrl', { ...as(owner), query: { code: 'resume', contentType: 'image/png' } }), 400);
      const ticket = uploadUrlResultSchema.parse(
        expectOk(await call(t.app, 'GET', '/api/v2/Account/UploadUrl', { ...as(owner), query: { code: 'profile-image', contentType: 'image/png' } })),
      );
      const put = (url: string, payload: Buffer, contentType = 'image/png') =>
        t.app.inject({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });

      assert.equal((await put(ticket.uploadUrl.replace(/signature=[^&]+/, 'signature=forged'), PNG)).statusCode, 403);
      assert.equal((await put(ticket.uploadUrl, Buffer.from('<svg onload="alert(1)"/>'))).statusCode, 400);
      assert.equal((await put(ticket.uploadUrl, PNG, 'image/jpeg')).statusCode, 415);
      const asJson = await t.app.inject({ method: 'PUT', url: ticket.uploadUrl, payload: { image: PNG.toString('base64') } });
      assert.equal(asJson.statusCode, 415, 'JSON is not an image');
      assert.equal(asJson.json().errorMessage, 'Send a JPEG, PNG, WebP or GIF image.');
      const stored = await put(ticket.uploadUrl, PNG);
      assert.equal(stored.statusCode, 200, stored.body);
      assert.equal((await put(ticket.uploadUrl, PNG)).statusCode, 409, 'a signed URL stores one file');

      const served = await t.app.inject({ method: 'GET', url: ticket.fileUrl });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/png');
      assert.deepEqual(served.rawPayload, PNG);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/v2/media/uploads/..%2F..%2Fpackage.json' })).statusCode, 404);

      const saved = expectOk(await call(t.app, 'PUT', '/api/v2/Account/Details', { ...as(owner), body: { image: ticket.fileUrl } }));
      assert.equal(saved.data.image, ticket.fileUrl);

      const late = uploadUrlResultSchema.parse(
        expectOk(await call(t.app, 'GET', '/api/v2/Account/UploadUrl', { ...as(owner), query: { code: 'profile-image', contentType: 'image/png' } })),
      );
      t.clock.advance(11 * MINUTE_MS);
      const expired = await put(late.uploadUrl, PNG);
      assert.equal(expired.statusCode, 403);
      assert.match(expired.json().errorMessage, /expired/);
    });

    it('keeps an account to its daily upload quota and removes its images when the account is deleted', async () => {
      const uploader = await signIn(t.app);
      const ask = () => call(t.app, 'GET', '/api/v2/Account/UploadUrl', { ...as(uploader), query: { code: 'profile-image', contentType: 'image/png' } });
      const first = uploadUrlResultSchema.parse(expectOk(await ask()));
      assert.equal((await t.app.inject({ method: 'PUT', url: first.uploadUrl, payload: PNG, headers: { 'content-type': 'image/png' } })).statusCode, 200);
      for (let i = 1; i < UPLOADS_PER_DAY; i++) expectOk(await ask());
      expectError(await ask(), 429, UPLOAD_QUOTA_MESSAGE);
      // Another account is not affected.
      expectOk(await call(t.app, 'GET', '/api/v2/Account/UploadUrl', { ...as(other), query: { code: 'profile-image', contentType: 'image/png' } }));

      assert.equal((await t.app.inject({ method: 'GET', url: first.fileUrl })).statusCode, 200);
      expectOk(await call(t.app, 'DELETE', '/api/v2/Account', as(uploader)));
      assert.equal((await t.app.inject({ method: 'GET', url: first.fileUrl })).statusCode, 404, 'the image outlived its account');
      assert.equal(await rowCount(t.db, `uploads WHERE owner_id = '${uploader.id}'`), 0);
    });

    it('logs out and deletes only the caller: their refresh token stops working', async () => {
      const leaving = await signIn(t.app);
      const secondDevice = await signIn(t.app, leaving.phone);
      expectOk(await call(t.app, 'DELETE', '/api/v2/Account', as(leaving)));
      expectError(await call(t.app, 'POST', '/api/v2/Account/RefreshToken', { body: { refreshToken: leaving.refreshToken } }), 401);
      expectError(await call(t.app, 'POST', '/api/v2/Account/RefreshToken', { body: { refreshToken: secondDevice.refreshToken } }), 401);
      expectError(await call(t.app, 'GET', '/api/v2/Account/Details', { token: secondDevice.accessToken }), 401);
      expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', as(other)));

      const session = await signIn(t.app, other.phone);
      expectOk(await call(t.app, 'POST', '/api/v2/Account/Logout', { token: session.accessToken }));
      expectError(await call(t.app, 'POST', '/api/v2/Account/RefreshToken', { body: { refreshToken: session.refreshToken } }), 401);
      expectOk(await call(t.app, 'GET', '/api/v2/Account/Details', as(other)));
    });
  });
}
