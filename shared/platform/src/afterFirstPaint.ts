import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` in a task of its own once the browser has painted its next frame, so that work
 * started by an input (fetching and starting code the page may soon need) does not hold up what
 * that input draws: on a phone a tap's pointerover, pointerdown and click all come before that
 * frame, and anything they start at once is waited for. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the page's first paint, then true (set in a transition of its own): a page draws
 * what is in view first and what is below the fold a frame later, so the first render and commit
 * (one task that blocks input) holds only the former. The page keeps the space of what is still
 * to come reserved, so nothing in view moves when it arrives. `now` skips the wait (a link to a
 * section of the page).
 */
export function useAfterFirstPaint(now: boolean): boolean {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    return afterNextPaint(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready;
}
