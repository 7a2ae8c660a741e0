import { expect, test } from '@playwright/test';
import { acceptCookies, readRemotes } from '../support/site-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('styles arrive as stylesheet files, assets are cached forever, pages and remotes.json are revalidated', async ({ page, request }) => {
  const assets: { url: string; type: string; cacheControl: string }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      assets.push({ url: response.url(), type, cacheControl: response.headers()['cache-control'] ?? '' });
    }
  });

  const pageResponse = await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /About Homeward/ })).toBeVisible({ timeout: 30_000 });
  expect(pageResponse?.headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-store');

  // The shell's and the slice's styles are files from their own origins, not style elements written by scripts.
  const contentOrigin = new URL(readRemotes().find((r) => r.name === 'mf_content')!.entry).origin;
  const stylesheets = assets.filter((a) => a.type === 'stylesheet').map((a) => a.url);
  expect(stylesheets.some((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);
  expect(stylesheets.some((url) => url.startsWith(contentOrigin))).toBe(true);
  const injected = await page.evaluate(() =>
    [...document.querySelectorAll('style')].filter((style) => /\.(shell|mf_[a-z]+)_[\w-]{6}\b/.test(style.textContent ?? '')).length,
  );
  expect(injected).toBe(0);

  // Every script and stylesheet (content-hashed or in a versioned folder) is cached for a year, immutable.
  expect(assets.length).toBeGreaterThan(4);
  for (const asset of assets) expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable');
});
