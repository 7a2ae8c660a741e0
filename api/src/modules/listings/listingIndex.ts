import KDBush from 'kdbush';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import type { CandidateTuple } from './repository';

/** Every listing's search fields, in memory, with a spatial index over their positions. */
export interface IndexedListings {
  /** The listings_version this copy was read at. */
  version: string;
  tuples: CandidateTuple[];
  zipcodes: string[];
  /** KDBush over (longitude, latitude); ids are positions in `tuples`. */
  spatial: KDBush;
}

const CHUNK = 50_000;

async function readVersion(db: Queryable): Promise<string> {
  const row = await one<{ version: string | number }>(db, 'SELECT version FROM listings_version WHERE id = 1');
  return String(row?.version ?? '0');
}

/**
 * Reads the listings in chunks (keyset on mls), each chunk's tuples joined into one JSON text: far
 * faster than row-by-row results, notably on PGlite.
 */
async function readAll(db: Queryable, version: string): Promise<IndexedListings> {
  const tuples: CandidateTuple[] = [];
  const zipcodes: string[] = [];
  let after = '';
  for (;;) {
    const row = await one<{ rows: string | null }>(
      db,
      `SELECT string_agg(t, ',' ORDER BY mls) AS rows FROM (
         SELECT mls, '[' || to_json(zipcode)::text || ',' || search_tuple || ']' AS t
           FROM listings WHERE mls > $1 ORDER BY mls LIMIT ${CHUNK}) s`,
      [after],
    );
    if (!row?.rows) break;
    const chunk = JSON.parse(`[${row.rows}]`) as Array<[string, CandidateTuple]>;
    for (const [zipcode, tuple] of chunk) {
      zipcodes.push(zipcode);
      tuples.push(tuple);
    }
    after = chunk[chunk.length - 1][1][0];
    if (chunk.length < CHUNK) break;
  }
  const spatial = new KDBush(Math.max(1, tuples.length));
  for (const t of tuples) spatial.add(t[2], t[1]);
  if (tuples.length === 0) spatial.add(0, 0);
  spatial.finish();
  return { version, tuples, zipcodes, spatial };
}

/**
 * The search index of one API process. Listings change only through the seed or a bulk import,
 * and every such statement raises `listings_version` (migration 7); the process looks at that
 * number at most once per `checkEveryMs` and rebuilds its copy when it moved, answering from the
 * previous copy meanwhile. So any number of processes sharing one PostgreSQL converge within
 * about a second of a change, and a search never waits on the database for its matches.
 */
export class ListingIndex {
  private current: Promise<IndexedListings> | null = null;
  private checkedAt = 0;
  private checking = false;
  private loadedAt = 0;

  constructor(
    private readonly db: Queryable,
    private readonly checkEveryMs = 1000,
  ) {}

  get(now = Date.now()): Promise<IndexedListings> {
    if (!this.current) {
      this.checkedAt = now;
      this.current = this.load();
      return this.current;
    }
    if (now - this.checkedAt >= this.checkEveryMs && !this.checking) {
      this.checkedAt = now;
      void this.refreshIfChanged();
    }
    return this.current;
  }

  /** When the index was last rebuilt (ms since epoch), for the health of caches built on it. */
  get builtAt(): number {
    return this.loadedAt;
  }

  private async load(): Promise<IndexedListings> {
    const version = await readVersion(this.db);
    const loaded = readAll(this.db, version);
    loaded.then(
      () => (this.loadedAt = Date.now()),
      () => (this.current = null),
    );
    return loaded;
  }

  private async refreshIfChanged(): Promise<void> {
    this.checking = true;
    try {
      const [version, previous] = await Promise.all([readVersion(this.db), this.current]);
      if (previous && version === previous.version) return;
      const next = await readAll(this.db, version);
      this.current = Promise.resolve(next);
      this.loadedAt = Date.now();
    } catch {
      // Keep answering from the copy in hand; the next check tries again.
    } finally {
      this.checking = false;
    }
  }
}
