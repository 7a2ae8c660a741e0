/**
 * Spec 6: what a 401 that survives a refresh means, by the area of the call. The spec's two lists,
 * word for word, each with the API path segments that belong to it. Public areas win over
 * login-required ones ('account details' is public although 'account update' is not); a path in
 * neither list only loses its tokens.
 */
export interface AuthPathArea {
  /** The spec's name for the area. */
  area: string;
  /** Path segment sequences (lower case) that put a call in this area. */
  segments: readonly string[];
}

export const LOGIN_REQUIRED_AREAS: readonly AuthPathArea[] = [
  { area: 'mortgage', segments: ['mortgage'] },
  { area: 'account update', segments: ['account/update'] },
  { area: 'change password', segments: ['changepassword', 'change-password', 'account/changepassword'] },
  { area: 'delete account', segments: ['account/delete', 'deleteaccount'] },
  { area: 'user', segments: ['user', 'users'] },
  { area: 'profile', segments: ['profile', 'profiles'] },
  { area: 'settings', segments: ['settings'] },
  { area: 'dashboard', segments: ['dashboard'] },
  { area: 'tasks', segments: ['tasks'] },
  { area: 'partner', segments: ['partner', 'partners'] },
  { area: 'agent', segments: ['agent', 'agents'] },
  { area: 'broker', segments: ['broker', 'brokers'] },
  { area: 'admin', segments: ['admin'] },
  // Our own signed-in-only areas that the spec's list does not name.
  { area: 'requests', segments: ['requests'] },
  { area: 'favorites', segments: ['favorites'] },
  // The signed-in user's own records under /Account (spec 4.6, RO-10): reading them needs a login as much as changing them.
  { area: 'firm info', segments: ['account/firminfo'] },
  { area: 'payments', segments: ['account/payments'] },
  { area: 'notifications', segments: ['account/notifications'] },
  { area: 'uploads', segments: ['account/uploadurl', 'media/uploads'] },
];

/**
 * Calls that change or remove the account. Reading the account's details is public (the nav bar
 * asks while the user may be a visitor), but writing the same path is 'account update', and
 * deleting the account is 'delete account': both need a login again. Matched on the path's end.
 */
export const ACCOUNT_WRITE_AREAS: readonly (AuthPathArea & { methods: readonly string[] })[] = [
  { area: 'account update', segments: ['account/details', 'account'], methods: ['PUT', 'PATCH', 'POST'] },
  { area: 'delete account', segments: ['account/details', 'account'], methods: ['DELETE'] },
];

export const PUBLIC_AUTH_AREAS: readonly AuthPathArea[] = [
  { area: 'chat', segments: ['chat'] },
  { area: 'details', segments: ['details'] },
  { area: 'listings', segments: ['listings'] },
  { area: 'search', segments: ['search'] },
  { area: 'home', segments: ['home'] },
  { area: 'learn', segments: ['learn'] },
  { area: 'account details', segments: ['account/details'] },
  // The public API area (/api/v2/public/…): snapshots and partner profiles.
  { area: 'public', segments: ['public'] },
];

export type AuthFailureAction = 'redirect-to-login' | 'clear-tokens';

function segmentsOf(path: string): string[] {
  const bare = path.split(/[?#]/, 1)[0].toLowerCase();
  return bare.split('/').filter(Boolean);
}

/** Where a segment sequence first occurs in the path's segments, or -1. */
function indexOf(haystack: readonly string[], needle: string): number {
  const parts = needle.split('/');
  for (let i = 0; i + parts.length <= haystack.length; i++) {
    if (parts.every((part, j) => haystack[i + j] === part)) return i;
  }
  return -1;
}

/** The area named earliest in the path ('/admin/users' is admin); longer names win a tie. */
function firstArea(segments: readonly string[], areas: readonly AuthPathArea[]): { area: string; at: number } | undefined {
  let best: { area: string; at: number; length: number } | undefined;
  for (const a of areas) {
    for (const s of a.segments) {
      const at = indexOf(segments, s);
      const length = s.split('/').length;
      if (at >= 0 && (!best || at < best.at || (at === best.at && length > best.length))) best = { area: a.area, at, length };
    }
  }
  return best;
}

/** The account write a call is, when its method changes the account and its path ends at the account. */
function accountWrite(segments: readonly string[], method: string): string | undefined {
  const verb = method.toUpperCase();
  const endsWith = (sequence: string) => {
    const parts = sequence.split('/');
    const tail = segments.slice(-parts.length);
    return tail.length === parts.length && parts.every((part, i) => tail[i] === part);
  };
  return ACCOUNT_WRITE_AREAS.find((a) => a.methods.includes(verb) && a.segments.some(endsWith))?.area;
}

/** The spec area a call falls in: account writes, then public areas, then login-required ones; undefined when it names none. */
export function authAreaOf(path: string, method = 'GET'): { area: string; loginRequired: boolean } | undefined {
  const segments = segmentsOf(path);
  const write = accountWrite(segments, method);
  if (write) return { area: write, loginRequired: true };
  const pub = firstArea(segments, PUBLIC_AUTH_AREAS);
  if (pub) return { area: pub.area, loginRequired: false };
  const login = firstArea(segments, LOGIN_REQUIRED_AREAS);
  return login ? { area: login.area, loginRequired: true } : undefined;
}

/** After a refresh has failed: send the user to /login?redirect=…, or only clear the tokens. */
export function authFailureAction(path: string, method = 'GET'): AuthFailureAction {
  return authAreaOf(path, method)?.loginRequired ? 'redirect-to-login' : 'clear-tokens';
}
