import { expect, test } from '@playwright/test';
import { acceptCookies, readRemotes } from '../support/site-helpers';
import { startAdminSession } from '../support/admin';
import { signUpByPhone, startSession } from '../support/session';

test.beforeEach(async ({ page }) => acceptCookies(page));

const UNSAFE = ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '%2F%2Fevil.example'];

test(`a login redirect to ${UNSAFE.join(' or ')} never leaves the site`, async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  for (const target of UNSAFE) {
    await test.step(target, async () => {
      requests.length = 0;
      await page.goto(`/login?redirect=${target}`);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).host).toBe(new URL(baseURL ?? '').host);
      expect(requests.filter((url) => new URL(url).host.includes('evil.example'))).toEqual([]);
    });
  }
});

test('an anonymous visitor on a protected page goes to /login with the path and query', async ({ page }) => {
  const protectedPath = readRemotes()
    .flatMap((r) => r.routes)
    .find((r) => (r.guard ?? 'private') === 'private' && !r.path.includes(':'))?.path;
  test.skip(!protectedPath, 'no protected page is published yet');
  await page.goto(`${protectedPath}?sort=new`);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`${protectedPath}?sort=new`)}`);
});

test.describe('admin pages need the admin scope (spec 6)', () => {
  test('a signed-in user without the scope is sent to the manager sign-in, and a forged admin flag goes home', async ({ page, request }) => {
    const user = await signUpByPhone(request);
    await startSession(page, user);
    await page.goto('/admin/user-manager');
    await expect(page).toHaveURL('/admin/login?redirect=%2Fadmin%2Fuser-manager', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Manager sign-in' })).toBeVisible({ timeout: 30_000 });

    // The admin flag is only this browser's word; the profile's scope list says the user is no manager.
    await page.evaluate(() => localStorage.setItem('isAdmin', 'true'));
    await page.goto('/admin/user-manager');
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'User manager' })).toHaveCount(0);
  });

  test('a manager, whose profile holds the scope, stays on the admin page', async ({ page, request }) => {
    await startAdminSession(page, request);
    await page.goto('/admin/user-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'User manager' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL('/admin/user-manager');
  });
});
