import { createContext, useContext } from 'react';

/** A page being drawn outside the browser (`@homeward/platform/prerender`), for one request or at build time. */
export interface DrawnOutsideBrowser {
  /** The origin of the page being drawn for a request; unknown at build time. */
  origin?: string;
  /**
   * The screen width the page is drawn for, when its layout depends on the screen (media queries
   * read in code, `useMediaQuery`); unset, it is drawn as for a wide screen.
   */
  width?: number;
  /**
   * Set by a page that finds nothing at its address (`useMissingPage`) while it is drawn for a
   * request, so the server answers with this status (404) and the page a visitor sees.
   */
  status?: 404 | 410;
}

/** Whether a width query (`(max-width: 800px)`, `(min-width: 801px)`, as `widthBelow` writes them) holds at `width`. */
export function widthMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((max|min)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, px]) => (bound === 'max' ? width <= Number(px) : width >= Number(px)));
}

/** Set while a page is drawn outside the browser; undefined in the browser. */
export const PrerenderingContext = createContext<DrawnOutsideBrowser | undefined>(undefined);

/**
 * True while a page is drawn outside the browser: parts that only a browser can draw (another
 * slice's component, anything that waits for the network) show what the browser shows while they load.
 */
export const usePrerendering = (): boolean => useContext(PrerenderingContext) !== undefined;

/**
 * The page's origin (scheme, host and port), for absolute links to it (sharing): the browser's,
 * or that of the request a page is drawn for. A page drawn at build time has none, and fails to draw.
 */
export function usePageOrigin(): string {
  const drawn = useContext(PrerenderingContext);
  if (!drawn) return window.location.origin;
  if (!drawn.origin) throw new Error('A page drawn at build time cannot know its origin');
  return drawn.origin;
}

/**
 * Said by a page that has nothing at its address (an unknown post, a job that is not open): drawn
 * for a request, the server answers it with 404 (or 410) and the same page. Nothing in the browser.
 */
export function useMissingPage(status: 404 | 410 = 404): void {
  const drawn = useContext(PrerenderingContext);
  if (drawn) drawn.status = status;
}
