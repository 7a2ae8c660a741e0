import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORE_KEY = 'homeward.scroll';
/** How long to keep trying while a slice is still drawing the page it restores into. */
const RESTORE_WINDOW_MS = 3000;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  try {
    const positions = readPositions();
    positions[key] = y;
    sessionStorage.setItem(STORE_KEY, JSON.stringify(positions));
  } catch {
    // Scroll memory is a comfort, not a requirement.
  }
}

/**
 * Manual scroll restoration (spec 2.4): new pages start at the top, back/forward returns to
 * where the user was, waiting for the slice to render enough content to scroll to.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(location.key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (navigationType !== 'POP') {
      if (!location.hash) window.scrollTo(0, 0);
      return;
    }
    const target = readPositions()[location.key];
    if (!target) return;
    const started = Date.now();
    let timer = 0;
    const attempt = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
      if (reachable || Date.now() - started > RESTORE_WINDOW_MS) {
        window.scrollTo(0, target);
        return;
      }
      timer = window.setTimeout(attempt, 50);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [location.key, location.hash, navigationType]);
}
