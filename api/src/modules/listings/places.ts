import type { BoundaryGeometry, PlaceKind, Prediction } from '@homeward/contracts';
import { isInServiceArea } from '@homeward/domain';
import type { Queryable } from '../../db/db';
import {
  addressRowByMls,
  addressRowByStreet,
  addressRowsByMlsStart,
  addressRowsStartingWith,
  boundaryOf,
  placeRowById,
  placeRowByName,
  placeRowsStartingWith,
  zipRowByCity,
  zipRowByCode,
  zipRowsStartingWith,
  type AddressRow,
  type PlaceRow,
  type ZipRow,
} from './repository';

export { boundaryOf };

/** A searchable place: a city, a zip code, or one listing's location (address or MLS search). */
export interface ResolvedPlace {
  kind: PlaceKind;
  name: string;
  state: string;
  lat: number;
  lng: number;
  zipcode: string | null;
  boundary: BoundaryGeometry | null;
  /** Where the browser fetches `boundary` (GET Listings/Boundary/:id); null with no boundary. */
  boundaryId: string | null;
  boundaryPointCount: number;
  isMultiPolygon: boolean;
  parts: number;
  available: boolean;
}

export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/,\s*(usa|us|united states)\s*$/, '')
    .trim();
}

async function fromPlaceRow(db: Queryable, row: PlaceRow): Promise<ResolvedPlace> {
  const boundary = row.in_service_area ? await boundaryOf(db, row.id) : null;
  return {
    kind: 'city',
    name: row.name,
    state: row.state,
    lat: row.latitude,
    lng: row.longitude,
    zipcode: null,
    boundary,
    boundaryId: boundary ? row.id : null,
    boundaryPointCount: row.boundary_point_count,
    isMultiPolygon: row.is_multi_polygon,
    parts: row.parts,
    available: row.in_service_area,
  };
}

/** A place found as a point (a zip code's centre, one listing's location): it has no boundary to draw. */
const pointPlace = (kind: PlaceKind, name: string, row: ZipRow | AddressRow, available: boolean): ResolvedPlace => ({
  kind,
  name,
  state: row.state,
  lat: row.latitude,
  lng: row.longitude,
  zipcode: row.zipcode,
  boundary: null,
  boundaryId: null,
  boundaryPointCount: 0,
  isMultiPolygon: false,
  parts: 0,
  available,
});

const fromZipRow = (row: ZipRow): ResolvedPlace => pointPlace('zip', row.zipcode, row, isInServiceArea(row.state));

const fromAddressRow = (row: AddressRow, kind: 'address' | 'mls'): ResolvedPlace => pointPlace(kind, kind === 'mls' ? `MLS# ${row.mls}` : row.address, row, true);

async function placeById(db: Queryable, id: string) {
  const row = await placeRowById(db, id);
  return row ? fromPlaceRow(db, row) : null;
}

async function zipByCode(db: Queryable, zipcode: string) {
  const row = await zipRowByCode(db, zipcode);
  return row ? fromZipRow(row) : null;
}

async function listingByMls(db: Queryable, mls: string, kind: 'address' | 'mls') {
  const row = await addressRowByMls(db, mls);
  return row ? fromAddressRow(row, kind) : null;
}

/** Resolves a suggestion's reference ('place:…', 'zip:…', 'mls:…'). */
export async function resolveReference(db: Queryable, reference: string): Promise<ResolvedPlace | null> {
  const [type, ...rest] = reference.split(':');
  const value = rest.join(':');
  if (!value) return null;
  if (type === 'place') return placeById(db, value);
  if (type === 'zip') return /^\d{5}$/.test(value) ? zipByCode(db, value) : null;
  if (type === 'mls') return /^\d{5,10}$/.test(value) ? listingByMls(db, value, 'address') : null;
  return null;
}

/**
 * Reads free search text: 'Bellevue, WA' (city), '98004' (zip), an MLS number, or an address
 * ('55 Cedar St, Cambridge, MA 02140'). Returns null when nothing matches.
 */
export async function resolveSearchText(db: Queryable, text: string): Promise<ResolvedPlace | null> {
  const q = normalizeSearchText(text);
  const mls = /^(?:mls\s*#?\s*)?(\d{6,10})$/.exec(q);
  if (mls) {
    const found = await listingByMls(db, mls[1], 'mls');
    if (found) return found;
  }
  const zip = /^(\d{5})(?:$|[\s,])/.exec(q);
  if (zip) return zipByCode(db, zip[1]);

  const parts = q.split(',').map((s) => s.trim()).filter(Boolean);
  const [first = '', second = ''] = parts;
  const state = /^([a-z]{2})\b/.exec(second)?.[1]?.toUpperCase() ?? null;

  if (/^\d/.test(first)) {
    const unit = /\s*#\s*(\S+)$/.exec(first);
    const street = unit ? first.slice(0, unit.index) : first;
    const city = parts.length > 1 && !/^[a-z]{2}(\s+\d{5})?$/.test(parts[1]) ? parts[1] : null;
    const row = await addressRowByStreet(db, street, city, unit?.[1] ?? null);
    if (row) return fromAddressRow(row, 'address');
  }

  const place = await placeRowByName(db, first, state);
  if (place) return fromPlaceRow(db, place);

  // A city known only from the zip table (e.g. a postal city without a census boundary).
  const zipCity = await zipRowByCity(db, first, state);
  if (zipCity) return { ...fromZipRow(zipCity), kind: 'city', name: zipCity.city, zipcode: null };
  return null;
}

/* ---------- AutoSuggest ---------- */

const cityPrediction = (row: PlaceRow): Prediction => ({
  description: `${row.name}, ${row.state}, USA`,
  reference: `place:${row.id}`,
  types: ['locality', 'political'],
  kind: 'city',
  city: row.name,
  state: row.state,
  state2: ` ${row.state}`,
  zipcode: null,
  placeId: `place:${row.id}`,
  fullname: `${row.name}, ${row.state}`,
  mls: null,
  available: row.in_service_area,
});

const zipPrediction = (row: ZipRow): Prediction => ({
  description: `${row.city}, ${row.state} ${row.zipcode}, USA`,
  reference: `zip:${row.zipcode}`,
  types: ['postal_code'],
  kind: 'zip',
  city: row.city,
  state: row.state,
  state2: ` ${row.state} ${row.zipcode}`,
  zipcode: row.zipcode,
  placeId: `zip:${row.zipcode}`,
  fullname: `${row.city}, ${row.state} ${row.zipcode}`,
  mls: null,
  available: isInServiceArea(row.state),
});

const addressPrediction = (row: AddressRow, kind: 'address' | 'mls'): Prediction => {
  const street = `${row.address}${row.unit ? ` #${row.unit}` : ''}`;
  const full = `${street}, ${row.city}, ${row.state} ${row.zipcode}`;
  return {
    description: kind === 'mls' ? `MLS# ${row.mls}: ${full}` : `${full}, USA`,
    reference: `mls:${row.mls}`,
    types: kind === 'mls' ? ['mls'] : ['street_address'],
    kind,
    city: row.city,
    state: row.state,
    state2: ` ${row.state}`,
    zipcode: row.zipcode,
    placeId: `mls:${row.mls}`,
    fullname: full,
    mls: row.mls,
    available: true,
  };
};

const SUGGESTION_LIMIT = 10;

/** Suggestions for typed text (at least 3 characters): cities, zip codes, addresses and MLS numbers. */
export async function suggest(db: Queryable, text: string): Promise<Prediction[]> {
  const q = normalizeSearchText(text);
  const out: Prediction[] = [];
  if (/^\d+$/.test(q)) {
    if (q.length <= 5) {
      out.push(...(await zipRowsStartingWith(db, q, 5)).map(zipPrediction));
    }
    out.push(...(await addressRowsByMlsStart(db, q, 5)).map((r) => addressPrediction(r, 'mls')));
  } else {
    const [name = '', rest = ''] = q.split(',').map((s) => s.trim());
    const state = /^[a-z]{1,2}$/.test(rest) ? rest.toUpperCase() : null;
    if (name.length > 0 && !/^\d/.test(name)) {
      out.push(...(await placeRowsStartingWith(db, name, state, 6)).map(cityPrediction));
    }
    const addresses = await addressRowsStartingWith(db, /^\d/.test(name) ? 'search_address' : 'search_street', name, 5);
    out.push(...addresses.map((r) => addressPrediction(r, 'address')));
  }
  return out.slice(0, SUGGESTION_LIMIT);
}
