import { PAGE_TRANSITION_MODE, PAGE_TRANSITION_MS } from '@homeward/domain';
import { REDUCED_MOTION_QUERY } from '@homeward/platform';

/**
 * Page transitions of spec 9, out-in: the old page leaves before the new one enters. The page is
 * the content of `<main>`, which every slice draws into through its own router, so the shell runs
 * the "out" half where it can: a click on an internal link is held while the old page fades out,
 * then replayed so the slice's router navigates as usual. Every change of page (links, code,
 * back/forward) then fades the new page in. Only opacity changes, so nothing moves (no layout
 * shift); the first page is drawn at once; with `prefers-reduced-motion` nothing is animated or held.
 *
 * The phase is the `data-page-transition` attribute of `<main>` ('out', then 'in'); the style
 * sheet animates it.
 */
export const PAGE_TRANSITION_ATTRIBUTE = 'data-page-transition';
export type PagePhase = 'out' | 'in';

export interface PageTransitionOptions {
  main?: () => HTMLElement | null;
  durationMs?: number;
  reducedMotion?: () => boolean;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;

/** The internal page a click would open, or undefined when the click is not a plain same-site page change. */
function pageLinkOf(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a');
  if (!anchor || !anchor.href || anchor.hasAttribute('download')) return undefined;
  // A button or field inside a link (a favourite heart on a card) does its own thing.
  if (target?.closest('a, button, input, select, textarea, label, [role="button"]') !== anchor) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (!anchor.closest('#root')) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return undefined;
  // Same page (a query or an anchor change): no page transition.
  if (url.pathname === window.location.pathname) return undefined;
  return anchor;
}

/** What a held click needs to be played again as the same plain left click. */
function replayableClick(event: MouseEvent): MouseEventInit {
  return {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: window,
    clientX: event.clientX,
    clientY: event.clientY,
    screenX: event.screenX,
    screenY: event.screenY,
    button: 0,
    detail: event.detail,
  };
}

/** Sets the page's phase on `<main>` (none: the attribute removed). */
function phaseSetter(main: () => HTMLElement | null) {
  return (phase: PagePhase | undefined) => {
    const element = main();
    if (!element) return;
    if (phase) element.setAttribute(PAGE_TRANSITION_ATTRIBUTE, phase);
    else element.removeAttribute(PAGE_TRANSITION_ATTRIBUTE);
  };
}

export function installPageTransitions(options: PageTransitionOptions = {}): () => void {
  if (PAGE_TRANSITION_MODE !== 'out-in') return () => undefined;
  const setPhase = phaseSetter(options.main ?? (() => document.getElementById('main')));
  const duration = options.durationMs ?? PAGE_TRANSITION_MS;
  const reducedMotion = options.reducedMotion ?? prefersReducedMotion;
  let pathname = window.location.pathname;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held: { target: EventTarget; init: MouseEventInit } | undefined;
  let replaying = false;

  const later = (fn: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(fn, duration);
  };

  const enter = () => {
    setPhase('in');
    later(() => setPhase(undefined));
  };

  const replay = () => {
    const click = held;
    held = undefined;
    if (!click) return;
    const before = window.location.pathname;
    replaying = true;
    try {
      click.target.dispatchEvent(new MouseEvent('click', click.init));
    } finally {
      replaying = false;
    }
    // Something on the way decided against changing page: the old page comes back.
    if (window.location.pathname === before) enter();
  };

  const onClick = (event: MouseEvent) => {
    if (replaying || reducedMotion() || !pageLinkOf(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second click while the page is leaving replaces the first.
    const alreadyLeaving = held !== undefined;
    held = { target: event.target!, init: replayableClick(event) };
    if (alreadyLeaving) return;
    setPhase('out');
    later(replay);
  };

  // Every change of page (a replayed link, a navigation from code, back/forward) shows the new page entering.
  const onLocation = () => {
    if (window.location.pathname === pathname) return;
    pathname = window.location.pathname;
    held = undefined;
    if (reducedMotion()) {
      clearTimeout(timer);
      setPhase(undefined);
      return;
    }
    enter();
  };

  document.addEventListener('click', onClick, true);
  window.addEventListener('popstate', onLocation);
  return () => {
    document.removeEventListener('click', onClick, true);
    window.removeEventListener('popstate', onLocation);
    clearTimeout(timer);
    setPhase(undefined);
  };
}
