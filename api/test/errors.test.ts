import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { backends, CLIENT, createTestApp, useTestApp } from './helpers';

for (const backend of backends()) {
  describe(`error handling [${backend.name}]`, () => {
    const t = useTestApp(backend, { seedLimit: 100 });

    const inject = (options: InjectOptions) => t.app.inject(options);
    const expectEnvelope = (res: { statusCode: number; body: string }, status: number, message?: string) => {
      assert.equal(res.statusCode, status, res.body);
      const body = JSON.parse(res.body);
      assert.equal(typeof body.errorMessage, 'string');
      assert.notEqual(body.statusCode, 'Success');
      assert.doesNotMatch(res.body, /at .*\.(ts|js):\d+|stack/i);
      if (message) assert.equal(body.errorMessage, message);
    };

    it('requires a known client token on every call', async () => {
      expectEnvelope(await inject({ method: 'GET', url: '/api/v2/Favorites' }), 401, 'A client token is required (X-Client-Token header).');
      expectEnvelope(await inject({ method: 'GET', url: '/nowhere' }), 401);
      expectEnvelope(await inject({ method: 'GET', url: '/api/v2/Favorites', headers: { 'x-client-token': 'homeward-mobile' } }), 401, 'Unknown client token.');
      for (const url of ['/api/health', '/api/v2/health']) assert.equal((await inject({ method: 'GET', url })).statusCode, 200);
    });

    it('accepts the configured client tokens', async () => {
      const other = await createTestApp(backend, { seedLimit: 100, config: { clientTokens: ['alpha', 'beta'] } });
      try {
        assert.equal((await other.app.inject({ method: 'GET', url: '/api/v2/Listings/InterestRateData', headers: { 'x-client-token': 'beta' } })).statusCode, 200);
        assert.equal((await other.app.inject({ method: 'GET', url: '/api/v2/Listings/InterestRateData', headers: CLIENT })).statusCode, 401);
      } finally {
        await other.close();
      }
    });

    it('maps malformed bodies to 4xx envelopes', async () => {
      const post = (payload: string, contentType = 'application/json') =>
        inject({ method: 'POST', url: '/api/v2/Listings/Search', headers: { ...CLIENT, 'content-type': contentType }, payload });
      expectEnvelope(await post('{"searchText":'), 400, 'The request body is not valid JSON.');
      expectEnvelope(await post(''), 400, 'The request body is required.');
      expectEnvelope(await post('searchText=x', 'application/x-www-form-urlencoded'), 415, 'Unsupported content type. Send application/json.');
      expectEnvelope(await post('{"searchText":"x"}', 'application/xml'), 415);
      expectEnvelope(await post(JSON.stringify({ searchText: 'x'.repeat(300 * 1024) })), 413, 'The request body is too large.');
      expectEnvelope(await post('{"__proto__":{"admin":true},"searchText":"Seattle"}'), 400);
      expectEnvelope(await post('"just a string"'), 400);
      expectEnvelope(await post('null'), 400);
      expectEnvelope(await post('[]'), 400);
    });

    it('answers unknown routes and bad URLs with an envelope', async () => {
      expectEnvelope(await inject({ method: 'GET', url: '/api/v2/Nope', headers: CLIENT }), 404, 'Not found.');
      expectEnvelope(await inject({ method: 'PATCH', url: '/api/v2/Favorites', headers: CLIENT }), 404);
      expectEnvelope(await inject({ method: 'GET', url: '/api/v2/Listings/%E0%A4%A', headers: CLIENT }), 400);
    });

    it('answers CORS preflights for local origins', async () => {
      const res = await inject({ method: 'OPTIONS', url: '/api/v2/Listings/Search', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' } });
      assert.equal(res.statusCode, 204);
      assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:8080');
      assert.match(String(res.headers['access-control-allow-headers']), /X-Client-Token/);
      const foreign = await inject({ method: 'OPTIONS', url: '/api/v2/Listings/Search', headers: { origin: 'https://evil.example' } });
      assert.equal(foreign.headers['access-control-allow-origin'], undefined);
    });

    it('hides unexpected failures behind a generic 500', async () => {
      const broken = await createTestApp(backend, {
        seedLimit: 100,
        providers: { rates: { current: async () => { throw new Error('secret detail at /srv/app.ts:12'); } } },
      });
      try {
        const res = await broken.app.inject({ method: 'GET', url: '/api/v2/Listings/InterestRateData', headers: CLIENT });
        assert.equal(res.statusCode, 500);
        assert.deepEqual(res.json(), { statusCode: 'InternalError', errorMessage: 'Sorry, something went wrong. Please try again or contact support.' });
      } finally {
        await broken.close();
      }
    });

    it('sets safe response headers', async () => {
      const res = await inject({ method: 'GET', url: '/api/v2/Listings/InterestRateData', headers: CLIENT });
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['cache-control'], 'no-store');
    });
  });
}
