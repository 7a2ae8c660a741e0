import { bus, session, storageKeys, writeString } from './platform';
import { pagePaths } from '@homeward/contracts';

/** Spec 4.2 / 2.3: sign-out clears the stored session, tells other tabs, and goes home. */
export function signOut(reason: 'user' | 'idle' | 'expired' | 'refresh-failed' = 'user'): void {
  const wasAdmin = session.state.isAdmin;
  session.clear();
  if (wasAdmin) session.setAdmin(false);
  bus.publish({ type: 'auth:signed-out', reason });
  window.location.assign(wasAdmin ? '/admin/login' : '/');
}

/** Spec 4.2: 'Sign In/Up' remembers where the user was, unless they are already on /login. */
export function goToSignIn(navigate: (to: string) => void): void {
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  writeString(storageKeys.authRedirect, pathname + search);
  navigate(pagePaths.login(pathname + search));
}
