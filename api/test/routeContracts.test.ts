import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { MESSAGES } from '../src/http/errors';
import { call, embeddedBackend, useTestApp } from './helpers';
import { openApiDocument } from './openapiDocument';

const TAKES_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** The readable page of the document is static files, not calls. */
const isDocsPage = (url: string) => url.startsWith('/api/docs');

describe('route contracts', () => {
  const t = useTestApp(embeddedBackend, { seedLimit: 0 });

  const routes = () => t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !isDocsPage(r.url) && r.url !== '/api/openapi.json');

  it('every route declares its answers, and its input where it takes any', () => {
    const missing: string[] = [];
    for (const route of routes()) {
      const schema = route.schema ?? {};
      const name = `${route.method} ${route.url}`;
      const response = schema.response as Record<string, unknown> | undefined;
      if (!response || !Object.keys(response).some((status) => /^[23]/.test(status))) missing.push(`${name}: no answer schema`);
      if (route.url.includes(':') && !schema.params) missing.push(`${name}: no params schema`);
      if (TAKES_BODY.has(route.method) && !schema.body) missing.push(`${name}: no body schema`);
    }
    assert.deepEqual(missing, []);
    assert.ok(routes().length > 60, `only ${routes().length} routes registered`);
  });

  it('refuses a visitor on every signed-in route before reading what they sent (401, never the input rules)', async () => {
    const signedIn = routes().filter((r) => r.config?.signedIn === true);
    assert.ok(signedIn.length >= 15, `only ${signedIn.length} routes are marked signed-in`);
    const wrong: string[] = [];
    for (const route of signedIn) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'not-a-valid-value');
      const result = await call(t.app, route.method as never, `${url}?bogus=%7B`, TAKES_BODY.has(route.method) ? { body: { bogus: [1, 2, 3] } } : {});
      if (result.status !== 401 || result.body.errorMessage !== MESSAGES.signInRequired) wrong.push(`${route.method} ${route.url}: ${result.status} ${result.body.errorMessage}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('serves an OpenAPI 3.1 document that validates and lists every route', async () => {
    const result = await call(t.app, 'GET', '/api/openapi.json', { noClientToken: true });
    assert.equal(result.status, 200);
    const document = result.body as unknown as { openapi: string; paths: Record<string, Record<string, unknown>> };
    assert.equal(document.openapi, '3.1.0');
    const validation = await new Validator().validate(structuredClone(document) as never);
    assert.equal(validation.valid, true, JSON.stringify(validation.errors, null, 2)?.slice(0, 3000));
    const listed = new Set(Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)));
    const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
    const unlisted = routes().map((r) => `${r.method} ${toOpenApiPath(r.url)}`).filter((name) => !listed.has(name));
    assert.deepEqual(unlisted, []);
  });

  it('keeps api/openapi.json in step with the routes (npm run openapi --workspace api rewrites it)', async () => {
    const kept = await readFile(new URL('../openapi.json', import.meta.url), 'utf8');
    assert.equal(kept, await openApiDocument(), 'A route contract changed: run `npm run openapi --workspace api` and commit api/openapi.json');
  });

  it('has a readable page of the document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
  });
});
