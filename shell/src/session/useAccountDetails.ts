import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { accountDetailsQuery, queryClient, session, useSession } from './platform';

/**
 * Spec 4.6: the nav bar loads account details on mount and on every route change while the
 * user is not yet known; success marks them signed in, failure marks them a visitor. It reads the
 * page's one Account/Details query, so the account pages draw from the same answer.
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
    // Asked anew each time (as before the query was shared) and not retried: a failure makes a visitor at once.
    queryClient
      .fetchQuery({ ...accountDetailsQuery, staleTime: 0, retry: false })
      .then((details) => !cancelled && session.setUser(details))
      .catch(() => !cancelled && session.markVisitor());
    return () => {
      cancelled = true;
    };
  }, [pathname, status]);
}
