import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { adminSignIn, backends, CLIENT_TOKEN, signIn, useTestApp } from './helpers';

/** Runs per route; PROPERTY_RUNS raises it for a longer soak. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 120);

/** Tables a rejected request must leave untouched (rate counters and lockouts are meant to record rejections). */
const STORED_TABLES = [
  'users', 'user_identities', 'sessions', 'refresh_tokens', 'favorites', 'requests', 'payments', 'agent_applications', 'partner_profiles',
  'email_verifications', 'verification_tokens', 'phone_challenges', 'sms_outbox', 'email_outbox',
];
const STORED_ROWS_SQL = `SELECT (${STORED_TABLES.map((t) => `(SELECT count(*) FROM ${t})`).join(' + ')})::int AS n`;

const STACK_TRACE = /\bat\s+[\w$.<>]+\s+\(|\.(ts|js|mjs):\d+|node_modules|"stack"/i;

interface Route {
  method: InjectOptions['method'];
  path: string;
  queryKeys?: string[];
  bodyKeys?: string[];
  /** Valid credentials would end the session the other runs rely on. */
  noValidToken?: boolean;
}

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/v2/Listings/AutoSuggest', queryKeys: ['text'] },
  { method: 'POST', path: '/api/v2/Listings/Search', bodyKeys: ['searchText', 'placeId', 'criteria', 'page', 'sort'] },
  { method: 'GET', path: '/api/v2/Listings/InterestRateData' },
  { method: 'GET', path: '/api/v2/Listings/:mls' },
  { method: 'GET', path: '/api/v2/media/listing/:mls/:file' },
  { method: 'GET', path: '/api/v2/Geocode/Reverse', queryKeys: ['lat', 'lng'] },
  { method: 'POST', path: '/api/v2/Account/SendCodeForPhoneAuth', queryKeys: ['phone', 'country'], bodyKeys: ['phone', 'country'] },
  { method: 'POST', path: '/api/v2/Account/VerifyCodeForPhoneAuth', queryKeys: ['challengeidentifier', 'accesstoken'] },
  { method: 'POST', path: '/api/v2/Account/LoginWithPhone', bodyKeys: ['accessToken', 'deviceToken', 'user'] },
  { method: 'POST', path: '/api/v2/Account/LoginWithSocial', bodyKeys: ['accessToken', 'deviceToken', 'authProvider', 'deviceType'] },
  { method: 'POST', path: '/api/v2/Account/RefreshToken', bodyKeys: ['refreshToken'] },
  { method: 'POST', path: '/api/v2/Account/Logout', noValidToken: true },
  { method: 'GET', path: '/api/v2/Account/Details' },
  { method: 'PUT', path: '/api/v2/Account/Details', bodyKeys: ['firstName', 'lastName', 'email', 'image'] },
  { method: 'DELETE', path: '/api/v2/Account', noValidToken: true },
  { method: 'POST', path: '/api/v2/Account/SendVerifyEmail' },
  { method: 'GET', path: '/api/v2/Account/VerifyEmail', queryKeys: ['token'] },
  { method: 'GET', path: '/api/v2/Account/Notifications' },
  { method: 'PUT', path: '/api/v2/Account/Notifications/:id/read' },
  { method: 'GET', path: '/api/v2/Account/Payments' },
  { method: 'GET', path: '/api/v2/Account/FirmInfo' },
  { method: 'PUT', path: '/api/v2/Account/FirmInfo', bodyKeys: ['firm', 'firmAddress', 'firmCity', 'firmState', 'firmZip', 'licenseNumber', 'licenseCity', 'inBusinessSince', 'brokerAgreementAccepted'] },
  { method: 'GET', path: '/api/v2/Account/UploadUrl', queryKeys: ['code', 'contentType'] },
  { method: 'PUT', path: '/api/v2/media/uploads/:file', queryKeys: ['expires', 'signature'] },
  { method: 'GET', path: '/api/v2/media/uploads/:file' },
  { method: 'GET', path: '/api/v2/Favorites' },
  { method: 'PUT', path: '/api/v2/Favorites/:mls' },
  { method: 'DELETE', path: '/api/v2/Favorites/:mls' },
  { method: 'POST', path: '/api/v2/agent/VerifyCodeWithAgentStatus', bodyKeys: ['phone', 'country', 'challengeIdentifier', 'accessToken'] },
  {
    method: 'POST',
    path: '/api/v2/agent/Agent/Signup',
    bodyKeys: ['accountRequest', 'firm', 'licenseCity', 'licenseNumber', 'dateOfBirth', 'firmState', 'firmZip', 'inBusinessSince', 'brokerAgreementAccepted', 'imageUrl', 'payment'],
  },
  {
    method: 'PUT',
    path: '/api/v2/agent/Agent/Details',
    bodyKeys: ['accountRequest', 'firm', 'licenseCity', 'licenseNumber', 'dateOfBirth', 'firmState', 'firmZip', 'inBusinessSince', 'brokerAgreementAccepted'],
  },
  { method: 'GET', path: '/api/v2/agent/PaymentSettings' },
  { method: 'GET', path: '/api/v2/agent/Agent/Payment/:intentId' },
  { method: 'POST', path: '/api/v2/payments/webhook', bodyKeys: ['id', 'type', 'data'] },
  { method: 'GET', path: '/api/v2/public/Partners/snapshot/:agentid' },
  { method: 'GET', path: '/api/v2/public/partners/profiles' },
  { method: 'POST', path: '/api/v2/partners/applications', bodyKeys: ['kind', 'applicant', 'business', 'additional'] },
  { method: 'GET', path: '/api/v2/partners/applications' },
  { method: 'GET', path: '/api/v2/partners/requests', queryKeys: ['partnerType'] },
  { method: 'PUT', path: '/api/v2/partners/requests/:id/status', bodyKeys: ['partnerStatus'] },
  { method: 'PUT', path: '/api/v2/partners/area', bodyKeys: ['partnerType', 'serviceStates', 'serviceZips'] },
  { method: 'GET', path: '/api/v2/admin/partner-applications', queryKeys: ['status', 'kind', 'q', 'page', 'pageSize', 'sort'] },
  { method: 'PUT', path: '/api/v2/admin/partner-applications/:id/status', bodyKeys: ['status', 'note'] },
  { method: 'POST', path: '/api/v2/Requests', bodyKeys: ['intent', 'listing_MLS', 'offer', 'tour', 'inspection', 'mortgage', 'enquiry', 'application', 'userLocation'] },
  { method: 'GET', path: '/api/v2/Requests' },
  { method: 'GET', path: '/api/v2/Requests/:id' },
  { method: 'GET', path: '/api/v2/admin/users', queryKeys: ['search', 'filter', 'sort', 'page', 'pageSize'] },
  { method: 'GET', path: '/api/v2/admin/agents', queryKeys: ['search', 'agentStatus', 'sort', 'page', 'pageSize'] },
  { method: 'PUT', path: '/api/v2/admin/agents/:userId/status', bodyKeys: ['agentStatus'] },
  { method: 'GET', path: '/api/v2/admin/requests', queryKeys: ['search', 'intent', 'assignment', 'assignedPartnerId', 'sort', 'page', 'pageSize'] },
  { method: 'GET', path: '/api/v2/admin/summary' },
  { method: 'GET', path: '/api/v2/admin/audit', queryKeys: ['page', 'pageSize'] },
  { method: 'PUT', path: '/api/v2/admin/users/:userId/suspension', bodyKeys: ['suspended'] },
  { method: 'PUT', path: '/api/v2/admin/requests/:requestId/assignment', bodyKeys: ['partnerProfileId'] },
  { method: 'GET', path: '/api/v2/admin/partners', queryKeys: ['search', 'partnerType', 'sort', 'page', 'pageSize'] },
  { method: 'GET', path: '/api/v2/admin/partners/:profileId' },
  { method: 'GET', path: '/api/v2/admin/notifications', queryKeys: ['search', 'page', 'pageSize'] },
  { method: 'POST', path: '/api/v2/admin/notifications', bodyKeys: ['audience', 'title', 'body'] },
  { method: 'PUT', path: '/api/v2/admin/password', bodyKeys: ['currentPassword', 'newPassword'] },
  { method: 'POST', path: '/api/auth/login', bodyKeys: ['email', 'password'] },
  { method: 'POST', path: '/api/auth/logout', noValidToken: true },
  { method: 'GET', path: '/api/auth/user' },
  { method: 'GET', path: '/api/v2/dev/sms', queryKeys: ['phone'] },
  { method: 'GET', path: '/api/v2/dev/email', queryKeys: ['email'] },
];

const INTENTS = ['MakeAnOffer', 'ScheduleTour', 'RequestInspection', 'RequestMortgage', 'CorporateEnquiry', 'CareerApplication', 'PartnerEnquiry'];

const tricky = fc.constantFrom(
  '', ' ', '0', '-1', '1e309', 'NaN', 'null', 'true', '[]', '{}', '%', '%zz', '../..', '__proto__', 'constructor', '\u0000', '😀'.repeat(40),
  'x'.repeat(5000), "' OR 1=1 --", '<script>alert(1)</script>', '2100001', '73000001', '98004', 'Seattle, WA', '4255550123', 'US',
  '00000000-0000-4000-8000-000000000000', '2026-02-30', '9'.repeat(400),
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), tricky);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 999999, 1e12, Number.MAX_SAFE_INTEGER)) },
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...INTENTS),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Objects that look like the route's payload: its field names with arbitrary values, plus strays. */
const shaped = (keys: string[]) =>
  fc.dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, fc.string({ maxLength: 12 })), value, { maxKeys: keys.length + 2 });

const contentTypes = fc.constantFrom(
  'application/json', 'application/json', 'application/json', 'application/json-patch+json', 'text/plain', 'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/xml', 'application/octet-stream',
);

const rawPayloads = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '{"a":', '[', '[]', 'null', '""', '1', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{}}}', '\u0000'),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);

const pathParam = fc.oneof(
  { weight: 3, arbitrary: text.map((s) => encodeURIComponent(s).slice(0, 400) || 'x') },
  fc.stringMatching(/^[0-9]{1,12}$/),
  fc.constantFrom('%', '%zz', '..', '%2e%2e', '1.svg', '99.svg', '0.svg', '2100001', 'AG-WA-001', '00000000-0000-4000-8000-000000000000'),
);

for (const backend of backends()) {
  describe(`malformed input never breaks the API [${backend.name}]`, () => {
    const t = useTestApp(backend, { seedLimit: 100 });
    let userToken: string;
    let adminToken: string;
    before(async () => {
      userToken = (await signIn(t.app)).accessToken;
      adminToken = await adminSignIn(t.app);
    });

    const storedRows = async () => (await t.db.query<{ n: number }>(STORED_ROWS_SQL)).rows[0].n;

    for (const route of ROUTES) {
      it(`${route.method} ${route.path}`, async () => {
        const authorization = fc.oneof(
          fc.constant(undefined),
          fc.constant(route.noValidToken ? 'Bearer x' : `Bearer ${userToken}`),
          fc.constant(route.noValidToken ? 'Bearer y' : `Bearer ${adminToken}`),
          text.map((s) => `Bearer ${s}`),
          text,
        );
        const request = fc.record({
          params: fc.array(pathParam, { minLength: 3, maxLength: 3 }),
          query: fc.oneof(
            fc.constant(undefined),
            fc.dictionary(fc.oneof(fc.constantFrom(...(route.queryKeys ?? ['q'])), fc.string({ maxLength: 8 })), fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 4 }),
          ),
          body: fc.oneof(
            fc.constant(undefined),
            { weight: 3, arbitrary: shaped(route.bodyKeys ?? ['a']).map((o) => JSON.stringify(o)) },
            fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
            rawPayloads,
          ),
          contentType: contentTypes,
          authorization,
          userTokenHeader: fc.option(text, { nil: undefined }),
          clientToken: fc.oneof({ weight: 9, arbitrary: fc.constant(CLIENT_TOKEN) }, fc.constant(undefined), text),
        });

        await fc.assert(
          fc.asyncProperty(request, async (r) => {
            let i = 0;
            const url = route.path.replace(/:[a-zA-Z]+/g, () => r.params[i++]);
            const headers: Record<string, string> = {};
            if (r.clientToken !== undefined) headers['x-client-token'] = r.clientToken.replace(/[^\x20-\x7e]/g, '');
            if (r.authorization !== undefined) headers.authorization = r.authorization.replace(/[^\x20-\x7e]/g, '');
            if (r.userTokenHeader !== undefined) headers['x-user-token'] = r.userTokenHeader.replace(/[^\x20-\x7e]/g, '');
            if (r.body !== undefined) headers['content-type'] = r.contentType;

            const before = await storedRows();
            const res = await t.app.inject({
              method: route.method,
              url,
              query: r.query as Record<string, string | string[]> | undefined,
              headers,
              ...(r.body !== undefined ? { payload: r.body } : {}),
            });
            assert.ok(res.statusCode < 500, `${route.method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
            assert.doesNotMatch(res.body, STACK_TRACE, 'no stack trace in the answer');
            if (!String(res.headers['content-type'] ?? '').startsWith('image/')) {
              const body = JSON.parse(res.body) as { statusCode?: unknown; errorMessage?: unknown };
              assert.equal(typeof body.statusCode, 'string');
              if (res.statusCode >= 400) {
                assert.notEqual(body.statusCode, 'Success');
                assert.equal(typeof body.errorMessage, 'string');
              }
            }
            if (res.statusCode >= 400) assert.equal(await storedRows(), before, 'a rejected request stored nothing');
          }),
          { numRuns: RUNS },
        );
      });
    }
  });
}
