import type { Queryable } from '../../db/db';
import type { Clock } from '../../clock';
import { DAY_MS } from '../../clock';
import { countRateEvents, forgetRateKey, latestLockout, recordRateEvent, saveLockout, takeFromWindow } from './repository';

/**
 * Rate counters and lockouts, kept in the database so every API process sees the same ones.
 * A counter is a sliding window over recorded events; a lockout is a key with an end time.
 */
export class Limits {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  /** The latest end of any active lockout among `keys`, or null. */
  async lockedUntil(keys: string[]): Promise<Date | null> {
    return latestLockout(this.db, keys, this.clock.now());
  }

  async lock(key: string, durationMs: number, reason: string): Promise<void> {
    const now = this.clock.now();
    await saveLockout(this.db, key, new Date(now.getTime() + durationMs), reason, now);
  }

  /** Records one event for `key` and returns how many fell within the last `windowMs` (this one included). */
  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.clock.now();
    await recordRateEvent(this.db, key, now, new Date(now.getTime() - DAY_MS));
    return this.count(key, windowMs);
  }

  async count(key: string, windowMs: number): Promise<number> {
    const now = this.clock.now();
    return countRateEvents(this.db, key, new Date(now.getTime() - windowMs), now);
  }

  async reset(key: string): Promise<void> {
    await forgetRateKey(this.db, key);
  }

  /**
   * Counts one attempt for `key` in a fixed window of `windowMs` that starts at the first attempt,
   * and returns its number in that window. One statement decides it under the row's lock, so
   * concurrent attempts, on any number of processes, get distinct numbers 1, 2, 3…: a caller that
   * allows `max` attempts lets exactly `max` through.
   */
  async take(key: string, windowMs: number): Promise<{ count: number; retryAfterSeconds: number }> {
    const now = this.clock.now();
    const expired = new Date(now.getTime() - windowMs);
    const row = await takeFromWindow(this.db, key, now, expired);
    const start = new Date(row?.window_start ?? now).getTime();
    return { count: row?.count ?? 1, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)) };
  }
}
