// The local feed's records, kept in replication order: by ModificationTimestamp, then ListingKey.
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ResoProperty } from '@homeward/api';
import { lowerBound, matches, type FilterNode } from './odata';

const before = (a: ResoProperty, ts: number, key: string) => {
  const t = Date.parse(a.ModificationTimestamp);
  return t < ts || (t === ts && a.ListingKey < key);
};

/**
 * The k-th copy of a record, for load benchmarks: a home of its own (its key and a 10-digit MLS
 * number made from the original's), modified `shiftMs` later so the copies follow every original in
 * replication order.
 */
function copyOf(record: ResoProperty, k: number, shiftMs: number): ResoProperty {
  const key = `${record.ListingKey}.${k}`;
  const stamp = new Date(Date.parse(record.ModificationTimestamp) + shiftMs).toISOString();
  return {
    ...record,
    ListingKey: key,
    ListingId: `${10 + k}${String(record.ListingId ?? record.ListingKey).padStart(8, '0')}`,
    ModificationTimestamp: stamp,
    Media: record.Media?.map((m) => ({ ...m, MediaKey: `${m.MediaKey}.${k}`, ResourceRecordKey: key, ModificationTimestamp: stamp })),
    OpenHouse: record.OpenHouse?.map((o) => ({ ...o, OpenHouseKey: `${o.OpenHouseKey}.${k}`, ListingKey: key, ModificationTimestamp: stamp })),
  };
}

export class PropertyStore {
  private readonly byKey = new Map<string, ResoProperty>();
  /** Sorted by (ModificationTimestamp, ListingKey). */
  private order: ResoProperty[] = [];
  private lastMs = 0;
  /** Served copies of every record (1: each once); more only to measure a large initial load. */
  private copies = 1;
  private copyShiftMs = 0;

  constructor(private readonly journal: string | null = null) {}

  get size(): number {
    return this.order.length * this.copies;
  }

  /**
   * Serves every record `copies` times, each copy a home of its own made when it is read (nothing
   * more is kept), so a replica's initial load can be measured at many times the seed's size.
   */
  scale(copies: number): void {
    this.copies = Math.max(1, Math.floor(copies));
    const first = this.order[0] ? Date.parse(this.order[0].ModificationTimestamp) : 0;
    this.copyShiftMs = this.lastMs - first + 1;
  }

  get(key: string): ResoProperty | undefined {
    return this.byKey.get(key);
  }

  /** Every record once (no served copies), in replication order. */
  records(): readonly ResoProperty[] {
    return [...this.order];
  }

  /** The records in replication order (for picking one at random). */
  at(i: number): ResoProperty | undefined {
    const n = this.order.length;
    if (i < n) return this.order[i];
    const k = Math.floor(i / n);
    return k < this.copies ? copyOf(this.order[i % n], k, k * this.copyShiftMs) : undefined;
  }

  /** Loads records as they were (their timestamps kept), e.g. the seed and the journal's changes. */
  load(records: readonly ResoProperty[]): void {
    for (const record of records) {
      this.byKey.set(record.ListingKey, record);
      this.lastMs = Math.max(this.lastMs, Date.parse(record.ModificationTimestamp));
    }
    this.order = [...this.byKey.values()].sort((a, b) => Date.parse(a.ModificationTimestamp) - Date.parse(b.ModificationTimestamp) || (a.ListingKey < b.ListingKey ? -1 : a.ListingKey > b.ListingKey ? 1 : 0));
  }

  /**
   * Stores a changed or new record with a ModificationTimestamp later than every other, so a
   * replica that read up to any earlier record sees this change on its next pull.
   */
  put(record: ResoProperty, now: Date): ResoProperty {
    const ms = Math.max(now.getTime(), this.lastMs + 1);
    this.lastMs = ms;
    const stamp = new Date(ms).toISOString();
    const stored: ResoProperty = {
      ...record,
      ModificationTimestamp: stamp,
      // A record sent without photos or open houses has none (never an undefined list).
      Media: (record.Media ?? []).map((m) => ({ ...m, ModificationTimestamp: stamp })),
      OpenHouse: (record.OpenHouse ?? []).map((o) => ({ ...o, ModificationTimestamp: stamp })),
    };
    const previous = this.byKey.get(record.ListingKey);
    if (previous) this.order.splice(this.indexOf(previous), 1);
    this.byKey.set(stored.ListingKey, stored);
    this.order.push(stored);
    if (this.journal) appendFileSync(this.journal, `${JSON.stringify(stored)}\n`);
    return stored;
  }

  private indexOf(record: ResoProperty): number {
    const ts = Date.parse(record.ModificationTimestamp);
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(this.at(mid)!, ts, record.ListingKey)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Up to `top` records matching `filter` after the position `after` (the last record of the
   * previous page), and whether more follow.
   */
  page(filter: FilterNode | null, top: number, after: { ts: string; key: string } | null): { records: ResoProperty[]; more: boolean } {
    let start = 0;
    const bound = lowerBound(filter, 'ModificationTimestamp');
    if (bound !== null) start = this.indexOf({ ModificationTimestamp: new Date(bound).toISOString(), ListingKey: '' });
    if (after) start = Math.max(start, this.indexOf({ ModificationTimestamp: after.ts, ListingKey: `${after.key}\u0000` }));
    const records: ResoProperty[] = [];
    for (let i = start; i < this.size; i++) {
      const record = this.at(i)!;
      if (filter && !matches(filter, record as unknown as Record<string, unknown>)) continue;
      if (records.length === top) return { records, more: true };
      records.push(record);
    }
    return { records, more: false };
  }
}

/** Reads a journal of changes, keeping each record's last version, and rewrites it compacted. */
export function readJournal(file: string): ResoProperty[] {
  if (!existsSync(file)) return [];
  const last = new Map<string, ResoProperty>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const record = JSON.parse(line) as ResoProperty;
      last.set(record.ListingKey, record);
    } catch {
      // A line cut short by a crash: the change it held was never answered to a replica.
    }
  }
  const records = [...last.values()];
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, records.map((r) => `${JSON.stringify(r)}\n`).join(''));
  renameSync(partial, file);
  return records;
}
