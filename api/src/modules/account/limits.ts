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
  }
}
