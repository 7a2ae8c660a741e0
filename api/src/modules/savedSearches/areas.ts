import type { MapViewport, SavedSearchQuery } from '@homeward/contracts';
import { boundingBoxAround, haversineMiles, SEARCH_RADIUS_MILES, type BoundingBox } from '@homeward/domain';
import type { ResolvedPlace } from '../listings/places';
import { scopeOf } from '../listings/placeArea';

/**
 * Where a saved search looks, resolved once when it is saved, in the terms the search page uses
 * (listings/placeArea.ts placeAreaOf): inside the city's boundary, the zip, or the radius around an
 * address; or `nearby`, within the radius but outside the place. A map area narrows it to a box.
 */
export type SearchPlaceArea =
  | { kind: 'zip'; zipcode: string }
  | { kind: 'boundary'; boundaryId: string }
  | { kind: 'radius'; lat: number; lng: number; miles: number };

export interface SearchGeo {
  place: SearchPlaceArea;
  /** `nearby`: within `miles` of the centre but outside `place`. */
  nearby: { lat: number; lng: number; miles: number } | null;
  /** The map area the results were limited to. */
  view: BoundingBox | null;
  /** A box holding every point the search can match: what the area index files it under. */
  box: BoundingBox;
}

/** A point of a listing as the area test reads it. */
export interface GeoPoint {
  lat: number;
  lng: number;
  zipcode: string;
}

const viewBox = (v: MapViewport): BoundingBox => ({ minLat: v.south, maxLat: v.north, minLng: v.west, maxLng: v.east });

function intersect(a: BoundingBox, b: BoundingBox): BoundingBox {
  return { minLat: Math.max(a.minLat, b.minLat), maxLat: Math.min(a.maxLat, b.maxLat), minLng: Math.max(a.minLng, b.minLng), maxLng: Math.min(a.maxLng, b.maxLng) };
}

function boundaryBox(place: ResolvedPlace): BoundingBox {
  const box = { minLat: Infinity, maxLat: -Infinity, minLng: Infinity, maxLng: -Infinity };
  const geometry = place.boundary!;
  for (const rings of geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) {
    for (const [lng, lat] of rings[0] ?? []) {
      box.minLat = Math.min(box.minLat, lat);
      box.maxLat = Math.max(box.maxLat, lat);
      box.minLng = Math.min(box.minLng, lng);
      box.maxLng = Math.max(box.maxLng, lng);
    }
  }
  return box;
}

/** A zip is filed by its own code, not by a box; this box is only for the map area's intersection. */
const ZIP_BOX_MILES = 10;

export function geoOf(place: ResolvedPlace, search: Pick<SavedSearchQuery, 'area' | 'viewport'>): SearchGeo {
  const scope = scopeOf(place);
  const radius = boundingBoxAround(place.lat, place.lng, SEARCH_RADIUS_MILES);
  let area: SearchPlaceArea;
  let box: BoundingBox;
  if (scope === 'zip') {
    area = { kind: 'zip', zipcode: place.zipcode! };
    box = boundingBoxAround(place.lat, place.lng, ZIP_BOX_MILES);
  } else if (scope === 'boundary' && place.boundaryId) {
    area = { kind: 'boundary', boundaryId: place.boundaryId };
    box = boundaryBox(place);
  } else {
    area = { kind: 'radius', lat: place.lat, lng: place.lng, miles: SEARCH_RADIUS_MILES };
    box = radius;
  }
  const nearby = search.area === 'nearby' ? { lat: place.lat, lng: place.lng, miles: SEARCH_RADIUS_MILES } : null;
  if (nearby) box = radius;
  const view = search.viewport ? viewBox(search.viewport) : null;
  return { place: area, nearby, view, box: view ? intersect(box, view) : box };
}

const inBox = (box: BoundingBox, p: GeoPoint) => p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng;

/** Boundaries by id, read from the database on first use (a city's outline never changes while it runs). */
export type BoundaryLookup = (boundaryId: string) => ((lat: number, lng: number) => boolean) | null;

export function inPlace(area: SearchPlaceArea, p: GeoPoint, boundaries: BoundaryLookup): boolean {
  if (area.kind === 'zip') return p.zipcode === area.zipcode;
  if (area.kind === 'radius') return haversineMiles(area.lat, area.lng, p.lat, p.lng) <= area.miles;
  return boundaries(area.boundaryId)?.(p.lat, p.lng) ?? false;
}

/** Whether a home at `p` is in the search's results by place (the filters are the domain's matchesFilters). */
export function geoContains(geo: SearchGeo, p: GeoPoint, boundaries: BoundaryLookup): boolean {
  if (geo.view && !inBox(geo.view, p)) return false;
  if (geo.nearby) {
    if (haversineMiles(geo.nearby.lat, geo.nearby.lng, p.lat, p.lng) > geo.nearby.miles) return false;
    return !inPlace(geo.place, p, boundaries);
  }
  return inPlace(geo.place, p, boundaries);
}
