import {
  AUTH_IDLE_TIMEOUT_MS,
  AUTH_MAX_REFRESH_ATTEMPTS,
  AUTH_REFRESH_CHECK_INTERVAL_MS,
  AUTH_REFRESH_WHEN_EXPIRES_WITHIN_MS,
} from '@homeward/domain';
import { session } from '../session';
import { readString, storageKeys } from '../storage';
import { SessionRefreshError } from './sessionRefresh';

export type SessionEndReason = 'idle' | 'expired' | 'refresh-failed';

export interface SessionMonitorOptions {
  /** Renews the tokens; throws (a SessionRefreshError with `noSource` when nothing can renew them). */
  refresh: () => Promise<void>;
  /** Ends the session; the caller clears storage and sends the user home. */
  endSession: (reason: SessionEndReason) => void;
  now?: () => number;
  /** Where user activity is listened for. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/** What counts as the user being active (spec 4.6 inactivity timeout). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** The latest activity of this tab or any other (they share the stored time). */
function lastActivity(): number {
  return Math.max(session.state.lastActivity, Number(readString(storageKeys.lastActivity)) || 0);
}

/**
 * Spec 4.6 / 9 session rules: every 2 minutes, end a session idle for 30 minutes, and refresh a
 * token that expires within 5 minutes; after 3 failed refreshes in a row, or when nothing can
 * refresh it, the session ends. Returns a function that stops the monitor.
 */
export function startSessionMonitor(options: SessionMonitorOptions): () => void {
  const now = options.now ?? Date.now;
  const target = options.target ?? window;
  const doc = options.doc ?? document;
  let failures = 0;
  let refreshing = false;
  let stopped = false;

  async function check(): Promise<void> {
    const details = session.state.loginDetails;
    if (stopped || !details) {
      failures = 0;
      return;
    }
    const at = now();
    if (at - lastActivity() >= AUTH_IDLE_TIMEOUT_MS) {
      options.endSession('idle');
      return;
    }
    const expiresAt = details.tokenExpiration ?? 0;
    if (expiresAt - at >= AUTH_REFRESH_WHEN_EXPIRES_WITHIN_MS || refreshing) return;
    refreshing = true;
    try {
      await options.refresh();
      failures = 0;
    } catch (error) {
      failures += 1;
      console.warn('The session could not be refreshed', error instanceof Error ? error.message : error);
      if (stopped) return;
      const noSource = error instanceof SessionRefreshError && error.noSource;
      // An already expired token means the user is signed out: nothing is left to wait for.
      if (noSource || failures >= AUTH_MAX_REFRESH_ATTEMPTS) options.endSession('refresh-failed');
      else if (expiresAt <= now()) options.endSession('expired');
    } finally {
      refreshing = false;
    }
  }

  const onActivity = () => {
    if (session.state.loginDetails) session.touch(now());
  };
  // Timers are throttled in background tabs and paused while a laptop sleeps: check on return.
  const onVisible = () => {
    if (doc.visibilityState === 'visible') void check();
  };

  const timer = setInterval(() => void check(), AUTH_REFRESH_CHECK_INTERVAL_MS);
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { passive: true, capture: true });
  doc.addEventListener('visibilitychange', onVisible);
  void check();

  return () => {
    stopped = true;
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, { capture: true });
    doc.removeEventListener('visibilitychange', onVisible);
  };
}
