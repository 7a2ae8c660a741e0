import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

/** api/data, where the seed files live (see api/data/SOURCES.md). */
export const DATA_DIR = fileURLToPath(new URL('../../../data/', import.meta.url));

function readCsv(file: string): Record<string, string>[] {
  return parse(readFileSync(DATA_DIR + file), { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
}

const num = (v: string | undefined): number => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

export interface KingCountySale {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  sqftLiving: number;
  sqftLot: number;
  floors: number;
  waterfront: boolean;
  view: number;
  condition: number;
  yearBuilt: number;
  yearRenovated: number;
  zipcode: string;
  lat: number;
  lng: number;
}

/** One home of the King County file: its sales, oldest first (rows sharing an id are repeat sales). */
export interface KingCountyHome {
  id: string;
  /** Position of the home's first row in the file; keeps MLS numbers stable across subsets. */
  order: number;
  sales: KingCountySale[];
}

export function readKingCountyHomes(): KingCountyHome[] {
  const homes = new Map<string, KingCountyHome>();
  for (const row of readCsv('kc_house_data.csv')) {
    const sale: KingCountySale = {
      id: row.id,
      date: `${row.date.slice(0, 4)}-${row.date.slice(4, 6)}-${row.date.slice(6, 8)}`,
      // Some prices are written in exponent form (1.225e+006); Number() reads both.
      price: Math.round(num(row.price)),
      bedrooms: Math.round(num(row.bedrooms)),
      bathrooms: num(row.bathrooms),
      sqftLiving: Math.round(num(row.sqft_living)),
      sqftLot: Math.round(num(row.sqft_lot)),
      floors: num(row.floors),
      waterfront: row.waterfront === '1',
      view: num(row.view),
      condition: num(row.condition),
      yearBuilt: Math.round(num(row.yr_built)),
      yearRenovated: Math.round(num(row.yr_renovated)),
      zipcode: row.zipcode.padStart(5, '0'),
      lat: num(row.lat),
      lng: num(row.long),
    };
    const home = homes.get(sale.id);
    if (home) home.sales.push(sale);
    else homes.set(sale.id, { id: sale.id, order: homes.size, sales: [sale] });
  }
  for (const home of homes.values()) home.sales.sort((a, b) => a.date.localeCompare(b.date));
  return [...homes.values()];
}

export interface CambridgeParcel {
  pid: string;
  order: number;
  address: string;
  unit: string | null;
  city: string;
  state: string;
  zipcode: string;
  lat: number;
  lng: number;
  propertyClass: string;
  assessedValue: number;
  lastSalePrice: number;
  /** YYYY-MM-DD or null */
  lastSaleDate: string | null;
  bedrooms: number;
  bathrooms: number;
  sqftLiving: number;
  sqftLot: number;
  yearBuilt: number | null;
}

export function readCambridgeParcels(): CambridgeParcel[] {
  return readCsv('ma_cambridge_homes_fy2022_sample.csv').map((row, order) => {
    const sale = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(row.last_sale_date ?? '');
    const year = Math.round(num(row.year_built));
    return {
      pid: row.pid,
      order,
      address: row.address,
      unit: row.unit ? row.unit : null,
      city: row.city,
      state: row.state,
      zipcode: row.zip.padStart(5, '0'),
      lat: num(row.lat),
      lng: num(row.lng),
      propertyClass: row.property_class,
      assessedValue: Math.round(num(row.assessed_value)),
      lastSalePrice: Math.round(num(row.last_sale_price)),
      lastSaleDate: sale ? `${sale[3]}-${sale[1]}-${sale[2]}` : null,
      bedrooms: Math.round(num(row.bedrooms)),
      bathrooms: num(row.bathrooms),
      sqftLiving: Math.round(num(row.sqft_living)),
      sqftLot: Math.round(num(row.sqft_lot)),
      yearBuilt: year > 0 ? year : null,
    };
  });
}

export interface ZipRow {
  zipcode: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  county: string | null;
}

export function readZipcodes(): ZipRow[] {
  return readCsv('zips_wa_ma.csv').map((r) => ({
    zipcode: r.zip.padStart(5, '0'),
    city: r.city,
    state: r.state,
    lat: num(r.lat),
    lng: num(r.lng),
    county: r.county || null,
  }));
}

export interface PlaceRow {
  id: string;
  name: string;
  fullName: string;
  state: string;
  kind: string;
  lat: number;
  lng: number;
  boundaryPointCount: number;
}

export function readPlaces(): PlaceRow[] {
  return readCsv('places_wa_ma.csv').map((r) => ({
    id: r.geoid,
    name: r.name,
    fullName: r.full_name,
    state: r.state,
    kind: r.kind,
    lat: num(r.lat),
    lng: num(r.lng),
    boundaryPointCount: Math.round(num(r.boundary_points)),
  }));
}

export interface OutsideCityRow {
  name: string;
  state: string;
  lat: number;
  lng: number;
}

/** Major US cities outside the service area (hand-compiled reference list, approximate centres). */
export function readOutsideCities(): OutsideCityRow[] {
  return readCsv('us_cities_outside_service_area.csv').map((r) => ({ name: r.name, state: r.state, lat: num(r.lat), lng: num(r.lng) }));
}

export interface BoundaryRow {
  id: string;
  type: 'Polygon' | 'MultiPolygon';
  rings: string[] | string[][];
}

export function readBoundaries(): Map<string, BoundaryRow> {
  const map = new Map<string, BoundaryRow>();
  for (const line of readFileSync(DATA_DIR + 'place_boundaries.ndjson', 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as BoundaryRow;
    map.set(row.id, row);
  }
  return map;
}
