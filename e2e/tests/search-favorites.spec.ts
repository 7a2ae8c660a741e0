import { expect, test } from '@playwright/test';
import { signUpByPhone, userHeaders } from '../support/session';
import { waitForLivePage } from '../support/site-helpers';
import { acceptCookies } from './search-support';

test.describe('favourites from the search page', () => {
  test('a heart pressed in one tab shows in a second tab without a reload', { tag: '@phone' }, async ({ browser, request, baseURL }) => {
    const user = await signUpByPhone(request);
    const headers = userHeaders(user);
    // Both tabs share one browser context, as two tabs of one browser do.
    const context = await browser.newContext({ baseURL });
    await context.addInitScript((u) => {
      localStorage.setItem('loginDetails', JSON.stringify({ id: u.id, accessToken: u.accessToken, tokenExpiration: u.tokenExpiration, isEstablished: true }));
      localStorage.setItem('userToken', u.id);
    }, user);
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/listings/city/WA/Redmond');
    await acceptCookies(first);
    await second.goto('/listings/city/WA/Redmond');
    // The hearts work once each page is live (until then the drawn page's controls are inert).
    await waitForLivePage(first);
    await waitForLivePage(second);

    const card = first.getByTestId('listing-card').first();
    const mls = await card.getAttribute('data-mls');
    expect(mls).toBeTruthy();
    const heartHere = card.getByRole('button', { name: /Save .* to favorites/ });
    const heartThere = second.locator(`[data-testid="listing-card"][data-mls="${mls}"]`).getByRole('button', { name: /Save .* to favorites/ });
    await expect(heartHere).toHaveAttribute('aria-pressed', 'false');
    await expect(heartThere).toHaveAttribute('aria-pressed', 'false');

    await heartHere.click();
    await expect(heartHere).toHaveAttribute('aria-pressed', 'true');
    await expect(heartThere).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => ((await (await request.get('/api/v2/Favorites', { headers })).json()).data as Array<{ mls: string }>).map((f) => f.mls))
      .toContain(mls);

    await heartThere.click();
    await expect(heartThere).toHaveAttribute('aria-pressed', 'false');
    await expect(heartHere).toHaveAttribute('aria-pressed', 'false');
    await context.close();
  });

  test('signed out, the heart asks the user to sign in', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/listings/city/WA/Redmond');
    const heart = page.getByTestId('listing-card').first().getByRole('button', { name: /Save .* to favorites/ });
    await heart.click();
    await expect(page.getByRole('dialog', { name: 'Tell us about yourself.' })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
