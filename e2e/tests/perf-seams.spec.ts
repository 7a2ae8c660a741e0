import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, expectSameDocument, goInPage, markWindow, originOf, readRemotes, recordConsoleErrors, waitForLivePage } from '../support/site-helpers';
import { activeListing } from '../support/listings';
import { signIn, userHeaders } from '../support/session';
import { startAdminSession } from '../support/admin';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** The slice drew its page (a level-1 heading in its own slot), with no fallback anywhere. */
async function expectSliceShown(page: Page, slice: string) {
  const slot = page.locator(`#slice-${slice}`);
  await expect(slot.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/is unavailable right now|taking longer than it should/)).toHaveCount(0);
  // Its styles come from the slice's own origin, on first paint and after client-side navigation: a
  // stylesheet file, or one a prerendered page's HTML carries written in (named by its address).
  const origin = originOf(readRemotes().find((r) => r.name === slice)!);
  await expect
    .poll(() =>
      page.evaluate(
        (from) => [...document.styleSheets].some((sheet) => (sheet.href ?? (sheet.ownerNode as HTMLElement | null)?.dataset.href)?.startsWith(from)),
        origin,
      ),
    )
    .toBe(true);
}

test('property page, then the logo: the home page shows its rate cards', async ({ page, request }) => {
  const listing = await activeListing(request);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const rates = page.waitForResponse((r) => r.url().includes('/Listings/InterestRateData') && r.ok());
  await page.goto(`/home/${listing.mls}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(listing.address, { timeout: 30_000 });
  // The property page's calculator has filled the shared cache with today's rates.
  await rates;
  await markWindow(page);

  await page.getByRole('link', { name: 'Homeward home' }).click();
  await expect(page).toHaveURL(/\/$/);
  const cards = page.getByRole('region', { name: /^(Today’s|Sample) mortgage rates$/ });
  await expect(cards.getByRole('heading', { name: '30-Year Fixed' })).toBeVisible();
  await expect(cards.getByText('APR').first()).toBeVisible();
  await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);
  await expectSameDocument(page);
  expect(errors).toEqual([]);
});

test('one tab through every slice with a public page: no fallback, no page or console error, each slice styled', async ({ page, request }) => {
  const listing = await activeListing(request);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  recordConsoleErrors(page, errors);

  await page.goto('/');
  await expectSliceShown(page, 'mf_content');
  // The page the server drew is inert until it is live: only then can a visitor follow a link.
  await waitForLivePage(page);
  await markWindow(page);

  const journey: [string, string][] = [
    ['/listings/city/WA/Seattle', 'mf_search'],
    [`/home/${listing.mls}`, 'mf_listing'],
    ['/login', 'mf_auth'],
    ['/about', 'mf_content'],
    ['/', 'mf_content'],
  ];
  for (const [path, slice] of journey) {
    await goInPage(page, path);
    await expectSliceShown(page, slice);
  }
  await expectSameDocument(page);
  expect(errors).toEqual([]);
});

/**
 * Records every "Loading the page…" a slice shows while its page's code loads (its router's
 * fallback), from the first byte of the document.
 */
async function recordPageLoadingSteps(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { pageLoadingSteps: string[] }).pageLoadingSteps = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[id^="slice-"] [role="status"]')) {
        if (status.textContent?.includes('Loading the page…')) seen.push(status.closest('[id^="slice-"]')!.id);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { pageLoadingSteps: string[] }).pageLoadingSteps);
}

test('a first visit to a signed-in page draws it at once, with no loading step of its own before it', async ({ page, request }) => {
  const user = await signIn(page, request);
  const listing = await activeListing(request);
  expect((await request.put(`/api/v2/Favorites/${listing.mls}`, { headers: userHeaders(user) })).ok()).toBe(true);
  const loadingSteps = await recordPageLoadingSteps(page);

  await page.goto('/account/favorites');
  const slot = page.locator('#slice-mf_account');
  await expect(slot.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(slot.getByRole('article').filter({ hasText: listing.address })).toBeVisible();
  expect(await loadingSteps()).toEqual([]);
});

test('a first visit to an admin page and to the login page draws each at once, with no loading step of its own', async ({ page, request }) => {
  await startAdminSession(page, request);
  const loadingSteps = await recordPageLoadingSteps(page);
  await page.goto('/admin/agents');
  await expect(page.locator('#slice-mf_admin').getByRole('heading', { level: 1, name: 'Agent manager' })).toBeVisible({ timeout: 30_000 });
  expect(await loadingSteps()).toEqual([]);

  const visitor = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL });
  try {
    await acceptCookies(visitor);
    const visitorSteps = await recordPageLoadingSteps(visitor);
    await visitor.goto('/login');
    await expect(visitor.locator('#slice-mf_auth').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(await visitorSteps()).toEqual([]);
  } finally {
    await visitor.close();
  }
});
