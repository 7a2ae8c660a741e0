import { expect, test } from '@playwright/test';
import { acceptCookies, readRemotes } from '../support/site-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

const UNSAFE = ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '%2F%2Fevil.example'];

for (const target of UNSAFE) {
  test(`a login redirect to ${target} never leaves the site`, async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`/login?redirect=${target}`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).host).toBe(new URL(baseURL ?? '').host);
    expect(requests.filter((url) => new URL(url).host.includes('evil.example'))).toEqual([]);
  });
}

test('an anonymous visitor on a protected page goes to /login with the path and query', async ({ page }) => {
  const protectedPath = readRemotes()
    .flatMap((r) => r.routes)
    .find((r) => (r.guard ?? 'private') === 'private' && !r.path.includes(':'))?.path;
  test.skip(!protectedPath, 'no protected page is published yet');
  await page.goto(`${protectedPath}?sort=new`);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`${protectedPath}?sort=new`)}`);
});
