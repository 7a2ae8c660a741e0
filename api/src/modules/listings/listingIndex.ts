import KDBush from 'kdbush';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { worldPoint } from '@homeward/domain';
import type { ListingRow } from './mapper';
import type { CandidateTuple } from './repository';

/**
 * Texts of every listing packed in one string with their start offsets (null where `nulls` marks
 * it): one heap object for the whole column instead of one string per listing, so a full garbage
 * collection no longer visits a million strings at 40x the seeded data (its pauses there were ~35-60 ms).
 * `at` makes the listing's string when asked (a card, a marker), which is cheap and short-lived.
 */
export class PackedTexts {
  private constructor(
    private readonly text: string,
    private readonly starts: Int32Array,
    private readonly nulls: Uint8Array | null,
  ) {}

  static of(values: ReadonlyArray<string | null>): PackedTexts {
    const starts = new Int32Array(values.length + 1);
    let nulls: Uint8Array | null = null;
    let at = 0;
    for (let i = 0; i < values.length; i++) {
      starts[i] = at;
      const v = values[i];
      if (v === null) (nulls ??= new Uint8Array(values.length))[i] = 1;
      else at += v.length;
    }
    starts[values.length] = at;
    return new PackedTexts(values.join(''), starts, nulls);
  }

  get length(): number {
    return this.starts.length - 1;
  }

  at(i: number): string {
    return this.text.slice(this.starts[i], this.starts[i + 1]);
  }

  /** For a column made with nulls. */
  nullableAt(i: number): string | null {
    return this.nulls !== null && this.nulls[i] === 1 ? null : this.at(i);
  }
}

/** A text column of few distinct values (zip codes): a code per listing, each value kept once. */
export class CodedTexts {
  readonly codes: Int32Array;
  readonly values: string[] = [];

  constructor(texts: ArrayLike<string>) {
    const ids = new Map<string, number>();
    this.codes = new Int32Array(texts.length);
    for (let i = 0; i < texts.length; i++) {
      let id = ids.get(texts[i]);
      if (id === undefined) {
        id = this.values.length;
        this.values.push(texts[i]);
        ids.set(texts[i], id);
      }
      this.codes[i] = id;
    }
  }

  get length(): number {
    return this.codes.length;
  }

  at(i: number): string {
    return this.values[this.codes[i]];
  }

  /** The code of a value, -1 when no listing has it. */
  codeOf(value: string): number {
    return this.values.indexOf(value);
  }
}

type StoredOpenHouse = ListingRow['open_houses'][number];

/**
 * Every listing's open houses as flat columns (a listing's entries from `starts[id]` to
 * `starts[id + 1]`, their texts coded): no array or object per listing on the heap. `at` makes a
 * listing's list when a card or the match rule needs it.
 */
export class OpenHouseColumns {
  private readonly starts: Int32Array;
  private readonly type: Uint8Array;
  private readonly dayOffset: Float64Array;
  private readonly startTime: Uint16Array;
  private readonly endTime: Uint16Array;
  private readonly texts: string[] = [];

  constructor(lists: ReadonlyArray<ReadonlyArray<StoredOpenHouse>>) {
    const n = lists.length;
    this.starts = new Int32Array(n + 1);
    let total = 0;
    for (let i = 0; i < n; i++) total += lists[i].length;
    this.type = new Uint8Array(total);
    this.dayOffset = new Float64Array(total);
    this.startTime = new Uint16Array(total);
    this.endTime = new Uint16Array(total);
    const ids = new Map<string, number>();
    const code = (text: string) => {
      let id = ids.get(text);
      if (id === undefined) {
        id = this.texts.length;
        this.texts.push(text);
        ids.set(text, id);
      }
      return id;
    };
    let k = 0;
    for (let i = 0; i < n; i++) {
      this.starts[i] = k;
      for (const o of lists[i]) {
        this.type[k] = code(o.type);
        this.dayOffset[k] = o.dayOffset;
        this.startTime[k] = code(o.startTime);
        this.endTime[k] = code(o.endTime);
        k++;
      }
    }
    this.starts[n] = k;
    if (this.texts.length > 256) throw new Error('too many distinct open-house texts for the index');
  }

  /** How many open houses the listing has. */
  count(id: number): number {
    return this.starts[id + 1] - this.starts[id];
  }

  at(id: number): StoredOpenHouse[] {
    const from = this.starts[id];
    const to = this.starts[id + 1];
    if (from === to) return [];
    const list: StoredOpenHouse[] = [];
    for (let k = from; k < to; k++) {
      list.push({ type: this.texts[this.type[k]] as StoredOpenHouse['type'], dayOffset: this.dayOffset[k], startTime: this.texts[this.startTime[k]], endTime: this.texts[this.endTime[k]] });
    }
    return list;
  }
}

/**
 * Every listing's search fields, in memory, column by column (typed arrays: compact, and a search
 * over tens of thousands of homes is a tight loop without allocation), with a spatial index over
 * their positions. Ids are positions in these columns.
 */
export interface IndexedListings {
  /** The listings_version this copy was read at. */
  version: string;
  count: number;
  mls: PackedTexts;
  /** Each listing's place in MLS-number order (string order), for ties in the search orders. */
  mlsRank: Int32Array;
  zipcodes: CodedTexts;
  lat: Float64Array;
  lng: Float64Array;
  /** Web-Mercator world position at zoom 0 (domain worldPoint), for clustering without trigonometry per search. */
  worldX: Float64Array;
  worldY: Float64Array;
  price: Float64Array;
  /** Index into `statusCodes` / `typeCodes`. */
  status: Uint8Array;
  statusCodes: ListingRow['status'][];
  type: Uint8Array;
  typeCodes: ListingRow['property_type'][];
  beds: Float64Array;
  baths: Float64Array;
  sqft: Float64Array;
  /** NaN where unknown. */
  yearBuilt: Float64Array;
  hoa: Float64Array;
  school: Float64Array;
  daysOnMarket: Float64Array;
  soldDaysAgo: Float64Array;
  openHouses: OpenHouseColumns;
  isLive: Uint8Array;
  /** KDBush over (longitude, latitude). */
  spatial: KDBush;
  /** What a result card shows beyond the search fields (CardTuple), so a page of cards never reads the database. */
  cards: CardColumns;
}

/** The card-only fields of every listing, column by column (repeated texts kept once, by code). */
export interface CardColumns {
  /** Index into `stateCodes` / `cityNames`. */
  state: Uint8Array;
  stateCodes: string[];
  city: Uint16Array;
  cityNames: string[];
  address: PackedTexts;
  /** Null for most homes (nullableAt). */
  unit: PackedTexts;
  addressIsSample: Uint8Array;
  minutesOnMarket: Int32Array;
  photoCount: Int32Array;
}

/** A listing's card-only fields as the index reads them (listings columns, in this order). */
export type CardTuple = [state: string, city: string, address: string, unit: string | null, addressIsSample: boolean, minutesOnMarket: number, photoCount: number];

const CHUNK = 50_000;

async function readVersion(db: Queryable): Promise<string> {
  const row = await one<{ version: string | number }>(db, 'SELECT version FROM listings_version WHERE id = 1');
  return String(row?.version ?? '0');
}

const orNaN = (v: number | null) => (v == null ? Number.NaN : v);

/**
 * Positions of the tuples along a Z-order curve over (longitude, latitude): homes near each other
 * sit near each other in the columns, so a place's homes are read almost sequentially.
 */
function spatialOrder(tuples: readonly CandidateTuple[]): Int32Array {
  const spread = (v: number) => {
    let x = v & 0xffff;
    x = (x | (x << 8)) & 0x00ff00ff;
    x = (x | (x << 4)) & 0x0f0f0f0f;
    x = (x | (x << 2)) & 0x33333333;
    x = (x | (x << 1)) & 0x55555555;
    return x >>> 0;
  };
  const keys = new Float64Array(tuples.length);
  for (let i = 0; i < tuples.length; i++) {
    const x = Math.floor(((tuples[i][2] + 180) / 360) * 0xffff);
    const y = Math.floor(((tuples[i][1] + 90) / 180) * 0xffff);
    keys[i] = spread(x) * 2 + spread(y);
  }
  return Int32Array.from(tuples.keys()).sort((a, b) => keys[a] - keys[b] || a - b);
}

/** Each tuple's place in MLS-number order (the database reads them in that order already, usually). */
function mlsRanks(tuples: readonly CandidateTuple[]): Int32Array {
  let sorted = true;
  for (let i = 1; i < tuples.length && sorted; i++) sorted = tuples[i - 1][0] < tuples[i][0];
  const ranks = new Int32Array(tuples.length);
  if (sorted) {
    for (let i = 0; i < tuples.length; i++) ranks[i] = i;
    return ranks;
  }
  const byMls = Array.from(tuples.keys()).sort((a, b) => (tuples[a][0] < tuples[b][0] ? -1 : tuples[a][0] > tuples[b][0] ? 1 : 0));
  byMls.forEach((tupleIndex, rank) => (ranks[tupleIndex] = rank));
  return ranks;
}

/** Columns from search tuples (listings.search_tuple), their zip codes and their card fields. */
export function indexListings(version: string, tuples: readonly CandidateTuple[], zipcodes: readonly string[], cardTuples: readonly CardTuple[]): IndexedListings {
  const n = tuples.length;
  const codes = <T extends string>() => {
    const list: T[] = [];
    const ids = new Map<T, number>();
    return {
      list,
      id(code: T) {
        let id = ids.get(code);
        if (id === undefined) {
          id = list.length;
          list.push(code);
          ids.set(code, id);
        }
        return id;
      },
    };
  };
  const statuses = codes<ListingRow['status']>();
  const types = codes<ListingRow['property_type']>();
  const states = codes<string>();
  const cities = codes<string>();
  // Listing texts are gathered in search-column order, then packed (PackedTexts, CodedTexts, OpenHouseColumns).
  const mls = new Array<string>(n);
  const zips = new Array<string>(n);
  const addresses = new Array<string>(n);
  const units = new Array<string | null>(n);
  const openHouses = new Array<ListingRow['open_houses']>(n);
  const columns = {
    version,
    count: n,
    mlsRank: new Int32Array(n),
    lat: new Float64Array(n),
    lng: new Float64Array(n),
    worldX: new Float64Array(n),
    worldY: new Float64Array(n),
    price: new Float64Array(n),
    status: new Uint8Array(n),
    statusCodes: statuses.list,
    type: new Uint8Array(n),
    typeCodes: types.list,
    beds: new Float64Array(n),
    baths: new Float64Array(n),
    sqft: new Float64Array(n),
    yearBuilt: new Float64Array(n),
    hoa: new Float64Array(n),
    school: new Float64Array(n),
    daysOnMarket: new Float64Array(n),
    soldDaysAgo: new Float64Array(n),
    isLive: new Uint8Array(n),
    spatial: new KDBush(Math.max(1, n)),
    cards: {
      state: new Uint8Array(n),
      stateCodes: states.list,
      city: new Uint16Array(n),
      cityNames: cities.list,
      addressIsSample: new Uint8Array(n),
      minutesOnMarket: new Int32Array(n),
      photoCount: new Int32Array(n),
    },
  };
  const index = columns;
  const { cards } = index;
  const order = spatialOrder(tuples);
  const rankOf = mlsRanks(tuples);
  for (let i = 0; i < n; i++) {
    const t = tuples[order[i]];
    index.mlsRank[i] = rankOf[order[i]];
    zips[i] = zipcodes[order[i]];
    mls[i] = t[0];
    index.lat[i] = t[1];
    index.lng[i] = t[2];
    const world = worldPoint(t[1], t[2]);
    index.worldX[i] = world.x;
    index.worldY[i] = world.y;
    index.price[i] = t[3];
    index.status[i] = statuses.id(t[4]);
    index.type[i] = types.id(t[5]);
    index.beds[i] = orNaN(t[6]);
    index.baths[i] = orNaN(t[7]);
    index.sqft[i] = orNaN(t[8]);
    index.yearBuilt[i] = orNaN(t[9]);
    index.hoa[i] = orNaN(t[10]);
    index.school[i] = orNaN(t[11]);
    index.daysOnMarket[i] = t[12];
    openHouses[i] = t[14];
    index.soldDaysAgo[i] = orNaN(t[15]);
    index.isLive[i] = t[16] ? 1 : 0;
    index.spatial.add(t[2], t[1]);
    const c = cardTuples[order[i]];
    cards.state[i] = states.id(c[0]);
    cards.city[i] = cities.id(c[1]);
    addresses[i] = c[2];
    units[i] = c[3];
    cards.addressIsSample[i] = c[4] ? 1 : 0;
    cards.minutesOnMarket[i] = c[5];
    cards.photoCount[i] = c[6];
  }
  if (states.list.length > 256 || cities.list.length > 65_536) throw new Error('too many distinct states or cities for the index');
  if (n === 0) index.spatial.add(0, 0);
  index.spatial.finish();
  return {
    ...index,
    mls: PackedTexts.of(mls),
    zipcodes: new CodedTexts(zips),
    openHouses: new OpenHouseColumns(openHouses),
    cards: { ...cards, address: PackedTexts.of(addresses), unit: PackedTexts.of(units) },
  };
}

/**
 * Reads the listings in chunks (keyset on mls), each chunk's rows joined into one JSON text
 * `[[zipcode, search tuple, card tuple], …]`: far faster than row-by-row results, notably on PGlite.
 * Each chunk goes to `onChunk` as it comes (an IndexBuilder, maybe on another thread), so only one
 * chunk's text is held at a time. Returns the listings_version, read first.
 */
export async function readIndexChunks(db: Queryable, onChunk: (text: string) => void): Promise<string> {
  const version = await readVersion(db);
  let after = '';
  for (;;) {
    const row = await one<{ rows: string | null; last: string | null; n: number }>(
      db,
      `SELECT '[' || string_agg(t, ',' ORDER BY mls) || ']' AS rows, max(mls) AS last, count(*)::int AS n FROM (
         SELECT mls, '[' || to_json(zipcode)::text || ',' || search_tuple || ','
                || json_build_array(state, city, address, unit, address_is_sample, minutes_on_market, photo_count)::text || ']' AS t
           FROM listings WHERE mls > $1 ORDER BY mls LIMIT ${CHUNK}) s`,
      [after],
    );
    if (!row?.rows || !row.last) break;
    onChunk(row.rows);
    after = row.last;
    if (row.n < CHUNK) break;
  }
  return version;
}

/** Builds an index from the chunks of readIndexChunks, one at a time. */
export class IndexBuilder {
  private readonly tuples: CandidateTuple[] = [];
  private readonly zipcodes: string[] = [];
  private readonly cardTuples: CardTuple[] = [];

  add(text: string): void {
    for (const [zipcode, tuple, card] of JSON.parse(text) as Array<[string, CandidateTuple, CardTuple]>) {
      this.zipcodes.push(zipcode);
      this.tuples.push(tuple);
      this.cardTuples.push(card);
    }
  }

  finish(version: string): IndexedListings {
    return indexListings(version, this.tuples, this.zipcodes, this.cardTuples);
  }
}

/**
 * A copy of the listings in one API process (the search index, or the source handed to the search
 * workers, which build theirs from it). Listings change only through the seed or a bulk import,
 * and every such statement raises `listings_version` (migration 7); the process looks at that
 * number at most once per `checkEveryMs` and rebuilds its copy when it moved, answering from the
 * previous copy meanwhile. So any number of processes sharing one PostgreSQL converge within
 * about a second of a change, and a search never waits on the database for its matches.
 */
export class VersionedCopy<T extends { version: string }> {
  private current: Promise<T> | null = null;
  private checkedAt = 0;
  private checking = false;
  private loadedAt = 0;

  constructor(
    private readonly db: Queryable,
    /** Makes the copy of the listings at the version it reads (the version is read first, so a change meanwhile is seen on the next check). */
    private readonly load: (db: Queryable) => Promise<T>,
    private readonly checkEveryMs = 1000,
  ) {}

  get(now = Date.now()): Promise<T> {
    if (!this.current) {
      this.checkedAt = now;
      const loaded = this.load(this.db);
      this.current = loaded;
      loaded.then(
        () => (this.loadedAt = Date.now()),
        () => {
          if (this.current === loaded) this.current = null;
        },
      );
      return loaded;
    }
    if (now - this.checkedAt >= this.checkEveryMs && !this.checking) {
      this.checkedAt = now;
      void this.refreshIfChanged();
    }
    return this.current;
  }

  /** Loads the listings again now, whatever the version (a copy held elsewhere was lost). */
  reload(): Promise<T> {
    this.current = null;
    return this.get();
  }

  /** When the copy was last rebuilt (ms since epoch), for the health of caches built on it. */
  get builtAt(): number {
    return this.loadedAt;
  }

  private async refreshIfChanged(): Promise<void> {
    this.checking = true;
    try {
      const [version, previous] = await Promise.all([readVersion(this.db), this.current]);
      if (previous && version === previous.version) return;
      const next = await this.load(this.db);
      this.current = Promise.resolve(next);
      this.loadedAt = Date.now();
    } catch {
      // Keep answering from the copy in hand; the next check tries again.
    } finally {
      this.checking = false;
    }
  }
}

/**
 * The search index of one thread: a VersionedCopy of the listings' columns. `onLoad` hears of each
 * index made, once it is the one searches read (after the current event-loop turn).
 */
export class ListingIndex extends VersionedCopy<IndexedListings> {
  constructor(db: Queryable, checkEveryMs = 1000, onLoad?: (index: IndexedListings) => void) {
    super(
      db,
      async (source) => {
        const builder = new IndexBuilder();
        const version = await readIndexChunks(source, (text) => builder.add(text));
        const index = builder.finish(version);
        if (onLoad) setImmediate(() => onLoad(index));
        return index;
      },
      checkEveryMs,
    );
  }
}

/**
 * The places with the most listings in the index, most first, as search texts ('Seattle, WA' and
 * zip codes such as '98103', interleaved by count): the ones worth preparing before anyone asks.
 */
export function busiestPlaceTexts(index: IndexedListings, limit: number): string[] {
  const { cards, zipcodes } = index;
  const perCity = new Map<number, number>();
  const cityCounts = new Int32Array(cards.cityNames.length * Math.max(1, cards.stateCodes.length));
  for (let id = 0; id < index.count; id++) cityCounts[cards.city[id] * cards.stateCodes.length + cards.state[id]]++;
  cityCounts.forEach((n, key) => n > 0 && perCity.set(key, n));
  const zipCounts = new Int32Array(zipcodes.values.length);
  for (let id = 0; id < index.count; id++) zipCounts[zipcodes.codes[id]]++;
  const ranked: Array<[text: string, count: number]> = [];
  for (const [key, n] of perCity) ranked.push([`${cards.cityNames[Math.floor(key / cards.stateCodes.length)]}, ${cards.stateCodes[key % cards.stateCodes.length]}`, n]);
  zipCounts.forEach((n, code) => /^\d{5}$/.test(zipcodes.values[code]) && ranked.push([zipcodes.values[code], n]));
  return ranked
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([text]) => text);
}
