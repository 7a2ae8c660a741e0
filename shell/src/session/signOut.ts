import { apiCalls, bus, callApi, session, storageKeys, writeString } from './platform';
import { paths } from '@homeward/contracts';

/** How long sign-out waits for the API before clearing the browser anyway. */
const LOGOUT_WAIT_MS = 3000;

/** Ends the sign-in on the server (spec 4.2), so its refresh token stops working too. */
async function endServerSession(): Promise<void> {
  if (!session.isLoggedIn()) return;
  try {
    await callApi(apiCalls.logout, { signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
  } catch (error) {
    console.warn('The server session could not be ended', error instanceof Error ? error.message : error);
  }
}

/** Spec 4.2 / 2.3: sign-out ends the server session, clears the stored session, tells other tabs, and goes home. */
export function signOut(reason: 'user' | 'idle' | 'expired' | 'refresh-failed' = 'user'): Promise<void> {
  const wasAdmin = session.state.isAdmin;
  // An expired or unrefreshable session has nothing left to end on the server.
  const ended = reason === 'user' || reason === 'idle' ? endServerSession() : Promise.resolve();
  return ended.then(() => {
    session.clear();
    if (wasAdmin) session.setAdmin(false);
    bus.publish({ type: 'auth:signed-out', reason });
    window.location.assign(wasAdmin ? paths.admin.login.href() : paths.content.home.href());
  });
}

/** Spec 4.2: 'Sign In/Up' remembers where the user was, unless they are already on /login. */
export function goToSignIn(navigate: (to: string) => void): void {
  const { pathname, search } = window.location;
  if (pathname === paths.auth.login.href()) return;
  writeString(storageKeys.authRedirect, pathname + search);
  navigate(paths.auth.login.href(pathname + search));
}
