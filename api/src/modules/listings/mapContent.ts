import type { MapCluster, MapMarker, MapViewport } from '@homeward/contracts';
import { clusterZoomFor, MAP_CLUSTER_CELL_PX, MAP_MARKER_LIMIT, MAP_MAX_CLUSTER_ZOOM, worldPoint } from '@homeward/domain';

/** What the map needs of one matching home. */
export interface MappableHome {
  mls: string;
  lat: number;
  lng: number;
  listingPrice: number;
  status: MapMarker['status'];
  hasOpenHouse: boolean;
  isLive: boolean;
}

export interface MapContent {
  markers: MapMarker[];
  clusters: MapCluster[];
}

export const inViewport = (view: MapViewport, lat: number, lng: number) =>
  lat >= view.south && lat <= view.north && lng >= view.west && lng <= view.east;

const toMarker = (h: MappableHome): MapMarker => ({
  mls: h.mls,
  lat: h.lat,
  lng: h.lng,
  listingPrice: h.listingPrice,
  status: h.status,
  hasOpenHouse: h.hasOpenHouse,
  isLive: h.isLive,
});

interface Cell {
  key: string;
  count: number;
  sumLat: number;
  sumLng: number;
  minPrice: number;
  maxPrice: number;
  hasOpenHouse: boolean;
  north: number;
  south: number;
  east: number;
  west: number;
  first: MappableHome;
}

/**
 * The map content of a search for one view: every home when at most MAP_MARKER_LIMIT are in it
 * (or the view is zoomed in past MAP_MAX_CLUSTER_ZOOM), otherwise homes grouped by a grid of
 * MAP_CLUSTER_CELL_PX-pixel cells at the view's zoom, a cell of one home being that home. The grid
 * is never finer than MAP_MAX_VIEW_PX across the view, so the answer's size is bounded by the view,
 * not by how many homes there are. Runs in time linear in the homes in view.
 */
export function mapContentFor(homes: readonly MappableHome[], view: MapViewport): MapContent {
  const zoom = clusterZoomFor(view);
  if (homes.length <= MAP_MARKER_LIMIT || view.zoom >= MAP_MAX_CLUSTER_ZOOM + 1) {
    return { markers: homes.slice(0, MAP_MARKER_LIMIT * 4).map(toMarker), clusters: [] };
  }
  const scale = 2 ** zoom / MAP_CLUSTER_CELL_PX;
  const cells = new Map<string, Cell>();
  for (const home of homes) {
    const p = worldPoint(home.lat, home.lng);
    const key = `${zoom}/${Math.floor(p.x * scale)}/${Math.floor(p.y * scale)}`;
    const cell = cells.get(key);
    if (!cell) {
      cells.set(key, {
        key,
        count: 1,
        sumLat: home.lat,
        sumLng: home.lng,
        minPrice: home.listingPrice,
        maxPrice: home.listingPrice,
        hasOpenHouse: home.hasOpenHouse,
        north: home.lat,
        south: home.lat,
        east: home.lng,
        west: home.lng,
        first: home,
      });
      continue;
    }
    cell.count += 1;
    cell.sumLat += home.lat;
    cell.sumLng += home.lng;
    if (home.listingPrice < cell.minPrice) cell.minPrice = home.listingPrice;
    if (home.listingPrice > cell.maxPrice) cell.maxPrice = home.listingPrice;
    if (home.hasOpenHouse) cell.hasOpenHouse = true;
    if (home.lat > cell.north) cell.north = home.lat;
    if (home.lat < cell.south) cell.south = home.lat;
    if (home.lng > cell.east) cell.east = home.lng;
    if (home.lng < cell.west) cell.west = home.lng;
  }
  const markers: MapMarker[] = [];
  const clusters: MapCluster[] = [];
  for (const cell of cells.values()) {
    if (cell.count === 1) {
      markers.push(toMarker(cell.first));
      continue;
    }
    clusters.push({
      id: cell.key,
      lat: round6(cell.sumLat / cell.count),
      lng: round6(cell.sumLng / cell.count),
      count: cell.count,
      minPrice: cell.minPrice,
      maxPrice: cell.maxPrice,
      hasOpenHouse: cell.hasOpenHouse,
      bounds: { north: cell.north, south: cell.south, east: cell.east, west: cell.west },
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
