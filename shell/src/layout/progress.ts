/** Spec 9: the page-load progress bar waits 200 ms before showing and creeps over 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

/** How far the bar has crept after `elapsed` ms of waiting: fast at first, never reaching the end. */
export function progressAt(elapsed: number, duration = PROGRESS_DURATION_MS): number {
  if (elapsed <= 0) return 0.08;
  return Math.min(0.92, 0.08 + 0.84 * (1 - Math.exp((-3 * elapsed) / duration)));
}
