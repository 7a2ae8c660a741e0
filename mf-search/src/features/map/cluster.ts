import type { MapMarker } from '@homeward/contracts';
import { projectUnit, type Point } from './projection';

/** A marker with its zoom-0 world position computed once. */
export interface PlacedMarker {
  marker: MapMarker;
  unit: Point;
}

export interface Cluster {
  /** Stable id: the cell at this zoom, or the MLS number for a single home. */
  id: string;
  /** World pixels at the clustering zoom. */
  x: number;
  y: number;
  count: number;
  /** Set for a single home. */
  marker: MapMarker | null;
  /** Zoom-0 positions of the cluster's extent, to zoom into it. */
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
}

/** Cells of this many pixels group nearby homes; above MAX_CLUSTER_ZOOM every home stands alone. */
export const CLUSTER_CELL_PX = 88;
export const MAX_CLUSTER_ZOOM = 16;

export function placeMarkers(markers: readonly MapMarker[]): PlacedMarker[] {
  return markers.map((marker) => ({ marker, unit: projectUnit(marker.lat, marker.lng) }));
}

/**
 * Grid clustering in screen space: homes falling in the same cell at this zoom form one cluster
 * drawn at their mean position. Linear in the number of homes, so tens of thousands stay fast.
 */
export function clusterMarkers(placed: readonly PlacedMarker[], zoom: number): Cluster[] {
  const z = Math.floor(zoom);
  const scale = 2 ** zoom;
  if (z > MAX_CLUSTER_ZOOM) {
    return placed.map(({ marker, unit }) => ({
      id: marker.mls,
      x: unit.x * scale,
      y: unit.y * scale,
      count: 1,
      marker,
      bounds: { minX: unit.x, minY: unit.y, maxX: unit.x, maxY: unit.y },
    }));
  }
  const cellScale = 2 ** z;
  const cells = new Map<string, { sumX: number; sumY: number; items: PlacedMarker[]; minX: number; minY: number; maxX: number; maxY: number }>();
  for (const item of placed) {
    const key = `${Math.floor((item.unit.x * cellScale) / CLUSTER_CELL_PX)}:${Math.floor((item.unit.y * cellScale) / CLUSTER_CELL_PX)}`;
    const cell = cells.get(key);
    if (cell) {
      cell.sumX += item.unit.x;
      cell.sumY += item.unit.y;
      cell.items.push(item);
      cell.minX = Math.min(cell.minX, item.unit.x);
      cell.minY = Math.min(cell.minY, item.unit.y);
      cell.maxX = Math.max(cell.maxX, item.unit.x);
      cell.maxY = Math.max(cell.maxY, item.unit.y);
    } else {
      cells.set(key, { sumX: item.unit.x, sumY: item.unit.y, items: [item], minX: item.unit.x, minY: item.unit.y, maxX: item.unit.x, maxY: item.unit.y });
    }
  }
  const clusters: Cluster[] = [];
  for (const [key, cell] of cells) {
    const single = cell.items.length === 1 ? cell.items[0].marker : null;
    clusters.push({
      id: single ? single.mls : `${z}:${key}`,
      x: (cell.sumX / cell.items.length) * scale,
      y: (cell.sumY / cell.items.length) * scale,
      count: cell.items.length,
      marker: single,
      bounds: { minX: cell.minX, minY: cell.minY, maxX: cell.maxX, maxY: cell.maxY },
    });
  }
  return clusters;
}

/** The zoom at which a cluster's extent fills most of a view of this size (at least one step in). */
export function zoomToFit(bounds: Cluster['bounds'], width: number, height: number, currentZoom: number): number {
  const spanX = Math.max(bounds.maxX - bounds.minX, 1e-9);
  const spanY = Math.max(bounds.maxY - bounds.minY, 1e-9);
  const fit = Math.log2(Math.min((width * 0.6) / spanX, (height * 0.6) / spanY));
  return Math.max(currentZoom + 1, Math.min(fit, MAX_CLUSTER_ZOOM + 1));
}
