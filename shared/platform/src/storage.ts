import { REFRESH_TOKEN_KEY_PREFIX, SESSION_KEY_PREFIX, STORAGE_KEYS, TOKEN_KEY_PREFIX } from '@homeward/domain';

/**
 * Local-storage keys: the spec 3 names (a contract shared with other tabs, older builds and the
 * mobile web view) plus the keys only this web client uses.
 */
export const storageKeys = {
  ...STORAGE_KEYS,
  cookiePreferences: 'cookiePreferences',
  lastActivity: `${SESSION_KEY_PREFIX}lastActivity`,
} as const;

export const storagePrefixes = {
  session: SESSION_KEY_PREFIX,
  token: TOKEN_KEY_PREFIX,
  refreshToken: REFRESH_TOKEN_KEY_PREFIX,
} as const;

/** 'local' lasts across visits and tabs (the spec's keys); 'tab' only for this tab's visit (sessionStorage). */
export type StorageArea = 'local' | 'tab';

function store(area: StorageArea = 'local'): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return area === 'tab' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined; // Storage can be disabled (privacy mode, sandboxed frames).
  }
}

export function readString(key: string, area?: StorageArea): string | null {
  return store(area)?.getItem(key) ?? null;
}

export function readJson<T>(key: string, parse: (raw: unknown) => T | undefined, area?: StorageArea): T | undefined {
  const raw = readString(key, area);
  if (raw == null) return undefined;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function writeString(key: string, value: string, area?: StorageArea): void {
  try {
    store(area)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the app keeps working from memory.
  }
}

export function writeJson(key: string, value: unknown, area?: StorageArea): void {
  writeString(key, JSON.stringify(value), area);
}

export function removeKeys(keys: readonly string[], area?: StorageArea): void {
  const s = store(area);
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
