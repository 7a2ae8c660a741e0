import { expect } from '@playwright/test';
import { acceptCookies } from '../support/site-helpers';
import { buyerTest as test, storedRequests } from '../support/session';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a tour requested after arriving through a referrer listings URL is stored with the referrer (spec 2.2)', async ({ page, signedIn: user }) => {
  await page.goto('/seattle-news/listings/city/WA/Seattle');
  const card = page.getByTestId('listing-card').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.locator('a[href^="/home/"]').first().click();
  await expect(page).toHaveURL(/\/home\/\d+/);
  const mls = /\/home\/(\d+)/.exec(page.url())![1];

  await page.getByRole('button', { name: 'Schedule a tour', exact: true }).locator('visible=true').first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a tour' });
  await dialog.getByLabel('Time').selectOption('10:30');
  await dialog.getByRole('button', { name: 'Request this time' }).click();
  await expect(page).toHaveURL(/\/listings\/tour-confirm\//);

  const id = /tour-confirm\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  const stored = (await storedRequests(page.request, user)).find((r) => r.id === id);
  expect(stored?.listingMls).toBe(mls);
  expect(stored?.payload.attribution).toEqual({ refferer: 'seattle-news' });
});

test('a request from a plain visit carries no referrer', async ({ page, signedIn: user }) => {
  await page.goto('/listings/city/WA/Seattle');
  const card = page.getByTestId('listing-card').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.locator('a[href^="/home/"]').first().click();
  await page.getByRole('button', { name: 'Schedule a tour', exact: true }).locator('visible=true').first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a tour' });
  await dialog.getByLabel('Time').selectOption('11:30');
  await dialog.getByRole('button', { name: 'Request this time' }).click();
  await expect(page).toHaveURL(/\/listings\/tour-confirm\//);
  const id = /tour-confirm\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  const stored = (await storedRequests(page.request, user)).find((r) => r.id === id);
  expect(stored?.payload.attribution).toBeNull();
});
