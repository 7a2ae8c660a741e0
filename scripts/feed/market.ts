// The local feed's simulated market: homes come on the market, are re-priced, go pending, sell and
// hold open houses. A seeded home is never deleted; its MLS number and page stay.
import { addDays, toCalendarDate } from '@homeward/domain';
import { createRandom, type Random, statusCodeOf, mlsStatusLabel, type ResoProperty } from '@homeward/api';
import { openHouseRecords } from './records';
import type { PropertyStore } from './store';

export const MARKET_ACTIONS = ['list', 'price_cut', 'price_raise', 'pending', 'sold', 'open_house', 'withdraw', 'back_on_market', 'delete'] as const;
export type MarketAction = (typeof MARKET_ACTIONS)[number];

const ACTIVE = new Set(['A', 'PD', 'LS', 'NC']);
const PENDING = new Set(['P', 'PB', 'PF', 'PI', 'PS', 'CT']);
const OFF_MARKET = new Set(['S', 'S-UL', 'CA', 'E', 'T', 'SFR', 'INC']);

const codeOf = (r: ResoProperty) => statusCodeOf(r.StandardStatus, r.MlsStatus) ?? '';

/** Which homes an action can apply to. */
const ELIGIBLE: Record<MarketAction, (r: ResoProperty) => boolean> = {
  list: (r) => OFF_MARKET.has(codeOf(r)),
  price_cut: (r) => ACTIVE.has(codeOf(r)),
  price_raise: (r) => ACTIVE.has(codeOf(r)),
  pending: (r) => ACTIVE.has(codeOf(r)),
  sold: (r) => PENDING.has(codeOf(r)),
  open_house: (r) => ACTIVE.has(codeOf(r)),
  withdraw: (r) => ACTIVE.has(codeOf(r)) || PENDING.has(codeOf(r)),
  back_on_market: (r) => PENDING.has(codeOf(r)),
  delete: () => true,
};

/** The market's usual mix: mostly price changes, then sales moving along, new listings and open houses. */
const MIX: ReadonlyArray<[MarketAction, number]> = [
  ['price_cut', 0.25], ['price_raise', 0.08], ['list', 0.17], ['pending', 0.15], ['sold', 0.13], ['open_house', 0.14], ['back_on_market', 0.04], ['withdraw', 0.04],
];

const roundPrice = (n: number) => Math.max(1000, Math.round(n / 1000) * 1000);
const SLOTS: ReadonlyArray<[string, string]> = [['10:00', '12:00'], ['13:00', '15:00'], ['14:00', '16:00']];

/** The record after `action`, at `now`. */
export function applyAction(record: ResoProperty, action: MarketAction, now: Date, random: Random, price?: number): ResoProperty {
  const status = (code: Parameters<typeof mlsStatusLabel>[0], standard: string) => ({ StandardStatus: standard, MlsStatus: mlsStatusLabel(code) });
  const current = record.ListPrice ?? 0;
  switch (action) {
    case 'list': {
      const listPrice = price ?? roundPrice(current * (1 + random.int(2, 9) / 100));
      return { ...record, ...status('A', 'Active'), ListPrice: listPrice, OriginalListPrice: listPrice, ClosePrice: null, CloseDate: null, OnMarketTimestamp: now.toISOString(), OpenHouse: [] };
    }
    case 'price_cut': {
      const next = price ?? roundPrice(current * (1 - random.int(2, 8) / 100));
      return { ...record, ...(codeOf(record) === 'A' ? status('PD', 'Active') : {}), ListPrice: next };
    }
    case 'price_raise': {
      const next = price ?? roundPrice(current * (1 + random.int(2, 6) / 100));
      return { ...record, ...(codeOf(record) === 'PD' ? status('A', 'Active') : {}), ListPrice: next };
    }
    case 'pending':
      return { ...record, ...status('P', 'Pending'), OpenHouse: [] };
    case 'back_on_market':
      return { ...record, ...status('A', 'Active') };
    case 'sold':
      return { ...record, ...status('S', 'Closed'), ClosePrice: price ?? roundPrice(current * (1 + random.int(-3, 5) / 100)), CloseDate: toCalendarDate(now), OpenHouse: [] };
    case 'withdraw':
      return { ...record, StandardStatus: 'Withdrawn', MlsStatus: null, OpenHouse: [] };
    case 'delete':
      return { ...record, StandardStatus: 'Delete', MlsStatus: null, OpenHouse: [] };
    case 'open_house': {
      const [startTime, endTime] = random.pick(SLOTS);
      const dayOffset = random.int(1, 10);
      const state = record.StateOrProvince ?? 'WA';
      const added = openHouseRecords(record.ListingKey, state, [{ type: 'INP', dayOffset, startTime, endTime }], now, record.ModificationTimestamp);
      const date = toCalendarDate(addDays(now, dayOffset));
      const kept = (record.OpenHouse ?? []).filter((o) => o.OpenHouseDate >= toCalendarDate(now) && o.OpenHouseDate !== date);
      return { ...record, OpenHouse: [...kept, ...added] };
    }
  }
}

export class Market {
  private timer: NodeJS.Timeout | null = null;
  private readonly random: Random;

  constructor(
    private readonly store: PropertyStore,
    private readonly now: () => Date,
    seed = 'homeward-market',
  ) {
    this.random = createRandom(`${seed}:${now().toISOString()}`);
  }

  /** Moves the market at `perMinute` changes a minute (0 stops it). */
  setPace(perMinute: number): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (perMinute > 0) {
      this.timer = setInterval(() => this.step(), Math.max(50, Math.round(60_000 / perMinute)));
      this.timer.unref();
    }
  }

  stop(): void {
    this.setPace(0);
  }

  /** One change of the usual mix, to a home it can apply to. */
  step(): ResoProperty | null {
    let r = this.random.next();
    let action: MarketAction = MIX[0][0];
    for (const [name, share] of MIX) {
      action = name;
      if ((r -= share) < 0) break;
    }
    const record = this.pick(ELIGIBLE[action]);
    return record ? this.store.put(applyAction(record, action, this.now(), this.random), this.now()) : null;
  }

  /** Makes `action` happen to one home now (a test's control); null when it cannot apply to that home. */
  apply(listingKey: string, action: MarketAction, price?: number): ResoProperty | null {
    const record = this.store.get(listingKey);
    if (!record || !ELIGIBLE[action](record)) return null;
    return this.store.put(applyAction(record, action, this.now(), this.random, price), this.now());
  }

  private pick(eligible: (r: ResoProperty) => boolean): ResoProperty | null {
    const size = this.store.size;
    if (size === 0) return null;
    const start = this.random.int(0, size - 1);
    for (let i = 0; i < size; i++) {
      const record = this.store.at((start + i) % size)!;
      if (eligible(record)) return record;
    }
    return null;
  }
}
