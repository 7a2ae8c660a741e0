import { httpHooks, keepPageSessionCookie, refreshStoredSession, startSessionMonitor } from '@homeward/platform';
import { signOut } from './signOut';

/**
 * Wires the session rules of spec 4.6 into the page: the http client's 401 retry refreshes
 * through the stored refresh source, a protected call that stays unauthorised runs
 * `onProtectedFailure`, the monitor refreshes, times out idle sessions and signs out, and the
 * page session cookie follows the session (for the server to draw pages behind sign-in).
 * Returns a function that undoes the wiring.
 */
export function installSessionHooks(onProtectedFailure: () => void): () => void {
  httpHooks.setRefresher(() =>
    refreshStoredSession().then(
      () => true,
      (error: unknown) => {
        console.warn('The session could not be refreshed', error instanceof Error ? error.message : error);
        return false;
      },
    ),
  );
  httpHooks.setProtectedAuthFailureHandler(onProtectedFailure);
  const stopMonitor = startSessionMonitor({ refresh: () => refreshStoredSession(), endSession: (reason) => void signOut(reason) });
  const stopCookie = keepPageSessionCookie();
  return () => {
    stopMonitor();
    stopCookie();
    httpHooks.setRefresher(undefined);
    httpHooks.setProtectedAuthFailureHandler(undefined);
  };
}
