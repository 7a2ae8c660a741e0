import { expect as baseExpect, test, type Page } from '@playwright/test';
import { outboxEmails } from '../support/outbox';
import { CLIENT_HEADERS, signUpByPhone, startSession, userHeaders, type TestUser } from '../support/session';
import { acceptCookies, expectNoSeriousA11yViolations, linksInBrowserColours } from '../support/site-helpers';
import { codeDialog, nthCode, requestCode } from './auth-helpers';

// Slices load on first use; leave room for a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The account pages, each with its own heading (spec 2.1). */
const PAGES: Array<[string, RegExp]> = [
  ['/account', /^Account settings$/],
  ['/account/PersonalInfo', /^Personal information$/],
  ['/account/FirmInfo', /^Firm information$/],
  ['/account/Payment', /^Payment$/],
  ['/account/favorites', /^Favorites$/],
  ['/savedhomes', /^Saved homes$/],
];

async function refreshAnswers(page: Page, user: TestUser): Promise<number> {
  const response = await page.request.post('/api/v2/Account/RefreshToken', { headers: CLIENT_HEADERS, data: { refreshToken: user.refreshToken } });
  return response.status();
}

/** Stores the session once, in the page already open (an init script would restore it after sign-out). */
async function storeOnce(page: Page, user: TestUser, path: string): Promise<void> {
  await page.goto('/about');
  await page.evaluate((u) => {
    localStorage.setItem('loginDetails', JSON.stringify({ id: u.id, accessToken: u.accessToken, tokenExpiration: u.tokenExpiration, isEstablished: true }));
    localStorage.setItem('userToken', u.id);
    localStorage.setItem('_refresh_token.homeward', u.refreshToken);
    localStorage.setItem('_token.homeward', u.accessToken);
  }, user);
  await page.goto(path);
}

/** A client-side navigation, as a link inside the site makes: no reload of the shell and slices. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account$/ }).click();
  return page.getByRole('navigation', { name: 'Account' });
}

test.describe('account pages', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('every account page draws its own content without serious accessibility findings', { tag: '@phone' }, async ({ page, request }) => {
    test.slow();
    await startSession(page, await signUpByPhone(request));
    await page.goto('/account');
    for (const [path, heading] of PAGES) {
      await go(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      // /savedhomes draws the very same page as /account/favorites: one scan serves both.
      if (path !== '/savedhomes') await expectNoSeriousA11yViolations(page);
    }
  });

  test('empty states explain themselves, and the public deletion and verification pages are accessible', async ({ page, request }) => {
    test.slow();
    await startSession(page, await signUpByPhone(request));
    await page.goto('/account/favorites');
    await expect(page.getByRole('heading', { name: 'No saved homes yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find homes' })).toHaveAttribute('href', '/listings/city/WA/Bellevue');
    await go(page, '/account/Payment');
    await expect(page.getByRole('heading', { name: 'No payments yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn about becoming a Homeward agent' })).toBeVisible();
    expect(await linksInBrowserColours(page)).toEqual([]);
    await go(page, '/account/FirmInfo');
    await expect(page.getByRole('heading', { name: 'Firm information is for agents' })).toBeVisible();
    await go(page, '/user/homeward-account-deletion');
    await expect(page.getByRole('heading', { level: 1, name: 'Delete your Homeward account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await go(page, '/verify/email?token=not-a-real-verification-token');
    await expect(page.getByRole('heading', { name: 'We could not confirm your email' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('expired or has been used already');
    await expect(page.getByRole('button', { name: 'Send a new verification email' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a visitor is sent to log in and comes back to the account page asked for', async ({ page, request }) => {
    test.slow();
    await page.goto('/about');
    for (const [path] of PAGES) {
      await go(page, path);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    }
    // The deletion page is public and explains itself; it offers to log in first.
    await go(page, '/user/homeward-account-deletion');
    await expect(page.getByRole('heading', { name: 'What is deleted' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute('href', '/login?redirect=%2Fuser%2Fhomeward-account-deletion');

    const user = await signUpByPhone(request);
    await go(page, '/account/PersonalInfo');
    await expect(page).toHaveURL('/login?redirect=%2Faccount%2FPersonalInfo');
    await requestCode(page, user.phone);
    await codeDialog(page).getByLabel('6-digit code').fill(await nthCode(request, user.phone, 2));
    await expect(page).toHaveURL('/account/PersonalInfo');
    await expect(page.getByLabel('Last name')).toHaveValue('Buyer');
  });

  test('a new last name is kept through a bad email, saved, and shown in the account menu here and in another tab', { tag: '@phone' }, async ({ browser, request, baseURL }) => {
    test.slow();
    const user = await signUpByPhone(request);
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await acceptCookies(page);
    await startSession(page, user);
    const other = await context.newPage();
    await page.goto('/account/PersonalInfo');
    await other.goto('/sitemap');
    // The user goes back to the first tab to type (the second stays open in the background).
    await page.bringToFront();

    const last = page.getByLabel('Last name');
    const email = page.getByLabel('Email', { exact: true });
    await expect(last).toHaveValue('Buyer');
    await last.fill('Marlowe');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(last).toHaveValue('Marlowe');

    await email.fill(`marlowe${user.phone}@example.com`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please confirm your new email address.')).toBeVisible();
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await openAccountMenu(page);
    await expect(page.getByText('Test Marlowe', { exact: true })).toBeVisible();
    await openAccountMenu(other);
    await expect(other.getByText('Test Marlowe', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Last name')).toHaveValue('Marlowe');
    await expect(page.getByText('Not confirmed').first()).toBeVisible();
    await context.close();
  });

  test('a heart from the Bellevue page is listed in Favorites and removed there, everywhere', async ({ browser, request, baseURL }) => {
    test.slow();
    const user = await signUpByPhone(request);
    const context = await browser.newContext({ baseURL });
    await context.addInitScript(() => localStorage.setItem('cookiePreferences', JSON.stringify({ functional: true, performance: false, targeting: false, decidedAt: new Date().toISOString() })));
    const page = await context.newPage();
    await startSession(page, user);
    const second = await context.newPage();
    await page.goto('/listings/city/WA/Bellevue');
    await second.goto('/listings/city/WA/Bellevue');

    const card = page.getByTestId('listing-card').first();
    const mls = await card.getAttribute('data-mls');
    const heart = card.getByRole('button', { name: /Save .* to favorites/ });
    const heartThere = second.locator(`[data-testid="listing-card"][data-mls="${mls}"]`).getByRole('button', { name: /Save .* to favorites/ });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heartThere).toHaveAttribute('aria-pressed', 'true');

    const menu = await openAccountMenu(page);
    await menu.getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL('/account/favorites');
    const saved = page.locator(`[data-testid="favorite-card"][data-mls="${mls}"]`);
    await expect(saved).toBeVisible();
    await expect(saved.getByRole('link')).toHaveAttribute('href', `/home/${mls}`);
    await expect(saved.locator('[data-status]')).not.toBeEmpty();

    await saved.getByRole('button', { name: /^Remove .* from favorites$/ }).click();
    await expect(saved).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No saved homes yet' })).toBeVisible();
    await expect(heartThere).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(async () => ((await (await request.get('/api/v2/Favorites', { headers: userHeaders(user) })).json()).data as unknown[]).length)
      .toBe(0);
    await page.goBack();
    await expect(page.locator(`[data-testid="listing-card"][data-mls="${mls}"]`).getByRole('button', { name: /Save .* to favorites/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await context.close();
  });

  test('the emailed link confirms the email once; used again it explains itself', async ({ page, request }) => {
    test.slow();
    const user = await signUpByPhone(request);
    await startSession(page, user);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Send verification email' }).click();
    const address = `buyer${user.phone}@example.com`;
    await expect(page.getByText(`We sent a confirmation link to ${address}. It works for 24 hours.`)).toBeVisible();
    // The email leaves through the outbox's worker within moments: wait for it to arrive.
    let link: string | null | undefined;
    await expect.poll(async () => (link = (await outboxEmails(request, address)).find((m) => m.link)?.link)).toBeTruthy();
    const { pathname, search } = new URL(link!);
    expect(pathname).toBe('/verify/email');

    await go(page, pathname + search);
    await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send verification email' })).toHaveCount(0);

    // Opened again from the email (a fresh page), the used link explains itself.
    await page.goto(pathname + search);
    await expect(page.getByRole('heading', { name: 'We could not confirm your email' })).toBeVisible();
    await page.getByRole('button', { name: 'Send a new verification email' }).click();
    await expect(page.getByText(`${address} is already confirmed`)).toBeVisible();
  });

  test('logging out and deleting the account both end the server session', async ({ page, request }) => {
    test.slow();
    const leaving = await signUpByPhone(request);
    await storeOnce(page, leaving, '/account');
    await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(await refreshAnswers(page, leaving)).toBe(401);

    const deleting = await signUpByPhone(request);
    await storeOnce(page, deleting, '/user/homeward-account-deletion');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    const confirm = dialog.getByRole('button', { name: 'Delete account permanently' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(dialog).toBeHidden();
    expect((await request.get('/api/v2/Account/Details', { headers: userHeaders(deleting) })).status()).toBe(200);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByLabel('I understand that my account and everything in it will be deleted.').check();
    await confirm.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('loginDetails'))).toBeNull();
    expect(await refreshAnswers(page, deleting)).toBe(401);
  });
});
