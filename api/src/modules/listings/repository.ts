import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import type { BoundaryGeometry } from '@homeward/contracts';
import { SUMMARY_COLUMNS, type ListingDetailRow, type ListingRow } from './mapper';

export async function findListingDetail(db: Queryable, mls: string): Promise<ListingDetailRow | null> {
  return one<ListingDetailRow>(
    db,
    `SELECT ${SUMMARY_COLUMNS}, d.lot_square_foot, d.floors, d.waterfront, d.schools, d.description, d.history, d.sample_fields,
            l.agent_id, a.name AS agent_name, a.phone AS agent_phone, a.email AS agent_email, a.brokerage AS agent_brokerage,
            a.is_sample AS agent_is_sample, d.feed_history, d.list_agent_name, d.list_office_name, d.source_system_name, d.modified_at,
            coalesce((SELECT json_agg(m.caption ORDER BY m.position) FROM listing_media m WHERE m.mls = l.mls), '[]') AS photo_captions
       FROM listings l JOIN listing_details d ON d.mls = l.mls JOIN agents a ON a.id = l.agent_id
      WHERE l.mls = $1`,
    [mls],
  );
}

export async function listingExists(db: Queryable, mls: string): Promise<boolean> {
  return !!(await one(db, 'SELECT 1 FROM listings WHERE mls = $1', [mls]));
}

/** What the search needs of each candidate, in this order (listings.search_tuple, built by the seed). */
export type CandidateTuple = [
  mls: string,
  lat: number,
  lng: number,
  price: number,
  status: ListingRow['status'],
  type: ListingRow['property_type'],
  beds: number,
  baths: number,
  sqft: number,
  yearBuilt: number | null,
  hoa: number | null,
  school: number | null,
  daysOnMarket: number,
  newConstruction: boolean,
  openHouses: ListingRow['open_houses'],
  soldDaysAgo: number | null,
  isLive: boolean,
];

export type SearchArea =
  | { kind: 'radius'; lat: number; lng: number; miles: number; box: { minLat: number; maxLat: number; minLng: number; maxLng: number } }
  | { kind: 'zip'; zipcode: string };

/* ---------- Places: cities, zip codes and the addresses of homes, as searches name them ---------- */

export interface PlaceRow {
  id: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  boundary_point_count: number;
  is_multi_polygon: boolean;
  parts: number;
  in_service_area: boolean;
}

export interface ZipRow {
  zipcode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface AddressRow {
  mls: string;
  address: string;
  unit: string | null;
  city: string;
  state: string;
  zipcode: string;
  latitude: number;
  longitude: number;
}

const PLACE_COLUMNS = 'id, name, state, latitude, longitude, boundary_point_count, is_multi_polygon, parts, in_service_area';
const ADDRESS_COLUMNS = 'mls, address, unit, city, state, zipcode, latitude, longitude';
/** Best place first: in the service area, exact name, municipality over census place, larger boundary. */
const PLACE_ORDER = 'in_service_area DESC, priority DESC, boundary_point_count DESC, id';

/** LIKE pattern for "starts with", with the user's wildcards escaped. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A place's boundary by its id (the places table's), or null when it has none or there is no such place. */
export async function boundaryOf(db: Queryable, id: string): Promise<BoundaryGeometry | null> {
  const row = await one<{ boundary: BoundaryGeometry | null }>(db, 'SELECT boundary FROM places WHERE id = $1', [id]);
  return row?.boundary ?? null;
}

export async function placeRowById(db: Queryable, id: string): Promise<PlaceRow | null> {
  return one<PlaceRow>(db, `SELECT ${PLACE_COLUMNS} FROM places WHERE id = $1`, [id]);
}

export async function zipRowByCode(db: Queryable, zipcode: string): Promise<ZipRow | null> {
  return one<ZipRow>(db, 'SELECT zipcode, city, state, latitude, longitude FROM zipcodes WHERE zipcode = $1', [zipcode]);
}

export async function addressRowByMls(db: Queryable, mls: string): Promise<AddressRow | null> {
  return one<AddressRow>(db, `SELECT ${ADDRESS_COLUMNS} FROM listings WHERE mls = $1`, [mls]);
}

/** A home by its normalised street address, narrowed by city and unit when given. */
export async function addressRowByStreet(db: Queryable, street: string, city: string | null, unit: string | null): Promise<AddressRow | null> {
  const params: unknown[] = [street];
  let sql = `SELECT ${ADDRESS_COLUMNS} FROM listings WHERE search_address = $1`;
  if (city) {
    params.push(city);
    sql += ` AND lower(city) = $${params.length}`;
  }
  if (unit) {
    params.push(unit);
    sql += ` AND lower(unit) = $${params.length}`;
  }
  return one<AddressRow>(db, `${sql} ORDER BY mls LIMIT 1`, params);
}

/** The best place of that (normalised) name, in the state when given. */
export async function placeRowByName(db: Queryable, name: string, state: string | null): Promise<PlaceRow | null> {
  const params: unknown[] = [name];
  let sql = `SELECT ${PLACE_COLUMNS} FROM places WHERE search_name = $1`;
  if (state) {
    params.push(state);
    sql += ' AND state = $2';
  }
  return one<PlaceRow>(db, `${sql} ORDER BY ${PLACE_ORDER} LIMIT 1`, params);
}

/** A city known only from the zip table (e.g. a postal city without a census boundary): its first zip code. */
export async function zipRowByCity(db: Queryable, city: string, state: string | null): Promise<ZipRow | null> {
  return one<ZipRow>(
    db,
    `SELECT zipcode, city, state, latitude, longitude FROM zipcodes WHERE lower(city) = $1 ${state ? 'AND state = $2' : ''}
      ORDER BY zipcode LIMIT 1`,
    state ? [city, state] : [city],
  );
}

export async function zipRowsStartingWith(db: Queryable, digits: string, limit: number): Promise<ZipRow[]> {
  const { rows } = await db.query<ZipRow>(
    'SELECT zipcode, city, state, latitude, longitude FROM zipcodes WHERE zipcode LIKE $1 ORDER BY zipcode LIMIT $2',
    [prefix(digits), limit],
  );
  return rows;
}

export async function addressRowsByMlsStart(db: Queryable, digits: string, limit: number): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM listings WHERE mls LIKE $1 ORDER BY mls LIMIT $2`, [prefix(digits), limit]);
  return rows;
}

/** Places whose name starts with the text (in a state starting with `state` when given), best first. */
export async function placeRowsStartingWith(db: Queryable, name: string, state: string | null, limit: number): Promise<PlaceRow[]> {
  const params: unknown[] = [prefix(name), name, limit];
  const stateFilter = state ? 'AND state LIKE $4' : '';
  if (state) params.push(`${state}%`);
  const { rows } = await db.query<PlaceRow>(
    `SELECT ${PLACE_COLUMNS} FROM places WHERE search_name LIKE $1 ${stateFilter}
      ORDER BY in_service_area DESC, (search_name = $2) DESC, listing_count DESC, priority DESC, boundary_point_count DESC, name LIMIT $3`,
    params,
  );
  return rows;
}

/** Homes whose normalised address (or street name) starts with the text. */
export async function addressRowsStartingWith(db: Queryable, column: 'search_address' | 'search_street', text: string, limit: number): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM listings WHERE ${column} LIKE $1 ORDER BY ${column}, mls LIMIT $2`,
    [prefix(text), limit],
  );
  return rows;
}
