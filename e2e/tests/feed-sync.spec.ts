import { expect, test } from '@playwright/test';
import { startAdminSession } from '../support/admin';
import { activeListing } from '../support/listings';
import { feedControl } from '../support/market';
import { expectNoSeriousA11yViolations } from '../support/site-helpers';

test('a price cut at the MLS reaches the property page and its history after 429s and 503s, and managers see the sync', async ({ page, request }) => {
  test.setTimeout(120_000);
  const home = await activeListing(request, 'Redmond, WA');
  const newPrice = home.listingPrice - 17_000;
  const shown = `$${newPrice.toLocaleString('en-US')}`;
  // The source answers two 429s and a 503 before the change gets through.
  await feedControl(request, 'faults', { status: 429, count: 2, retryAfter: 1 });
  await feedControl(request, 'faults', { status: 503, count: 1, retryAfter: 1 });
  await feedControl(request, 'change', { listingKey: home.mls, action: 'price_cut', price: newPrice });

  await expect(async () => {
    const response = await request.get(`/api/v2/Listings/${home.mls}`, { headers: { 'x-client-token': 'homeward-web' } });
    expect(((await response.json()) as { data: { listingPrice: number } }).data.listingPrice).toBe(newPrice);
  }).toPass({ timeout: 60_000 });

  await page.goto(`/home/${home.mls}`);
  await expect(page.getByText(shown).first()).toBeVisible();
  const history = page.getByRole('region', { name: 'Property history table' });
  await expect(history.getByRole('row').filter({ hasText: 'Price change' })).toContainText(shown);
  await expect(page.getByText(/Listing courtesy of .+\. Source: Homeward local feed \(sample market\), last updated/)).toBeVisible();

  await startAdminSession(page, request);
  await page.goto('/admin/listings-feed');
  await expect(page.getByRole('heading', { name: 'Listings feed', level: 1 })).toBeVisible({ timeout: 20_000 });
  const sync = page.getByRole('region', { name: 'Sync' });
  await expect(sync.getByText('Replicating changes every')).toBeVisible();
  // The last wait was the 503's.
  await expect(sync.getByText(/HTTP 503: waited 1 s/)).toBeVisible();
  await expect(sync.getByRole('definition').filter({ hasText: /^None$/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});
