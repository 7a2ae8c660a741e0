import { expect, test } from '@playwright/test';
import { acceptCookies, waitForLivePage } from '../support/site-helpers';

// Needs the search slice's results page; it runs wherever both slices are deployed.
test('a search result opens the property page, and Back returns to the same scroll position', { tag: '@phone' }, async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/listings/city/WA/Seattle');
  // At phone width the page arrives drawn; its links are replaced when the live page takes over.
  await waitForLivePage(page);
  const homeLinks = page.locator('a[href*="/home/"]').locator('visible=true');
  await expect(homeLinks.nth(5)).toBeVisible({ timeout: 20_000 });

  const target = homeLinks.nth(5);
  await target.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const scrolled = await page.evaluate(() => window.scrollY);

  await target.click();
  await expect(page).toHaveURL(/\/home\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/listings\/city\/WA\/Seattle/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);
});
