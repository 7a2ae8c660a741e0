import { expect, test } from '@playwright/test';
import { acceptCookies, apiSearch, formatCount, locationField, resultTotal } from './search-support';

// Spec 2.1: /listingsold/* mirrors the listings pages for sold homes; the links it makes stay on it.
test('links on the /listingsold pages stay on the sold mirror', async ({ page, request }) => {
  test.setTimeout(90_000);
  const sold = await apiSearch(request, 'Bellevue, WA', { listingStatuses: ['SoldLast180'] });
  expect(sold.total).toBeGreaterThan(20);
  await acceptCookies(page);
  await page.goto('/listingsold/city/WA/Bellevue');
  await expect(resultTotal(page)).toHaveText(formatCount(sold.total));
  const cards = page.getByTestId('listing-card');
  await expect(cards.first()).toHaveAttribute('data-mls', sold.data[0].mls);

  // Pagination.
  const next = page.getByRole('link', { name: 'Next page' });
  await expect(next).toHaveAttribute('href', /^\/listingsold\/city\/WA\/Bellevue\?page=2$/);
  await next.click();
  await expect(page).toHaveURL(/\/listingsold\/city\/WA\/Bellevue\?page=2$/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Confirming the filter panel (spec 2.7 replaces the route) keeps the mirror.
  await page.getByRole('button', { name: /^All filters/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  await panel.getByRole('button', { name: 'More bedrooms' }).click();
  await panel.getByRole('button', { name: /^See .*Homes$/ }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/listingsold\/city\/WA\/Bellevue$/);

  // A new search from the bar stays on the mirror.
  const field = await locationField(page);
  await field.fill('Kirkland');
  await page.getByRole('option', { name: /Kirkland, WA/ }).first().click();
  await expect(page).toHaveURL(/\/listingsold\/city\/WA\/Kirkland/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('sold homes in Kirkland, WA');

  // A sold home's breadcrumb leads back to the sold homes of its city.
  const card = page.getByTestId('listing-card').first();
  await expect(card.getByText('Sold', { exact: true })).toBeVisible();
  await card.getByRole('link').first().click();
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await expect(crumb).toHaveText(/^Sold homes in /);
  await expect(crumb).toHaveAttribute('href', /^\/listingsold\/city\/WA\//);
});
