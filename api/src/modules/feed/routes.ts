import { adminPaths, feedStatusResponseSchema, type FeedStatus } from '@homeward/contracts/signed-in';
import type { AppContext } from '../../context';
import { one } from '../../db/db';
import { ok } from '../../http/reply';
import type { App } from '../../http/schemas';
import { managersOnly } from '../admin/helpers';
import { SKIP_REASON_LABELS, type SkipReason } from './mapper';

interface StateRow {
  source_url: string;
  phase: FeedStatus['phase'];
  checkpoint_ts: string | null;
  checkpoint_key: string | null;
  last_pull_started_at: Date | null;
  last_success_at: Date | null;
  last_pull_records: number;
  last_pull_millis: number | null;
  records_in: string;
  backoffs: string;
  last_backoff: string | null;
  last_error: string | null;
  last_error_at: Date | null;
  listings: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The feed's replication for managers: last sync, records in, what was skipped and why, errors. */
export async function feedStatus(ctx: AppContext): Promise<FeedStatus> {
  const state = (await one<StateRow>(ctx.db, 'SELECT f.*, (SELECT count(*)::int FROM listings) AS listings FROM feed_state f WHERE id = 1'))!;
  const { rows: counts } = await ctx.db.query<{ reason: SkipReason; n: number }>('SELECT reason, count(*)::int AS n FROM feed_skips GROUP BY reason ORDER BY n DESC');
  const { rows: recent } = await ctx.db.query<{ listing_key: string; reason: SkipReason; detail: string; seen_at: Date }>(
    'SELECT listing_key, reason, detail, seen_at FROM feed_skips ORDER BY seen_at DESC, listing_key LIMIT 20',
  );
  return {
    sourceUrl: ctx.config.feed.url ?? (state.source_url || null),
    phase: state.phase,
    intervalSeconds: ctx.config.feed.intervalMs / 1000,
    lastPullStartedAt: iso(state.last_pull_started_at),
    lastSuccessAt: iso(state.last_success_at),
    lastPullRecords: state.last_pull_records,
    lastPullMillis: state.last_pull_millis,
    recordsIn: Number(state.records_in),
    listings: state.listings,
    checkpoint: state.checkpoint_ts && state.checkpoint_key ? { modificationTimestamp: state.checkpoint_ts, listingKey: state.checkpoint_key } : null,
    backoffs: Number(state.backoffs),
    lastBackoff: state.last_backoff,
    lastError: state.last_error,
    lastErrorAt: iso(state.last_error_at),
    skipped: counts.map((c) => ({ reason: c.reason, label: SKIP_REASON_LABELS[c.reason], count: c.n })),
    recentSkips: recent.map((r) => ({ listingKey: r.listing_key, reason: r.reason, label: SKIP_REASON_LABELS[r.reason], detail: r.detail, seenAt: r.seen_at.toISOString() })),
  };
}

export function feedRoutes(app: App, ctx: AppContext): void {
  app.get(adminPaths.feed, {
    ...managersOnly(ctx),
    schema: { tags: ['admin'], summary: "The listings feed's replication: last sync, records in, skips and errors", response: { 200: feedStatusResponseSchema } },
  }, async () => ok(await feedStatus(ctx)));
}
