import { expect, test } from '@playwright/test';
import { loginByApi, randomPhone, signInWithRefusedRefresh, storeSession, storedLoginDetails } from './auth-helpers';

test.describe('session rules (spec 4.6 / 9)', () => {
  test('a token about to expire is refreshed by the 2-minute check', async ({ page, request }) => {
    const login = await loginByApi(request, randomPhone());
    await page.clock.install();
    await page.goto('/about');
    const now = await page.evaluate(() => Date.now());
    await storeSession(page, login, { tokenExpiration: now + 6 * 60_000 });
    await page.reload();
    // The check runs on the live page: the clock moves once the page is live and signed in, or the
    // two minutes could pass before the check had started counting them.
    await expect(page.getByRole('button', { name: /Account/ })).toBeVisible();
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/v2/Account/RefreshToken') && r.status() === 200);
    await page.keyboard.press('Shift');
    await page.clock.fastForward('02:05');
    await refreshed;
    await expect.poll(async () => (await storedLoginDetails(page))?.tokenExpiration as number).toBeGreaterThan(now + 30 * 60_000);
    expect((await storedLoginDetails(page))?.accessToken).not.toBe(login.token.accessToken);
  });

  test('30 minutes without activity signs out and goes home', async ({ page, request }) => {
    const login = await loginByApi(request, randomPhone());
    await page.clock.install();
    await page.goto('/about');
    await storeSession(page, login);
    await page.reload();
    await expect(page.getByRole('button', { name: /Account/ })).toBeVisible();
    // Every request while signed in counts as activity (spec 4.6): the page has finished loading
    // before the clock moves, or a request it sends late restarts the 30 minutes.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward('29:00');
    await expect(page).toHaveURL('/about');
    await page.clock.fastForward('03:00');
    await expect(page).toHaveURL('/');
    expect(await storedLoginDetails(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  });

  test('a protected call still refused after a failed refresh lands on /login with the redirect', async ({ page, request }) => {
    await signInWithRefusedRefresh(page, request, '**/api/v2/Requests**');
    await page.goto('/mortgage/tasks');
    await expect(page).toHaveURL('/login?redirect=%2Fmortgage%2Ftasks');
    expect(await storedLoginDetails(page)).toBeNull();
  });

  test('signing out in one tab signs out the other', async ({ context, request }) => {
    const login = await loginByApi(request, randomPhone());
    const first = await context.newPage();
    await first.goto('/about');
    await storeSession(first, login);
    await first.reload();
    const second = await context.newPage();
    await second.goto('/sitemap');
    await expect(second.getByRole('button', { name: /Account/ })).toBeVisible();

    await first.getByRole('button', { name: /Account/ }).click();
    await first.getByRole('button', { name: 'Log out' }).click();
    await expect(first).toHaveURL('/');
    await expect(second).toHaveURL('/');
    await expect(second.getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(await storedLoginDetails(second)).toBeNull();
  });
});
