import { bus, httpHooks } from '@homeward/platform';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again to continue.';
export const SIGNED_OUT_MESSAGE = 'You have been signed out. Sign in again whenever you like.';

/**
 * Spec 4.6 / 8: the shell's auth-error listener. A call still refused after a refresh shows a
 * toast; on a login-required call the http client's failure handler then sends the user to
 * /login?redirect=…, on a public one the tokens are only cleared (the 401 table of the domain).
 */
export function installAuthErrorListener(): () => void {
  return httpHooks.onAuthError((_error, { protectedEndpoint }) => {
    bus.publish({ type: 'toast', kind: protectedEndpoint ? 'error' : 'info', message: protectedEndpoint ? SESSION_ENDED_MESSAGE : SIGNED_OUT_MESSAGE });
  });
}
