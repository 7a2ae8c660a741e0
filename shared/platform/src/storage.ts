/**
 * Local-storage keys of spec 3, with their exact names: other tabs, older builds and the
 * mobile web view read the same keys, so they are a contract, not an implementation detail.
 */
export const storageKeys = {
  userToken: 'userToken',
  loginDetails: 'loginDetails',
  isAdmin: 'isAdmin',
  favoriteList: 'favoriteList',
  formattedAddress: 'formattedAddress',
  recentSearch: 'recentSearch',
  searchedCity: 'searchedCity',
  state: 'state',
  placeId: 'placeId',
  interestRate: 'InterestRate',
  agentInfo: 'AgentInfo',
  authRedirect: 'auth_redirect',
  filterBed: 'filterBed',
  filterBath: 'filterBath',
  filterListing: 'filterListing',
  filterMin: 'filterMin',
  filterMax: 'filterMax',
  cookiePreferences: 'cookiePreferences',
  lastActivity: 'auth.lastActivity',
} as const;

export const storagePrefixes = {
  session: 'auth.',
  token: '_token.',
  refreshToken: '_refresh_token.',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // Storage can be disabled (privacy mode, sandboxed frames).
  }
}

export function readString(key: string): string | null {
  return store()?.getItem(key) ?? null;
}

export function readJson<T>(key: string, parse: (raw: unknown) => T | undefined): T | undefined {
  const raw = readString(key);
  if (raw == null) return undefined;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function writeString(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the app keeps working from memory.
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

export function removeKeys(keys: readonly string[]): void {
  const s = store();
  if (!s) return;
  for (const key of keys) s.removeItem(key);
}

/** Removes every key starting with one of the prefixes (session, token and refresh-token entries). */
export function removePrefixed(prefixes: readonly string[]): void {
  const s = store();
  if (!s) return;
  const doomed: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key && prefixes.some((p) => key.startsWith(p))) doomed.push(key);
  }
  for (const key of doomed) s.removeItem(key);
}
