/** What searches keep between calls: matches per place and filters, and the cards of the homes, bounded in bytes. */
import { LRUCache } from 'lru-cache';
import { toCalendarDate } from '@homeward/domain';
import type { IndexedListings } from './listingIndex';
import { toListingSummary, type CardRow } from './mapper';
import type { ResolvedPlace } from './places';
import { PlaceArea } from './placeArea';
import { AreaMatches, CANDIDATE_LISTS_PER_PLACE, MatchSet } from './matches';

/**
 * A least-recently-used map with an age limit, bounded in entries and, when given a size
 * estimate, in bytes. A value larger than the whole byte budget is simply not kept.
 */
export class RecentMap<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, V> | null;

  constructor(maxEntries: number, ttlMs: number, bytes?: { maxBytes: number; sizeOf: (value: V) => number }) {
    this.entries =
      maxEntries > 0
        ? new LRUCache<string, V>({
            max: maxEntries,
            ttl: ttlMs,
            ...(bytes ? { maxSize: Math.max(1, bytes.maxBytes), sizeCalculation: (value: V) => Math.max(1, bytes.sizeOf(value)) } : {}),
          })
        : null;
  }

  get(key: string, compute: () => V): V {
    if (!this.entries) return compute();
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const value = compute();
    this.entries.set(key, value);
    return value;
  }

  peek(key: string): V | undefined {
    return this.entries?.get(key);
  }

  set(key: string, value: V): void {
    this.entries?.set(key, value);
  }

  delete(key: string): void {
    this.entries?.delete(key);
  }
}

/** Bytes a home takes in a SortedArea (id, side, eight 32-bit columns), and the orders a place is usually searched in. */
const SORTED_AREA_BYTES = 4 + 1 + 8 * 4;
const ORDERS_PER_PLACE = 3;

/**
 * Heap size of a place's area as it grows (the cache weighs it when it is first kept): its ids and
 * flags, its homes in the orders it is searched in (SortedArea), and candidate lists (most are a
 * fraction of the homes).
 */
export function areaBytes(area: PlaceArea): number {
  return 256 + area.inside.byteLength + area.ids.byteLength * (1 + CANDIDATE_LISTS_PER_PLACE / 2) + area.ids.length * SORTED_AREA_BYTES * ORDERS_PER_PLACE;
}

/** Heap size of a match set: its ids and histograms. */
function estimateBytes(value: MatchSet): number {
  const area = (a: AreaMatches | null) => (a ? 64 + a.ids.byteLength + a.histogram.buckets.length * 16 : 0);
  return 256 + area(value.place) + area(value.nearby);
}

/** Heap bytes of a string's characters: V8 keeps a string with no character beyond U+00FF at one byte a character. */
export const stringBytes = (text: string) => (/[^\u0000-\u00ff]/.test(text) ? 2 : 1) * text.length;

/** A listing of the index as the listings row a card is made from (the card-only fields are kept with the index). */
export function cardRowOf(index: IndexedListings, id: number): CardRow {
  const { cards } = index;
  const nullable = (v: number) => (Number.isNaN(v) ? null : v);
  return {
    mls: index.mls.at(id),
    latitude: index.lat[id],
    longitude: index.lng[id],
    minutes_on_market: cards.minutesOnMarket[id],
    list_price: index.price[id],
    open_houses: index.openHouses.at(id),
    state: cards.stateCodes[cards.state[id]],
    status: index.statusCodes[index.status[id]],
    property_type: index.typeCodes[index.type[id]],
    bedrooms: index.beds[id],
    baths: index.baths[id],
    total_square_foot: index.sqft[id],
    year_built: nullable(index.yearBuilt[id]),
    hoa: nullable(index.hoa[id]),
    min_school_rating: nullable(index.school[id]),
    days_on_market: index.daysOnMarket[id],
    sold_days_ago: nullable(index.soldDaysAgo[id]),
    address: cards.address.at(id),
    unit: cards.unit.nullableAt(id),
    city: cards.cityNames[cards.city[id]],
    zipcode: index.zipcodes.at(id),
    address_is_sample: cards.addressIsSample[id] === 1,
    photo_count: cards.photoCount[id],
  };
}

/**
 * The card of each listing on a page, as JSON, made from the index (never the database: the index
 * holds every card field and follows listings_version) and kept per listings version and calendar
 * day (open-house and sale dates count from today), by index id. Bounded in bytes: when a new card
 * would pass the bound, the store starts again empty (a card is cheap to make again; a lookup by id
 * in a map costs a fraction of one in a least-recently-used cache, twenty times per search).
 */
export class CardStore {
  private cards = new Map<number, string>();
  private bytes = 0;
  private generation = '';

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.cards.size;
  }

  json(index: IndexedListings, now: Date, ids: ArrayLike<number>): string[] {
    const generation = `${index.version}|${toCalendarDate(now)}`;
    if (generation !== this.generation) {
      this.cards = new Map();
      this.bytes = 0;
      this.generation = generation;
    }
    const out: string[] = [];
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k];
      let json = this.cards.get(id);
      if (json === undefined) {
        json = JSON.stringify(toListingSummary(cardRowOf(index, id), now));
        const size = 64 + stringBytes(json);
        if (this.bytes + size > this.maxBytes) {
          this.cards = new Map();
          this.bytes = 0;
        }
        if (size <= this.maxBytes) {
          this.cards.set(id, json);
          this.bytes += size;
        }
      }
      out.push(json);
    }
    return out;
  }
}

/**
 * Recent searches of one process. Listings change only with `listings_version`, so a search's
 * matches depend only on the place, the criteria, the order, the calendar day (open houses and
 * sold windows count from today) and that version. Paging, panning and zooming reuse them.
 * Bounded in entries and in bytes, whoever fills it.
 */
export class SearchCache {
  readonly matches: RecentMap<MatchSet>;
  readonly areas: RecentMap<PlaceArea>;
  /** The bytes the areas may take (areaBytes). */
  readonly areaBytes: number;
  readonly cards: CardStore;

  constructor(maxEntries: number, ttlMs: number, maxBytes = 64 * 1024 * 1024) {
    this.matches = new RecentMap(maxEntries, ttlMs, { maxBytes: Math.floor(maxBytes / 6), sizeOf: estimateBytes });
    // Areas are few (one per place searched) and costly to build (boundary, sorted columns, candidate
    // lists), and every search starts from one: kept even with no result cache, with the largest share.
    // Cards are made from the index when not kept, cheaply.
    // No age limit: an area is keyed by the listings version and never goes stale, and one that
    // expired while its place was busy was rebuilt inside a search (~5-15 ms per order).
    this.areaBytes = Math.max(1, Math.floor((maxBytes * 2) / 3));
    this.areas = new RecentMap(Math.max(maxEntries, 50), 0, { maxBytes: this.areaBytes, sizeOf: areaBytes });
    this.cards = new CardStore(Math.floor(maxBytes / 6));
  }
}

/** What identifies a resolved place in cache keys. */
export const placeKey = (place: ResolvedPlace) => JSON.stringify([place.kind, place.name, place.state, place.zipcode, place.lat, place.lng]);
