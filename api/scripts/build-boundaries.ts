/**
 * Rebuilds api/data/place_boundaries.ndjson from the three place-boundary GeoJSON files
 * (US Census TIGER/Line 2019 places for WA and MA, MassGIS municipalities).
 *
 *   node --import tsx api/scripts/build-boundaries.ts <folder holding the .geojson files>
 *
 * One line per feature: { id, type, rings } where rings are encoded polylines (see polyline.ts).
 * The id matches the geoid column of places_wa_ma.csv, so the seed can join them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeRing, type Position } from '../src/db/seed/polyline';

interface Feature {
  properties: Record<string, string | number>;
  geometry: { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
}

const sourceDir = process.argv[2];
if (!sourceDir) {
  console.error('usage: build-boundaries.ts <folder with the .geojson files>');
  process.exit(2);
}
const outFile = fileURLToPath(new URL('../data/place_boundaries.ndjson', import.meta.url));

const sources: Array<{ file: string; id: (p: Feature['properties']) => string }> = [
  { file: 'wa_places_tiger2019.geojson', id: (p) => String(p.GEOID) },
  { file: 'ma_places_tiger2019.geojson', id: (p) => String(p.GEOID) },
  { file: 'ma_towns_massgis.geojson', id: (p) => `MassGIS_TOWN_ID_${p.TOWN_ID}` },
];

const lines: string[] = [];
for (const source of sources) {
  const collection = JSON.parse(readFileSync(join(sourceDir, source.file), 'utf8')) as { features: Feature[] };
  for (const feature of collection.features) {
    const g = feature.geometry;
    const rings =
      g.type === 'Polygon' ? g.coordinates.map((r) => encodeRing(r)) : g.coordinates.map((p) => p.map((r) => encodeRing(r)));
    lines.push(JSON.stringify({ id: source.id(feature.properties), type: g.type, rings }));
  }
}
writeFileSync(outFile, lines.join('\n') + '\n');
console.log(`wrote ${lines.length} boundaries to ${outFile}`);
