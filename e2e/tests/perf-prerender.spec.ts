import { expect, test } from '@playwright/test';
import { acceptCookies, goInPage, holdBackSlice, markDrawn, recordConsoleErrors, recordLayoutShifts, waitForLivePage } from '../support/site-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

const HERO = /Buy your home with a local agent/;

test('the home page is in its HTML: a visitor without scripts sees the hero, the nav bar and the footer', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Buy' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Buy', selected: true })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Products' })).toBeAttached();
  // Styled from the first paint: the shell's tokens and the slice's hero styles come with the HTML.
  await expect(page.locator('body')).toHaveCSS('font-family', /system-ui/);
  await expect(page.getByRole('region', { name: HERO })).toHaveCSS('background-image', /linear-gradient/);
  await context.close();
});

test('the live home page is the drawn one, hydrated where it is: the same elements stay, nothing moves, and then it works', { tag: '@phone' }, async ({ page }) => {
  const layoutShift = await recordLayoutShifts(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The home page's slice is held back, so the page drawn at build time is all there is for a
  // while, and so is the shell, which cannot start without the list of slices.
  const release = await holdBackSlice(page, 'mf_content', { manifest: true });
  await page.goto('/', { waitUntil: 'commit' });
  const drawn = page.locator('h1').filter({ hasText: HERO });
  await expect(drawn).toBeVisible();
  // Measured once its stylesheets are in (the page's scripts run only after them).
  await page.waitForLoadState('domcontentloaded');
  const drawnBox = await drawn.boundingBox();
  // Its controls cannot be used before its slice has hydrated them.
  await expect(page.locator('[inert] h1').filter({ hasText: HERO })).toHaveCount(1);
  const marked = await markDrawn(page, '#slice-mf_content, #slice-mf_content *');
  expect(marked).toBeGreaterThan(20);
  // The shell's frame too: the element the page came in, its nav bar, main region and footer.
  expect(await markDrawn(page, '#prerendered, #prerendered header, #prerendered header *, #main, #prerendered footer, #prerendered footer *')).toBeGreaterThan(30);

  release();
  await waitForLivePage(page);
  const live = page.getByRole('heading', { level: 1, name: HERO });
  await expect(live).toHaveCount(1);
  // Hydrated, not drawn a second time: the page's elements are the ones the server sent.
  await expect(live).toHaveAttribute('data-test-drawn', 'yes');
  await expect(page.locator('#slice-mf_content')).toHaveAttribute('data-test-drawn', 'yes');
  await expect(page.getByRole('region', { name: HERO })).toHaveAttribute('data-test-drawn', 'yes');
  // The shell hydrated its frame where it was: the page's root is the element it came in, and not
  // one element of the nav bar or the footer was drawn again.
  await expect(page.locator('#root')).toHaveAttribute('data-test-drawn', 'yes');
  await expect(page.locator('#main')).toHaveAttribute('data-test-drawn', 'yes');
  await expect(page.getByRole('link', { name: 'Homeward home' })).toHaveAttribute('data-test-drawn', 'yes');
  await expect(page.locator('header, header *, footer, footer *').and(page.locator(':not([data-test-drawn])'))).toHaveCount(0);
  expect(await live.boundingBox()).toEqual(drawnBox);
  expect(await layoutShift()).toBe(0);

  // The live tabs answer.
  await page.getByRole('tab', { name: 'Sell' }).click();
  await expect(page.getByRole('tab', { name: 'Sell', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=4$/);
  // Nothing failed to match what was drawn (a mismatch is reported as an error, and drawn again).
  expect(errors).toEqual([]);
});

test('a drawn page left before its slice could hydrate it is not taken later for another page of that slice', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  page.on('pageerror', (error) => errors.push(error.message));
  // The home page's slice is slow to arrive: the shell is live and the visitor moves on first.
  const release = await holdBackSlice(page, 'mf_content');
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root:not([inert]) #slice-mf_content h1').filter({ hasText: HERO })).toBeVisible({ timeout: 30_000 });
  await goInPage(page, '/listings/city/WA/Seattle');
  await expect(page.locator('#slice-mf_search').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // Its code arrives after the visitor left; the next page of that slice is drawn as itself.
  release();
  await goInPage(page, '/about');
  await expect(page.locator('#slice-mf_content').getByRole('heading', { level: 1 })).toHaveText(/About/, { timeout: 30_000 });
  await expect(page.locator('#slice-mf_content h1')).toHaveCount(1);
  await page.getByRole('link', { name: 'Homeward home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the largest paint on the home page is the hero drawn in the HTML, not a later copy, styled by the HTML alone', async ({ page }) => {
  await page.addInitScript(() => {
    const paints: { time: number; text: string }[] = [];
    (window as unknown as { paints: typeof paints }).paints = paints;
    // The elements the HTML brought (a later copy would be new elements; a hydrated page keeps these).
    const inHtml = new WeakSet<Element>();
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') for (const element of document.querySelectorAll('#prerendered *')) inHtml.add(element);
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element }>) {
        paints.push({ time: entry.startTime, text: entry.element && inHtml.has(entry.element) ? 'prerendered' : 'live' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
  });
  await page.goto('/');
  // The slice's styles for the page came written into the HTML, and are not downloaded as well.
  const written = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  expect(written.length).toBeGreaterThan(0);
  await waitForLivePage(page);
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  for (const href of written) expect(stylesheets).not.toContain(new URL(href!, page.url()).href);
  const paints = await page.evaluate(() => (window as unknown as { paints: { text: string }[] }).paints);
  expect(paints.length).toBeGreaterThan(0);
  expect(paints.at(-1)?.text).toBe('prerendered');
});

test('an address with a query is not sent drawn (the query can change what it shows), nor is a page no route marks (one that shows a deployment setting)', async ({ request }) => {
  expect(await (await request.get('/')).text()).toContain('<div id="prerendered" inert>');
  expect(await (await request.get('/?tab=2')).text()).not.toContain('id="prerendered"');
  const contact = await (await request.get('/contact')).text();
  expect(contact).not.toContain('id="prerendered"');
  expect(contact).toContain('Loading Homeward…');
});
