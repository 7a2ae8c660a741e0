import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, withoutSearchSlice } from './content-helpers';
import { openLive } from '../support/site-helpers';

const TAB_NAMES = ['Learn', 'Buy', 'Get Loan', 'Home Info', 'Sell'];

const tablist = (page: Page) => page.getByRole('tablist', { name: 'What would you like to do?' });
const selectedTab = (page: Page) => tablist(page).getByRole('tab', { selected: true });

/**
 * A routed call turns the browser's cache off for the whole page (Playwright's routing does), so every
 * file of the shell and the slices passes through the runner: on a loaded machine the live page, and
 * with it the rates call, comes later than the usual wait.
 */
const AFTER_ROUTED_LOAD = { timeout: 30_000 };

test.describe('home page', () => {
  test('/?tab=0 to /?tab=4 each open on their own tab', async ({ page }) => {
    for (const [index, name] of TAB_NAMES.entries()) {
      await test.step(`/?tab=${index} selects the ${name} tab`, async () => {
        await openLive(page, `/?tab=${index}`);
        await expect(selectedTab(page)).toHaveText(name);
        await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      });
    }
  });

  test('without a tab the page opens on Buy, and the footer tab links switch tabs in place', { tag: '@phone' }, async ({ page }) => {
    await openLive(page, '/');
    await expect(selectedTab(page)).toHaveText('Buy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Get Loan' }).click();
    await expect(page).toHaveURL(/\/\?tab=2$/);
    await expect(selectedTab(page)).toHaveText('Get Loan');
  });

  test('the nav bar’s Learn link selects the Learn tab from another page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).click();
    await expect(page).toHaveURL(/\/\?tab=0$/);
    await expect(selectedTab(page)).toHaveText('Learn');
  });

  test('arrow keys move between tabs and write the tab to the URL', async ({ page }) => {
    await openLive(page, '/?tab=1');
    await selectedTab(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(selectedTab(page)).toHaveText('Get Loan');
    await expect(selectedTab(page)).toBeFocused();
    await expect(page).toHaveURL(/tab=2/);
    await page.keyboard.press('End');
    await expect(selectedTab(page)).toHaveText('Sell');
    await page.keyboard.press('ArrowRight');
    await expect(selectedTab(page)).toHaveText('Learn');
  });

  test('the savings estimate follows the price slider from the keyboard', async ({ page }) => {
    await openLive(page, '/');
    const slider = page.getByRole('slider', { name: /Home price/ });
    const estimate = page.getByTestId('savings-estimate');
    await expect(slider).toHaveAttribute('aria-valuetext', '$900,000');
    await expect(estimate).toHaveText('$6,750');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '$904,500');
    await expect(estimate).toHaveText('$6,780');
    await page.keyboard.press('End');
    await expect(estimate).toHaveText('$33,750');
    await page.keyboard.press('Home');
    await expect(estimate).toHaveText('$0');
    await expect(page.getByText(/buyer’s agent commission of 2.5% of the price and a refund of 30% of it/)).toBeVisible();
  });

  test('For Sellers switches the story to the 1.5% listing fee', async ({ page }) => {
    await openLive(page, '/');
    await page.getByRole('button', { name: 'For Sellers' }).click();
    await expect(page.getByRole('button', { name: 'For Sellers' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell your home for a 1.5% listing fee');
    await expect(page.getByTestId('savings-estimate')).toHaveText('$13,500');
  });

  test('the Sell tab opens the Coming soon! modal', async ({ page }) => {
    await openLive(page, '/?tab=4');
    await page.getByRole('tabpanel', { name: 'Sell' }).getByRole('button', { name: 'List my home' }).click();
    await expect(page.getByRole('dialog', { name: 'Coming soon!' })).toContainText(
      'This feature is currently available only on our mobile iOS and Android app. Please download the app and pay 1.5% listing fee to sell your home.',
    );
  });

  test('rate cards show rate and APR padded to three decimals', async ({ page }) => {
    await page.route('**/api/v2/Listings/InterestRateData', (route) =>
      route.fulfill({
        json: {
          statusCode: 'Success',
          data: {
            asOf: '2025-04-01T00:00:00Z',
            source: 'Homeward lender survey',
            productRates: [
              { rate: 5.75, apr: 5.9, metadata: { description: '15-Year Fixed' } },
              { rate: 6.5, apr: 6.625, metadata: { description: '30-Year Fixed' } },
            ],
          },
        },
      }),
    );
    await openLive(page, '/');
    const rates = page.getByRole('region', { name: /^(Today’s|Sample) mortgage rates$/ });
    const thirty = rates.getByRole('listitem').filter({ hasText: '30-Year Fixed' });
    await expect(thirty).toContainText('6.500%', AFTER_ROUTED_LOAD);
    await expect(thirty).toContainText('6.625%');
    await expect(rates.getByRole('listitem').first()).toContainText('30-Year Fixed');
    await expect(rates.getByRole('listitem').filter({ hasText: '15-Year Fixed' })).toContainText('5.900%');
    expect(await page.evaluate(() => localStorage.getItem('InterestRate'))).toBe('6.5');
  });

  test('rate cards say rates are unavailable when the call fails, and the page keeps working', async ({ page }) => {
    await page.route('**/api/v2/Listings/InterestRateData', (route) =>
      route.fulfill({ status: 503, json: { statusCode: 'ServiceUnavailable', errorMessage: 'Down for maintenance' } }),
    );
    await openLive(page, '/');
    await expect(page.getByText('Mortgage rates are unavailable right now.')).toBeVisible(AFTER_ROUTED_LOAD);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('comparison table, FAQ disclosure and the where-available note', async ({ page }) => {
    await openLive(page, '/');
    const table = page.getByRole('table', { name: /side by side/ });
    await expect(table.getByRole('columnheader', { name: 'Homeward' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Listing fee when you sell' })).toBeVisible();
    const answer = page.getByText('When you buy a home, the seller usually pays a commission');
    await expect(answer).toBeHidden();
    await page.getByText('How does the Homeward commission refund work?').click();
    await expect(answer).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where Homeward is available' })).toBeVisible();
    // No store pages are configured on the test site: no store button points at a search page.
    await expect(page.getByRole('heading', { name: 'Where Homeward is available' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Download on the App Store|Get it on Google Play/ })).toHaveCount(0);
  });

  test('at 390 px the five tabs and the comparison table fit the width, nothing scrolls sideways', { tag: '@phone' }, async ({ page }) => {
    test.skip(test.info().project.name !== 'phone', 'the desktop layout has room to spare');
    await openLive(page, '/');
    await expect(selectedTab(page)).toHaveText('Buy');
    const overflow = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(await overflow(tablist(page))).toBeLessThanOrEqual(0);
    for (const name of TAB_NAMES) await expect(tablist(page).getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
    const comparison = page.getByRole('region', { name: 'Comparison table' });
    await comparison.scrollIntoViewIfNeeded();
    expect(await overflow(comparison)).toBeLessThanOrEqual(0);
    await expect(comparison.getByRole('columnheader', { name: 'Traditional agent' })).toBeInViewport({ ratio: 1 });
  });

  test('home passes axe with the For Sellers view and an open FAQ', { tag: '@phone' }, async ({ page }) => {
    await openLive(page, '/?tab=0');
    await page.getByRole('button', { name: 'For Sellers' }).click();
    await page.getByText('Where is Homeward available?').click();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('home search without the search slice', () => {
  test.beforeEach(async ({ page }) => {
    await withoutSearchSlice(page);
  });

  test('Bellevue, WA lands on the city listings page', async ({ page }) => {
    await openLive(page, '/?tab=1');
    const search = page.getByRole('search', { name: 'Search homes' });
    await search.getByRole('textbox', { name: 'Location' }).fill('Bellevue, WA');
    await search.getByRole('textbox', { name: 'Location' }).press('Enter');
    await expect(page).toHaveURL(/\/listings\/city\/WA\/Bellevue$/);
    expect(await page.evaluate(() => localStorage.getItem('searchedCity'))).toBe('Bellevue, WA');
  });

  test('a zip and a price preset go to the zip page with price[high]', async ({ page }) => {
    await openLive(page, '/?tab=1');
    await page.getByRole('radio', { name: '$700k–$1m' }).check();
    const search = page.getByRole('search', { name: 'Search homes' });
    await search.getByRole('textbox', { name: 'Location' }).fill('98004');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/listings/zip/WA/98004' && url.searchParams.get('price[high]') === '1000000');
  });

  test('a place outside WA and MA says Homeward is not available there yet', async ({ page }) => {
    await openLive(page, '/?tab=1');
    const search = page.getByRole('search', { name: 'Search homes' });
    const input = search.getByRole('textbox', { name: 'Location' });
    await input.fill('Portland, OR');
    await input.press('Enter');
    await expect(search.getByText('Homeward is not available here yet.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('Portland, OR');
    await expect(page).toHaveURL(/\/\?tab=1$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('filters are stored in the spec keys for the search page', async ({ page }) => {
    await openLive(page, '/?tab=1');
    await page.getByRole('button', { name: 'More bedrooms' }).click();
    await page.getByRole('button', { name: 'More bedrooms' }).click();
    await page.getByRole('button', { name: 'More bathrooms' }).click();
    await page.getByRole('button', { name: 'Condo' }).click();
    await page.getByRole('radio', { name: '$400k–$700k' }).check();
    await page.getByLabel('Square feet, at least').selectOption('1500');
    await expect(page.getByRole('group', { name: 'Bedrooms' }).getByRole('status')).toHaveText('2+');
    await expect(page.getByRole('button', { name: 'Condo' })).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() =>
      Object.fromEntries(['filterBed', 'filterBath', 'filterListing', 'filterMin', 'filterMax'].map((k) => [k, localStorage.getItem(k)])),
    );
    expect(stored).toEqual({ filterBed: '2', filterBath: '1', filterListing: '["COND"]', filterMin: '400000', filterMax: '700000' });
    await page.getByRole('search', { name: 'Search homes' }).getByRole('textbox', { name: 'Location' }).fill('Mercer Island, WA');
    await page.getByRole('search', { name: 'Search homes' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/listings/city/WA/Mercer-Island' &&
        url.searchParams.get('price[high]') === '700000' &&
        url.searchParams.get('square_feet[low]') === '1500',
    );
  });
});
