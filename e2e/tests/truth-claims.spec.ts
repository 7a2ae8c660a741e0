import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { signUpByPhone, startSession, userHeaders } from '../support/session';
import { acceptCookies, axeScan, waitForLivePage } from '../support/site-helpers';
import { apiSearch } from './search-support';

/** What the site says is true: each test reads what a user reads where the site once said something false. */

interface Home {
  mls: string;
  baths: number;
  totalSquareFoot: number;
  listingPrice: number;
  cashBack: number;
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/** A home on the first page of a city's results whose baths are not a whole number (spec 3: decimal baths). */
async function homeWithDecimalBaths(request: APIRequestContext): Promise<{ city: string; home: Home }> {
  for (const city of ['Bellevue', 'Redmond', 'Kirkland', 'Seattle', 'Sammamish']) {
    const results = await apiSearch(request, `${city}, WA`);
    const home = (results.data as unknown as Home[]).find((h) => h.baths % 1 !== 0);
    if (home) return { city, home };
  }
  throw new Error('No home with decimal baths on the first page of the searched cities');
}

/** What a card says about a home: its beds, baths, square feet and type, and its cash back. */
async function cardWords(card: Locator) {
  return {
    facts: (await card.getByTestId('listing-facts').innerText()).replace(/\s+/g, ' ').trim(),
    cashBack: (await card.getByTestId('card-cash-back').innerText()).replace(/\s+/g, ' ').trim(),
  };
}

test.describe('what the site says is true', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'Words, not layout; the phone widths are set where they matter.');
    await acceptCookies(page);
  });

  test('a home shows the same baths, square feet and cash back in search results, favourites and its page', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { city, home } = await homeWithDecimalBaths(request);
    const baths = `${home.baths} baths`;
    const area = `${home.totalSquareFoot.toLocaleString('en-US')} sq ft`;
    const cashBack = dollars(home.cashBack);

    await page.goto(`/listings/city/WA/${city}`);
    const card = page.locator(`[data-testid="listing-card"][data-mls="${home.mls}"]`);
    await expect(card).toContainText(baths, { timeout: 30_000 });
    await expect(card).toContainText(area);
    await expect(card).toContainText(`${cashBack} estimated cash back`);

    const user = await signUpByPhone(request);
    expect((await request.put(`/api/v2/Favorites/${home.mls}`, { headers: userHeaders(user) })).ok()).toBe(true);
    await startSession(page, user);
    await page.goto('/account/favorites');
    const favourite = page.locator(`[data-testid="favorite-card"][data-mls="${home.mls}"]`);
    await expect(favourite).toContainText(baths, { timeout: 30_000 });
    await expect(favourite).toContainText(area);
    await expect(favourite).not.toContainText('sq fts');
    await expect(favourite).toContainText(`${cashBack} estimated cash back`);

    await page.goto(`/home/${home.mls}`);
    await expect(page.getByRole('list', { name: 'Key facts' })).toContainText(baths);
    await expect(page.getByRole('list', { name: 'Key facts' })).toContainText(area);
  });

  test('a home saved from the search results reads the same in the results and in Favorites', async ({ page, request }) => {
    test.setTimeout(120_000);
    // A home whose baths are not whole, where a rounding copy would show.
    const { city, home } = await homeWithDecimalBaths(request);
    const user = await signUpByPhone(request);
    await startSession(page, user);

    await page.goto(`/listings/city/WA/${city}`);
    await waitForLivePage(page);
    const result = page.locator(`[data-testid="listing-card"][data-mls="${home.mls}"]`);
    const heart = result.getByRole('button', { name: /^Save .* to favorites$/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false', { timeout: 30_000 });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => ((await (await request.get('/api/v2/Favorites', { headers: userHeaders(user) })).json()).data as Array<{ mls: string }>).map((f) => f.mls))
      .toContain(home.mls);
    const inResults = await cardWords(result);
    expect(inResults.facts).toContain(`${home.baths} baths`);
    expect(inResults.facts).toContain(`${home.totalSquareFoot.toLocaleString('en-US')} sq ft`);
    expect(inResults.cashBack).toMatch(/^\$[\d,]+ estimated cash back$/);

    await page.goto('/account/favorites');
    const saved = page.locator(`[data-testid="favorite-card"][data-mls="${home.mls}"]`);
    await expect(saved).toBeVisible({ timeout: 30_000 });
    expect(await cardWords(saved)).toEqual(inResults);
  });

  test('the home FAQ’s worked example follows the refund rule', async ({ page }) => {
    // The published rule: a 2.5% buyer's agent commission, 30% of it refunded.
    const commission = 900_000 * 0.025;
    await page.goto('/');
    await waitForLivePage(page);
    await page.getByText('How does the Homeward commission refund work?').click();
    await expect(page.getByText(`that is ${dollars(commission)} of commission and a ${dollars(commission * 0.3)} refund to you`)).toBeVisible();
  });

  test('Get Loan never calls sample rates today’s rates', async ({ page }) => {
    await page.goto('/?tab=2');
    const panel = page.getByRole('tabpanel', { name: 'Get Loan' });
    await expect(page.getByRole('region', { name: 'Sample mortgage rates' })).toContainText('Sample rates for illustration only');
    await expect(panel).toContainText('Estimate a payment with the sample rates below');
    await expect(panel).not.toContainText('today’s');
    await page.goto('/getloan');
    await expect(page.getByRole('heading', { level: 1, name: 'Get a home loan' })).toBeVisible();
    await expect(page.getByText('Sample rates for illustration only')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Compare today’s rates');
  });

  test('the agent status page tells a stranger nothing is pending', async ({ page }) => {
    await page.goto('/agent/underreview');
    await expect(page.getByRole('heading', { name: 'Check your application’s status' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Your account is still pending')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('the /listingsold offer and tour addresses open the request pages', async ({ page, request }) => {
    const [home] = (await apiSearch(request, 'Bellevue, WA')).data;
    for (const path of [`/listingsold/make-offer?mls=${home.mls}`, `/listingsold/makeanoffer?mls=${home.mls}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Make an offer' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('listing-card')).toHaveCount(0);
    }
    await page.goto(`/listingsold/schedule-tour/${home.mls}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule a tour' })).toBeVisible({ timeout: 30_000 });
    // A stored tour's page is private: a visitor is asked to sign in and brought back, not shown sold homes.
    await page.goto('/listingsold/tour-confirm/abc123');
    await expect(page).toHaveURL(/\/login\?redirect=%2Flistingsold%2Ftour-confirm%2Fabc123/, { timeout: 30_000 });
  });

  test('the sitemap’s links are big enough to tap on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sitemap');
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(links.first()).toBeVisible({ timeout: 30_000 });
    const results = await axeScan(page).withRules(['target-size']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} nodes`)).toEqual([]);
    const box = await links.first().boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });

  test('a failed place search shows the spec’s default map view', async ({ page }) => {
    await page.goto('/listings/city/WA/Nowhereville-Flats');
    await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('search-map')).toHaveAttribute('data-zoom', '12.00', { timeout: 30_000 });
    await expect(page.getByText('Loading the map…')).toHaveCount(0);
  });

  test('dialogs fill a phone’s screen below the spec’s 576 px switch, not above it', async ({ page }) => {
    for (const [width, fullScreen] of [
      [590, false],
      [570, true],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/?tab=4');
      await page.getByRole('button', { name: 'List my home' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Coming soon!' });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box !== null && box.height === 800 && box.width === width, `full screen at ${width} px`).toBe(fullScreen);
    }
  });
});
