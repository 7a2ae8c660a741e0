import { startTransition, useEffect, useState } from 'react';

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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
