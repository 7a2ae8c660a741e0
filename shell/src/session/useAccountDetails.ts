import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { apiCalls, callApi, session, useSession } from './platform';

/**
 * Spec 4.6: the nav bar loads account details on mount and on every route change while the
 * user is not yet known; success marks them signed in, failure marks them a visitor.
 */
export function useAccountDetails(): void {
  const { pathname } = useLocation();
  const status = useSession((s) => s.status);
  useEffect(() => {
    if (status !== 'unknown') return;
    if (!session.isLoggedIn()) {
      session.markVisitor();
      return;
    }
    let cancelled = false;
    callApi(apiCalls.accountDetails)
      .then((details) => !cancelled && session.setUser(details.data))
      .catch(() => !cancelled && session.markVisitor());
    return () => {
      cancelled = true;
    };
  }, [pathname, status]);
}
