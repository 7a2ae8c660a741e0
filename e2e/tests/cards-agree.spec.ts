import { expect, test, type Locator } from '@playwright/test';
import { signUpByPhone, startSession, userHeaders } from '../support/session';
import { acceptCookies, waitForLivePage } from '../support/site-helpers';
import { apiSearch } from './search-support';

/** What a card says about a home: its beds, baths, square feet and type, and its cash back. */
async function cardWords(card: Locator) {
  return {
    facts: (await card.getByTestId('listing-facts').innerText()).replace(/\s+/g, ' ').trim(),
    cashBack: (await card.getByTestId('card-cash-back').innerText()).replace(/\s+/g, ' ').trim(),
  };
}

test.describe('one listing card', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'Words, not layout: one width is enough.');
    await acceptCookies(page);
  });

  test('a home saved from the search results reads the same in the results and in Favorites', async ({ page, request }) => {
    test.setTimeout(120_000);
    // A home whose baths are not whole, where a rounding copy would show.
    const answer = await apiSearch(request, 'Bellevue, WA');
    const homes = answer.data as unknown as Array<{ mls: string; baths: number; totalSquareFoot: number }>;
    const home = homes.find((h) => h.baths % 1 !== 0) ?? homes[0];
    const user = await signUpByPhone(request);
    await startSession(page, user);

    await page.goto('/listings/city/WA/Bellevue');
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
});
