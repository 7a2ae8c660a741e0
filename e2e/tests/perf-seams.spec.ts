import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, expectSameDocument, goInPage, markWindow, originOf, readRemotes, recordConsoleErrors, waitForLivePage } from '../support/site-helpers';
import { activeListing } from '../support/listings';

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
