import { expect, test } from '@playwright/test';
import { acceptCookies } from './search-support';
import { recordConsoleErrors, waitForLivePage } from '../support/site-helpers';

test('a photo the listing service cannot give is a tile that says so, in the photo’s place, and the next one still shows', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  let refused = 0;
  // The listing service is out of reach for every first photo: the API answers 502 for them.
  await page.route(/\/api\/v2\/media\/listing\/\d+\/1\.webp/, (route) => {
    refused += 1;
    return route.fulfill({ status: 502, contentType: 'application/json', body: '{"statusCode":"BadGateway","errorMessage":"The photo could not be had from the listing service. Please try again later."}' });
  });
  await acceptCookies(page);
  await page.goto('/listings/city/WA/Bellevue');
  await waitForLivePage(page);
  const card = page.getByTestId('listing-card').first();
  const tile = card.getByRole('img', { name: /^Photo 1 of \d+, .+: it could not be loaded$/ });
  await expect(tile).toBeVisible();
  await expect(tile).toHaveText('Photo unavailable');
  expect(refused).toBeGreaterThan(0);
  // The tile takes the photo's place without moving the card.
  const box = await tile.boundingBox();
  expect(box!.height).toBeGreaterThan(100);
  await card.hover();
  await card.getByRole('button', { name: 'Next photo' }).click();
  const second = card.getByRole('img', { name: /^Photo 2 of \d+, / });
  await expect(second).toBeVisible();
  await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // A 502 for an image is the browser's to log; nothing else went wrong.
  expect(errors.filter((e) => !/Failed to load resource.*502/.test(e))).toEqual([]);
});

test('the property page’s gallery and viewer show a tile for a photo the listing service cannot give', async ({ page }) => {
  await page.route(/\/api\/v2\/media\/listing\/\d+\/1\.webp/, (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"statusCode":"BadGateway"}' }));
  await acceptCookies(page);
  await page.goto('/home/2100042');
  await waitForLivePage(page);
  const lead = page.getByRole('button', { name: /^Open photo 1 of \d+/ }).first();
  await expect(lead).toContainText('Photo unavailable');
  await lead.click();
  const viewer = page.getByRole('dialog', { name: /^Photos of / });
  await expect(viewer.getByRole('img', { name: /photo 1 of \d+: it could not be loaded$/ })).toBeVisible();
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  const second = viewer.getByRole('img', { name: /photo 2 of \d+$/ });
  await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
