import { estimateCashBack } from '@homeward/domain';
import type { Queryable } from '../src/db/db';
import { normalizeSearch, searchTuple, streetPart, type ListingRecord } from '../src/db/seed/listingRecords';
import { recordListingEvents } from '../src/modules/listings/events';

/** A home a test puts on the market. */
export interface MarketHome {
  mls: string;
  state: 'WA' | 'MA';
  city: string;
  zipcode: string;
  address: string;
  latitude: number;
  longitude: number;
  price: number;
  bedrooms: number;
  baths: number;
  squareFeet: number;
  yearBuilt: number;
}

/**
 * A home put on the market for the matcher's tests, written as the MLS feed
 * writes one: the listing (its detail fields taken from a home of the same state, labelled sample
 * values like the seed's) and its `listed` event, in one transaction. Listing it again updates it
 * and writes the event again, as a re-sync of the feed would.
 */
export async function listHome(db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> }, body: MarketHome, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<ListingRecord & { agent_id: string }>('SELECT * FROM listings WHERE state = $1 AND mls <> $2 ORDER BY mls LIMIT 1', [body.state, body.mls]);
    const template = rows[0];
    if (!template) throw new Error(`no ${body.state} listing to take sample values from`);
    const record: Omit<ListingRecord, 'search_tuple' | 'source_id' | 'lot_square_foot' | 'floors' | 'waterfront' | 'schools' | 'description' | 'history' | 'sample_fields'> = {
      ...template,
      mls: body.mls,
      city: body.city,
      state: body.state,
      zipcode: body.zipcode,
      address: body.address,
      unit: null,
      address_is_sample: false,
      search_address: normalizeSearch(body.address),
      search_street: streetPart(body.address),
      latitude: body.latitude,
      longitude: body.longitude,
      list_price: body.price,
      status: 'A',
      property_type: 'RESI',
      bedrooms: body.bedrooms,
      baths: body.baths,
      total_square_foot: body.squareFeet,
      year_built: body.yearBuilt,
      hoa: null,
      minutes_on_market: 0,
      days_on_market: 0,
      new_construction: false,
      open_houses: [],
      is_live: true,
      sold_days_ago: null,
      cash_back: estimateCashBack(body.price),
    };
    const row = { ...record, open_houses: JSON.stringify(record.open_houses), search_tuple: searchTuple({ ...record } as Omit<ListingRecord, 'search_tuple'>) };
    const columns = [
      'mls', 'source', 'state', 'city', 'zipcode', 'address', 'unit', 'address_is_sample', 'search_address', 'search_street', 'latitude', 'longitude',
      'list_price', 'status', 'property_type', 'bedrooms', 'baths', 'total_square_foot', 'year_built', 'hoa', 'min_school_rating', 'minutes_on_market',
      'days_on_market', 'new_construction', 'open_houses', 'is_live', 'sold_days_ago', 'photo_count', 'agent_id', 'cash_back', 'search_tuple',
    ] as const;
    await tx.query(
      `INSERT INTO listings (${columns.join(', ')}) VALUES (${columns.map((_, k) => `$${k + 1}`).join(', ')})
       ON CONFLICT (mls) DO UPDATE SET ${columns.filter((c) => c !== 'mls').map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
      columns.map((c) => (row as Record<string, unknown>)[c]),
    );
    await tx.query(
      `INSERT INTO listing_details (mls, source_id, lot_square_foot, floors, waterfront, schools, description, history, sample_fields)
       SELECT $1, $1, lot_square_foot, floors, waterfront, schools, description, '[]'::jsonb, sample_fields FROM listing_details WHERE mls = $2
       ON CONFLICT (mls) DO NOTHING`,
      [body.mls, template.mls],
    );
    await recordListingEvents(tx, [{ mls: body.mls, kind: 'listed', newPrice: body.price, occurredAt: now }]);
  });
}
