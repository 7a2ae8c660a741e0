import { readFileSync } from 'node:fs';
import { bbox } from '@turf/bbox';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { School, SchoolsSource } from '@homeward/contracts';
import { haversineMiles } from '@homeward/domain';
import { DATA_DIR } from '../../db/seed/sources';

/**
 * Real school assignments for Seattle homes: the Seattle Public Schools attendance areas (which
 * elementary, middle and high school serves an address) and the school sites, both 2015–16, from
 * the City of Seattle open data (CC0; see api/data/SOURCES.md). A home outside every attendance
 * area keeps its sample schools.
 */
export const SPS_SOURCE: SchoolsSource = {
  kind: 'assigned',
  name: 'Seattle Public Schools attendance areas',
  year: '2015–16',
  licence: 'CC0',
};

type Level = School['level'];
type Position = [number, number];
type PolygonGeometry = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };

interface Area {
  school: string;
  /** With its bounding box, which turf tests before the exact point-in-polygon. */
  geometry: PolygonGeometry & { bbox: ReturnType<typeof bbox> };
}

interface SchoolData {
  areas: Record<Level, Area[]>;
  /** School name → its site ([lng, lat]). */
  sites: Map<string, Position>;
}

const LEVEL_FILES: Record<Level, { file: string; property: string }> = {
  Elementary: { file: 'seattle_sps_attendance_area_ES.geojson', property: 'ES_ZONE' },
  Middle: { file: 'seattle_sps_attendance_area_MS.geojson', property: 'MS_ZONE' },
  High: { file: 'seattle_sps_attendance_area_HS.geojson', property: 'HS_ZONE' },
};

interface FeatureCollection<G> {
  features: { properties: Record<string, string>; geometry: G }[];
}

const readGeoJson = <G>(file: string): FeatureCollection<G> => JSON.parse(readFileSync(DATA_DIR + file, 'utf8')) as FeatureCollection<G>;

let loaded: SchoolData | null = null;

function schoolData(): SchoolData {
  if (loaded) return loaded;
  const areas = {} as SchoolData['areas'];
  for (const [level, { file, property }] of Object.entries(LEVEL_FILES) as [Level, (typeof LEVEL_FILES)[Level]][]) {
    areas[level] = readGeoJson<PolygonGeometry>(file).features.map((f) => ({
      school: f.properties[property],
      geometry: { ...f.geometry, bbox: bbox(f.geometry) },
    }));
  }
  const sites = new Map<string, Position>();
  for (const f of readGeoJson<{ type: 'Point'; coordinates: Position }>('seattle_sps_school_site_2015_2016.geojson').features) {
    sites.set(f.properties.PROPERTY_L, f.geometry.coordinates);
    // Schools housed elsewhere that year are listed as "Arbor Heights (interim at Boren)": the area says "Arbor Heights".
    const interim = /^(.*?) \(interim at /.exec(f.properties.PROPERTY_L);
    if (interim) sites.set(interim[1], f.geometry.coordinates);
  }
  loaded = { areas, sites };
  return loaded;
}

function areaAt(areas: readonly Area[], lat: number, lng: number): Area | undefined {
  return areas.find((a) => booleanPointInPolygon([lng, lat], a.geometry));
}

/**
 * The assigned elementary, middle and high school of a point, or null when it lies outside the
 * Seattle Public Schools attendance areas. Ratings are not part of the data: each school keeps the
 * home's sample rating for its level (so the school-rating search filter and the page agree).
 */
export function assignedSchools(lat: number, lng: number, sampleSchools: readonly School[]): School[] | null {
  const data = schoolData();
  const schools: School[] = [];
  for (const level of ['Elementary', 'Middle', 'High'] as const) {
    const area = areaAt(data.areas[level], lat, lng);
    if (!area) return null;
    const site = data.sites.get(area.school);
    const sample = sampleSchools.find((s) => s.level === level);
    if (!sample) return null;
    schools.push({
      name: area.school,
      level,
      rating: sample.rating,
      distanceMiles: site ? Math.round(haversineMiles(lat, lng, site[1], site[0]) * 10) / 10 : null,
    });
  }
  return schools;
}
