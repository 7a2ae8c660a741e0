import { expect, test, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { acceptCookies, goInPage, originOf, readRemotes, visitAnotherSlice, type RemoteEntry } from '../support/site-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

function contentRemote(): RemoteEntry {
  const remote = readRemotes().find((r) => r.name === 'mf_content');
  if (!remote) throw new Error('mf_content is not published');
  return remote;
}

async function expectShellWorks(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: 'Homeward home' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Products' })).toBeVisible();
}

/** Follows the nav bar's Learn link: in the bar on desktop, in the slide-out menu on phones. */
async function clickLearn(page: Page): Promise<void> {
  const inBar = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' });
  if (await inBar.isVisible()) return inBar.click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Learn' }).click();
}

test('a slice whose origin is unreachable shows a fallback with a retry that recovers without a reload', async ({ page }) => {
  const origin = originOf(contentRemote());
  let blocked = true;
  await page.route(`${origin}/**`, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

  await page.goto('/about');
  const fallback = page.getByRole('alert').filter({ hasText: 'unavailable right now' });
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('We could not reach this part of Homeward');
  await expectShellWorks(page);
  await page.evaluate(() => Object.assign(window, { __hwMarker: 'same-document' }));

  // The shell's own pages keep working while the slice is down.
  await clickLearn(page);
  await expect(page).toHaveURL(/\/\?tab=0$/);
  await expectShellWorks(page);
  await page.goBack();

  // Other slices keep drawing their pages.
  if (await visitAnotherSlice(page)) await page.goBack();
  await expect(fallback).toBeVisible();

  blocked = false;
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /About Homeward/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __hwMarker?: string }).__hwMarker)).toBe('same-document');
});

test('a slice that throws while rendering shows the error page with its status, and Try again draws it again', async ({ page }) => {
  const fixtureDist = path.join(__dirname, '../fixtures/mf-broken/dist');
  const brokenBase = `${originOf(readRemotes().find((r) => r.name === 'mf_content')!)}/__broken__`;
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { remotes: RemoteEntry[] };
    for (const remote of manifest.remotes) if (remote.name === 'mf_content') remote.entry = `${brokenBase}/remoteEntry.js`;
    await route.fulfill({ response, json: manifest });
  });
  const files = new Set(readdirSync(fixtureDist));
  await page.route(`${brokenBase}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (!files.has(name)) return route.fulfill({ status: 404 });
    return route.fulfill({ body: readFileSync(path.join(fixtureDist, name)), contentType: 'application/javascript' });
  });

  await page.goto('/about');
  // Spec 2.3 / 8: the route's error page with its status (500 by default) and message, inside the slot.
  const errorPage = page.locator('[data-status="500"]');
  await expect(errorPage).toBeVisible();
  await expect(errorPage).toContainText('This slice is broken on purpose');
  await expectShellWorks(page);

  await page.evaluate(() => sessionStorage.setItem('fixture-heal', 'yes'));
  await errorPage.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Recovered slice' })).toBeVisible();
});

test('a slice that does not answer in time shows a fallback instead of waiting forever', async ({ page }) => {
  test.setTimeout(40_000);
  const origin = originOf(contentRemote());
  // Hold every request to the slice's origin without answering.
  await page.route(`${origin}/**`, () => undefined);
  // A page sent without a drawn copy (see the next test for one sent with it).
  await page.goto('/contact');
  await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'taking longer than it should' })).toBeVisible({ timeout: 15_000 });
  await expectShellWorks(page);
});

test('a page sent drawn whose slice does not answer gives way to the fallback when the slot gives up', async ({ page }) => {
  test.setTimeout(40_000);
  await page.route(`${originOf(contentRemote())}/**`, () => undefined);
  await page.goto('/terms-of-use');
  // The drawn page shows (inert) while the shell waits for its slice to hydrate it...
  const drawn = page.locator('#prerendered h1, [data-drawn] h1').filter({ hasText: 'Terms of Use' });
  await expect(drawn).toBeVisible();
  // ...and gives way to the fallback, never to a blank page.
  await expect(page.getByRole('alert').filter({ hasText: 'taking longer than it should' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(drawn).toBeHidden();
  await expectShellWorks(page);
});

test('a slice built against an older contract major is refused with the fallback, and the other slices work', async ({ page }) => {
  test.setTimeout(90_000);
  const search = readRemotes().find((r) => r.name === 'mf_search');
  if (!search) throw new Error('mf_search is not published');
  // The search slice as a release built against the previous major of the contracts would describe it.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { remotes: Array<RemoteEntry & { contractMajor?: number }> };
    for (const remote of manifest.remotes) if (remote.name === 'mf_search') remote.contractMajor = (remote.contractMajor ?? 1) - 1;
    await route.fulfill({ response, json: manifest });
  });
  const searchCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(originOf(search)) && request.resourceType() === 'script') searchCode.push(request.url());
  });

  // The home page (another slice) works; the search bar the refused slice exposes gives way to the page's own form.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The live home page takes the drawn copy's place once its slice has booted, then gives up on the search bar.
  await expect(page.getByRole('button', { name: 'Try loading it again' })).toBeVisible({ timeout: 30_000 });
  await expectShellWorks(page);

  // The refused slice's own page shows the slot's fallback, inside a working shell.
  await goInPage(page, '/listings/city/WA/Seattle');
  const fallback = page.getByRole('alert').filter({ hasText: 'unavailable right now' });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback).toContainText('This part of Homeward is being updated');
  // The listings pages have no footer; the nav bar still works.
  await expect(page.getByRole('link', { name: 'Homeward home' })).toBeVisible();

  // Back on another slice's page, it draws again.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Try loading it again' })).toBeVisible({ timeout: 20_000 });
  // None of the refused slice's code was run.
  expect(searchCode.filter((url) => !url.includes('/basemap/'))).toEqual([]);
});
