import type { Guard } from '@homeward/contracts';
import { postLoginTarget, session } from '@homeward/platform';
import { pagePaths } from '@homeward/contracts';

/** Where a user who may not see a page is sent instead (spec 2.3), or undefined when they may. */
export function guardRedirect(guard: Guard, pathWithQuery: string, state = { loggedIn: session.isLoggedIn(), isAdmin: session.state.isAdmin }): string | undefined {
  switch (guard) {
    case 'public':
      return undefined;
    case 'guest': {
      // A login on a guest-only page continues where the user was going (spec 2.3), else home.
      const query = pathWithQuery.indexOf('?');
      return state.loggedIn ? postLoginTarget(query < 0 ? '' : pathWithQuery.slice(query)) : undefined;
    }
    case 'admin':
      if (state.loggedIn && state.isAdmin) return undefined;
      return pagePaths.adminLogin(pathWithQuery);
    case 'private':
    default:
      return state.loggedIn ? undefined : pagePaths.login(pathWithQuery);
  }
}

export function routeAllowed(guard: Guard): boolean {
  const here = window.location.pathname + window.location.search;
  return guardRedirect(guard, here) === undefined;
}
