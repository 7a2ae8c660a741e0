import type { MapCluster, MapMarker, MapViewport } from '@homeward/contracts';
import { clusterZoomFor, MAP_CLUSTER_CELL_PX, MAP_MARKER_LIMIT, MAP_MAX_CLUSTER_ZOOM, worldPoint } from '@homeward/domain';
import type { IndexedListings } from './listingIndex';

export interface MapContent {
  markers: MapMarker[];
  clusters: MapCluster[];
}

export const inViewport = (view: MapViewport, lat: number, lng: number) =>
  lat >= view.south && lat <= view.north && lng >= view.west && lng <= view.east;

const toMarker = (index: IndexedListings, id: number): MapMarker => ({
  mls: index.mls.at(id),
  lat: index.lat[id],
  lng: index.lng[id],
  listingPrice: index.price[id],
  status: index.statusCodes[index.status[id]],
  hasOpenHouse: index.openHouses.count(id) > 0,
  isLive: index.isLive[id] === 1,
});

/** Cell accumulators, reused from one search to the next (a view holds at most ~65×65 cells). */
class CellGrid {
  size = 0;
  count = new Int32Array(0);
  first = new Int32Array(0);
  sumLat = new Float64Array(0);
  sumLng = new Float64Array(0);
  minPrice = new Float64Array(0);
  maxPrice = new Float64Array(0);
  north = new Float64Array(0);
  south = new Float64Array(0);
  east = new Float64Array(0);
  west = new Float64Array(0);
  open = new Uint8Array(0);

  ensure(size: number): void {
    if (size <= this.size) return;
    this.size = size;
    this.count = new Int32Array(size);
    this.first = new Int32Array(size);
    this.sumLat = new Float64Array(size);
    this.sumLng = new Float64Array(size);
    this.minPrice = new Float64Array(size);
    this.maxPrice = new Float64Array(size);
    this.north = new Float64Array(size);
    this.south = new Float64Array(size);
    this.east = new Float64Array(size);
    this.west = new Float64Array(size);
    this.open = new Uint8Array(size);
  }
}
const grid = new CellGrid();

/**
 * The map content of a search for one view: every home when at most MAP_MARKER_LIMIT are in it
 * (or the view is zoomed in past MAP_MAX_CLUSTER_ZOOM), otherwise homes grouped by a grid of
 * MAP_CLUSTER_CELL_PX-pixel cells at the view's zoom, a cell of one home being that home. The grid
 * is never finer than MAP_MAX_VIEW_PX across the view, so the answer's size is bounded by the view,
 * not by how many homes there are. Runs in time linear in the homes in view (`ids`, all in `view`).
 */
export function mapContentFor(index: IndexedListings, ids: ArrayLike<number>, view: MapViewport): MapContent {
  const n = ids.length;
  if (n <= MAP_MARKER_LIMIT || view.zoom >= MAP_MAX_CLUSTER_ZOOM + 1) {
    const markers: MapMarker[] = [];
    for (let i = 0; i < Math.min(n, MAP_MARKER_LIMIT * 4); i++) markers.push(toMarker(index, ids[i]));
    return { markers, clusters: [] };
  }
  const zoom = clusterZoomFor(view);
  const scale = 2 ** zoom / MAP_CLUSTER_CELL_PX;
  // The cells the view spans (homes outside it, if any, are clamped to its edge cells).
  const topLeft = worldPoint(view.north, view.west);
  const bottomRight = worldPoint(view.south, view.east);
  const minX = Math.floor(topLeft.x * scale);
  const minY = Math.floor(topLeft.y * scale);
  const width = Math.max(1, Math.floor(bottomRight.x * scale) - minX + 1);
  const height = Math.max(1, Math.floor(bottomRight.y * scale) - minY + 1);
  grid.ensure(width * height);
  const { count, first, sumLat, sumLng, minPrice, maxPrice, north, south, east, west, open } = grid;
  const touched: number[] = [];
  for (let i = 0; i < n; i++) {
    const id = ids[i];
    const cx = Math.min(width - 1, Math.max(0, Math.floor(index.worldX[id] * scale) - minX));
    const cy = Math.min(height - 1, Math.max(0, Math.floor(index.worldY[id] * scale) - minY));
    const slot = cx + cy * width;
    const lat = index.lat[id];
    const lng = index.lng[id];
    const price = index.price[id];
    const hasOpen = index.openHouses.count(id) > 0 ? 1 : 0;
    if (count[slot] === 0) {
      touched.push(slot);
      count[slot] = 1;
      first[slot] = id;
      sumLat[slot] = north[slot] = south[slot] = lat;
      sumLng[slot] = east[slot] = west[slot] = lng;
      minPrice[slot] = maxPrice[slot] = price;
      open[slot] = hasOpen;
      continue;
    }
    count[slot] += 1;
    sumLat[slot] += lat;
    sumLng[slot] += lng;
    if (price < minPrice[slot]) minPrice[slot] = price;
    if (price > maxPrice[slot]) maxPrice[slot] = price;
    if (hasOpen) open[slot] = 1;
    if (lat > north[slot]) north[slot] = lat;
    if (lat < south[slot]) south[slot] = lat;
    if (lng > east[slot]) east[slot] = lng;
    if (lng < west[slot]) west[slot] = lng;
  }
  const markers: MapMarker[] = [];
  const clusters: MapCluster[] = [];
  for (const slot of touched) {
    const c = count[slot];
    count[slot] = 0;
    if (c === 1) {
      markers.push(toMarker(index, first[slot]));
      continue;
    }
    const cx = (slot % width) + minX;
    const cy = Math.floor(slot / width) + minY;
    clusters.push({
      id: `${zoom}/${cx}/${cy}`,
      lat: round6(sumLat[slot] / c),
      lng: round6(sumLng[slot] / c),
      count: c,
      minPrice: minPrice[slot],
      maxPrice: maxPrice[slot],
      hasOpenHouse: open[slot] === 1,
      bounds: { north: north[slot], south: south[slot], east: east[slot], west: west[slot] },
    });
  }
  return { markers, clusters };
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** A view of the whole area around a place at a zoom: what the map first shows (spec 4.7 zoom). */
export function viewAround(lat: number, lng: number, zoom: number, widthPx = 1280, heightPx = 900): MapViewport {
  const degPerPxLng = 360 / (256 * 2 ** zoom);
  const halfLng = (widthPx / 2) * degPerPxLng;
  const halfLat = (heightPx / 2) * degPerPxLng * Math.cos((lat * Math.PI) / 180);
  return {
    north: Math.min(85, lat + halfLat),
    south: Math.max(-85, lat - halfLat),
    east: Math.min(180, lng + halfLng),
    west: Math.max(-180, lng - halfLng),
    zoom,
  };
}
