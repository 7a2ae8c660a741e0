import { z, apiSuccess } from '@homeward/contracts';
import { deferred } from '../deferred';

/** Why the feed left a record out, as managers read it. */
export const feedSkipReasonSchema = deferred(() => z.enum(['outside_service_area', 'no_position', 'unknown_status', 'unsupported_type', 'incomplete']));

/** The listings feed's replication, as the admin site shows it (GET adminFeed). */
export const feedStatusSchema = deferred(() => z.object({
  /** The RESO Web API source replicated from; null when none is configured. */
  sourceUrl: z.nullable(z.string()),
  phase: z.enum(['initial', 'incremental']),
  intervalSeconds: z.number(),
  lastPullStartedAt: z.nullable(z.string()),
  lastSuccessAt: z.nullable(z.string()),
  lastPullRecords: z.number(),
  lastPullMillis: z.nullable(z.number()),
  /** Records stored since the first load (a record changed twice counts twice). */
  recordsIn: z.number(),
  listings: z.number(),
  /** Where the replication has read to. */
  checkpoint: z.nullable(z.object({ modificationTimestamp: z.string(), listingKey: z.string() })),
  backoffs: z.number(),
  lastBackoff: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  lastErrorAt: z.nullable(z.string()),
  skipped: z.array(z.object({ reason: feedSkipReasonSchema, label: z.string(), count: z.number() })),
  recentSkips: z.array(z.object({ listingKey: z.string(), reason: feedSkipReasonSchema, label: z.string(), detail: z.string(), seenAt: z.string() })),
}));
export type FeedStatus = z.infer<typeof feedStatusSchema>;
export const feedStatusResponseSchema = deferred(() => apiSuccess(feedStatusSchema));
