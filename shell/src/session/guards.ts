import type { Guard } from '@homeward/contracts';
import { session } from '@homeward/platform';

/** Where a user who may not see a page is sent instead (spec 2.3), or undefined when they may. */
export function guardRedirect(guard: Guard, pathWithQuery: string, state = { loggedIn: session.isLoggedIn(), isAdmin: session.state.isAdmin }): string | undefined {
  switch (guard) {
    case 'public':
      return undefined;
    case 'guest':
      return state.loggedIn ? '/' : undefined;
    case 'admin':
      if (state.loggedIn && state.isAdmin) return undefined;
      return `/admin/login?redirect=${encodeURIComponent(pathWithQuery)}`;
    case 'private':
    default:
      return state.loggedIn ? undefined : `/login?redirect=${encodeURIComponent(pathWithQuery)}`;
  }
}

export function routeAllowed(guard: Guard): boolean {
  const here = window.location.pathname + window.location.search;
  return guardRedirect(guard, here) === undefined;
}
