import { createContext, createElement, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { StoreApi } from 'zustand';
import { formatDate, type DateStyle } from '@homeward/domain';

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

const subscribeToNothing = () => () => undefined;

/** Set by a root that hydrates (`HydrationBoundary`): whether it is still hydrating. */
const HydratingContext = createContext<boolean | undefined>(undefined);

/**
 * Around the tree of a root the browser hydrates: its first render reads `useHydrating()` as true,
 * so it draws what was drawn; then the parts that read it draw live in a transition, in slices
 * that yield to the browser, rather than in one forced render straight after hydration.
 */
export function HydrationBoundary({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [current, setCurrent] = useState(hydrating);
  useEffect(() => {
    if (current) startTransition(() => setCurrent(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return createElement(HydratingContext.Provider, { value: current }, children);
}

/** True outside the browser, and while the browser hydrates a root no boundary says more of. */
const useDrawnOutside = (): boolean => useSyncExternalStore(subscribeToNothing, () => false, () => true);

/**
 * True while the browser hydrates a page drawn outside it (its first render must draw what was
 * drawn), and outside the browser; false in any other render in the browser. React renders
 * again with the live answer as soon as the page is hydrated.
 */
export function useHydrating(): boolean {
  const underBoundary = useContext(HydratingContext);
  // Under a boundary the context always holds a boolean and outside one never does, so each
  // component calls the same hooks on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return underBoundary ?? useDrawnOutside();
}

/**
 * Writes an instant's day as a page drawn outside the browser can: the server knows no reader's
 * time zone, so while a page is drawn there and hydrated here the day is the UTC one; live, the
 * reader's own (React redraws it once hydrated, in the rare hours the two differ).
 */
export function useDayFormatter(): (date: Date, style: DateStyle) => string {
  const utc = useHydrating();
  return (date, style) => formatDate(date, style, { utc });
}

/**
 * True while a page is drawn outside the browser, or hydrated in it: parts that only a browser can
 * draw (another slice's component, anything that waits for the network) show what the browser
 * shows while they load, and then draw live.
 */
export function usePrerendering(): boolean {
  const outside = useContext(PrerenderingContext) !== undefined;
  return useHydrating() || outside;
}

/**
 * In the browser, while a slice hydrates a page drawn for a screen width (a page whose layout
 * depends on the screen): that width, so media queries read in code answer as they did when it
 * was drawn (`useMediaQuery`). Undefined for a page drawn as for any screen.
 */
export const DrawnWidthContext = createContext<number | undefined>(undefined);

/**
 * A store's state as zustand's `useStore` reads it, except while the browser hydrates a page drawn
 * outside it: then as `drawn`, the state the store has outside the browser (no session, nothing
 * stored), so the first render matches the drawn page; the live state follows at once. `drawn`
 * must be one object for the life of the page.
 */
export function useStoreAsDrawn<S, T>(store: StoreApi<S>, select: (state: S) => T, drawn: S): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(drawn),
  );
}

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
