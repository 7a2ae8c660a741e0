/**
 * Manual scroll restoration (spec 2.4) built on the History API itself, because every slice
 * runs its own router: a new page starts at the top; back and forward return to where the user
 * was, waiting while the slice is still drawing enough content to scroll to.
 */
const STORE_KEY = 'homeward.scroll';
const STATE_KEY = 'hwScrollKey';
const RESTORE_WINDOW_MS = 3000;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as Positions;
  } catch {
    return {};
  }
}

function writePosition(key: string, y: number): void {
  try {
    const positions = readPositions();
    positions[key] = Math.round(y);
    sessionStorage.setItem(STORE_KEY, JSON.stringify(positions));
  } catch {
    // Scroll memory is a comfort, not a requirement.
  }
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function withKey(state: unknown, key: string): unknown {
  return state && typeof state === 'object' ? { ...(state as object), [STATE_KEY]: key } : { [STATE_KEY]: key };
}

function keyOf(state: unknown): string | undefined {
  return state && typeof state === 'object' ? ((state as Record<string, unknown>)[STATE_KEY] as string | undefined) : undefined;
}

export function installScrollRestoration(): () => void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  let current = keyOf(history.state) ?? newKey();
  let restoring: number | undefined;
  const originalPush = history.pushState.bind(history);
  const originalReplace = history.replaceState.bind(history);
  originalReplace(withKey(history.state, current), '');

  history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
    writePosition(current, window.scrollY);
    current = newKey();
    originalPush(withKey(state, current), unused, url);
    const hash = url ? new URL(String(url), location.href).hash : '';
    if (!hash) window.scrollTo(0, 0);
  };
  history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
    originalReplace(withKey(state, current), unused, url);
  };

  let frame = 0;
  const onScroll = () => {
    if (restoring !== undefined) return;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => writePosition(current, window.scrollY));
  };

  const onPopState = (event: PopStateEvent) => {
    // Routers re-dispatch synthetic popstate events after pushState; only the browser's own
    // back/forward moves between history entries.
    if (!event.isTrusted) return;
    current = keyOf(history.state) ?? newKey();
    const target = readPositions()[current] ?? 0;
    clearTimeout(restoring);
    const started = Date.now();
    const attempt = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
      if (reachable || Date.now() - started > RESTORE_WINDOW_MS) {
        window.scrollTo(0, target);
        restoring = undefined;
        return;
      }
      restoring = window.setTimeout(attempt, 50);
    };
    restoring = window.setTimeout(attempt, 0);
  };

  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('popstate', onPopState);
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('popstate', onPopState);
    history.pushState = originalPush;
    history.replaceState = originalReplace;
  };
}
