import { expect, test } from '@playwright/test';
import { acceptCookies } from '../support/site-helpers';
import { apiSearch } from './search-support';

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

test.describe('one cash-back rule across the site', () => {
  test('a home shows the same cash back on its card, its page, the offer page and the home-page estimator', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'The same amounts on a phone; the phone layouts are covered by the pages’ own tests.');
    test.setTimeout(90_000);
    await acceptCookies(page);
    const results = await apiSearch(request, 'Bellevue, WA');
    const home = results.data[0] as unknown as { mls: string; listingPrice: number; cashBack: number };
    // The published rule: 30% of a 2.5% buyer's agent commission, rounded to the nearest $10.
    const expected = dollars(Math.round((home.listingPrice * 0.0075) / 10) * 10);
    expect(dollars(home.cashBack)).toBe(expected);

    // The card (search slice).
    await page.goto('/listings/city/WA/Bellevue');
    const card = page.locator(`[data-testid="listing-card"][data-mls="${home.mls}"]`);
    await expect(card).toContainText(`${expected} estimated cash back`, { timeout: 30_000 });

    // The property page and the offer page (listing slice).
    await page.goto(`/home/${home.mls}`);
    await expect(page.getByText(/Buy with Homeward and get about/)).toContainText(expected);
    await page.goto(`/listings/make-offer?mls=${home.mls}`);
    await expect(page.getByRole('complementary', { name: 'The home' })).toContainText(`${expected} estimated cash back`);

    // The estimator at that price (content slice).
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Or type a price' }).fill(String(home.listingPrice));
    await expect(page.getByTestId('savings-estimate')).toHaveText(expected);
    await expect(page.getByText(/a refund of 30% of it \(0\.75% of the price\)/)).toBeVisible();
  });
});
