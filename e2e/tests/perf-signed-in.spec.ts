import { expect, test } from '@playwright/test';
import { acceptCookies, holdBackSlice, markDrawn, recordConsoleErrors, recordLayoutShifts, waitForLivePage } from '../support/site-helpers';
import { activeListing } from '../support/listings';
import { signIn, userHeaders } from '../support/session';
import { startAdminSession } from '../support/admin';
import { applyByApi } from '../support/agents';

/** The cookie the site writes beside the stored session, for the page server to draw pages behind sign-in. */
const PAGE_SESSION_COOKIE = 'hw_page_session';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a buyer’s saved homes come drawn in the page, for them alone: hydrated where they are, never kept by a cache, and the cookie goes at sign-out', async ({ page, request, baseURL }) => {
  const errors = recordConsoleErrors(page);
  const user = await signIn(page, request);
  const home = await activeListing(request);
  expect((await request.put(`/api/v2/Favorites/${home.mls}`, { headers: userHeaders(user) })).ok()).toBe(true);

  // A session stored before the site wrote the cookie: the page comes undrawn, and the site writes it.
  const first = await page.goto('/account/favorites');
  expect(await first!.text()).not.toContain('data-drawn');
  const card = page.getByRole('article').filter({ hasText: home.address });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const cookie = (await page.context().cookies()).find((c) => c.name === PAGE_SESSION_COOKIE);
  expect(cookie).toMatchObject({ value: user.accessToken, sameSite: 'Strict', path: '/', httpOnly: false });
  // It lasts no longer than the session would (30 idle minutes at most).
  expect(cookie!.expires * 1000).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 5_000);

  // From then on the saved homes are in the page itself, and shown before the slice's code has run.
  const layoutShift = await recordLayoutShifts(page);
  const release = await holdBackSlice(page, 'mf_account');
  const drawn = await page.goto('/account/favorites', { waitUntil: 'commit' });
  expect(drawn!.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('[inert] article').filter({ hasText: home.address })).toBeVisible();
  await expect(page.locator('[inert] h1')).toHaveText('Favorites');
  expect(await markDrawn(page, '#slice-mf_account, #slice-mf_account *')).toBeGreaterThan(20);
  const drawnBox = await card.boundingBox();

  release();
  await waitForLivePage(page);
  // Hydrated, not drawn again: the card and its photo are the elements the server sent, where they were.
  await expect(card).toHaveAttribute('data-test-drawn', 'yes');
  await expect(card.locator('img')).toHaveAttribute('data-test-drawn', 'yes');
  expect(await card.boundingBox()).toEqual(drawnBox);
  expect(await layoutShift()).toBe(0);

  // And it works: Remove takes the home off the list.
  await card.getByRole('button', { name: `Remove ${home.address.split(',')[0]} from favorites` }).click();
  await expect(page.getByText('No saved homes yet')).toBeVisible();
  expect(errors).toEqual([]);

  // Signing out removes the cookie: the next visit is a visitor's, sent to sign in.
  await page.getByRole('button', { name: /^Account$/ }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === PAGE_SESSION_COOKIE)).toBe(false);

  // The server draws a page behind sign-in only for a session the API accepts, and a public page never with one.
  const asked = (token?: string): { headers: Record<string, string> } => ({ headers: token === undefined ? {} : { cookie: `${PAGE_SESSION_COOKIE}=${encodeURIComponent(token)}` } });
  // None, a made-up one, one altered, and the one just signed out (its session is over).
  for (const token of [undefined, 'not-a-token', `${user.accessToken.slice(0, -4)}AAAA`, user.accessToken]) {
    const response = await request.get(`${baseURL}/account/favorites`, asked(token));
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain('data-drawn');
  }
  const other = await signIn(page, request);
  const publicPage = await request.get(`${baseURL}/home/${home.mls}`, asked(other.accessToken));
  expect(publicPage.headers()['cache-control']).toBe('no-cache');
  const theirs = await request.get(`${baseURL}/account/favorites`, asked(other.accessToken));
  expect(theirs.headers()['cache-control']).toBe('private, no-store');
  const html = await theirs.text();
  expect(html).toContain('data-drawn');
  expect(html).toContain('No saved homes yet');
  expect(html).not.toContain(home.address);
});

test('a manager’s agent list comes drawn in the page with its applications, and goes live where it is', { tag: '@phone' }, async ({ page, request, baseURL }) => {
  const errors = recordConsoleErrors(page);
  // An application of its own, so the list has rows whatever ran before (or did not).
  await applyByApi(request);
  const admin = await startAdminSession(page, request);
  await page.goto('/admin/agents');
  const table = page.getByRole('table', { name: 'Agent applications' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible({ timeout: 30_000 });

  const layoutShift = await recordLayoutShifts(page);
  const release = await holdBackSlice(page, 'mf_admin');
  const drawn = await page.goto('/admin/agents', { waitUntil: 'commit' });
  expect(drawn!.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('[inert] h1')).toHaveText('Agent manager');
  await expect(page.locator('[inert] table tbody tr').first()).toBeVisible();
  const drawnRows = await page.locator('[inert] table tbody tr').count();
  expect(drawnRows).toBeGreaterThan(0);
  expect(await markDrawn(page, '#slice-mf_admin, #slice-mf_admin *')).toBeGreaterThan(20);

  release();
  await waitForLivePage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent manager' })).toHaveAttribute('data-test-drawn', 'yes');
  await expect(rows.nth(1)).toHaveAttribute('data-test-drawn', 'yes');
  expect(await table.locator('tbody tr').count()).toBe(drawnRows);
  expect(await layoutShift()).toBe(0);
  // And it works: the search narrows the list.
  const search = page.getByRole('searchbox', { name: /Search by name/ });
  await search.fill('no applicant has this name');
  await search.press('Enter');
  await expect(page.getByText('No agent applications match.')).toBeVisible();
  expect(errors).toEqual([]);

  // A buyer's session draws no manager page: it comes undrawn, and the browser sends them on.
  const buyer = await signIn(page, request);
  const refused = await request.get(`${baseURL}/admin/agents`, { headers: { cookie: `${PAGE_SESSION_COOKIE}=${encodeURIComponent(buyer.accessToken)}` } });
  expect(await refused.text()).not.toContain('data-drawn');
  const allowed = await request.get(`${baseURL}/admin/agents`, { headers: { cookie: `${PAGE_SESSION_COOKIE}=${encodeURIComponent(admin.token)}` } });
  expect(await allowed.text()).toContain('data-drawn');
});
