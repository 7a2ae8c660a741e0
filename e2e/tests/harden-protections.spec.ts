// Browser protections of the public origin, as an attacker and a browser see them: security
// headers on every page type, a CSP the real pages run under without a single violation, the
// development outbox unreachable, and client addresses the proxy sets itself.
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies } from '../support/site-helpers';
import { activeListing } from '../support/listings';
import { CLIENT_HEADERS } from '../support/session';

/** Collects every CSP violation the page reports, from the first script on. */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} at ${location.pathname} from ${event.sourceFile}:${event.lineNumber}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? []))];
}

test('every page type carries the CSP, framing, nosniff, referrer and permissions headers', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'headers do not depend on the viewport');
  const listing = await activeListing(request);
  const pages = ['/', '/login', '/listings', `/home/${listing.mls}`, '/about', '/admin/login', '/account', '/no-such-page-at-all'];
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([200, 404], path).toContain(response.status());
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toMatch(/script-src 'self' 'sha256-[\w+/]+=*'( http\S+)*;/);
    // The one inline script a page runs (the shell's start) is the one the policy names by its hash.
    const inline = [...(await response.text()).matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([^<]*)<\/script>/g)].map(([, text]) => text);
    expect(inline, path).toHaveLength(1);
    expect(csp, path).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
    expect(csp, path).not.toContain("'unsafe-eval'");
    expect(csp, path).toContain("object-src 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
  // The partner widgets are the only pages other sites may frame.
  const widget = await request.get('/widget1/acme');
  expect(widget.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(widget.headers()['x-frame-options']).toBeUndefined();
  // API answers through the shell carry them too.
  const api = await request.get('/api/v2/Listings/AutoSuggest?text=Bellev', { headers: CLIENT_HEADERS });
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // Scripts and data carry the short policy of something that is never a page, not the page's own.
  const html = await (await request.get('/')).text();
  const script = /<link rel="preload" as="script" href="([^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  for (const resource of [api, await request.get(script!)]) {
    expect(resource.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(resource.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test('the development outbox cannot be reached through the public origin, however the path is spelled', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'no viewport involved');
  for (const path of ['/api/v2/dev/sms?phone=2065550100', '/API/V2/DEV/SMS?phone=2065550100', '/api/v2//dev/email?email=a@example.com', '/api/v2/%64ev/sms?phone=2065550100', '/api/v2/x/../dev/sms?phone=2065550100']) {
    const response = await request.get(path, { headers: { ...CLIENT_HEADERS, 'X-Dev-Secret': 'guess' } });
    expect(response.status(), path).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 'NotFound', errorMessage: 'Not found.' });
  }
});

test('errors the public origin meets before the API answer with the JSON envelope (431, 413, 404)', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'no viewport involved');
  const headers = await request.get('/api/v2/Listings/AutoSuggest?text=Bellev', { headers: { ...CLIENT_HEADERS, 'X-Padding': 'a'.repeat(40_000) } });
  expect(headers.status()).toBe(431);
  expect(await headers.json()).toEqual({ statusCode: 'RequestHeaderFieldsTooLarge', errorMessage: 'The request headers are too large.' });
  const body = await request.post('/api/v2/Requests', { headers: { ...CLIENT_HEADERS, 'Content-Type': 'application/json' }, data: JSON.stringify({ notes: 'a'.repeat(3_000_000) }) });
  expect(body.status()).toBe(413);
  expect(await body.json()).toEqual({ statusCode: 'PayloadTooLarge', errorMessage: 'The request body is too large.' });
  // Sent in chunks, with no length to refuse up front: still a 413 with the envelope, not a 502.
  const chunked = await chunkedPost(new URL('/api/v2/Requests', testInfo.project.use.baseURL ?? '').toString(), 3_000_000);
  expect(chunked.status).toBe(413);
  expect(JSON.parse(chunked.body)).toEqual({ statusCode: 'PayloadTooLarge', errorMessage: 'The request body is too large.' });
  // A small chunked body still reaches the API (which finds it is not JSON).
  const small = await chunkedPost(new URL('/api/v2/Requests', testInfo.project.use.baseURL ?? '').toString(), 10);
  expect(small.status).toBe(400);
  expect(JSON.parse(small.body)).toEqual({ statusCode: 'BadRequest', errorMessage: 'The request body is not valid JSON.' });
  const missing = await request.get('/api/v2/NoSuchThing', { headers: CLIENT_HEADERS });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ statusCode: 'NotFound', errorMessage: 'Not found.' });
});

test('a spoofed X-Forwarded-For through the public origin does not dodge a lockout', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'no viewport involved');
  // A made-up administrator address, so no real sign-in of the suite is locked out.
  const email = `nobody-${Date.now()}-${Math.floor(Math.random() * 1e6)}@homeward.local`;
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const response = await request.post('/api/auth/login', {
      headers: { ...CLIENT_HEADERS, 'X-Forwarded-For': `10.77.${i}.${i + 1}`, Forwarded: `for=10.78.${i}.1` },
      data: { email, password: `wrong-${i}` },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
  expect(statuses.slice(9)).toEqual([429, 429]);
});

test('the real pages run under the CSP without a single violation', async ({ page, request }) => {
  // Four full page loads, each fetching its slice from its own origin.
  test.setTimeout(120_000);
  await acceptCookies(page);
  const violations = await watchCspViolations(page);
  const listing = await activeListing(request);
  const slice = { timeout: 20_000 };

  await page.goto('/listings/city/WA/Kirkland');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slice);
  await page.goto(`/home/${listing.mls}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(listing.address, slice);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /Continue with/ }).first()).toBeVisible(slice);
  await page.goto('/widget1/acme');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slice);

  expect(await violations()).toEqual([]);
});

/** A request whose body is sent with Transfer-Encoding: chunked (no Content-Length), as a streaming upload is. */
function chunkedPost(url: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' } }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += String(chunk)));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    const piece = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const next = piece.subarray(0, Math.min(piece.length, bytes - sent));
        sent += next.length;
        if (!request.write(next)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}
