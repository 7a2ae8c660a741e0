import { hasScope } from '@homeward/domain';
import { sessionStore, useSession } from './session';

/** Whether the signed-in user's scope field grants `name` (spec 6); false for visitors and while unknown. */
export function userHasScope(name: string): boolean {
  return hasScope(sessionStore.getState().user?.scope, name);
}

/** The same, as a hook that follows sign-in, sign-out and a reloaded profile. */
export function useHasScope(name: string): boolean {
  return useSession((s) => hasScope(s.user?.scope, name));
}
