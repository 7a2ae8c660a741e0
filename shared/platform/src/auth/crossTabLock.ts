/** The longest a tab waits for another tab's turn before it goes ahead on its own. */
export const CROSS_TAB_LOCK_WAIT_MS = 10_000;

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

function webLocks(): LockManagerLike | undefined {
  return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as LockManagerLike) : undefined;
}

/**
 * Runs `work` while holding a lock shared by every tab of the site (the Web Locks API, which every
 * browser the site supports has). If the lock cannot be had within CROSS_TAB_LOCK_WAIT_MS (a tab
 * stuck holding it), or the browser has no Web Locks, the work runs anyway rather than never.
 */
export async function withCrossTabLock<T>(name: string, work: () => Promise<T>, locks: LockManagerLike | undefined = webLocks()): Promise<T> {
  if (!locks) return work();
  let started = false;
  try {
    return await locks.request(name, { signal: AbortSignal.timeout(CROSS_TAB_LOCK_WAIT_MS) }, () => {
      started = true;
      return work();
    });
  } catch (error) {
    if (started) throw error;
    return work();
  }
}
