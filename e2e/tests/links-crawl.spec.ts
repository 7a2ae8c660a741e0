import { expect, test, type Page } from '@playwright/test';
import { knownGap } from '../support/linkGaps';
import { acceptCookies, linksInBrowserColours } from '../support/site-helpers';

/**
 * The browser half of the link check: from '/', through the public pages, every internal link
 * drawn on a page must lead to a page some slice owns (the server answers 404 for the Whoops page),
 * or be one of the listed gaps (e2e/support/linkGaps.ts). The source half is
 * scripts/linkCheck/pathLiterals.test.ts.
 */
const MAX_PAGES = 70;

/** Pages worth opening to find more links: not one page per listing, search or post. */
function worthCrawling(pathname: string): boolean {
  return !/^\/(listings|home|listingdetails|blog\/posts|widget[123]\/)|\/home\//i.test(pathname) && !/^\/login/.test(pathname);
}

async function internalLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.getAttribute('href') ?? '', window.location.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname),
  );
}

test('every internal link on the public pages leads to a page', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The same links on a phone; one crawl is enough.');
  test.setTimeout(240_000);
  await acceptCookies(page);

  const status = new Map<string, number>();
  const statusOf = async (pathname: string) => {
    if (!status.has(pathname)) status.set(pathname, (await request.get(pathname, { maxRedirects: 0 })).status());
    return status.get(pathname)!;
  };
  const queue = ['/'];
  const visited = new Set<string>();
  const linkedFrom = new Map<string, string>();
  const unstyled: string[] = [];

  while (queue.length > 0 && visited.size < MAX_PAGES) {
    const next = queue.shift()!;
    if (visited.has(next)) continue;
    visited.add(next);
    await page.goto(next);
    // A slice draws its page into the shell's slot; wait for its heading before reading links.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[role="status"]').filter({ hasText: /^Loading/ })).toHaveCount(0);
    for (const link of await linksInBrowserColours(page)) unstyled.push(`${link} (on ${next})`);
    for (const pathname of await internalLinks(page)) {
      if (!linkedFrom.has(pathname)) linkedFrom.set(pathname, next);
      if (!visited.has(pathname) && worthCrawling(pathname) && (await statusOf(pathname)) === 200 && !queue.includes(pathname)) queue.push(pathname);
    }
  }

  const broken: string[] = [];
  const gaps: string[] = [];
  for (const [pathname, from] of linkedFrom) {
    if ((await statusOf(pathname)) === 200) continue;
    if (knownGap(pathname)) gaps.push(pathname);
    else broken.push(`${pathname} (linked from ${from})`);
  }
  testInfo.annotations.push({ type: 'known gaps', description: gaps.sort().join(', ') || 'none' });
  expect(visited.size).toBeGreaterThan(20);
  expect(broken).toEqual([]);
  expect(unstyled).toEqual([]);
});
