import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (epoch ms), never below zero. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Seconds left until `deadline`, ticking once a second. Read from the clock rather than counted
 * down, so a throttled background tab still shows the right number when it comes back.
 */
export function useCountdown(deadline: number): number {
  const [left, setLeft] = useState(() => secondsLeft(deadline, Date.now()));
  useEffect(() => {
    setLeft(secondsLeft(deadline, Date.now()));
    const timer = setInterval(() => {
      const next = secondsLeft(deadline, Date.now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}

/** '0:59' */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
