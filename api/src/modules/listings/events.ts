import type { Queryable } from '../../db/db';

/** Why a home changed, as the saved-search alerts and the home's history tell it. */
export type ListingEventKind = 'listed' | 'price_cut' | 'price_raise' | 'back_on_market' | 'pending' | 'sold' | 'withdrawn' | 'open_house';

export interface ListingEvent {
  mls: string;
  kind: ListingEventKind;
  oldPrice?: number | null;
  newPrice?: number | null;
  occurredAt: Date;
}

export interface StoredListingEvent extends ListingEvent {
  id: number;
}

/** Appends events in one statement (inside the caller's transaction when it passes one). */
export async function recordListingEvents(db: Queryable, events: readonly ListingEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `INSERT INTO listing_events (mls, kind, old_price, new_price, occurred_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::integer[], $4::integer[], $5::timestamptz[])`,
    [
      events.map((e) => e.mls),
      events.map((e) => e.kind),
      events.map((e) => e.oldPrice ?? null),
      events.map((e) => e.newPrice ?? null),
      events.map((e) => e.occurredAt),
    ],
  );
}

/** Events after `afterId`, oldest first, at most `limit`. */
export async function listingEventsAfter(db: Queryable, afterId: number, limit: number): Promise<StoredListingEvent[]> {
  const { rows } = await db.query<{ id: string; mls: string; kind: ListingEventKind; old_price: number | null; new_price: number | null; occurred_at: Date }>(
    'SELECT id, mls, kind, old_price, new_price, occurred_at FROM listing_events WHERE id > $1 ORDER BY id LIMIT $2',
    [afterId, limit],
  );
  return rows.map((r) => ({ id: Number(r.id), mls: r.mls, kind: r.kind, oldPrice: r.old_price, newPrice: r.new_price, occurredAt: r.occurred_at }));
}
