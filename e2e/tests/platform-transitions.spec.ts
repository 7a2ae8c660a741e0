import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, recordLayoutShifts } from '../support/site-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** Every phase <main> goes through, with the address and heading shown when it starts. */
async function recordPhases(page: Page) {
  await page.evaluate(() => {
    const main = document.getElementById('main')!;
    const seen: Array<{ phase: string | null; path: string; heading: string }> = [];
    (window as unknown as { phases: typeof seen }).phases = seen;
    const note = () => seen.push({ phase: main.getAttribute('data-page-transition'), path: location.pathname, heading: document.querySelector('main h1')?.textContent ?? '' });
    new MutationObserver(note).observe(main, { attributes: true, attributeFilter: ['data-page-transition'] });
  });
  return () => page.evaluate(() => (window as unknown as { phases: Array<{ phase: string | null; path: string; heading: string }> }).phases);
}

test('the old page leaves before the new one enters, on navigations only (spec 9)', async ({ page }) => {
  const layoutShift = await recordLayoutShifts(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /About Homeward/ })).toBeVisible();
  // The first page is drawn at once: no phase, nothing animating.
  await expect(page.locator('#main')).not.toHaveAttribute('data-page-transition');
  expect(await page.locator('#main').evaluate((main) => main.getAnimations().length)).toBe(0);

  const phases = await recordPhases(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  await expect(page.locator('#main')).not.toHaveAttribute('data-page-transition');

  const seen = await phases();
  expect(seen.map((s) => s.phase)).toEqual(['out', 'in', null]);
  // While leaving, the old page is still the one shown, at the old address.
  expect(seen[0]).toMatchObject({ phase: 'out', path: '/about' });
  expect(seen[0].heading).toMatch(/About Homeward/);
  // The new page enters once the address has changed.
  expect(seen[1]).toMatchObject({ phase: 'in', path: '/sitemap' });
  // Only opacity changes: nothing moved on the way.
  const shifted = await layoutShift();
  expect(shifted).toBeLessThanOrEqual(0.02);
});

test('with reduced motion the new page shows at once, without phases', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /About Homeward/ })).toBeVisible();
  const phases = await recordPhases(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
  // The slice navigates on the click itself, not after a hold.
  await expect(page).toHaveURL('/sitemap', { timeout: 100 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  expect(await phases()).toEqual([]);
});
