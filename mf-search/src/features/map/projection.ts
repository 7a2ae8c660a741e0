import { mapZoomFor } from '@homeward/domain';
import type { BoundaryGeometry, SearchPlace } from '@homeward/contracts';

/** Web-Mercator tiles are 256 px at zoom 0, as every web map draws them. */
export const TILE_SIZE = 256;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
/** Mercator is undefined at the poles; web maps cut it here. */
const MAX_LATITUDE = 85.05112878;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Point {
  x: number;
  y: number;
}

export const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/** Position in world pixels at zoom 0 (multiply by 2^zoom for any other zoom). */
export function projectUnit(lat: number, lng: number): Point {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: TILE_SIZE * (0.5 + lng / 360),
    y: TILE_SIZE * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

export function project(point: LatLng, zoom: number): Point {
  const unit = projectUnit(point.lat, point.lng);
  const scale = 2 ** zoom;
  return { x: unit.x * scale, y: unit.y * scale };
}

export function unproject(point: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const lng = (point.x / size - 0.5) * 360;
  const n = Math.PI - (2 * Math.PI * point.y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lng };
}

export const clampZoom = (zoom: number) => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom));

export interface Viewport {
  center: LatLng;
  zoom: number;
  width: number;
  height: number;
}

/** Screen position (px from the map's top-left corner) of a point. */
export function toScreen(point: LatLng, view: Viewport): Point {
  const p = project(point, view.zoom);
  const c = project(view.center, view.zoom);
  return { x: p.x - c.x + view.width / 2, y: p.y - c.y + view.height / 2 };
}

export function fromScreen(screen: Point, view: Viewport): LatLng {
  const c = project(view.center, view.zoom);
  return unproject({ x: c.x + screen.x - view.width / 2, y: c.y + screen.y - view.height / 2 }, view.zoom);
}

/** The centre after dragging the map by (dx, dy) screen pixels. */
export function panBy(view: Viewport, dx: number, dy: number): LatLng {
  const c = project(view.center, view.zoom);
  const next = unproject({ x: c.x - dx, y: c.y - dy }, view.zoom);
  return { lat: Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, next.lat)), lng: ((((next.lng + 180) % 360) + 360) % 360) - 180 };
}

/** Zooms to `zoom` keeping the geographic point under `anchor` (screen px) where it is, as wheel zoom does. */
export function zoomAround(view: Viewport, zoom: number, anchor: Point): Viewport {
  const next = clampZoom(zoom);
  const under = fromScreen(anchor, view);
  const p = project(under, next);
  const center = unproject({ x: p.x - anchor.x + view.width / 2, y: p.y - anchor.y + view.height / 2 }, next);
  return { ...view, zoom: next, center };
}

/**
 * Spec 4.7: the zoom for a searched place, from its boundary's point count (or parts, for a
 * multipolygon) and the number of listings; default 12 when nothing was found.
 */
export function zoomForPlace(place: Pick<SearchPlace, 'boundaryPointCount' | 'isMultiPolygon' | 'parts'> | null | undefined, listingCount: number): number {
  if (!place || place.boundaryPointCount === 0) return 12;
  return mapZoomFor({ pointCount: place.boundaryPointCount, isMultiPolygon: place.isMultiPolygon, parts: place.parts }, listingCount);
}

/** Rings of a boundary, each as [lng, lat] pairs. */
export function boundaryRings(boundary: BoundaryGeometry | null | undefined): Array<Array<[number, number]>> {
  if (!boundary) return [];
  return boundary.type === 'Polygon' ? boundary.coordinates : boundary.coordinates.flat();
}

/** An SVG path for a boundary at a zoom, relative to the world origin (translate by the view offset). */
export function boundaryPath(boundary: BoundaryGeometry | null | undefined, zoom: number): string {
  const scale = 2 ** zoom;
  return boundaryRings(boundary)
    .map((ring) => {
      const points = ring.map(([lng, lat]) => {
        const u = projectUnit(lat, lng);
        return `${(u.x * scale).toFixed(1)},${(u.y * scale).toFixed(1)}`;
      });
      return points.length > 0 ? `M${points.join('L')}Z` : '';
    })
    .join('');
}
