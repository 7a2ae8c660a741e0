import { useEffect, useState } from 'react';
import { inflight$ } from '@homeward/platform';
import { useStore } from 'zustand';
import styles from './ProgressBar.module.css';
import { PROGRESS_THROTTLE_MS, progressAt } from './progress';
import { slotStore } from '../composition/slotStore';

/** Tracks API requests and slice loads in flight; shown only when a wait outlasts the throttle. */
export function ProgressBar() {
  const [requests, setRequests] = useState(inflight$.value);
  const loadingSlices = useStore(slotStore, (all) => Object.values(all).some((s) => s.status === 'loading' || s.status === 'mounting'));
  const busy = requests > 0 || loadingSlices;
  const [shownAt, setShownAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [finishing, setFinishing] = useState(false);

  useEffect(() => {
    const subscription = inflight$.subscribe(setRequests);
    return () => subscription.unsubscribe();
  }, []);

  useEffect(() => {
    if (busy) {
      setFinishing(false);
      const timer = setTimeout(() => setShownAt(Date.now()), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    if (shownAt === null) return;
    setFinishing(true);
    const timer = setTimeout(() => {
      setShownAt(null);
      setFinishing(false);
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy]);

  useEffect(() => {
    if (shownAt === null || finishing) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [shownAt, finishing]);

  if (shownAt === null) return null;
  const value = finishing ? 1 : progressAt(Math.max(0, now - shownAt));
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label="Page loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      style={{ width: `${value * 100}%`, opacity: finishing ? 0 : 1 }}
    />
  );
}
