import { PRICE_HISTOGRAM_BUCKETS } from './constants';

export interface BoundaryShape {
  /** Vertices in the place's boundary polygon(s). */
  pointCount: number;
  isMultiPolygon: boolean;
  /** Polygons in a multipolygon. */
  parts: number;
}

/**
 * Map zoom of spec 4.7: multipolygon → 11 if more than 4 parts, else 12; polygon over 400 points →
 * 11 if more than 300 listings, else 12; 351 to 400 points → 12; 350 or fewer → 12 if more than 30
 * listings, else 14.
 */
export function mapZoomFor(shape: BoundaryShape, listingCount: number): number {
  if (shape.isMultiPolygon) return shape.parts > 4 ? 11 : 12;
  if (shape.pointCount > 400) return listingCount > 300 ? 11 : 12;
  if (shape.pointCount > 350) return 12;
  return listingCount > 30 ? 12 : 14;
}

export interface PriceHistogram {
  buckets: number[];
  min: number;
  max: number;
  bucketSize: number;
}

/** Price histogram in 50 equal buckets between the lowest and highest price (spec 4.7). */
export function priceHistogram(prices: ArrayLike<number>, bucketCount: number = PRICE_HISTOGRAM_BUCKETS, count: number = prices.length): PriceHistogram {
  // Loops over indices, not array methods: the API passes a typed array of a search's prices.
  const n = Math.min(count, prices.length);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const p = prices[i];
    if (!Number.isFinite(p)) continue;
    if (p < min) min = p;
    if (p > max) max = p;
  }
  return priceHistogramWithin(prices, n, min, max, bucketCount);
}

/**
 * priceHistogram over the first `count` prices when their bounds are known already: `min` and
 * `max` are the lowest and highest finite prices (min > max when none is finite). One pass: the
 * API finds the bounds while it matches a search's homes.
 */
export function priceHistogramWithin(prices: ArrayLike<number>, count: number, min: number, max: number, bucketCount: number = PRICE_HISTOGRAM_BUCKETS): PriceHistogram {
  const buckets = new Array<number>(bucketCount).fill(0);
  if (!(min <= max)) return { buckets, min: 0, max: 0, bucketSize: 0 };
  const bucketSize = (max - min) / bucketCount;
  const last = bucketCount - 1;
  for (let i = 0; i < count; i++) {
    const p = prices[i];
    // Finite prices only: NaN and ±Infinity give NaN here.
    if (p - p !== 0) continue;
    const b = bucketSize === 0 ? 0 : Math.floor((p - min) / bucketSize);
    buckets[b < last ? b : last] += 1;
  }
  return { buckets, min, max, bucketSize };
}

const EARTH_RADIUS_MILES = 3958.7613;
const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles. */
export function haversineMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** A box that contains every point within `radiusMiles` of the centre (a cheap prefilter before haversine). */
export function boundingBoxAround(lat: number, lng: number, radiusMiles: number): BoundingBox {
  const dLat = (radiusMiles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const cosLat = Math.max(0.01, Math.cos(toRadians(lat)));
  const dLng = Math.min(180, dLat / cosLat);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

type Ring = ReadonlyArray<readonly [number, number]>;

/** Ray casting over one ring of [lng, lat] positions. */
function inRing(lat: number, lng: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export type BoundaryGeometryLike =
  | { type: 'Polygon'; coordinates: ReadonlyArray<Ring> }
  | { type: 'MultiPolygon'; coordinates: ReadonlyArray<ReadonlyArray<Ring>> };

/** Whether a point lies inside a GeoJSON Polygon or MultiPolygon (holes excluded). */
export function pointInBoundary(lat: number, lng: number, geometry: BoundaryGeometryLike): boolean {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.some((rings) => rings.length > 0 && inRing(lat, lng, rings[0]) && !rings.slice(1).some((hole) => inRing(lat, lng, hole)));
}

/**
 * pointInBoundary for many points against one boundary: the same ray casting, but each ring's edges
 * are filed by latitude band once, so a point only meets the few edges of its band (ray casting only
 * counts edges whose latitude span holds the point; the others cannot change the answer). Same
 * answers, point for point, in time independent of how detailed the boundary is.
 */
export function boundaryTester(geometry: BoundaryGeometryLike, bands = 256): (lat: number, lng: number) => boolean {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const indexed = polygons
    .filter((rings) => rings.length > 0)
    .map((rings) => rings.map((ring) => ringIndex(ring, bands)));
  return (lat, lng) => indexed.some(([outer, ...holes]) => outer(lat, lng) && !holes.some((hole) => hole(lat, lng)));
}

function ringIndex(ring: Ring, bandCount: number): (lat: number, lng: number) => boolean {
  const n = ring.length;
  let minLat = Infinity;
  let maxLat = -Infinity;
  for (const [, lat] of ring) {
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  if (n === 0 || !(maxLat > minLat)) return (lat, lng) => inRing(lat, lng, ring);
  const height = (maxLat - minLat) / bandCount;
  const bandOf = (lat: number) => Math.min(bandCount - 1, Math.max(0, Math.floor((lat - minLat) / height)));
  // Edge i joins ring[j] to ring[i] with j = i - 1 (wrapping), as inRing walks them.
  const bands: number[][] = Array.from({ length: bandCount }, () => []);
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const yi = ring[i][1];
    const yj = ring[j][1];
    for (let b = bandOf(Math.min(yi, yj)); b <= bandOf(Math.max(yi, yj)); b++) bands[b].push(i);
  }
  const xs = Float64Array.from(ring, (p) => p[0]);
  const ys = Float64Array.from(ring, (p) => p[1]);
  const edges = bands.map((list) => Int32Array.from(list));
  return (lat, lng) => {
    // Outside the ring's latitude span no edge straddles the point: it is outside.
    if (!(lat >= minLat && lat <= maxLat)) return false;
    const list = edges[bandOf(lat)];
    let inside = false;
    for (let k = 0; k < list.length; k++) {
      const i = list[k];
      const j = i === 0 ? n - 1 : i - 1;
      const xi = xs[i];
      const yi = ys[i];
      const xj = xs[j];
      const yj = ys[j];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}

/* ---------- Map content of a search (server-side clustering, shared with the map) ---------- */

/** Web-Mercator tiles are 256 px; homes closer than one cell of this many pixels are grouped. */
export const MAP_TILE_PX = 256;
export const MAP_CLUSTER_CELL_PX = 64;
/** Up to this many homes in view are each drawn on their own; more are grouped into clusters. */
export const MAP_MARKER_LIMIT = 150;
/** A viewport is never clustered finer than this many pixels across (bounds the answer's size). */
export const MAP_MAX_VIEW_PX = 4096;
/** From this zoom on every home stands alone (streets are readable; groups would hide homes). */
export const MAP_MAX_CLUSTER_ZOOM = 16;

/** Position in world pixels at zoom 0 (0..256 across), Web-Mercator. */
export function worldPoint(lat: number, lng: number): { x: number; y: number } {
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * MAP_TILE_PX,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * MAP_TILE_PX,
  };
}

/** The zoom at which a view's homes are grouped: its own, but never finer than MAP_MAX_VIEW_PX across. */
export function clusterZoomFor(view: { north: number; south: number; east: number; west: number; zoom: number }): number {
  const a = worldPoint(view.north, view.west);
  const b = worldPoint(view.south, view.east);
  const span = Math.max(b.x - a.x, b.y - a.y, 1e-9);
  return Math.max(0, Math.min(Math.floor(view.zoom), Math.floor(Math.log2(MAP_MAX_VIEW_PX / span))));
}

/* ---------- New construction ---------- */

/** A home counts as new construction when it was built this year or in the two years before. */
export const NEW_CONSTRUCTION_YEARS = 2;

/** New construction a buyer would accept: built within the last two years (or flagged so by its data). */
export function isNewConstruction(yearBuilt: number | null | undefined, now: Date, flagged = false): boolean {
  if (flagged) return true;
  return typeof yearBuilt === 'number' && yearBuilt >= now.getFullYear() - NEW_CONSTRUCTION_YEARS;
}
