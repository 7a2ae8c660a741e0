/**
 * Form drafts in sessionStorage: what a buyer typed survives a sign-in that reloads the page, a
 * failed send and an accidental reload, and is gone when the tab closes.
 */
const PREFIX = 'homeward.listing.draft.';

export function readDraft<T extends object>(key: string): Partial<T> | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, values: object): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still holds the values in memory.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
