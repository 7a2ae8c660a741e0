import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
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
