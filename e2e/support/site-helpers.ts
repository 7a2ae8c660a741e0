import { expect, test, type Page, type Route } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface RemoteEntry {
  name: string;
  entry: string;
  version: string;
  routes: { path: string; guard?: string; layout?: string; title?: string; preload?: string[] }[];
}

export function readRemotes(): RemoteEntry[] {
  const file = path.join(__dirname, '../../.deploy/remotes.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { remotes: RemoteEntry[] }).remotes;
}

/** Origin of a slice's entry, e.g. http://localhost:8087. */
export function originOf(remote: RemoteEntry): string {
  return new URL(remote.entry).origin;
}

/**
 * Holds back a slice's entry, and with `manifest` remotes.json too (the shell cannot start without
 * it), until the returned function is called: the page the server drew is all there is meanwhile.
 */
export async function holdBackSlice(page: Page, slice: string, { manifest = false } = {}): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const wait = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(`${originOf(readRemotes().find((r) => r.name === slice)!)}/**/remoteEntry.js`, wait);
  if (manifest) await page.route('**/remotes.json', wait);
  return release;
}

/** A parameter-free public page of another slice, to show the rest of the site keeps working. */
export function publicPageOf(remote: RemoteEntry): string | undefined {
  return remote.routes.find((r) => r.guard === 'public' && !r.path.includes(':') && r.path !== '/')?.path;
}

/** Marks the window so a test can tell a client-side navigation from a full reload. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __hwMarker: 'same-document' }));
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __hwMarker?: string }).__hwMarker)).toBe('same-document');
}

/**
 * An axe-core scan of the page as it stands (or of the part `include` selects), every rule; serious
 * and critical findings fail the test, each with what it is about and where.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  const { violations } = await (include ? axeScan(page).include(include) : axeScan(page)).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')})`)).toEqual([]);
}

/**
 * An axe-core scan run inside the page (axe's classic mode), reporting violations only. Its newer
 * mode ends every scan in a blank page of its own, which doubles the cost of a scan on a busy
 * machine; frames are still scanned, through the axe put in each of them.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** A client-side navigation, as a Link inside any slice performs it. */
export async function goInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/**
 * Moves the page, without a reload, to a public page of a slice other than mf-content when the
 * site has one, and waits until that slice has drawn; answers whether there was such a slice.
 */
export async function visitAnotherSlice(page: Page): Promise<boolean> {
  const other = readRemotes().find((r) => r.name !== 'mf_content' && publicPageOf(r));
  if (!other) return false;
  await goInPage(page, publicPageOf(other)!);
  await expect(page.locator(`#slice-${other.name}`)).not.toBeEmpty();
  return true;
}

/** Dismisses the first-visit cookie notice so it does not cover what a test clicks. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookiePreferences')) {
      localStorage.setItem(
        'cookiePreferences',
        JSON.stringify({ functional: true, performance: false, targeting: false, decidedAt: new Date().toISOString() }),
      );
    }
  });
}

/**
 * Waits until the live page is there: the page the server drew (`#prerendered`, inert) hydrated by
 * its slice where it is (no element left `data-drawn`), or replaced by a live copy, so what a test
 * then holds is live and not removed under it.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await expect(page.locator('#prerendered, [data-drawn]')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Opens a page the server sends drawn and waits until its code has taken it over: what it draws
 * after that (sections below the fold, answers to a tap) then comes within the usual wait, however
 * long a busy machine took to fetch and start the code.
 */
export async function openLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForLivePage(page);
}

/**
 * Marks the elements a selector finds now, so a test can tell later whether the same elements are
 * still on the page (hydrated) or were drawn again.
 */
export async function markDrawn(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluateAll((elements) => {
    for (const element of elements) (element as HTMLElement).dataset.testDrawn = 'yes';
    return elements.length;
  });
}

/**
 * Counts the page's layout shifts that no input caused, from its first paint on; call before the
 * first navigation. Returns a reader of their sum (the page's CLS as far as it has gone). A shift is
 * also written into the test's report with what moved, from where to where, so a failure says why.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    }
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    const shifts: Array<{ value: number; moved: string[] }> = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}` : 'a node gone since';
          return `${name} "${(node?.textContent ?? '').trim().slice(0, 40)}": ${box(previousRect)} -> ${box(currentRect)}`;
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(() => (window as unknown as { shifts: Array<{ value: number; moved: string[] }> }).shifts);
    if (shifts.length > 0) {
      const report = JSON.stringify(shifts, null, 2);
      await test.info().attach('layout shifts', { body: report, contentType: 'application/json' });
      // Printed too, so a run whose report is not kept (CI's log) still says what moved.
      console.log(`layout shifts in "${test.info().title}":\n${report}`);
    }
    return shifts.reduce((sum, { value }) => sum + value, 0);
  };
}

/**
 * Collects the errors the page writes to its console from now on, each with the script that wrote
 * it: a failed request is reported there by the browser, and a part of the map that failed to load
 * by MapLibre. The returned list fills as the page runs.
 */
export function recordConsoleErrors(page: Page, into: string[] = []): string[] {
  page.on('console', (message) => {
    if (message.type() === 'error') into.push(`${message.text()} ${message.location().url}`);
  });
  return into;
}

/**
 * Visible links the page left in the browser's own colours (unvisited blue, visited purple): text
 * links take the house link colour, so one of these is a link its slice forgot to style.
 */
export async function linksInBrowserColours(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const browserColours = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'];
    return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.checkVisibility() && browserColours.includes(getComputedStyle(a).color))
      .map((a) => `"${(a.textContent ?? '').trim().slice(0, 60)}" → ${a.getAttribute('href')}`);
  });
}
