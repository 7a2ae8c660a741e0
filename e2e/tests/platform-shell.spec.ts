import { expect, test } from '@playwright/test';
import { paths } from '@homeward/contracts';
import { acceptCookies, expectNoSeriousA11yViolations, expectSameDocument, goInPage, markWindow, publicPageOf, readRemotes, visitAnotherSlice } from '../support/site-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('an unknown path shows the Whoops page with status 404', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "Whoops! We can't find what you're looking for" })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page);
});

test('known pages, the home page included, are served with status 200', async ({ page, request }) => {
  for (const path of ['/', '/sitemap']) expect((await request.get(path)).status()).toBe(200);
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /About Homeward/ })).toBeVisible();
});

test('moves between two slices without a full reload, and back/forward work', async ({ page }) => {
  const other = readRemotes().find((r) => r.name !== 'mf_content' && publicPageOf(r));
  test.skip(!other, 'needs a second slice with a public page');
  const otherPath = publicPageOf(other!)!;

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /About Homeward/ })).toBeVisible();
  await markWindow(page);

  await goInPage(page, otherPath);
  await expect(page.locator(`[data-slot="${other!.name}"]`)).toBeAttached();
  await expect(page.locator(`#slice-${other!.name}`)).not.toBeEmpty();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /About Homeward/ })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${otherPath}$`));
  await expectSameDocument(page);
});

test('footer links navigate inside the page', async ({ page }) => {
  await page.goto('/about');
  await markWindow(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'About Homeward' })).toBeVisible();
  await expectSameDocument(page);
});

test('React DOM is downloaded exactly once per page load, whatever slices mount', async ({ page }) => {
  const reactDomResponses: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('rendererPackageName:"react-dom"')) reactDomResponses.push(response.url());
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /About Homeward/ })).toBeVisible();
  await visitAnotherSlice(page);
  await page.waitForLoadState('networkidle');
  expect(reactDomResponses).toHaveLength(1);
});

test('the nav bar turns compact after 20 px of scroll', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/sitemap');
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  const header = page.getByRole('banner').first();
  await expect(header).not.toHaveAttribute('data-compact', 'true');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-compact', 'true');
  // On the home page it is compact under 1400 px whatever the scroll (the domain's switch).
  await page.setViewportSize({ width: 1399, height: 800 });
  await page.goto('/');
  await expect(header).toHaveAttribute('data-compact', 'true');
  await page.setViewportSize({ width: 1400, height: 800 });
  await expect(header).not.toHaveAttribute('data-compact', 'true');
});

test('the home page’s bar is compact under 1400 px from the first paint of the page the server drew', async ({ browser, baseURL }) => {
  // Before any script: the look the live page gives it, so no shadow fades in once it is live.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const shadow = () => page.locator('#prerendered header').first().evaluate((header) => getComputedStyle(header).boxShadow);
  await page.setViewportSize({ width: 1399, height: 800 });
  await page.goto('/');
  expect(await shadow()).not.toBe('none');
  // Wider, it fades out (the bar's shadow is animated).
  await page.setViewportSize({ width: 1400, height: 800 });
  await expect.poll(shadow).toBe('none');
  // Elsewhere the bar is flat until the page scrolls.
  await page.setViewportSize({ width: 1399, height: 800 });
  await page.goto(paths.content.termsOfUse.href());
  expect(await shadow()).toBe('none');
  await context.close();
});

test('the account menu opens by keyboard and offers Sign In/Up when signed out', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/about');
  const trigger = page.getByRole('button', { name: /Menu|Account/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign In/Up' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Sign In/Up' })).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('footer partner links ask a signed-out visitor to log in first', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Lender' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fpartner%2Flender',
  );
});

test('cookie preferences persist across visits', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/about');
  await page.getByRole('button', { name: 'Manage preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy preference centre' });
  await expect(dialog.getByText('Always active')).toBeVisible();
  await dialog.getByRole('switch', { name: 'Targeting' }).check();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cookie preferences' }).click();
  await expect(page.getByRole('switch', { name: 'Targeting' })).toBeChecked();
  await context.close();
});

test('shell pages pass an axe scan', { tag: '@phone' }, async ({ page }) => {
  for (const path of ['/about', '/sitemap']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
