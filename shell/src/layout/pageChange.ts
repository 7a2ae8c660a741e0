/**
 * What the shell does on every client-side change of page (a link, code, back/forward), since each
 * slice runs its own router: the document's head follows the new page (its route's title and
 * description, its canonical address; the sharing tags and schema.org data the server drew for the
 * first page are dropped, as they describe that page), the focus moves to the new page's heading
 * (or its main region) once the page has drawn it, and a live region announces the new title.
 * A page whose title comes from its data sets it itself (`usePageTitle`), after this. A page
 * that has moved the focus itself (a form's first field) keeps it; the first page is left alone.
 */
import { DEFAULT_DESCRIPTION, documentTitle, PAGE_ANNOUNCER_ID, routePageTitle } from '@homeward/contracts';
import type { RouteTable } from '@homeward/platform';

/**
 * How long the shell waits for a new page's heading (a slice loading its code and data) before
 * focusing its main region; it moves on to the heading if that comes within twice as long again.
 */
const HEADING_WAIT_MS = 5000;
/** How long after the heading the title is read; a title the page sets from its data after that is read in its place. */
const ANNOUNCE_DELAY_MS = 150;

/** Tags the server drew for the first page only: they describe that page and are dropped on the first change of page. */
const FIRST_PAGE_ONLY = 'script[type="application/ld+json"], meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"], meta[name="robots"]';

export interface PageChangeOptions {
  table: Pick<RouteTable, 'resolve'>;
  waitMs?: number;
  announceDelayMs?: number;
}

/** The live region the new page's title is announced in (visually hidden), created once. */
function announcer(): HTMLElement {
  const existing = document.getElementById(PAGE_ANNOUNCER_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = PAGE_ANNOUNCER_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  Object.assign(region.style, { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: '0', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: '0' });
  document.body.append(region);
  return region;
}

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/** The head of the new page as its route declares it. */
function updateHead(table: PageChangeOptions['table'], pathname: string): void {
  const route = table.resolve(pathname)?.route;
  document.title = documentTitle(routePageTitle(route));
  for (const element of document.head.querySelectorAll(FIRST_PAGE_ONLY)) element.remove();
  setMeta('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), 'content', route?.description ?? DEFAULT_DESCRIPTION);
  const canonical = route && !/[:*]/.test(route.path) ? route.path : pathname;
  setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', new URL(canonical, window.location.origin).href);
}

/** The old page's heading: the element and its words (a page of the same kind may keep the element and change the words). */
interface Heading {
  element: Element | null;
  text: string | null;
}
const currentHeading = (): Heading => {
  const element = document.querySelector('#main h1');
  return { element, text: element?.textContent ?? null };
};

/** The new page's heading, once it is there and is not the old page's. */
function newHeading(previous: Heading): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (!heading) return null;
  return heading !== previous.element || heading.textContent !== previous.text ? heading : null;
}

/** Moves the focus to `target` without scrolling, making it focusable from code first. */
function focusWithoutScroll(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** The new page has put the focus somewhere of its own inside `<main>` (not where it was before the change). */
function pageChoseFocus(focusedBefore: Element | null): boolean {
  const focused = document.activeElement;
  return !!focused && focused !== document.body && focused !== focusedBefore && !!document.getElementById('main')?.contains(focused);
}

export function installPageChange({ table, waitMs = HEADING_WAIT_MS, announceDelayMs = ANNOUNCE_DELAY_MS }: PageChangeOptions): () => void {
  let pathname = window.location.pathname;
  let stop: (() => void) | undefined;

  const settle = (previousHeading: Heading, focusedBefore: Element | null) => {
    stop?.();
    const started = Date.now();
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let placedOnMain = false;
    let headingFound = false;
    /** When the title was first announced: a title the page sets from its data soon after is announced in its place. */
    let announcedAt: number | undefined;
    let announced = '';
    const announce = () => {
      if (announcedAt !== undefined) return;
      announcedAt = Infinity;
      timer = setTimeout(() => {
        announced = document.title;
        announcer().textContent = announced;
        announcedAt = Date.now();
      }, announceDelayMs);
    };
    const look = () => {
      const main = document.getElementById('main');
      const waited = Date.now() - started;
      if (!headingFound) {
        const heading = newHeading(previousHeading);
        if (heading) {
          headingFound = true;
          // The page put the focus somewhere of its own (a form's first field): it stays there. The
          // main region the shell focused while waiting gives way to the heading.
          if (placedOnMain ? document.activeElement === main : !pageChoseFocus(focusedBefore)) focusWithoutScroll(heading);
          announce();
        } else if (!placedOnMain && waited > waitMs) {
          // A slow page: its main region has the focus meanwhile, and its title is read.
          placedOnMain = true;
          if (main && !pageChoseFocus(focusedBefore)) focusWithoutScroll(main);
          announce();
        }
      }
      if (announcedAt !== undefined && announcedAt !== Infinity && document.title !== announced) {
        announced = document.title;
        announcer().textContent = announced;
      }
      const retitleOver = announcedAt !== undefined && announcedAt !== Infinity && Date.now() - announcedAt > waitMs;
      if ((headingFound && retitleOver) || waited > waitMs * 3) {
        stop = undefined;
        return;
      }
      frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    stop = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  };

  const onLocation = () => {
    if (window.location.pathname === pathname) return;
    pathname = window.location.pathname;
    const previousHeading = currentHeading();
    updateHead(table, pathname);
    // The announcement is made anew for each page, so the same words are read again.
    const region = document.getElementById(PAGE_ANNOUNCER_ID);
    if (region) region.textContent = '';
    settle(previousHeading, document.activeElement);
  };

  window.addEventListener('popstate', onLocation);
  return () => {
    window.removeEventListener('popstate', onLocation);
    stop?.();
  };
}
