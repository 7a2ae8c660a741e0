import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, holdBackSlice, markDrawn, readRemotes, recordLayoutShifts, waitForLivePage } from '../support/site-helpers';
import { activeListing, type TestListing } from '../support/listings';

// A home's page is drawn for each request by the listing slice's origin, with the home, and sent
// inside the HTML with the answer it was drawn from (routes.ts `serverRender`).

let listing: TestListing;
const listingRemote = () => readRemotes().find((r) => r.name === 'mf_listing')!;

test.beforeAll(async ({ request }) => {
  listing = await activeListing(request);
});

test.beforeEach(async ({ page }) => acceptCookies(page));

/**
 * What a drawn page does to its styles once parsed: the stylesheets added to the document after
 * that (each one restyles and lays the page out again, whole, on a phone's CPU), and the scripts
 * the HTML asked for ahead that the live page never ran.
 */
async function recordLateStyles(page: Page) {
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { lateStyles: string[] }).lateStyles = added;
    new MutationObserver((records) => {
      if (document.readyState === 'loading') return;
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet')) added.push(node instanceof HTMLLinkElement ? node.href : (node.dataset.href ?? 'a style element'));
    }).observe(document, { childList: true, subtree: true });
  });
  return async () => {
    const prefetched = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href).filter((href) => href.endsWith('.js')));
    // Loaded as scripts (the chunk loader drops its script elements once they have run).
    const ran = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script').map((entry) => entry.name));
    return { added: await page.evaluate(() => (window as unknown as { lateStyles: string[] }).lateStyles), unused: prefetched.filter((href) => !ran.includes(href)) };
  };
}

test('a home’s page is in its HTML: a visitor without scripts sees its address, price and lead photo, styled, in the site’s frame', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/home/${listing.mls}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(listing.address);
  await expect(page.getByText(`$${listing.listingPrice.toLocaleString('en-US')}`).first()).toBeVisible();
  const photo = page.locator('#prerendered img').first();
  await expect(photo).toHaveAttribute('src', listing.photos[0]!);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  // The slice's styles came with the HTML: the page's column is laid out, not stacked at the edge.
  expect((await heading.boundingBox())!.x).toBeGreaterThan(12);
  await context.close();
});

test('the live page is the drawn one, hydrated where it is: the same elements stay, nothing moves, the home is not asked for again, and then it works', async ({ page }) => {
  const layoutShift = await recordLayoutShifts(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const homeRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/v2/Listings/${listing.mls}`) homeRequests.push(request.url());
  });
  // The listing slice is held back, so the drawn page is all there is for a while.
  const release = await holdBackSlice(page, 'mf_listing');
  // Not waiting for the load event, which the held entry could hold up.
  await page.goto(`/home/${listing.mls}`, { waitUntil: 'commit' });
  const drawn = page.locator('h1').filter({ hasText: listing.address });
  await expect(drawn).toBeVisible();
  // Its controls cannot be used before its slice has hydrated them.
  await expect(page.locator('[inert] h1').filter({ hasText: listing.address })).toHaveCount(1);
  const drawnBox = await drawn.boundingBox();
  expect(await markDrawn(page, '#slice-mf_listing, #slice-mf_listing *')).toBeGreaterThan(20);

  release();
  await waitForLivePage(page);
  const live = page.getByRole('heading', { level: 1 });
  await expect(live).toContainText(listing.address);
  // Hydrated, not drawn a second time: the heading and the lead photo are the elements the server sent.
  await expect(live).toHaveAttribute('data-test-drawn', 'yes');
  await expect(page.locator('main img').first()).toHaveAttribute('data-test-drawn', 'yes');
  expect(await live.boundingBox()).toEqual(drawnBox);
  expect(await layoutShift()).toBe(0);
  // The live page started from the answer the page came with.
  expect(homeRequests).toEqual([]);

  // And it works: the photo viewer opens from the lead photo.
  await page.locator('main img').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a home’s drawn page is styled once: its HTML brings every stylesheet, the shell’s too, and the live page runs every script it asked for ahead', async ({ page }) => {
  const lateStyles = await recordLateStyles(page);
  await page.goto(`/home/${listing.mls}`);
  await waitForLivePage(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The mortgage's rate sheets lower down the page, a kernel part the slice shares, included.
  await page.waitForTimeout(1000);
  const { added, unused } = await lateStyles();
  expect(added).toEqual([]);
  expect(unused).toEqual([]);
  expect(await page.locator('head style[data-href^="/"]').count()).toBeGreaterThan(0);
});

test('a home that does not exist is drawn as the page a visitor sees, answering 404; an address with a query is sent undrawn', async ({ page, request }) => {
  const missing = await request.get('/home/9999999');
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toContain('id="prerendered"');
  expect(html).toContain("We can't find home MLS #9999999");
  expect(await (await request.get(`/home/${listing.mls}?agentid=abc`)).text()).not.toContain('id="prerendered"');
  await page.goto('/home/9999999');
  await expect(page.getByRole('heading', { level: 1, name: "We can't find home MLS #9999999" })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Loading this home');
});

test('the slice’s origin draws a page on request, refuses bad asks with a reason, and never sends its renderer', async ({ request }) => {
  const remote = listingRemote();
  const endpoint = new URL('render', remote.entry);
  const ask = (params: Record<string, string>) => request.get(`${endpoint.href}?${new URLSearchParams(params)}`);

  const drawn = await ask({ path: `/home/${listing.mls}`, origin: 'http://localhost:8080' });
  expect(drawn.status()).toBe(200);
  const page = (await drawn.json()) as { html: string; queries: { queries: { queryKey: unknown[]; state: { data: { mls: string } } }[] } };
  expect(page.html).toContain(listing.address.replace(/&/g, '&amp;'));
  expect(page.queries.queries.map((q) => q.queryKey)).toContainEqual(['listing', listing.mls]);

  for (const params of <Record<string, string>[]>[{ origin: 'http://localhost:8080' }, { path: 'home/1', origin: 'http://localhost:8080' }, { path: '//evil.example/x', origin: 'http://localhost:8080' }, { path: '/home/1' }, { path: '/home/1', origin: 'javascript:alert(1)' }, { path: '/home/1', origin: 'http://localhost:8080/x' }]) {
    const refused = await ask(params);
    expect(refused.status(), JSON.stringify(params)).toBe(400);
    expect(((await refused.json()) as { errorMessage: string }).errorMessage).toBeTruthy();
  }
  // A home that does not exist is drawn as the page that says so, with its 404; a page not marked
  // for drawing (one that needs a session) is not drawn (the shell then sends it undrawn).
  const unknown = await ask({ path: '/home/9999999', origin: 'http://localhost:8080' });
  expect(unknown.status()).toBe(200);
  expect(((await unknown.json()) as { head?: { status?: number } }).head?.status).toBe(404);
  expect((await ask({ path: '/mortgage/tasks', origin: 'http://localhost:8080' })).status()).toBe(503);
  // The renderer runs on the slice's origin; its file is not served.
  expect((await request.get(new URL('server/render.cjs', remote.entry).href)).status()).toBe(404);
  expect((await request.get(new URL('/no-such-version/render?path=/home/1&origin=http://localhost:8080', remote.entry).href)).status()).toBe(404);
});

test('a place’s listings page comes with its first search’s answer and first photos, so the browser asks for neither', { tag: '@phone' }, async ({ page, request }) => {
  const html = await (await request.get('/listings/city/WA/Bellevue')).text();
  const state = /<script type="application\/json" id="query-state">([^<]*)<\/script>/.exec(html);
  const answer = (JSON.parse(state![1]!) as { queries: { queryKey: unknown[]; state: { data: { data: { photos: string[] }[] } } }[] }).queries[0]!;
  expect(answer.queryKey.slice(0, 2)).toEqual(['listings', 'search']);
  const photos = answer.state.data.data.slice(0, 2).map((home) => home.photos[0]!);
  for (const photo of photos) expect(html).toMatch(new RegExp(`<link rel="preload" as="image" href="${photo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" fetch[pP]riority="high"`));

  const firstSearches: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/v2/Listings/Search' && !('viewport' in (req.postDataJSON() as object))) firstSearches.push(req.url());
  });
  await page.goto('/listings/city/WA/Bellevue');
  await waitForLivePage(page);
  await expect(page.getByRole('heading', { level: 1, name: /homes in Bellevue, WA/ })).toBeVisible();
  await expect(page.locator('main article img').first()).toHaveAttribute('src', photos[0]!);
  await page.waitForTimeout(1000);
  // The page drew the answer it came with (a wide screen's map then asks for its own view's search).
  expect(firstSearches).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the listings page is drawn in its HTML as a phone shows it, and the live page takes its place without moving anything', async ({ page, browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const still = await context.newPage();
    await still.goto('/listings/city/WA/Bellevue');
    await expect(still.getByRole('heading', { level: 1, name: /homes in Bellevue, WA/ })).toBeVisible();
    await expect(still.getByRole('button', { name: 'List', exact: true })).toBeVisible();
    await expect(still.locator('main article').first()).toBeVisible();
    await context.close();

    const layoutShift = await recordLayoutShifts(page);
    const lateStyles = await recordLateStyles(page);
    const release = await holdBackSlice(page, 'mf_search');
    await page.goto('/listings/city/WA/Bellevue', { waitUntil: 'commit' });
    const drawn = page.locator('h1').filter({ hasText: /homes in Bellevue, WA/ });
    await expect(drawn).toBeVisible();
    const drawnBox = await drawn.boundingBox();
    const drawnCard = await page.locator('main article').first().boundingBox();
    expect(await markDrawn(page, '#slice-mf_search h1, #slice-mf_search article')).toBeGreaterThan(1);
    release();
    await waitForLivePage(page);
    // Hydrated where it is, at the phone's width it was drawn for: the same heading and cards.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-test-drawn', 'yes');
    await expect(page.locator('main article').first()).toHaveAttribute('data-test-drawn', 'yes');
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(drawnBox);
    expect(await page.locator('main article').first().boundingBox()).toEqual(drawnCard);
    expect(await layoutShift()).toBe(0);
    // Styled once: the cards' kernel styles came with the HTML, under the name the live page asks for them by.
    const { added, unused } = await lateStyles();
    expect(added).toEqual([]);
    expect(unused).toEqual([]);
    // And it works: the map is a tap away.
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page.getByRole('region', { name: /^Map of Bellevue, WA/ })).toBeVisible();
  });
});

test('on a wide screen the listings page drawn for phones is not shown: the frame shows and the page’s place says it is loading', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/listings/city/WA/Bellevue');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  expect(await page.locator('#prerendered [data-slot]').evaluate((slot) => getComputedStyle(slot, '::before').content)).toBe('"Loading the page…"');
  await context.close();
});

test('a listings page for a visitor with stored filters asks for its own search: the answer that came with the page is for none', async ({ page }) => {
  const searches: { criteria: { beds: { low: number } } }[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/v2/Listings/Search') searches.push(req.postDataJSON() as (typeof searches)[number]);
  });
  await page.goto('/listings/city/WA/Bellevue');
  await expect(page.getByRole('heading', { level: 1, name: /homes in Bellevue, WA/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Beds & baths' }).click();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'More bedrooms' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => searches.some((s) => s.criteria.beds.low === 3)).toBe(true);

  searches.length = 0;
  await page.goto('/listings/city/WA/Bellevue');
  await expect(page.getByRole('heading', { level: 1, name: /homes in Bellevue, WA/ })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => searches.some((s) => s.criteria.beds.low === 3)).toBe(true);
});
