import { paths } from '@homeward/contracts';
import { bus, queryClient } from './platform';

/**
 * A protected call stayed unauthorised after a refresh: the stored session is gone. What the page
 * holds of that user's data goes with it (whoever signs in next in this tab starts from nothing),
 * and this tab goes to sign in, coming back to where it was.
 */
export function endExpiredSession(navigate: (to: string, options: { replace: boolean }) => void): void {
  const { pathname, search } = window.location;
  queryClient.clear();
  // The stored session is gone for every tab; only this one goes to the login page.
  bus.publish({ type: 'auth:signed-out', reason: 'expired' });
  navigate(paths.auth.login.href(pathname + search), { replace: true });
}
