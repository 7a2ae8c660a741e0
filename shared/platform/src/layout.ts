import { useContext, useSyncExternalStore } from 'react';
import { DrawnWidthContext, PrerenderingContext, widthMatches } from './prerendering';
import { MAX_CONTAINER_WIDTH_PX, MORTGAGE_CALCULATOR_MAX_WIDTH_PX, PAGE_TRANSITION_MS } from '@homeward/domain';

/**
 * Whether a media query matches, kept current as the window changes. Drawn outside the browser
 * (and while the browser hydrates what was drawn so), it holds for the width the page is drawn for
 * (none: as on a wide screen, where no width query below holds).
 */
export function useMediaQuery(query: string): boolean {
  const drawn = useContext(PrerenderingContext);
  // Hydrating a page drawn for a width, the first render answers for that width.
  const hydratingWidth = useContext(DrawnWidthContext);
  const width = drawn ? drawn.width : hydratingWidth;
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => width !== undefined && widthMatches(query, width),
  );
}

/** The media query for a width under `px` (the spec's "under N px" switches, from the domain). */
export const widthBelow = (px: number): string => `(max-width: ${px - 0.02}px)`;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The domain's layout constants as the CSS custom properties the style sheets read. These are
 * their only source: the design tokens do not declare them.
 */
export function layoutCssVariables(): Record<string, string> {
  return {
    '--hw-container-max': `${MAX_CONTAINER_WIDTH_PX}px`,
    '--hw-mortgage-calculator-max': `${MORTGAGE_CALCULATOR_MAX_WIDTH_PX}px`,
    '--hw-page-transition': `${PAGE_TRANSITION_MS}ms`,
  };
}

/**
 * Sets the layout variables on the document's root element. The shell calls it once at start-up,
 * before it draws anything, so every page, portal and dialog reads them from the first paint on.
 * A page the server drew declares them already (its head's `:root` rule): a variable set on the
 * root again, even to the same value, has the browser work out the style of every element anew.
 */
export function applyLayoutCssVariables(root: HTMLElement = document.documentElement): void {
  const declared = getComputedStyle(root);
  for (const [name, value] of Object.entries(layoutCssVariables())) {
    if (declared.getPropertyValue(name).trim() !== value) root.style.setProperty(name, value);
  }
}
