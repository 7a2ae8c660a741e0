import type { Queryable } from '../db';
import { decodeRing } from './polyline';
import { cambridgeRecord, kingCountyRecord, type ListingRecord } from './listingRecords';
import { sampleAgents, type SampleAgent } from './sampleValues';
import {
  readBoundaries,
  readCambridgeParcels,
  readKingCountyHomes,
  readOutsideCities,
  readPlaces,
  readZipcodes,
  type BoundaryRow,
  type PlaceRow,
} from './sources';

export interface SeedSummary {
  places: number;
  zipcodes: number;
  agents: number;
  millis: number;
}

/** Column name → PostgreSQL type, in table order, for jsonb_to_recordset inserts. */
type Columns = Record<string, string>;

/**
 * Bulk insert: each batch travels as one JSON parameter expanded by jsonb_to_recordset, which
 * PGlite and PostgreSQL both run as a single fast statement (no per-row round trips).
 */
export async function insertRows(tx: Queryable, table: string, columns: Columns, rows: object[], batchSize = 2000): Promise<void> {
  const names = Object.keys(columns);
  const definition = names.map((n) => `${n} ${columns[n]}`).join(', ');
  const sql = `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${definition})`;
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize).map((row) => {
      const picked: Record<string, unknown> = {};
      for (const name of names) picked[name] = (row as Record<string, unknown>)[name];
      return picked;
    });
    await tx.query(sql, [JSON.stringify(batch)]);
  }
}

export const LISTING_COLUMNS: Columns = {
  mls: 'text', source: 'text', state: 'text', city: 'text', zipcode: 'text', address: 'text', unit: 'text', address_is_sample: 'boolean',
  search_address: 'text', search_street: 'text', latitude: 'double precision', longitude: 'double precision', list_price: 'integer',
  status: 'text', property_type: 'text', bedrooms: 'integer', baths: 'double precision', total_square_foot: 'integer',
  year_built: 'integer', hoa: 'integer', min_school_rating: 'integer', minutes_on_market: 'integer', days_on_market: 'integer',
  new_construction: 'boolean', open_houses: 'jsonb', is_live: 'boolean', sold_days_ago: 'integer', photo_count: 'integer',
  agent_id: 'text', cash_back: 'integer', search_tuple: 'text',
};

export const LISTING_DETAIL_COLUMNS: Columns = {
  mls: 'text', source_id: 'text', lot_square_foot: 'integer', floors: 'double precision', waterfront: 'boolean', schools: 'jsonb',
  description: 'text', history: 'jsonb', sample_fields: 'text',
};

/** Evenly spaced picks, so a subset still covers the whole map. */
function spread<T>(items: T[], count: number): T[] {
  if (count >= items.length) return items;
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(items[Math.floor((i * items.length) / count)]);
  return out;
}

/** Where several places share a name in one state, suggestions and searches use the best-known one. */
const PLACE_KIND_PRIORITY: Record<string, number> = { ma_municipality: 3, census_place_incorporated: 2, census_place_cdp: 1 };

function boundaryGeometry(row: BoundaryRow | undefined) {
  if (!row) return null;
  return row.type === 'Polygon'
    ? { type: 'Polygon' as const, coordinates: (row.rings as string[]).map((r) => decodeRing(r)) }
    : { type: 'MultiPolygon' as const, coordinates: (row.rings as string[][]).map((p) => p.map((r) => decodeRing(r))) };
}

function placeRecords(places: PlaceRow[], boundaries: Map<string, BoundaryRow>) {
  const best = new Map<string, PlaceRow>();
  const rank = (p: PlaceRow) => (PLACE_KIND_PRIORITY[p.kind] ?? 0) * 1e6 + p.boundaryPointCount;
  for (const place of places) {
    const key = `${place.name.toLowerCase()}|${place.state}`;
    const current = best.get(key);
    if (!current || rank(place) > rank(current)) best.set(key, place);
  }
  return [...best.values()].map((p) => {
    const geometry = boundaryGeometry(boundaries.get(p.id));
    return {
      id: p.id,
      name: p.name,
      full_name: p.fullName,
      state: p.state,
      kind: p.kind,
      latitude: p.lat,
      longitude: p.lng,
      boundary_point_count: p.boundaryPointCount,
      is_multi_polygon: geometry?.type === 'MultiPolygon',
      parts: geometry ? (geometry.type === 'MultiPolygon' ? geometry.coordinates.length : 1) : 0,
      boundary: geometry,
      in_service_area: true,
      search_name: p.name.toLowerCase(),
      priority: PLACE_KIND_PRIORITY[p.kind] ?? 0,
    };
  });
}

const PLACE_COLUMNS: Columns = {
  id: 'text', name: 'text', full_name: 'text', state: 'text', kind: 'text', latitude: 'double precision', longitude: 'double precision',
  boundary_point_count: 'integer', is_multi_polygon: 'boolean', parts: 'integer', boundary: 'jsonb', in_service_area: 'boolean',
  search_name: 'text', priority: 'integer',
};

export const SAMPLE_AGENT_COUNTS = { WA: 30, MA: 12 } as const;

export function allSampleAgents(): SampleAgent[] {
  return [...sampleAgents('WA', SAMPLE_AGENT_COUNTS.WA), ...sampleAgents('MA', SAMPLE_AGENT_COUNTS.MA)];
}

/** Builds every listing record of the data files (or a subset), without touching the database. */
export function buildListingRecords(limit: number | null = null): ListingRecord[] {
  const zips = new Map(readZipcodes().map((z) => [z.zipcode, z]));
  const waAgents = sampleAgents('WA', SAMPLE_AGENT_COUNTS.WA);
  const maAgents = sampleAgents('MA', SAMPLE_AGENT_COUNTS.MA);
  let homes = readKingCountyHomes();
  let parcels = readCambridgeParcels();
  if (limit != null) {
    const total = homes.length + parcels.length;
    const waCount = Math.round((limit * homes.length) / total);
    homes = spread(homes, waCount);
    parcels = spread(parcels, Math.max(0, limit - waCount));
  }
  const records: ListingRecord[] = [];
  for (const home of homes) {
    const record = kingCountyRecord(home, zips, waAgents);
    if (record) records.push(record);
  }
  for (const parcel of parcels) records.push(cambridgeRecord(parcel, maAgents));
  return records;
}

/**
 * Loads the reference data: zip codes, places with boundaries and the sample agents. Listings are
 * not seeded here: they arrive by replication from the MLS feed (the local feed serves these homes,
 * buildListingRecords, as RESO records).
 */
export async function seedReferenceData(tx: Queryable): Promise<SeedSummary> {
  const started = performance.now();
  const zips = readZipcodes();
  await insertRows(
    tx,
    'zipcodes',
    { zipcode: 'text', city: 'text', state: 'text', latitude: 'double precision', longitude: 'double precision', county: 'text' },
    zips.map((z) => ({ zipcode: z.zipcode, city: z.city, state: z.state, latitude: z.lat, longitude: z.lng, county: z.county })),
  );

  const places = placeRecords(readPlaces(), readBoundaries());
  const outside = readOutsideCities().map((c) => ({
    id: `us-${c.state}-${c.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    name: c.name,
    full_name: `${c.name}, ${c.state}`,
    state: c.state,
    kind: 'outside_service_area',
    latitude: c.lat,
    longitude: c.lng,
    boundary_point_count: 0,
    is_multi_polygon: false,
    parts: 0,
    boundary: null,
    in_service_area: false,
    search_name: c.name.toLowerCase(),
    priority: 0,
  }));
  await insertRows(tx, 'places', PLACE_COLUMNS, [...places, ...outside], 100);

  const agents = allSampleAgents();
  await insertRows(
    tx,
    'agents',
    { id: 'text', name: 'text', phone: 'text', email: 'text', brokerage: 'text', state: 'text', is_sample: 'boolean' },
    agents.map((a) => ({ ...a, is_sample: true })),
  );

  return {
    places: places.length + outside.length,
    zipcodes: zips.length,
    agents: agents.length,
    millis: Math.round(performance.now() - started),
  };
}

