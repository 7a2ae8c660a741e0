// Builds the offline basemap: a PMTiles archive of Mapbox vector tiles made from the open data in
// scripts/basemap/data (Cambridge streets, rail, water and parks; Seattle parks and city limits;
// Lake Washington), state, county and land outlines from the us-atlas and world-atlas packages,
// and the place boundaries and names the API seeds. `tsx scripts/basemap/build.ts` writes
// scripts/basemap/dist/homeward.<digest>.pmtiles and current.json (which file is current, and the
// credits to show); it does nothing when the inputs have not changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Point, Polygon } from 'geojson';
import GeoJSONVT from 'geojson-vt';
import { feature as topoFeature, mesh as topoMesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { decodeRing } from '@homeward/api';
import { ROOT } from '../lib/slices';
import { writePmtiles, type TileInput } from './pmtilesWriter';

const require = createRequire(import.meta.url);
const vtpbf = require('vt-pbf') as { fromGeojsonVt(layers: Record<string, unknown>, options?: { version?: number; extent?: number }): Uint8Array };

export const BASEMAP_DIR = path.join(ROOT, 'scripts/basemap/dist');
export const BASEMAP_MANIFEST = path.join(BASEMAP_DIR, 'current.json');
const DATA = path.join(ROOT, 'scripts/basemap/data');
const API_DATA = path.join(ROOT, 'api/data');
const MAX_ZOOM = 14;
/** Up to this zoom the whole of both states is tiled; beyond it only the areas with homes. */
const OVERVIEW_MAX_ZOOM = 8;

type BBox = [west: number, south: number, east: number, north: number];
const WASHINGTON: BBox = [-124.9, 45.5, -116.9, 49.05];
const MASSACHUSETTS: BBox = [-73.55, 41.2, -69.85, 42.9];
/** Where the homes are: King County and Cambridge with its neighbours. */
const DETAIL_AREAS: BBox[] = [
  [-122.55, 47.14, -121.3, 47.79],
  [-71.2, 42.33, -71.02, 42.43],
];

/** The sources drawn, credited on the map (see scripts/basemap/data/SOURCES.md). */
export const BASEMAP_ATTRIBUTION = [
  'City of Cambridge GIS (PDDL)',
  'City of Seattle and Seattle Public Schools open data (CC0)',
  '© OpenStreetMap contributors (Seattle parks, ODbL)',
  'Natural Earth',
  'US Census Bureau (TIGER/Line, cartographic boundaries)',
  'MassGIS',
];

export interface BasemapManifest {
  url: string;
  bytes: number;
  attribution: string[];
  bounds: BBox;
  maxZoom: number;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });
const pick = (f: Feature, props: Record<string, unknown>): Feature => ({ type: 'Feature', geometry: f.geometry, properties: props });

function dataFile(name: string): FeatureCollection {
  return readJson<FeatureCollection>(path.join(DATA, name));
}

function places(): { boundaries: Feature[]; labels: Feature[] } {
  const rows = readFileSync(path.join(API_DATA, 'places_wa_ma.csv'), 'utf8').trim().split('\n').slice(1);
  const byId = new Map<string, { name: string; lat: number; lng: number }>();
  for (const line of rows) {
    // name,full_name,state,kind,geoid,lat,lng,boundary_points,source_file (names hold no commas)
    const cells = line.split(',');
    if (cells.length < 9) continue;
    byId.set(cells[4], { name: cells[0], lat: Number(cells[5]), lng: Number(cells[6]) });
  }
  const boundaries: Feature[] = [];
  const labels: Feature[] = [];
  for (const line of readFileSync(path.join(API_DATA, 'place_boundaries.ndjson'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { id: string; type: 'Polygon' | 'MultiPolygon'; rings: string[] | string[][] };
    const place = byId.get(row.id);
    if (!place) continue;
    const geometry: Polygon | MultiPolygon =
      row.type === 'Polygon'
        ? { type: 'Polygon', coordinates: (row.rings as string[]).map((ring) => decodeRing(ring)) }
        : { type: 'MultiPolygon', coordinates: (row.rings as string[][]).map((p) => p.map((ring) => decodeRing(ring))) };
    boundaries.push({ type: 'Feature', geometry, properties: { name: place.name } });
    const point: Point = { type: 'Point', coordinates: [place.lng, place.lat] };
    labels.push({ type: 'Feature', geometry: point, properties: { name: place.name } });
  }
  return { boundaries, labels };
}

function atlasLayers() {
  const states = readJson<Topology>(require.resolve('us-atlas/states-10m.json'));
  const counties = readJson<Topology>(require.resolve('us-atlas/counties-10m.json'));
  const land = readJson<Topology>(require.resolve('world-atlas/land-10m.json'));
  const ours = (id: string | number | undefined) => ['53', '25'].includes(String(id).padStart(2, '0').slice(0, 2));
  const stateObjects = states.objects.states as GeometryCollection;
  const countyObjects = counties.objects.counties as GeometryCollection;
  const stateLines = topoMesh(states, stateObjects, (a, b) => a !== b || ours(a.id));
  const countyLines = topoMesh(counties, countyObjects, (a, b) => a !== b && (ours(a.id) || ours(b.id)));
  const landCollection = topoFeature(land, land.objects.land as GeometryCollection) as FeatureCollection;
  const stateLabels: Feature[] = (topoFeature(states, stateObjects) as FeatureCollection).features
    .filter((f) => ours(f.id))
    .map((f) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: String(f.id) === '53' ? [-120.5, 47.4] : [-72.0, 42.3] }, properties: { name: f.properties?.name } }));
  return {
    land: landCollection.features.map((f) => pick(f, {})),
    states: [{ type: 'Feature', geometry: stateLines as Geometry, properties: {} } as Feature],
    counties: [{ type: 'Feature', geometry: countyLines as Geometry, properties: {} } as Feature],
    stateLabels,
  };
}

function roadClass(major: unknown): string {
  if (Number(major) === 1) return 'major';
  if (Number(major) === 2) return 'secondary';
  return 'minor';
}

/** The layers of the archive, each with the zooms it is drawn at. */
function layers() {
  const atlas = atlasLayers();
  const placeData = places();
  const streets = dataFile('TRANS_Centerlines.geojson').features.map((f) =>
    pick(f, { name: (f.properties?.Label as string | undefined) ?? (f.properties?.Street_Name as string | undefined) ?? '', class: roadClass(f.properties?.MajorRoad) }),
  );
  const parks = [
    ...dataFile('RECREATION_OpenSpace.geojson').features.map((f) => pick(f, { name: f.properties?.NAME ?? '' })),
    ...dataFile('seattle_seattle-parks-osm.geojson').features.map((f) => pick(f, { name: f.properties?.name ?? '' })),
  ];
  const water = [
    ...dataFile('HYDRO_WaterBodies.geojson').features.map((f) => pick(f, {})),
    ...dataFile('ne_10m_lakes_wa_ma.geojson').features.map((f) => pick(f, { name: f.properties?.name ?? '' })),
  ];
  const rail = dataFile('TRANS_Rail.geojson').features.map((f) => pick(f, {}));
  const cityLimits = [...dataFile('seattle_city-limits.geojson').features, ...dataFile('BOUNDARY_CityBoundary.geojson').features].map((f) => pick(f, {}));
  return [
    { name: 'land', features: atlas.land, minZoom: 0 },
    { name: 'water', features: water, minZoom: 6 },
    { name: 'park', features: parks, minZoom: 10 },
    { name: 'rail', features: rail, minZoom: 11 },
    { name: 'road', features: streets, minZoom: 11 },
    { name: 'county', features: atlas.counties, minZoom: 6 },
    { name: 'state', features: atlas.states, minZoom: 0 },
    { name: 'place', features: [...placeData.boundaries, ...cityLimits], minZoom: 9 },
    { name: 'place_label', features: placeData.labels, minZoom: 8 },
    { name: 'state_label', features: atlas.stateLabels, minZoom: 4 },
  ];
}

function tileRange(box: BBox, z: number) {
  const n = 2 ** z;
  const x = (lng: number) => Math.min(n - 1, Math.max(0, Math.floor(((lng + 180) / 360) * n)));
  const y = (lat: number) => {
    const r = (lat * Math.PI) / 180;
    return Math.min(n - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n)));
  };
  return { minX: x(box[0]), maxX: x(box[2]), minY: y(box[3]), maxY: y(box[1]) };
}

function inputsDigest(): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(DATA).map((f) => path.join(DATA, f)),
    path.join(API_DATA, 'places_wa_ma.csv'),
    path.join(API_DATA, 'place_boundaries.ndjson'),
    require.resolve('us-atlas/states-10m.json'),
    require.resolve('us-atlas/counties-10m.json'),
    require.resolve('world-atlas/land-10m.json'),
    new URL(import.meta.url).pathname,
    path.join(path.dirname(new URL(import.meta.url).pathname), 'pmtilesWriter.ts'),
    path.join(ROOT, 'api/src/db/seed/polyline.ts'),
  ];
  for (const file of files.sort()) hash.update(`${path.basename(file)}:${statSync(file).size}:`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

export async function buildBasemap(): Promise<BasemapManifest> {
  const digest = inputsDigest();
  const file = `homeward.${digest}.pmtiles`;
  if (existsSync(path.join(BASEMAP_DIR, file)) && existsSync(BASEMAP_MANIFEST)) return readJson<BasemapManifest>(BASEMAP_MANIFEST);
  const started = Date.now();
  const indexes = layers().map((layer) => ({
    ...layer,
    index: new GeoJSONVT(collection(layer.features), { maxZoom: MAX_ZOOM, indexMaxZoom: 6, tolerance: 2, buffer: 64 }),
  }));
  const tiles: TileInput[] = [];
  for (let z = 0; z <= MAX_ZOOM; z++) {
    const areas = z <= OVERVIEW_MAX_ZOOM ? [WASHINGTON, MASSACHUSETTS] : DETAIL_AREAS;
    const seen = new Set<string>();
    for (const area of areas) {
      const r = tileRange(area, z);
      for (let x = r.minX; x <= r.maxX; x++) {
        for (let y = r.minY; y <= r.maxY; y++) {
          const key = `${x}/${y}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const content: Record<string, unknown> = {};
          for (const layer of indexes) {
            if (z < layer.minZoom) continue;
            const tile = layer.index.getTile(z, x, y);
            if (tile && tile.features.length > 0) content[layer.name] = tile;
          }
          if (Object.keys(content).length === 0) continue;
          tiles.push({ z, x, y, data: gzipSync(vtpbf.fromGeojsonVt(content, { version: 2 })) });
        }
      }
    }
  }
  const bounds: BBox = [WASHINGTON[0], MASSACHUSETTS[1], MASSACHUSETTS[2], WASHINGTON[3]];
  const archive = writePmtiles(tiles, {
    minZoom: 0,
    maxZoom: MAX_ZOOM,
    bounds,
    center: [-122.3, 47.6, 10],
    metadata: {
      name: 'Homeward offline basemap',
      format: 'pbf',
      attribution: BASEMAP_ATTRIBUTION.join('; '),
      vector_layers: indexes.map((l) => ({ id: l.name, fields: l.name === 'road' ? { name: 'String', class: 'String' } : { name: 'String' }, minzoom: l.minZoom, maxzoom: MAX_ZOOM })),
    },
  });
  rmSync(BASEMAP_DIR, { recursive: true, force: true });
  mkdirSync(BASEMAP_DIR, { recursive: true });
  writeFileSync(path.join(BASEMAP_DIR, file), archive);
  const manifest: BasemapManifest = { url: `/basemap/${file}`, bytes: archive.length, attribution: BASEMAP_ATTRIBUTION, bounds, maxZoom: MAX_ZOOM };
  writeFileSync(BASEMAP_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`built the basemap (${tiles.length} tiles, ${(archive.length / 1e6).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return manifest;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  buildBasemap().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
