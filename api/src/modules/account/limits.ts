import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import type { Clock } from '../../clock';
import { DAY_MS } from '../../clock';

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
    const row = await one<{ until: Date | null }>(this.db, 'SELECT max(locked_until) AS until FROM lockouts WHERE key = ANY($1::text[]) AND locked_until > $2', [
      keys,
      this.clock.now(),
    ]);
    return row?.until ?? null;
  }

  async lock(key: string, durationMs: number, reason: string): Promise<void> {
    const now = this.clock.now();
    await this.db.query(
      `INSERT INTO lockouts (key, locked_until, reason, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key) DO UPDATE SET locked_until = GREATEST(lockouts.locked_until, EXCLUDED.locked_until),
         reason = EXCLUDED.reason, created_at = EXCLUDED.created_at`,
      [key, new Date(now.getTime() + durationMs), reason, now],
    );
  }

  /** Records one event for `key` and returns how many fell within the last `windowMs` (this one included). */
  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.clock.now();
    await this.db.query('DELETE FROM rate_events WHERE key = $1 AND at < $2', [key, new Date(now.getTime() - DAY_MS)]);
    await this.db.query('INSERT INTO rate_events (key, at) VALUES ($1, $2)', [key, now]);
    return this.count(key, windowMs);
  }

  async count(key: string, windowMs: number): Promise<number> {
    const now = this.clock.now();
    const row = await one<{ n: number }>(this.db, 'SELECT count(*)::int AS n FROM rate_events WHERE key = $1 AND at > $2 AND at <= $3', [
      key,
      new Date(now.getTime() - windowMs),
      now,
    ]);
    return row?.n ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_events WHERE key = $1', [key]);
    await this.db.query('DELETE FROM limit_windows WHERE key = $1', [key]);
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
    const row = await one<{ count: number; window_start: Date }>(
      this.db,
      `INSERT INTO limit_windows AS w (key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN w.window_start > $3 THEN w.count + 1 ELSE 1 END,
         window_start = CASE WHEN w.window_start > $3 THEN w.window_start ELSE EXCLUDED.window_start END
       RETURNING count, window_start`,
      [key, now, expired],
    );
    const start = new Date(row?.window_start ?? now).getTime();
    return { count: row?.count ?? 1, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)) };
  }
}
