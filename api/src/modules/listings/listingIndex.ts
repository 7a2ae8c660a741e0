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
  /** Codes into `texts` (as many distinct texts as the data has). */
  private readonly type: Int32Array;
  private readonly dayOffset: Float64Array;
  private readonly startTime: Int32Array;
  private readonly endTime: Int32Array;
  private readonly texts: string[] = [];

  constructor(lists: ReadonlyArray<ReadonlyArray<StoredOpenHouse>>) {
    const n = lists.length;
    this.starts = new Int32Array(n + 1);
    let total = 0;
    for (let i = 0; i < n; i++) total += lists[i].length;
    this.type = new Int32Array(total);
    this.dayOffset = new Float64Array(total);
    this.startTime = new Int32Array(total);
    this.endTime = new Int32Array(total);
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

/** The numbers of a listing an IndexBuilder keeps as it reads, in this order (NaN where unknown). */
const NUMBERS = ['lat', 'lng', 'price', 'beds', 'baths', 'sqft', 'yearBuilt', 'hoa', 'school', 'daysOnMarket', 'soldDaysAgo', 'minutesOnMarket', 'photoCount'] as const;
const [LAT, LNG, PRICE, BEDS, BATHS, SQFT, YEAR, HOA, SCHOOL, DAYS, SOLD, MINUTES, PHOTOS] = NUMBERS.map((_, k) => k);
/** Its codes and flags, in this order. */
const [STATUS, TYPE, STATE, CITY, LIVE, SAMPLE] = [0, 1, 2, 3, 4, 5];
const CODES = 6;

/** Texts to small numbers, each text kept once. */
class Codes<T extends string> {
  readonly list: T[] = [];
  private readonly ids = new Map<T, number>();

  id(code: T): number {
    let id = this.ids.get(code);
    if (id === undefined) {
      id = this.list.length;
      this.list.push(code);
      this.ids.set(code, id);
    }
    return id;
  }
}

/**
 * Builds an index from listings as they are read (the chunks of readIndexChunks, one at a time, or
 * rows in hand): each listing's numbers and codes go straight into growing typed columns, in the
 * order read, and only its texts are kept as strings, so the whole listings are never held as one
 * array per row (at 40x the data they took ~0.5 GB more at the peak of a start). `finish` lays the
 * columns out along a Z-order curve over (longitude, latitude): homes near each other sit near each
 * other in the columns, so a place's homes are read almost sequentially.
 */
export class IndexBuilder {
  private n = 0;
  private numbers = new Float64Array(0);
  /** Codes and flags (a city code past 65,535 is refused in finish). */
  private codes = new Uint16Array(0);
  private readonly mls: string[] = [];
  private readonly zipcodes: string[] = [];
  private readonly addresses: string[] = [];
  private readonly units: Array<string | null> = [];
  /** Open houses of the listings that have some, by position read. */
  private readonly openHouses = new Map<number, ListingRow['open_houses']>();
  private readonly statuses = new Codes<ListingRow['status']>();
  private readonly types = new Codes<ListingRow['property_type']>();
  private readonly states = new Codes<string>();
  private readonly cities = new Codes<string>();

  add(text: string): void {
    for (const [zipcode, tuple, card] of JSON.parse(text) as Array<[string, CandidateTuple, CardTuple]>) this.addRow(tuple, zipcode, card);
  }

  addRow(t: CandidateTuple, zipcode: string, c: CardTuple): void {
    const i = this.n++;
    if (this.n * NUMBERS.length > this.numbers.length) {
      // A quarter more each time: doubling could leave nearly half of a million-row column unused.
      const rows = Math.max(1024, Math.ceil(this.n * 1.25));
      const numbers = new Float64Array(rows * NUMBERS.length);
      numbers.set(this.numbers);
      this.numbers = numbers;
      const codes = new Uint16Array(rows * CODES);
      codes.set(this.codes);
      this.codes = codes;
    }
    const num = this.numbers;
    const at = i * NUMBERS.length;
    num[at + LAT] = t[1];
    num[at + LNG] = t[2];
    num[at + PRICE] = t[3];
    num[at + BEDS] = orNaN(t[6]);
    num[at + BATHS] = orNaN(t[7]);
    num[at + SQFT] = orNaN(t[8]);
    num[at + YEAR] = orNaN(t[9]);
    num[at + HOA] = orNaN(t[10]);
    num[at + SCHOOL] = orNaN(t[11]);
    num[at + DAYS] = t[12];
    num[at + SOLD] = orNaN(t[15]);
    num[at + MINUTES] = c[5];
    num[at + PHOTOS] = c[6];
    const code = i * CODES;
    this.codes[code + STATUS] = this.statuses.id(t[4]);
    this.codes[code + TYPE] = this.types.id(t[5]);
    this.codes[code + STATE] = this.states.id(c[0]);
    this.codes[code + CITY] = this.cities.id(c[1]);
    this.codes[code + LIVE] = t[16] ? 1 : 0;
    this.codes[code + SAMPLE] = c[4] ? 1 : 0;
    if (t[14].length > 0) this.openHouses.set(i, t[14]);
    this.mls.push(t[0]);
    this.zipcodes.push(zipcode);
    this.addresses.push(c[2]);
    this.units.push(c[3]);
  }

  /** Positions read, in Z-order over (longitude, latitude). */
  private spatialOrder(): Int32Array {
    const spread = (v: number) => {
      let x = v & 0xffff;
      x = (x | (x << 8)) & 0x00ff00ff;
      x = (x | (x << 4)) & 0x0f0f0f0f;
      x = (x | (x << 2)) & 0x33333333;
      x = (x | (x << 1)) & 0x55555555;
      return x >>> 0;
    };
    const keys = new Float64Array(this.n);
    for (let i = 0; i < this.n; i++) {
      const x = Math.floor(((this.numbers[i * NUMBERS.length + LNG] + 180) / 360) * 0xffff);
      const y = Math.floor(((this.numbers[i * NUMBERS.length + LAT] + 90) / 180) * 0xffff);
      keys[i] = spread(x) * 2 + spread(y);
    }
    const order = new Int32Array(this.n);
    for (let i = 0; i < this.n; i++) order[i] = i;
    return order.sort((a, b) => keys[a] - keys[b] || a - b);
  }

  /** Each position's place in MLS-number order (the database reads them in that order already, usually). */
  private mlsRanks(): Int32Array {
    const { mls, n } = this;
    let sorted = true;
    for (let i = 1; i < n && sorted; i++) sorted = mls[i - 1] < mls[i];
    const ranks = new Int32Array(n);
    if (sorted) {
      for (let i = 0; i < n; i++) ranks[i] = i;
      return ranks;
    }
    const byMls = Array.from(mls.keys()).sort((a, b) => (mls[a] < mls[b] ? -1 : mls[a] > mls[b] ? 1 : 0));
    byMls.forEach((position, rank) => (ranks[position] = rank));
    return ranks;
  }

  finish(version: string): IndexedListings {
    const { n, statuses, types, states, cities } = this;
    if (states.list.length > 256 || cities.list.length > 65_536) throw new Error('too many distinct states or cities for the index');
    const order = this.spatialOrder();
    const rankOf = this.mlsRanks();
    const column = (field: number) => {
      const out = new Float64Array(n);
      for (let i = 0; i < n; i++) out[i] = this.numbers[order[i] * NUMBERS.length + field];
      return out;
    };
    const codeColumn = <T extends Uint8Array | Uint16Array>(out: T, field: number): T => {
      for (let i = 0; i < n; i++) out[i] = this.codes[order[i] * CODES + field];
      return out;
    };
    const texts = <T>(values: readonly T[]) => Array.from(order, (position) => values[position]);
    const lat = column(LAT);
    const lng = column(LNG);
    const mlsRank = Int32Array.from(order, (position) => rankOf[position]);
    const worldX = new Float64Array(n);
    const worldY = new Float64Array(n);
    const spatial = new KDBush(Math.max(1, n));
    for (let i = 0; i < n; i++) {
      const world = worldPoint(lat[i], lng[i]);
      worldX[i] = world.x;
      worldY[i] = world.y;
      spatial.add(lng[i], lat[i]);
    }
    if (n === 0) spatial.add(0, 0);
    spatial.finish();
    const none: ListingRow['open_houses'] = [];
    return {
      version,
      count: n,
      mls: PackedTexts.of(texts(this.mls)),
      mlsRank,
      zipcodes: new CodedTexts(texts(this.zipcodes)),
      lat,
      lng,
      worldX,
      worldY,
      price: column(PRICE),
      status: codeColumn(new Uint8Array(n), STATUS),
      statusCodes: statuses.list,
      type: codeColumn(new Uint8Array(n), TYPE),
      typeCodes: types.list,
      beds: column(BEDS),
      baths: column(BATHS),
      sqft: column(SQFT),
      yearBuilt: column(YEAR),
      hoa: column(HOA),
      school: column(SCHOOL),
      daysOnMarket: column(DAYS),
      soldDaysAgo: column(SOLD),
      openHouses: new OpenHouseColumns(Array.from(order, (position) => this.openHouses.get(position) ?? none)),
      isLive: codeColumn(new Uint8Array(n), LIVE),
      spatial,
      cards: {
        state: codeColumn(new Uint8Array(n), STATE),
        stateCodes: states.list,
        city: codeColumn(new Uint16Array(n), CITY),
        cityNames: cities.list,
        address: PackedTexts.of(texts(this.addresses)),
        unit: PackedTexts.of(texts(this.units)),
        addressIsSample: codeColumn(new Uint8Array(n), SAMPLE),
        minutesOnMarket: Int32Array.from(column(MINUTES)),
        photoCount: Int32Array.from(column(PHOTOS)),
      },
    };
  }
}

/** Columns from search tuples (listings.search_tuple), their zip codes and their card fields. */
export function indexListings(version: string, tuples: readonly CandidateTuple[], zipcodes: readonly string[], cardTuples: readonly CardTuple[]): IndexedListings {
  const builder = new IndexBuilder();
  tuples.forEach((tuple, i) => builder.addRow(tuple, zipcodes[i], cardTuples[i]));
  return builder.finish(version);
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
  // By city and state (a city name can be in several states): state codes are below 256.
  const perCity = new Map<number, number>();
  for (let id = 0; id < index.count; id++) {
    const key = cards.city[id] * 256 + cards.state[id];
    perCity.set(key, (perCity.get(key) ?? 0) + 1);
  }
  const zipCounts = new Int32Array(zipcodes.values.length);
  for (let id = 0; id < index.count; id++) zipCounts[zipcodes.codes[id]]++;
  const ranked: Array<[text: string, count: number]> = [];
  for (const [key, n] of perCity) ranked.push([`${cards.cityNames[Math.floor(key / 256)]}, ${cards.stateCodes[key % 256]}`, n]);
  zipCounts.forEach((n, code) => /^\d{5}$/.test(zipcodes.values[code]) && ranked.push([zipcodes.values[code], n]));
  return ranked
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([text]) => text);
}
