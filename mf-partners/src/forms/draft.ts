import { readJson, removeKeys, writeJson } from '@homeward/platform';

/**
 * Work in progress kept for this tab (the platform's 'tab' storage, sessionStorage): it survives
 * step changes and reloads, not the tab. Storage that is off or full only loses the copy; the
 * form keeps working from memory.
 */
export interface TabDraft<T> {
  /** What was kept, when it is still readable as a T. */
  read(): T | undefined;
  write(value: T): void;
  clear(): void;
}

/** A draft kept under `key`, read back through `parse` (which refuses what is no longer a T). */
export function tabDraft<T>(key: string, parse: (raw: unknown) => T | undefined): TabDraft<T> {
  return {
    read: () => readJson(key, parse, 'tab'),
    write: (value) => writeJson(key, value, 'tab'),
    clear: () => removeKeys([key], 'tab'),
  };
}

/** A parse for tabDraft from a schema of the contracts: what passes it, or nothing. */
export const schemaParse =
  <T>(schema: { safeParse(raw: unknown): { success: true; data: T } | { success: false } }) =>
  (raw: unknown): T | undefined => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  };
