import { randomUUID } from 'node:crypto';
import type { ListingStatusCode, PropertyHistoryEvent } from '@homeward/contracts';
import { ACTIVE_STATUS_CODES, PENDING_STATUS_CODES, SOLD_STATUS_CODES, toCalendarDate } from '@homeward/domain';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/db';
import type { Logger } from '../../context';
import { recordListingEvents, type ListingEvent } from '../listings/events';
import type { PreparedPhotos } from '../listings/photoStore';
import { ResoClient, type Backoff, type ClientOptions } from './client';
import type { FeedConfig } from './config';
import { mapProperty, type FeedAgent, type FeedMedia, type FeedRow, type SkipReason } from './mapper';
import type { ResoProperty } from './reso';
import { advanceCheckpoint, recordSkips, refreshPlaceCounts, releaseLease, storedStates, storeListings, takeLease, vacuumAfterPull, type StoredState } from './repository';

const isActive = (s: string) => (ACTIVE_STATUS_CODES as readonly string[]).includes(s);
const isPending = (s: string) => (PENDING_STATUS_CODES as readonly string[]).includes(s);
const isSold = (s: string) => (SOLD_STATUS_CODES as readonly string[]).includes(s) || s === 'R';
const isOffMarket = (s: string) => !isActive(s) && !isPending(s) && !isSold(s);

/** Makes the first photos of homes that a pull brought onto the market (the API's photo store). */
export type PrepareFirstPhotos = (mls: string[], stopped: () => boolean) => Promise<PreparedPhotos>;

/** At most this many homes' photos are made after one pull; the rest are made when first asked for. */
const MAX_PREPARED_PER_PULL = 500;

export interface PullResult {
  /** False when another process holds the lease. */
  ran: boolean;
  pages: number;
  stored: number;
  skipped: number;
  events: number;
  millis: number;
  /** Of which waiting for the source's pages, and storing them. */
  fetchMillis: number;
  storeMillis: number;
}

/**
 * What changed for a home between the stored row and the record: the listing events saved searches
 * hear of, and the entries the feed adds to the home's history.
 */
export function changesOf(before: StoredState | undefined, after: FeedRow, now: Date, source: string): { events: ListingEvent[]; history: PropertyHistoryEvent[] } {
  const events: ListingEvent[] = [];
  const history: PropertyHistoryEvent[] = [];
  const event = (kind: ListingEvent['kind'], oldPrice: number | null = null) => events.push({ mls: after.mls, kind, oldPrice, newPrice: after.list_price, occurredAt: now });
  const entry = (name: PropertyHistoryEvent['event']) => history.push({ date: toCalendarDate(now), event: name, price: after.list_price, source });
  const status = after.status as ListingStatusCode;
  if (!before) {
    if (isActive(status)) event('listed');
    return { events, history };
  }
  if (isActive(status) && !isActive(before.status)) {
    if (isPending(before.status)) {
      event('back_on_market');
      entry('Back on market');
    } else event('listed');
  } else if (isActive(status) && before.list_price !== after.list_price) {
    event(after.list_price < before.list_price ? 'price_cut' : 'price_raise', before.list_price);
    entry('Price change');
  }
  if (isPending(status) && !isPending(before.status)) {
    event('pending');
    entry('Pending');
  }
  if (isSold(status) && !isSold(before.status)) event('sold', before.list_price);
  if (isOffMarket(status) && (isActive(before.status) || isPending(before.status))) {
    event('withdrawn');
    entry('Withdrawn');
  }
  const known = new Set(before.open_houses.map((o) => `${o.dayOffset}|${o.startTime}`));
  if (isActive(status) && after.open_houses.some((o) => !known.has(`${o.dayOffset}|${o.startTime}`))) event('open_house');
  return { events, history };
}

/**
 * Replicates a RESO Web API source into the listings tables: the whole source first, then what
 * changed since the checkpoint (ModificationTimestamp, ListingKey as tie-break) every interval.
 * Each page is stored in one transaction together with the checkpoint, so a pull cut short by a
 * crash resumes after the last page stored: nothing lost, nothing stored twice. A lease row makes
 * one process of several replicate; the others see the change through listings_version.
 */
export class FeedReplicator {
  readonly owner = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<PullResult> | null = null;
  private stopped = false;
  /**
   * Whether the places' counts of homes may be behind the listings: after a page that added or moved
   * a home, until they are counted again. True at first, since a process that ended mid-pull (or
   * before it counted) may have stored such a page.
   */
  private placeCountsStale = true;

  constructor(
    private readonly db: Db,
    private readonly config: FeedConfig,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly clientOptions: Omit<ClientOptions, 'onBackoff'> = {},
    /** Called after each pull but the first with the active homes it stored that have photos. */
    private readonly prepareFirstPhotos?: PrepareFirstPhotos,
  ) {}

  /** Pulls now and then every interval, until stopped; resolves when the first pull has ended. */
  start(): Promise<void> {
    this.stopped = false;
    const tick = async () => {
      await this.pull().catch(() => undefined);
      if (!this.stopped) {
        this.timer = setTimeout(() => void tick(), this.config.intervalMs);
        this.timer.unref();
      }
    };
    return tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await releaseLease(this.db, this.owner).catch(() => undefined);
  }

  /** One pull (the one in progress, if any): every change since the checkpoint. */
  pull(): Promise<PullResult> {
    this.running ??= this.pullOnce().finally(() => (this.running = null));
    return this.running;
  }

  private async pullOnce(): Promise<PullResult> {
    const started = performance.now();
    const result: PullResult = { ran: false, pages: 0, stored: 0, skipped: 0, events: 0, millis: 0, fetchMillis: 0, storeMillis: 0 };
    if (!this.config.url) return result;
    let lease = await takeLease(this.db, this.owner, this.clock.now(), this.config.leaseMs);
    if (!lease) return result;
    result.ran = true;
    if (lease.source_url !== this.config.url) {
      // Another source: its timestamps mean nothing here, so it is read whole.
      await this.db.query(`UPDATE feed_state SET source_url = $1, phase = 'initial', checkpoint_ts = NULL, checkpoint_key = NULL WHERE id = 1`, [this.config.url]);
      lease = { ...lease, source_url: this.config.url, phase: 'initial', checkpoint_ts: null, checkpoint_key: null };
    }
    await this.db.query('UPDATE feed_state SET last_pull_started_at = $1 WHERE id = 1', [this.clock.now()]);
    const client = new ResoClient(this.config, { ...this.clientOptions, onBackoff: (b) => this.backedOff(b) });
    const initial = lease.phase === 'initial';
    let checkpoint = lease.checkpoint_ts && lease.checkpoint_key ? { ts: lease.checkpoint_ts, key: lease.checkpoint_key } : null;
    const onMarket = new Set<string>();
    try {
      let url: string | null = client.firstPageUrl(checkpoint);
      while (url && !this.stopped) {
        const fetched = performance.now();
        const page = await client.page(url);
        result.fetchMillis += Math.round(performance.now() - fetched);
        if (page.records.length === 0) break;
        const storing = performance.now();
        const applied = await this.db.transaction((tx) => this.applyPage(tx, page.records, initial));
        result.storeMillis += Math.round(performance.now() - storing);
        result.pages += 1;
        result.stored += applied.stored;
        result.skipped += applied.skipped;
        result.events += applied.events;
        for (const mls of applied.onMarket) onMarket.add(mls);
        if (applied.placesChanged) this.placeCountsStale = true;
        checkpoint = applied.checkpoint;
        if (initial && result.pages % 10 === 0) this.log.info(`feed: initial load, ${result.stored} listings stored, ${result.skipped} skipped`);
        url = page.nextLink;
      }
      result.millis = Math.round(performance.now() - started);
      if (this.stopped) return result;
      await this.db.query(
        `UPDATE feed_state SET phase = 'incremental', last_success_at = $1, last_pull_records = $2, last_pull_millis = $3, last_error = NULL WHERE id = 1`,
        [this.clock.now(), result.stored + result.skipped, result.millis],
      );
      if (this.placeCountsStale) {
        await refreshPlaceCounts(this.db);
        this.placeCountsStale = false;
      }
      if (result.stored > 0) await this.vacuum();
      // Fresh bulk-loaded tables: statistics now rather than on the first searches.
      if (initial && result.stored > 0) await this.db.exec('ANALYZE listings; ANALYZE listing_details; ANALYZE listing_media');
      if (initial || result.stored + result.skipped > 0) {
        this.log.info(`feed: ${initial ? 'initial load' : 'pull'} done in ${result.millis} ms: ${result.stored} stored, ${result.skipped} skipped, ${result.events} events`);
      }
      // The whole source on its first read is left to be made as visitors ask: thousands of photos.
      if (!initial && onMarket.size > 0) await this.preparePhotos([...onMarket].slice(-MAX_PREPARED_PER_PULL));
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn(`feed: pull stopped after ${result.stored} records: ${message}`);
      await this.db.query('UPDATE feed_state SET last_error = $1, last_error_at = $2 WHERE id = 1', [message, this.clock.now()]).catch(() => undefined);
      throw error;
    }
  }

  /** The first photos of the homes a pull stored on the market, made before a visitor asks. */
  private preparePhotos(mls: string[]): Promise<void> {
    const prepare = this.prepareFirstPhotos;
    if (!prepare) return Promise.resolve();
    return this.besidePull('first photos not made', async () => {
      // Quiet when all went well: a pull that stored anything has said so already.
      const { failed } = await prepare(mls, () => this.stopped);
      if (failed > 0) this.log.warn(`feed: ${failed} of ${mls.length} homes' first photos could not be had from the source; they are made when first asked for`);
    });
  }

  /** Clears the old versions of the rows the pull rewrote (embedded database). */
  private vacuum(): Promise<void> {
    return this.besidePull('the tables the pull rewrote were not vacuumed', () => vacuumAfterPull(this.db));
  }

  /** Work after a pull whose records are stored: a failure is logged as a warning and never fails the pull. */
  private async besidePull(failure: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.log.warn(`feed: ${failure}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async backedOff(backoff: Backoff): Promise<void> {
    const text = `${backoff.reason}: waited ${Math.round(backoff.waitMs / 100) / 10} s before attempt ${backoff.attempt + 1}`;
    this.log.warn(`feed: ${text}`);
    await this.db.query('UPDATE feed_state SET backoffs = backoffs + 1, last_backoff = $1 WHERE id = 1', [`${text} (${this.clock.now().toISOString()})`]);
    // A long wait must not cost the lease.
    await takeLease(this.db, this.owner, this.clock.now(), this.config.leaseMs + backoff.waitMs);
  }

  /** Stores one page: listings, photos, agents, history, events, skips and the checkpoint together. */
  private async applyPage(tx: Queryable, records: readonly ResoProperty[], initial: boolean) {
    const now = this.clock.now();
    const rows = new Map<string, FeedRow>();
    const media = new Map<string, FeedMedia[]>();
    const agents = new Map<string, FeedAgent>();
    const skipped: Array<{ key: string; reason: SkipReason; detail: string }> = [];
    const storedKeys: string[] = [];
    for (const record of records) {
      const mapped = mapProperty(record, now);
      if (!mapped.ok) {
        skipped.push(mapped);
        continue;
      }
      rows.set(mapped.listing.mls, mapped.listing);
      media.set(mapped.listing.mls, mapped.media);
      agents.set(mapped.agent.id, mapped.agent);
      storedKeys.push(record.ListingKey);
    }
    const before = await storedStates(tx, [...rows.keys()]);
    const events: ListingEvent[] = [];
    const onMarket = [...rows.values()].filter((row) => isActive(row.status) && (media.get(row.mls)?.length ?? 0) > 0).map((row) => row.mls);
    // A new home, or one whose town changed, changes how many homes a place has.
    const placesChanged = [...rows.values()].some((row) => {
      const previous = before.get(row.mls);
      return !previous || previous.state !== row.state || previous.city.toLowerCase() !== row.city.toLowerCase();
    });
    const toStore = [...rows.values()].map((row) => {
      const previous = before.get(row.mls);
      const changes = changesOf(previous, row, now, row.source_system_name ?? this.config.sourceName);
      if (!initial) events.push(...changes.events);
      return { ...row, feed_history: [...(previous?.feed_history ?? []), ...changes.history] };
    });
    await storeListings(tx, toStore, [...agents.values()], media);
    await recordSkips(tx, storedKeys, skipped, now);
    await recordListingEvents(tx, events);
    const last = records[records.length - 1];
    const checkpoint = { ts: last.ModificationTimestamp, key: last.ListingKey };
    if (!(await advanceCheckpoint(tx, this.owner, checkpoint, toStore.length, now, this.config.leaseMs))) {
      throw new Error('the replication lease passed to another process; this page is left to it');
    }
    return { stored: toStore.length, skipped: skipped.length, events: events.length, checkpoint, onMarket, placesChanged };
  }
}
