import { boundaryTester, matchesFilters, matchesPriceFilter, priceBounds } from '@homeward/domain';
import type { AlertReason, FilterCriteria, ListingSummary } from '@homeward/contracts';
import { DAY_MS } from '../../clock';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { listingEventsAfter, type StoredListingEvent } from '../listings/events';
import { boundaryOf } from '../listings/places';
import { SUMMARY_COLUMNS, toListingSummary, type ListingRow } from '../listings/mapper';
import { geoContains, type BoundaryLookup } from './areas';
import { homeAlertMessages, searchAlertMessages, searchDigestMessage } from './alertMessages';
import { MATCH_COLUMNS, type SavedSearchRow } from './repository';
import { SavedSearchIndex, type IndexedSearch } from './searchIndex';

/** The name of this reader's place in `event_cursors`. */
export const CURSOR = 'saved-search-alerts';
/** Events read and matched in one transaction. */
export const EVENT_BATCH = 1000;
/** Alerts turned into messages in one transaction. */
export const MESSAGE_BATCH = 500;
/** How long a daily digest gathers matches before it is sent. */
export const DIGEST_WINDOW_MS = DAY_MS;
/** Rows written by another process with a clock behind ours still reach the index. */
const REFRESH_OVERLAP_MS = 60_000;

/** Events that bring a home into a search's results. */
const ENTERS: Partial<Record<StoredListingEvent['kind'], AlertReason>> = { listed: 'listed', price_cut: 'price_cut', back_on_market: 'back_on_market' };
/** Events a saved home's owner hears of. */
const HOME_CHANGES: Partial<Record<StoredListingEvent['kind'], AlertReason>> = { price_cut: 'price_cut', pending: 'pending', sold: 'sold', open_house: 'open_house' };

interface MatchEntry extends IndexedSearch {
  criteria: FilterCriteria;
  updatedAt: number;
}

export interface PassResult {
  /** Events read (0: nothing new, or another process holds the cursor). */
  events: number;
  /** Alerts recorded (each home once per reason and search or saved home). */
  alerts: number;
  /** Alerts told at once whose messages were written. */
  messages: number;
  /** Digests written. */
  digests: number;
}

const entryOf = (row: Pick<SavedSearchRow, 'id' | 'geo' | 'criteria' | 'updated_at'>): MatchEntry => {
  // Stored criteria went through the contract schema when saved, so every field is there; parsing
  // them again would cost more than the whole match for 100,000 searches.
  const criteria: FilterCriteria = row.criteria;
  const { low, high } = priceBounds(criteria);
  return { id: row.id, geo: row.geo, priceLow: low, priceHigh: high, criteria, updatedAt: row.updated_at.getTime() };
};

interface Candidate {
  search: MatchEntry;
  home: ListingSummary;
  reason: AlertReason;
}

/**
 * Reads listing events from where it last stopped and tells owners of matching saved searches and
 * saved homes. Its place is a row in `event_cursors`, taken FOR UPDATE SKIP LOCKED inside the pass's
 * transaction: the alerts and their messages are written with the new place, so a crash repeats
 * nothing and skips nothing, and while one process matches the others pass. Saved searches are held
 * in memory in a SavedSearchIndex (loaded once, then topped up from `updated_at`); a match is checked
 * against the stored row before anything is sent, so a search paused, changed or deleted by another
 * process is never told from a stale copy. A pass records alerts only; their messages are written by
 * `sendPendingAlerts`, in batches of their own, so matching a burst of changes never waits on email.
 */
export class SavedSearchMatcher {
  private readonly index = new SavedSearchIndex();
  private readonly boundaries = new Map<string, ((lat: number, lng: number) => boolean) | null>();
  private loadedUpTo: Date | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'messages' | 'config' | 'log'>) {}

  get searchCount(): number {
    return this.index.size;
  }

  start(pollMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private kick(): void {
    if (this.running) return;
    this.running = this.runUntilIdle()
      .catch((error: unknown) => this.ctx.log.warn(`saved-search matching failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = null;
      });
  }

  /** Passes until no event is left, then writes the alerts' messages and the digests that are due. */
  async runUntilIdle(): Promise<PassResult> {
    const total: PassResult = { events: 0, alerts: 0, messages: 0, digests: 0 };
    for (;;) {
      const result = await this.pass();
      total.events += result.events;
      total.alerts += result.alerts;
      if (result.events < EVENT_BATCH) break;
    }
    total.messages = await this.sendPendingAlerts();
    total.digests = await this.sendDueDigests();
    return total;
  }

  /** Brings the index up to date with the stored searches (all of them the first time). */
  async refresh(): Promise<void> {
    const since = this.loadedUpTo ? new Date(this.loadedUpTo.getTime() - REFRESH_OVERLAP_MS) : null;
    const { rows } = await this.ctx.db.query<SavedSearchRow>(
      `SELECT ${MATCH_COLUMNS} FROM saved_searches s${since ? ' WHERE s.updated_at >= $1' : ''}`,
      since ? [since] : [],
    );
    for (const row of rows) {
      const known = this.index.get(row.id) as MatchEntry | undefined;
      if (!known || known.updatedAt !== row.updated_at.getTime()) this.index.put(entryOf(row));
      if (!this.loadedUpTo || row.updated_at > this.loadedUpTo) this.loadedUpTo = row.updated_at;
    }
    if (!this.loadedUpTo) this.loadedUpTo = new Date(0);
  }

  /** One batch of events, matched and alerted in one transaction. */
  async pass(): Promise<PassResult> {
    await this.refresh();
    return this.ctx.db.transaction(async (tx) => {
      const take = () => tx.query<{ last_event_id: string | number }>('SELECT last_event_id FROM event_cursors WHERE name = $1 FOR UPDATE SKIP LOCKED', [CURSOR]);
      let { rows } = await take();
      // The cursor's row is written once, the first time: an idle pass writes nothing.
      if (rows.length === 0 && (await tx.query('SELECT 1 FROM event_cursors WHERE name = $1', [CURSOR])).rows.length === 0) {
        await tx.query('INSERT INTO event_cursors (name, last_event_id) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING', [CURSOR]);
        ({ rows } = await take());
      }
      if (rows.length === 0) return { events: 0, alerts: 0, messages: 0, digests: 0 };
      const events = await listingEventsAfter(tx, Number(rows[0].last_event_id), EVENT_BATCH);
      if (events.length === 0) return { events: 0, alerts: 0, messages: 0, digests: 0 };
      const alerts = await this.handle(tx, events);
      await tx.query('UPDATE event_cursors SET last_event_id = $2 WHERE name = $1', [CURSOR, events[events.length - 1].id]);
      return { events: events.length, alerts, messages: 0, digests: 0 };
    });
  }

  /** Matches a batch of events against the searches in memory (no database), for the pass and the benchmark. */
  matchEvents(events: readonly StoredListingEvent[], homes: ReadonlyMap<string, ListingSummary>, now: Date): Candidate[] {
    const found: Candidate[] = [];
    const lookup: BoundaryLookup = (id) => this.boundaries.get(id) ?? null;
    for (const event of events) {
      const reason = ENTERS[event.kind];
      const home = homes.get(event.mls);
      if (!reason || !home) continue;
      const point = { lat: home.latitude, lng: home.longitude, zipcode: home.zipcode };
      for (const entry of this.index.candidates(home.latitude, home.longitude, home.zipcode, home.listingPrice)) {
        const search = entry as MatchEntry;
        if (!geoContains(search.geo, point, lookup)) continue;
        if (!matchesFilters(home, search.criteria, now)) continue;
        // A price cut alerts only when it is what brings the home in.
        if (reason === 'price_cut' && event.oldPrice != null && matchesPriceFilter(event.oldPrice, search.criteria.price)) continue;
        found.push({ search, home, reason });
      }
    }
    return found;
  }

  /** Reads the boundaries the indexed searches use that are not yet in memory. */
  async loadBoundaries(q: Queryable): Promise<void> {
    const wanted = new Set<string>();
    for (const id of this.index.boundaryIds()) if (!this.boundaries.has(id)) wanted.add(id);
    for (const id of wanted) {
      const geometry = await boundaryOf(q, id);
      this.boundaries.set(id, geometry ? boundaryTester(geometry) : null);
    }
  }

  /** The homes the events name, as the search reads them now. */
  async homesOf(q: Queryable, mls: readonly string[], now: Date): Promise<Map<string, ListingSummary>> {
    const { rows } = await q.query<ListingRow>(`SELECT ${SUMMARY_COLUMNS} FROM listings l WHERE l.mls = ANY($1::text[])`, [[...new Set(mls)]]);
    return new Map(rows.map((r) => [r.mls, toListingSummary(r, now)]));
  }

  private async handle(tx: Queryable, events: readonly StoredListingEvent[]): Promise<number> {
    const now = this.ctx.clock.now();
    await this.loadBoundaries(tx);
    const homes = await this.homesOf(tx, events.map((e) => e.mls), now);
    const candidates = this.matchEvents(events, homes, now);

    // The stored rows decide: a search paused, deleted or changed meanwhile is read as it is now.
    // Its state is read for every candidate; the whole row only for one changed since it was indexed.
    const ids = [...new Set(candidates.map((c) => c.search.id))];
    // FOR KEY SHARE: a search deleted meanwhile waits for this pass to end, then deletes the alerts
    // it wrote (migration 022's trigger); one deleted before is not read, and gets none.
    const { rows } = ids.length
      ? await tx.query<SearchState>('SELECT id, user_id, frequency, paused, updated_at FROM saved_searches WHERE id = ANY($1::uuid[]) FOR KEY SHARE', [ids])
      : { rows: [] as SearchState[] };
    const stored = new Map(rows.map((r) => [r.id, r]));
    const changed = rows.filter((r) => r.updated_at.getTime() !== (this.index.get(r.id) as MatchEntry | undefined)?.updatedAt).map((r) => r.id);
    const fresh = new Map(
      changed.length
        ? (await tx.query<SavedSearchRow>(`SELECT ${MATCH_COLUMNS} FROM saved_searches s WHERE s.id = ANY($1::uuid[])`, [changed])).rows.map((r) => [r.id, entryOf(r)])
        : [],
    );
    for (const entry of fresh.values()) this.index.put(entry);
    const lookup: BoundaryLookup = (id) => this.boundaries.get(id) ?? null;
    const searchAlerts: Array<{ row: SearchState; home: ListingSummary; reason: AlertReason }> = [];
    for (const c of candidates) {
      const row = stored.get(c.search.id);
      if (!row) {
        this.index.remove(c.search.id);
        continue;
      }
      if (row.paused) continue;
      if (row.updated_at.getTime() !== c.search.updatedAt) {
        const entry = fresh.get(row.id);
        if (!entry) continue;
        const point = { lat: c.home.latitude, lng: c.home.longitude, zipcode: c.home.zipcode };
        if (!geoContains(entry.geo, point, lookup) || !matchesFilters(c.home, entry.criteria, now)) continue;
      }
      searchAlerts.push({ row, home: c.home, reason: c.reason });
    }

    let recorded = 0;
    recorded += await this.recordSearchAlerts(tx, searchAlerts, now);
    recorded += await this.recordHomeAlerts(tx, events, homes, now);
    return recorded;
  }

  /**
   * Records a search's alerts that are new, once per (search, home, reason), and counts them: those
   * of an instant search wait for their message, those of a daily one for its digest.
   */
  private async recordSearchAlerts(tx: Queryable, matches: Array<{ row: SearchState; home: ListingSummary; reason: AlertReason }>, now: Date): Promise<number> {
    if (matches.length === 0) return 0;
    const { rows } = await tx.query<{ inserted: number }>(
      `WITH inserted AS (
         INSERT INTO alerts (search_id, mls, reason, price, digest_pending, message_pending, created_at)
         SELECT a.*, $7::timestamptz FROM unnest($1::uuid[], $2::text[], $3::text[], $4::integer[], $5::boolean[], $6::boolean[])
           AS a (search_id, mls, reason, price, digest_pending, message_pending)
         ON CONFLICT (search_id, mls, reason) WHERE search_id IS NOT NULL DO NOTHING
         RETURNING 1
       )
       SELECT count(*)::int AS inserted FROM inserted`,
      [
        matches.map((m) => m.row.id),
        matches.map((m) => m.home.mls),
        matches.map((m) => m.reason),
        matches.map((m) => m.home.listingPrice),
        matches.map((m) => m.row.frequency === 'daily'),
        matches.map((m) => m.row.frequency === 'instant'),
        now,
      ],
    );
    return rows[0]?.inserted ?? 0;
  }

  /**
   * Records what the owners of the changed saved homes are told, once per home, reason and detail
   * (`dedup_key`), and counts it. A saved home's alert has no search: it is recorded only while its
   * owner exists, whose row it holds until written, as a foreign key would, so deleting the account
   * deletes it too (`deleteUser`).
   */
  private async recordHomeAlerts(tx: Queryable, events: readonly StoredListingEvent[], homes: ReadonlyMap<string, ListingSummary>, now: Date): Promise<number> {
    const changes = events.filter((e) => HOME_CHANGES[e.kind] && homes.has(e.mls));
    if (changes.length === 0) return 0;
    const { rows } = await tx.query<{ user_id: string; mls: string }>('SELECT user_id, mls FROM favorites WHERE mls = ANY($1::text[])', [[...new Set(changes.map((e) => e.mls))]]);
    const savers = new Map<string, string[]>();
    for (const r of rows) savers.set(r.mls, [...(savers.get(r.mls) ?? []), r.user_id]);
    const wanted: Array<{ userId: string; mls: string; reason: AlertReason; price: number | null; oldPrice: number | null; key: string }> = [];
    for (const event of changes) {
      const reason = HOME_CHANGES[event.kind]!;
      // A second cut to another price, or another open house, is news; the same one synced again is not.
      const detail = reason === 'price_cut' ? `:${event.newPrice ?? ''}` : reason === 'open_house' ? `:${event.occurredAt.toISOString().slice(0, 10)}` : '';
      for (const userId of savers.get(event.mls) ?? []) {
        wanted.push({ userId, mls: event.mls, reason, price: event.newPrice ?? homes.get(event.mls)!.listingPrice, oldPrice: event.oldPrice ?? null, key: `home:${event.mls}:${reason}${detail}` });
      }
    }
    if (wanted.length === 0) return 0;
    const inserted = await tx.query<{ inserted: number }>(
      `WITH inserted AS (
         INSERT INTO alerts (user_id, mls, reason, price, old_price, dedup_key, message_pending, created_at)
         SELECT a.*, true, $7::timestamptz FROM unnest($1::uuid[], $2::text[], $3::text[], $4::integer[], $5::integer[], $6::text[])
           AS a (user_id, mls, reason, price, old_price, dedup_key)
          WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id FOR KEY SHARE)
         ON CONFLICT (user_id, dedup_key) WHERE search_id IS NULL DO NOTHING
         RETURNING 1
       )
       SELECT count(*)::int AS inserted FROM inserted`,
      [
        wanted.map((a) => a.userId),
        wanted.map((a) => a.mls),
        wanted.map((a) => a.reason),
        wanted.map((a) => a.price),
        wanted.map((a) => a.oldPrice),
        wanted.map((a) => a.key),
        now,
      ],
    );
    return inserted.rows[0]?.inserted ?? 0;
  }

  /**
   * Writes the messages of the alerts told at once, oldest first, a batch per transaction: the
   * batch is taken FOR UPDATE SKIP LOCKED, so two processes never write the same one, and marked
   * done with its messages, so a crash repeats nothing and loses nothing. A search paused or set
   * to a digest since its alert was recorded is not told; one deleted took its alerts with it.
   */
  async sendPendingAlerts(): Promise<number> {
    let written = 0;
    for (;;) {
      const batch = await this.ctx.db.transaction(async (tx) => {
        const { rows } = await tx.query<PendingAlertRow>(
          `SELECT id, user_id, search_id, mls, reason, price, old_price FROM alerts WHERE message_pending ORDER BY id LIMIT ${MESSAGE_BATCH} FOR UPDATE SKIP LOCKED`,
        );
        if (rows.length === 0) return 0;
        const now = this.ctx.clock.now();
        const homes = await this.homesOf(tx, rows.map((r) => r.mls), now);
        const searchIds = [...new Set(rows.flatMap((r) => (r.search_id ? [r.search_id] : [])))];
        const searches = new Map(
          searchIds.length
            ? (await tx.query<SavedSearchRow>(`SELECT ${MATCH_COLUMNS} FROM saved_searches s WHERE s.id = ANY($1::uuid[])`, [searchIds])).rows.map((r) => [r.id, r])
            : [],
        );
        // The message tells the price the alert was recorded at, even if the home changed since.
        const homeOf = (r: PendingAlertRow) => {
          const home = homes.get(r.mls);
          return home && { ...home, listingPrice: r.price ?? home.listingPrice };
        };
        const forSearches = rows.flatMap((r) => {
          const row = r.search_id ? searches.get(r.search_id) : undefined;
          const home = homeOf(r);
          return row && home && !row.paused && row.frequency === 'instant' ? [{ alertId: String(r.id), row, home, reason: r.reason }] : [];
        });
        const forHomes = rows.flatMap((r) => {
          const home = homeOf(r);
          return !r.search_id && home ? [{ alertId: String(r.id), userId: r.user_id, home, reason: r.reason, oldPrice: r.old_price }] : [];
        });
        await this.ctx.messages.queueMany(tx, [...(await searchAlertMessages(this.ctx, tx, forSearches)), ...(await homeAlertMessages(this.ctx, tx, forHomes))]);
        await tx.query('UPDATE alerts SET message_pending = false WHERE id = ANY($1::bigint[])', [rows.map((r) => r.id)]);
        return rows.length;
      });
      written += batch;
      if (batch < MESSAGE_BATCH) return written;
    }
  }

  /**
   * Writes each daily digest whose day is over: one message with every home it gathered. A digest
   * is due a day after its oldest waiting alert.
   */
  async sendDueDigests(): Promise<number> {
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<SavedSearchRow>(
        `SELECT ${MATCH_COLUMNS} FROM saved_searches s
           JOIN (SELECT search_id, min(created_at) AS since FROM alerts WHERE digest_pending AND created_at <= $1 GROUP BY search_id) due ON due.search_id = s.id
          ORDER BY due.since, s.id LIMIT 200 FOR UPDATE OF s SKIP LOCKED`,
        [new Date(now.getTime() - DIGEST_WINDOW_MS)],
      );
      if (rows.length === 0) return 0;
      const ids = rows.map((r) => r.id);
      const pending = await tx.query<{ id: string | number; search_id: string; mls: string; reason: AlertReason }>(
        'UPDATE alerts SET digest_pending = false WHERE search_id = ANY($1::uuid[]) AND digest_pending RETURNING id, search_id, mls, reason',
        [ids],
      );
      const homes = await this.homesOf(tx, pending.rows.map((r) => r.mls), now);
      const digests = [];
      for (const row of rows) {
        if (row.paused || row.frequency !== 'daily') continue;
        const items = pending.rows
          .filter((a) => a.search_id === row.id && homes.has(a.mls))
          .sort((a, b) => Number(a.id) - Number(b.id))
          .map((a) => ({ home: homes.get(a.mls)!, reason: a.reason }));
        if (items.length > 0) digests.push(await searchDigestMessage(this.ctx, tx, row, items, now));
      }
      await this.ctx.messages.queueMany(tx, digests);
      return digests.length;
    });
  }
}

/** What the pass reads of a candidate search: whether to tell its owner, and how. */
type SearchState = Pick<SavedSearchRow, 'id' | 'user_id' | 'frequency' | 'paused' | 'updated_at'>;

interface PendingAlertRow {
  id: string | number;
  user_id: string;
  search_id: string | null;
  mls: string;
  reason: AlertReason;
  price: number | null;
  old_price: number | null;
}
