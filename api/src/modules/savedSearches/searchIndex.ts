import type { BoundingBox } from '@homeward/domain';
import type { SearchGeo } from './areas';

/** What the index keeps of a saved search: enough to find it, and its version to tell a stale entry. */
export interface IndexedSearch {
  id: string;
  geo: SearchGeo;
  /** The price filter's bounds as the match rule reads them (0 and Infinity when unbounded). */
  priceLow: number;
  priceHigh: number;
}

/**
 * Saved searches filed by area and price, so a changed home meets only the searches that can hold
 * it instead of every search in turn. Areas go in a grid of several cell sizes (each search in the
 * finest level where its box spans at most 2×2 cells, so it sits in 1 to 4 cells); searches of a zip
 * go under the zip. A home looks in one cell per level plus its zip. Each cell keeps its searches
 * sorted by their price ceiling, so a binary search skips every search whose ceiling is below the
 * home's price; the floor is then checked on the rest.
 */
const LEVELS = [0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92, 163.84, 360];

class Bucket {
  private entries: IndexedSearch[] = [];
  /** The entries' bounds in their sorted order, side by side, so a lookup reads numbers front to back. */
  private highs = new Float64Array(0);
  private lows = new Float64Array(0);
  private boxes = new Float64Array(0);
  private sorted = true;

  add(entry: IndexedSearch): void {
    this.entries.push(entry);
    this.sorted = false;
  }

  /** Drops entries the index no longer holds (replaced or removed searches). */
  compact(live: (entry: IndexedSearch) => boolean): void {
    const before = this.entries.length;
    this.entries = this.entries.filter(live);
    if (this.entries.length !== before) this.sorted = false;
  }

  get size(): number {
    return this.entries.length;
  }

  private sort(): void {
    this.entries.sort((a, b) => a.priceHigh - b.priceHigh);
    const n = this.entries.length;
    this.highs = new Float64Array(n);
    this.lows = new Float64Array(n);
    this.boxes = new Float64Array(n * 4);
    this.entries.forEach((e, k) => {
      this.highs[k] = e.priceHigh;
      this.lows[k] = e.priceLow;
      this.boxes.set([e.geo.box.minLat, e.geo.box.maxLat, e.geo.box.minLng, e.geo.box.maxLng], k * 4);
    });
    this.sorted = true;
  }

  /** Every entry whose price bounds hold `price` and whose box holds the point (with `box`). */
  collect(price: number, lat: number, lng: number, box: boolean, out: IndexedSearch[]): void {
    if (!this.sorted) this.sort();
    const { highs, lows, boxes } = this;
    let lo = 0;
    let hi = highs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (highs[mid] < price) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < highs.length; k++) {
      if (lows[k] > price) continue;
      if (box) {
        const b = k * 4;
        if (lat < boxes[b] || lat > boxes[b + 1] || lng < boxes[b + 2] || lng > boxes[b + 3]) continue;
      }
      out.push(this.entries[k]);
    }
  }
}

const cellKey = (level: number, ix: number, iy: number) => (level * 65_536 + ix) * 65_536 + iy;
const column = (lng: number, size: number) => Math.floor((lng + 180) / size);
const row = (lat: number, size: number) => Math.floor((lat + 90) / size);

export class SavedSearchIndex {
  private readonly byId = new Map<string, IndexedSearch>();
  private readonly cells = new Map<number, Bucket>();
  private readonly zips = new Map<string, Bucket>();
  private stale = 0;
  private readonly boundaryUses = new Map<string, number>();

  get size(): number {
    return this.byId.size;
  }

  get(id: string): IndexedSearch | undefined {
    return this.byId.get(id);
  }

  /** The city boundaries the searches use (their outlines are read once, by the matcher). */
  boundaryIds(): Iterable<string> {
    return this.boundaryUses.keys();
  }

  /** Adds a search, or replaces the one with its id. */
  put(entry: IndexedSearch): void {
    this.forget(entry.id);
    this.byId.set(entry.id, entry);
    if (entry.geo.place.kind === 'boundary') this.boundaryUses.set(entry.geo.place.boundaryId, (this.boundaryUses.get(entry.geo.place.boundaryId) ?? 0) + 1);
    const place = entry.geo.place;
    if (place.kind === 'zip' && !entry.geo.nearby) {
      let bucket = this.zips.get(place.zipcode);
      if (!bucket) this.zips.set(place.zipcode, (bucket = new Bucket()));
      bucket.add(entry);
      return;
    }
    for (const key of cellsOf(entry.geo.box)) {
      let bucket = this.cells.get(key);
      if (!bucket) this.cells.set(key, (bucket = new Bucket()));
      bucket.add(entry);
    }
  }

  remove(id: string): void {
    this.forget(id);
  }

  private forget(id: string): void {
    const old = this.byId.get(id);
    if (!old) return;
    this.byId.delete(id);
    this.stale += 1;
    if (old.geo.place.kind === 'boundary') {
      const uses = (this.boundaryUses.get(old.geo.place.boundaryId) ?? 1) - 1;
      if (uses > 0) this.boundaryUses.set(old.geo.place.boundaryId, uses);
      else this.boundaryUses.delete(old.geo.place.boundaryId);
    }
    if (this.stale > 1000 && this.stale > this.byId.size / 4) this.compact();
  }

  /** The searches whose area box and price bounds can hold a home at this point and price (each once). */
  candidates(lat: number, lng: number, zipcode: string, price: number): IndexedSearch[] {
    const found: IndexedSearch[] = [];
    for (let level = 0; level < LEVELS.length; level++) {
      const size = LEVELS[level];
      this.cells.get(cellKey(level, column(lng, size), row(lat, size)))?.collect(price, lat, lng, true, found);
    }
    this.zips.get(zipcode)?.collect(price, lat, lng, false, found);
    const seen = new Set<string>();
    return found.filter((entry) => {
      // A replaced or removed search may still sit in a cell until the next compaction.
      if (this.byId.get(entry.id) !== entry || seen.has(entry.id)) return false;
      seen.add(entry.id);
      return true;
    });
  }

  private compact(): void {
    const live = (entry: IndexedSearch) => this.byId.get(entry.id) === entry;
    for (const bucket of this.cells.values()) bucket.compact(live);
    for (const bucket of this.zips.values()) bucket.compact(live);
    for (const [key, bucket] of this.cells) if (bucket.size === 0) this.cells.delete(key);
    for (const [key, bucket] of this.zips) if (bucket.size === 0) this.zips.delete(key);
    this.stale = 0;
  }
}

/** The 1 to 4 cells of the finest level where the box spans at most two cells each way. */
function cellsOf(box: BoundingBox): number[] {
  for (let level = 0; level < LEVELS.length; level++) {
    const size = LEVELS[level];
    const x0 = column(box.minLng, size);
    const x1 = column(box.maxLng, size);
    const y0 = row(box.minLat, size);
    const y1 = row(box.maxLat, size);
    if (x1 - x0 <= 1 && y1 - y0 <= 1) {
      const keys: number[] = [];
      for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) keys.push(cellKey(level, x, y));
      return keys;
    }
  }
  return [cellKey(LEVELS.length - 1, 0, 0)];
}
