import { expect, test } from '@playwright/test';
import { acceptCookies, readRemotes, recordLayoutShifts, openLive, waitForLivePage } from '../support/site-helpers';
import { activeListing } from '../support/listings';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('styles arrive as stylesheet files, assets are cached forever, pages and remotes.json are revalidated', async ({ page, request }) => {
  const assets: { url: string; type: string; cacheControl: string }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      assets.push({ url: response.url(), type, cacheControl: response.headers()['cache-control'] ?? '' });
    }
  });

  // A page sent without a prerendered copy (whose stylesheets are written into its HTML: perf-prerender.spec.ts).
  const pageResponse = await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: /Contact Homeward/ })).toBeVisible({ timeout: 30_000 });
  expect(pageResponse?.headers()['cache-control']).toBe('no-cache');
  const remotes = await request.get('/remotes.json', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(remotes.headers()['cache-control']).toBe('no-store');
  // The page and the manifest the shell reads first travel compressed.
  expect(remotes.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect((await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } })).headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  // A slice's run-time settings (beside its versions) are revalidated; a site given none answers none, not a 404.
  const searchOrigin = new URL(readRemotes().find((r) => r.name === 'mf_search')!.entry).origin;
  const settings = await request.get(`${searchOrigin}/runtime-config.json`);
  expect(settings.status()).toBe(200);
  expect(settings.headers()['cache-control']).toBe('no-cache');
  expect(await settings.json()).toEqual({});

  // The shell's and the slice's styles are files from their own origins, not style elements written by scripts.
  const contentOrigin = new URL(readRemotes().find((r) => r.name === 'mf_content')!.entry).origin;
  const stylesheets = assets.filter((a) => a.type === 'stylesheet').map((a) => a.url);
  expect(stylesheets.some((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);
  expect(stylesheets.some((url) => url.startsWith(contentOrigin))).toBe(true);
  const injected = await page.evaluate(() =>
    [...document.querySelectorAll('style')].filter((style) => /\.(shell|hw|mf_[a-z]+)_[\w-]{6}\b/.test(style.textContent ?? '')).length,
  );
  expect(injected).toBe(0);

  // Every script and stylesheet (content-hashed or in a versioned folder) is cached for a year, immutable.
  expect(assets.length).toBeGreaterThan(4);
  for (const asset of assets) expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable');
});

test('every script the page runs starts with the compile hint, so Chromium compiles it off the main thread as it downloads', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  // The live page has taken over (a page sent undrawn, as on a busy server's first request, passes
  // that at once): the shell's entry and kernel, and the content slice's entry and page chunks, came.
  await waitForLivePage(page);
  await expect.poll(() => scripts.some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  await expect.poll(() => scripts.some((url) => /\/kernel\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  await expect.poll(() => scripts.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const origins = new Set(scripts.map((url) => new URL(url).origin));
  expect(origins.size).toBeGreaterThan(1);
  for (const url of scripts) {
    const text = await page.evaluate(async (src) => (await fetch(src)).text(), url);
    expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), url).toBe(true);
  }
});

test('the page asks for the shell’s start-up chunks and its own slice’s entry with the HTML, and uses every one', async ({ page, request }) => {
  const html = await (await request.get('/contact')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...head.matchAll(/<link rel="(preload|prefetch)"[^>]*href="([^"]+)"/g)].map(([, rel, href]) => ({ rel, href }));
  const entry = readRemotes().find((r) => r.name === 'mf_content')!.entry;
  // The slice's entry is a prefetch (a slice origin that hangs must not hold the load event); the
  // shell's own chunks are preloads, after the stylesheet the first paint waits for.
  expect(links).toContainEqual({ rel: 'prefetch', href: entry });
  const preloads = links.filter((l) => l.rel === 'preload').map((l) => l.href);
  // At least the shell's start-up script (its libraries and kernel) and the stylesheets its first chunks bring.
  expect(preloads.filter((href) => href.endsWith('.js')).length).toBeGreaterThan(0);
  expect(preloads.filter((href) => href.endsWith('.css')).length).toBeGreaterThan(0);
  expect(head.indexOf('rel="preload"')).toBeGreaterThan(head.indexOf('rel="stylesheet"'));

  // Chromium says so when a preloaded file goes unused: none does.
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
  });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: /Contact Homeward/ })).toBeVisible({ timeout: 30_000 });
  // Chromium reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(4000);
  expect(unused).toEqual([]);
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  for (const href of preloads) expect(loaded, href).toContain(href);
});

test('a property page’s HTML asks for the page’s own code, not only its slice’s entry, and the page uses it', async ({ page, request }) => {
  const { mls } = await activeListing(request);
  const html = await (await request.get(`/home/${mls}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const prefetched = [...head.matchAll(/<link rel="prefetch" href="([^"]+)"/g)].map(([, href]) => href);
  const listing = readRemotes().find((r) => r.name === 'mf_listing')!;
  const route = listing.routes.find((r) => r.path === '/home/:mls?')!;
  expect(route.preload?.length).toBeGreaterThan(0);
  // The page is sent drawn: its stylesheets are written into the HTML, its code is prefetched.
  const written = [...head.matchAll(/<style data-href="([^"]+)"/g)].map(([, href]) => href);
  for (const file of route.preload!) expect([...prefetched, ...written]).toContain(new URL(file, listing.entry).href);
  expect(head).toContain(`<link rel="preconnect" href="${new URL(listing.entry).origin}">`);

  await page.goto(`/home/${mls}`);
  await waitForLivePage(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  for (const href of prefetched.filter((h) => h.endsWith('.js'))) expect(loaded, href).toContain(href);
  // The lead photo was asked for with the HTML (the drawn page's preload), not when the live <img> was drawn.
  const lead = await page.locator('main img[fetchpriority="high"]').first().evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(await page.evaluate((src) => (performance.getEntriesByName(src)[0] as PerformanceResourceTiming | undefined)?.initiatorType, lead)).toBe('link');
});

test('the listings page asks for its first search once, while its code downloads, when its address has a query (no answer comes with it)', { tag: '@phone' }, async ({ page }) => {
  const searches: { viewport: unknown }[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/v2/Listings/Search') searches.push(req.postDataJSON() as { viewport: unknown });
  });
  await page.goto('/listings/city/WA/Bellevue?page=2');
  await expect(page.getByRole('heading', { level: 1, name: /homes in Bellevue, WA/ })).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  // The slice asks while the page's code loads; the page then finds the answer instead of asking
  // again (a later search for the map's view, on a wide screen, is a different search).
  expect(searches.filter((s) => s.viewport === undefined)).toHaveLength(1);
  const search = readRemotes().find((r) => r.name === 'mf_search')!;
  const pageCode = search.routes[0]!.preload!.filter((file) => file.endsWith('.js')).map((file) => new URL(file, search.entry).href);
  const started = await page.evaluate((code) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const searchAt = entries.find((e) => e.initiatorType === 'fetch' && e.name.endsWith('/api/v2/Listings/Search'))?.startTime;
    const codeAt = Math.min(...entries.filter((e) => e.initiatorType === 'script' && code.includes(e.name)).map((e) => e.startTime));
    return { searchAt, codeAt };
  }, pageCode);
  expect(started.searchAt).toBeLessThan(started.codeAt);
  // The first card's photo, likewise, was asked for as soon as the answer named it.
  const first = await page.locator('main article img').first().evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(await page.evaluate((src) => (performance.getEntriesByName(src)[0] as PerformanceResourceTiming | undefined)?.initiatorType, first)).toBe('link');
});

test('the home page’s first load moves nothing in view while its sections below the hero arrive', { tag: '@phone' }, async ({ page }) => {
  const layoutShift = await recordLayoutShifts(page);
  await openLive(page, '/');
  // The sections and the footer after them are drawn a frame after the hero goes live.
  await expect(page.getByRole('heading', { name: /Frequently asked questions/i })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.waitForTimeout(1000);
  const shifted = await layoutShift();
  expect(shifted).toBeLessThanOrEqual(0.02);
});

test('a property page’s first load moves nothing in view while its sections below the fold arrive', { tag: '@phone' }, async ({ page, request }) => {
  const listing = await activeListing(request);
  const layoutShift = await recordLayoutShifts(page);
  await page.goto(`/home/${listing.mls}`);
  await expect(page.getByRole('heading', { level: 2, name: 'About this home' })).toBeVisible({ timeout: 30_000 });
  // The sections below it, and the footer after them, are drawn a frame later.
  await expect(page.getByRole('heading', { level: 2, name: 'Listed by' })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.waitForTimeout(1000);
  expect(await layoutShift()).toBeLessThanOrEqual(0.02);
});

test('the shell’s code starts, and its code and the slice’s start downloading, only once the page the server sent is on screen', { tag: '@phone' }, async ({ page }) => {
  // When the shell's entry is put in the page, against its first contentful paint.
  await page.addInitScript(() => {
    const seen = window as unknown as { shellEntryAddedAt?: number };
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) {
            seen.shellEntryAddedAt = performance.now();
            observer.disconnect();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/about', '/home/2100042']) {
    await page.goto(path);
    await waitForLivePage(page);
    // The paint's entry comes once the frame is presented, which on a busy machine can be after the page is live.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), { message: path }).toBe(1);
    const { addedAt, painted, codeFetches } = await page.evaluate(() => ({
      addedAt: (window as unknown as { shellEntryAddedAt?: number }).shellEntryAddedAt,
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      codeFetches: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(painted, path).toBeDefined();
    expect(addedAt, path).toBeGreaterThanOrEqual(painted!);
    // The shell's entry and kernel and the slice's entry: none was asked for while the page was painted.
    expect(codeFetches.map(({ file }) => file.replace(/\.[0-9a-f]+\.js$/, '.js').replace(/^.*\//, '')), path).toEqual(expect.arrayContaining(['main.js', 'kernel.js', 'remoteEntry.js']));
    for (const { file, startTime } of codeFetches) expect([path, file, startTime >= painted!]).toEqual([path, file, true]);
  }
});
