import { expect, type Page } from '@playwright/test';
import { requestTour } from '../support/listings';
import { acceptCookies } from '../support/site-helpers';
import { buyerTest as test, storedRequests, type TestUser } from '../support/session';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** Opens the first home of a listings page, as a visitor clicking its card would. */
async function openFirstHome(page: Page, listingsUrl: string): Promise<void> {
  await page.goto(listingsUrl);
  const card = page.getByTestId('listing-card').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.locator('a[href^="/home/"]').first().click();
}

/** The request whose confirmation page is open, as the account stores it. */
async function confirmedRequest(page: Page, user: TestUser) {
  const id = /tour-confirm\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  return (await storedRequests(page.request, user)).find((r) => r.id === id);
}

test('a tour requested after arriving through a referrer listings URL is stored with the referrer (spec 2.2)', async ({ page, signedIn: user }) => {
  await openFirstHome(page, '/seattle-news/listings/city/WA/Seattle');
  await expect(page).toHaveURL(/\/home\/\d+/);
  const mls = /\/home\/(\d+)/.exec(page.url())![1];

  await requestTour(page, '10:30');

  const stored = await confirmedRequest(page, user);
  expect(stored?.listingMls).toBe(mls);
  expect(stored?.payload.attribution).toEqual({ refferer: 'seattle-news' });
});

test('a request from a plain visit carries no referrer', async ({ page, signedIn: user }) => {
  await openFirstHome(page, '/listings/city/WA/Seattle');
  await requestTour(page, '11:30');
  const stored = await confirmedRequest(page, user);
  expect(stored?.payload.attribution).toBeNull();
});
