import type { Guard } from '@homeward/contracts';
import { hasAllScopes, type ScopeField } from '@homeward/domain';
import { isLoggedIn, postLoginTarget, session, useSession } from '@homeward/platform';
import { paths } from '@homeward/contracts';

export interface GuardState {
  loggedIn: boolean;
  isAdmin: boolean;
  /** The user's scope field once the profile is loaded; undefined while it is not known. */
  scope?: ScopeField;
}

/** A signed-in user whose profile names no scopes. */
const NO_SCOPES: ScopeField = [];

/**
 * The guard state as the session hook reads it, kept current: a visitor's while a page drawn for
 * visitors is hydrated (the drawn page's guards let it be), the user's in the render that follows.
 */
export function useGuardState(): GuardState {
  const loggedIn = useSession((s) => isLoggedIn(s.loginDetails));
  const isAdmin = useSession((s) => s.isAdmin);
  const scope = useSession((s) => (s.status === 'signed-in' ? (s.user?.scope ?? NO_SCOPES) : undefined));
  return { loggedIn, isAdmin, scope };
}

export const currentGuardState = (): GuardState => ({
  loggedIn: session.isLoggedIn(),
  isAdmin: session.state.isAdmin,
  scope: session.state.status === 'signed-in' ? (session.state.user?.scope ?? []) : undefined,
});

/** A route's access rule: its guard and any scopes it needs (spec 2.3, 6). */
export type RouteAccess = Guard | { guard: Guard; scopes?: readonly string[] };

/** Where a user who may not see a page is sent instead (spec 2.3), or undefined when they may. */
export function guardRedirect(access: RouteAccess, pathWithQuery: string, state: GuardState = currentGuardState()): string | undefined {
  const { guard, scopes = [] } = typeof access === 'string' ? { guard: access } : access;
  const redirect = redirectFor(guard, pathWithQuery, state);
  if (redirect !== undefined || scopes.length === 0) return redirect;
  if (!state.loggedIn) return paths.auth.login.href(pathWithQuery);
  // Scopes are judged once the profile is known; a user known to lack one goes home.
  return state.scope !== undefined && !hasAllScopes(state.scope, scopes) ? '/' : undefined;
}

function redirectFor(guard: Guard, pathWithQuery: string, state: GuardState): string | undefined {
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
      return paths.admin.login.href(pathWithQuery);
    case 'private':
    default:
      return state.loggedIn ? undefined : paths.auth.login.href(pathWithQuery);
  }
}

export function routeAllowed(access: RouteAccess): boolean {
  const here = window.location.pathname + window.location.search;
  return guardRedirect(access, here) === undefined;
}
