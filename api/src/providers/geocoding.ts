import type { ReverseGeocodeResult } from '@homeward/contracts';
import { boundingBoxAround, haversineMiles, pointInBoundary, type BoundaryGeometryLike } from '@homeward/domain';
import type { Queryable } from '../db/db';

export type ReverseGeocodeEntry = ReverseGeocodeResult['results'][number];

/** Turns a position into address components (spec 4.7: 'Current location'). */
export interface ReverseGeocoder {
  reverse(lat: number, lng: number): Promise<ReverseGeocodeEntry[]>;
}

/** Farther than this from every known place, a position gets no answer. */
const MAX_DISTANCE_MILES = 60;
/** Boundaries checked for containment: those of the nearest place centres. */
const CONTAINMENT_CANDIDATES = 12;

interface PlaceRow {
  id: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  in_service_area: boolean;
  priority: number;
}

const STATE_NAMES: Record<string, string> = {
  WA: 'Washington', MA: 'Massachusetts', NY: 'New York', CA: 'California', IL: 'Illinois', TX: 'Texas', AZ: 'Arizona',
  PA: 'Pennsylvania', FL: 'Florida', OH: 'Ohio', NC: 'North Carolina', IN: 'Indiana', CO: 'Colorado', DC: 'District of Columbia',
  TN: 'Tennessee', OK: 'Oklahoma', NV: 'Nevada', OR: 'Oregon', MI: 'Michigan', KY: 'Kentucky', MD: 'Maryland', WI: 'Wisconsin',
  NM: 'New Mexico', GA: 'Georgia', MO: 'Missouri', MN: 'Minnesota', LA: 'Louisiana', UT: 'Utah', ID: 'Idaho', AK: 'Alaska',
  HI: 'Hawaii', RI: 'Rhode Island', CT: 'Connecticut', ME: 'Maine', NH: 'New Hampshire', VT: 'Vermont',
};

/**
 * Offline reverse geocoding from the places table: the place whose boundary contains the point
 * (a city before a census-designated place), else the place with the nearest centre.
 */
export class PlacesReverseGeocoder implements ReverseGeocoder {
  constructor(private readonly db: Queryable) {}

  private async containing(lat: number, lng: number, candidates: PlaceRow[]): Promise<PlaceRow | null> {
    const ids = candidates.filter((c) => c.in_service_area).map((c) => c.id);
    if (ids.length === 0) return null;
    const { rows } = await this.db.query<{ id: string; boundary: BoundaryGeometryLike | null }>(
      'SELECT id, boundary FROM places WHERE id = ANY($1::text[]) AND boundary IS NOT NULL',
      [ids],
    );
    const inside = new Set(rows.filter((r) => r.boundary && pointInBoundary(lat, lng, r.boundary)).map((r) => r.id));
    return candidates.filter((c) => inside.has(c.id)).sort((a, b) => b.priority - a.priority)[0] ?? null;
  }

  async reverse(lat: number, lng: number): Promise<ReverseGeocodeEntry[]> {
    const box = boundingBoxAround(lat, lng, MAX_DISTANCE_MILES);
    const { rows } = await this.db.query<PlaceRow>(
      `SELECT id, name, state, latitude, longitude, in_service_area, priority FROM places
        WHERE latitude BETWEEN $1 AND $2 AND longitude BETWEEN $3 AND $4`,
      [box.minLat, box.maxLat, box.minLng, box.maxLng],
    );
    const nearest = rows
      .map((row) => ({ row, distance: haversineMiles(lat, lng, row.latitude, row.longitude) }))
      .filter((c) => c.distance <= MAX_DISTANCE_MILES)
      .sort((a, b) => a.distance - b.distance);
    if (nearest.length === 0) return [];
    const best = (await this.containing(lat, lng, nearest.slice(0, CONTAINMENT_CANDIDATES).map((c) => c.row))) ?? nearest[0].row;
    return [
      {
        formatted_address: `${best.name}, ${best.state}, USA`,
        address_components: [
          { long_name: best.name, short_name: best.name, types: ['locality', 'political'] },
          { long_name: STATE_NAMES[best.state] ?? best.state, short_name: best.state, types: ['administrative_area_level_1', 'political'] },
          { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
        ],
        geometry: { location: { lat: best.latitude, lng: best.longitude } },
        available: best.in_service_area,
      },
    ];
  }
}
