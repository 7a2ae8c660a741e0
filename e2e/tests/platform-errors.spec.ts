import { expect, test } from '@playwright/test';
import { signInWithRefusedRefresh, storedLoginDetails } from './auth-helpers';
import { acceptCookies, expectNoSeriousA11yViolations } from '../support/site-helpers';

test.describe('platform rules: error pages, auth errors, referrer routes', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('an unknown path inside a slice says the page could not be found, with 404', async ({ page }) => {
    await page.goto('/careers/NoSuchRole');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' }).last()).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
    // The rest of the site keeps working: the nav bar still moves between pages.
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not be found');
  });

  test('a 401 on a public call after a failed refresh only clears the tokens', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'Session handling does not differ on a phone.');
    await signInWithRefusedRefresh(page, request, '**/api/v2/Listings/Search');
    await page.goto('/listings/city/WA/Bellevue');
    // The search slice is the heaviest page; allow it the time a cold load takes.
    await expect(page.getByText('You have been signed out. Sign in again whenever you like.')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL('/listings/city/WA/Bellevue');
    await expect.poll(() => storedLoginDetails(page)).toBeNull();
  });

  test('a 401 on a protected call after a failed refresh says so and lands on /login with the redirect', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'Session handling does not differ on a phone.');
    await signInWithRefusedRefresh(page, request, '**/api/v2/Requests**');
    await page.goto('/mortgage/tasks');
    await expect(page).toHaveURL('/login?redirect=%2Fmortgage%2Ftasks', { timeout: 30_000 });
    await expect(page.getByText('Your session has ended. Please sign in again to continue.')).toBeVisible();
    expect(await storedLoginDetails(page)).toBeNull();
  });

  test('the one-prefix referrer listings URL shows the city’s results', async ({ page }) => {
    await page.goto('/seattle-times/listings/city/WA/Bellevue');
    await expect(page.getByTestId('listing-card').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bellevue, WA');
    // The referrer rides along on the links the page makes.
    await expect(page.getByTestId('listing-card').first().locator('a[href^="/home/"]').first()).toHaveAttribute('href', /^\/home\/\d+\?refferer=seattle-times$/);
  });
});
