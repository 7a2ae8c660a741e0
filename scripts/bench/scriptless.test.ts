/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveScriptless, withoutScripts } from './scriptless';

const PAGE = [
  '<!doctype html><html><head>',
  '<link rel="preload" as="image" href="/api/v2/media/listing/1/1.webp?w=640">',
  '<link rel="stylesheet" href="/shell.css">',
  '<link rel="preload" as="script" href="/main.1a76bddc93.js" data-shell-entry>',
  '<link rel="prefetch" href="http://localhost:8081/1.0.0/remoteEntry.js">',
  '<link rel="modulepreload" href="/kernel">',
  '<script>window.started = true;</script>',
  '<script type="application/json" id="query-state">{"queries":[]}</script>',
  '</head><body><h1>Homes for sale in Bellevue, WA</h1><script src="/main.1a76bddc93.js"></script></body></html>',
].join('');

describe('a page without its scripts', () => {
  it('keeps the page, its styles and photos, and no script or script fetched ahead', () => {
    const html = withoutScripts(PAGE);
    expect(html).not.toMatch(/<script|\.js"|modulepreload/);
    expect(html).toContain('<h1>Homes for sale in Bellevue, WA</h1>');
    expect(html).toContain('<link rel="stylesheet" href="/shell.css">');
    expect(html).toContain('<link rel="preload" as="image" href="/api/v2/media/listing/1/1.webp?w=640">');
  });

  it("is served beside the site, which answers everything else as it is", async () => {
    const site = http.createServer((request, response) => {
      if (request.url === '/listings') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(PAGE) });
        response.end(PAGE);
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ asked: request.url, cookie: request.headers.cookie ?? null }));
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const floor = await serveScriptless(`http://localhost:${(site.address() as AddressInfo).port}`);
    try {
      const page = await fetch(`${floor.url}/listings`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('<h1>Homes for sale in Bellevue, WA</h1>');
      expect(html).not.toContain('<script');
      const data = await fetch(`${floor.url}/api/v2/places?q=Bell`, { headers: { cookie: 'hw_session=abc' } });
      expect(await data.json()).toEqual({ asked: '/api/v2/places?q=Bell', cookie: 'hw_session=abc' });
    } finally {
      await floor.close();
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});
