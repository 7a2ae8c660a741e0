interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * A new task, so the browser can paint and answer input between two pieces of start-up work. Where
 * the browser has `scheduler.yield()`, start-up then goes on ahead of other waiting tasks (and no
 * timer's minimum delay adds up over the steps); elsewhere a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
