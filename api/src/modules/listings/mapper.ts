import type { ListingDetail, ListingSummary, OpenHouse, PropertyHistoryEvent, School } from '@homeward/contracts';
import { addDays, estimateCashBack, isNewConstruction, timeOnMarketLabel, toCalendarDate, toSlashDate } from '@homeward/domain';
import { apiPaths } from '@homeward/contracts';
import type { StoredOpenHouse } from '../../db/seed/sampleValues';
import { CAMBRIDGE_SOURCE, KING_COUNTY_SOURCE, type ListingRecord } from '../../db/seed/listingRecords';
import { assignedSchools, SPS_SOURCE } from './schoolAssignments';

const SAMPLE_SCHOOLS_SOURCE = { kind: 'sample', name: 'Sample schools', year: null, licence: null } as const;

/** A listings row as selected by the repository (SUMMARY_COLUMNS): the stored record's columns, from any source. */
export interface ListingRow
  extends Pick<
    ListingRecord,
    | 'mls' | 'state' | 'city' | 'zipcode' | 'address' | 'unit' | 'address_is_sample' | 'latitude' | 'longitude' | 'list_price' | 'status'
    | 'property_type' | 'bedrooms' | 'baths' | 'total_square_foot' | 'year_built' | 'hoa' | 'min_school_rating' | 'minutes_on_market'
    | 'days_on_market' | 'new_construction' | 'open_houses' | 'sold_days_ago' | 'photo_count' | 'cash_back'
  > {
  source: string;
}

export interface ListingDetailRow extends ListingRow {
  lot_square_foot: number | null;
  floors: number | null;
  waterfront: boolean;
  schools: School[];
  description: string;
  history: PropertyHistoryEvent[];
  sample_fields: string;
  agent_id: string;
  agent_name: string;
  agent_phone: string;
  agent_email: string;
  agent_brokerage: string;
  agent_is_sample: boolean;
  /** What the feed saw happen to the home (price changes, pending, withdrawals). */
  feed_history: PropertyHistoryEvent[];
  list_agent_name: string | null;
  list_office_name: string | null;
  source_system_name: string | null;
  modified_at: Date | null;
  photo_captions: Array<string | null>;
}

export const SUMMARY_COLUMNS = `l.mls, l.source, l.state, l.city, l.zipcode, l.address, l.unit, l.address_is_sample, l.latitude,
  l.longitude, l.list_price, l.status, l.property_type, l.bedrooms, l.baths, l.total_square_foot, l.year_built, l.hoa,
  l.min_school_rating, l.minutes_on_market, l.days_on_market, l.new_construction, l.open_houses, l.sold_days_ago,
  l.photo_count, l.cash_back`;

/**
 * Open houses and sale dates are stored as offsets from today and turned into dates when read, so
 * the sample market stays current however long ago the database was seeded.
 */
export function materializeOpenHouses(stored: StoredOpenHouse[], now: Date): OpenHouse[] {
  return stored.map((o) => ({ type: o.type, openDate: toSlashDate(addDays(now, o.dayOffset)), startTime: o.startTime, endTime: o.endTime }));
}

export function soldDateFor(soldDaysAgo: number | null, now: Date): string | null {
  return soldDaysAgo == null ? null : toCalendarDate(addDays(now, -soldDaysAgo));
}

export function photoUrls(mls: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => apiPaths.listingPhoto(mls, i + 1));
}

/** The fields of a listings row a result card shows (toListingSummary). */
export type CardRow = Pick<
  ListingRow,
  | 'mls' | 'latitude' | 'longitude' | 'minutes_on_market' | 'list_price' | 'open_houses' | 'state' | 'status' | 'property_type' | 'bedrooms'
  | 'baths' | 'total_square_foot' | 'year_built' | 'hoa' | 'min_school_rating' | 'days_on_market' | 'sold_days_ago' | 'address' | 'unit'
  | 'city' | 'zipcode' | 'address_is_sample' | 'photo_count'
>;

export function toListingSummary(row: CardRow, now: Date): ListingSummary {
  const openHouses = materializeOpenHouses(row.open_houses, now);
  return {
    mls: row.mls,
    latitude: row.latitude,
    longitude: row.longitude,
    timeOnMarket: timeOnMarketLabel(row.minutes_on_market),
    listingPrice: row.list_price,
    hasOpenHouse: openHouses.length > 0,
    state: row.state,
    status: row.status,
    type: row.property_type,
    bedrooms: row.bedrooms,
    baths: row.baths,
    totalSquareFoot: row.total_square_foot,
    yearBuilt: row.year_built,
    hoa: row.hoa,
    minSchoolRating: row.min_school_rating,
    daysOnMarket: row.days_on_market,
    newConstruction: isNewConstruction(row.year_built, now),
    openHouses,
    soldDate: soldDateFor(row.sold_days_ago, now),
    address: row.address,
    unit: row.unit,
    city: row.city,
    zipcode: row.zipcode,
    addressIsSample: row.address_is_sample,
    photos: photoUrls(row.mls, row.photo_count),
    // The one cash-back rule, applied on read, so a stored estimate can never disagree with the site.
    cashBack: estimateCashBack(row.list_price),
  };
}

export function toListingDetail(row: ListingDetailRow, now: Date): ListingDetail {
  const summary = toListingSummary(row, now);
  const listedDate = toCalendarDate(new Date(now.getTime() - row.minutes_on_market * 60_000));
  const history: PropertyHistoryEvent[] = [...row.history, ...row.feed_history];
  const listingSource = row.source === 'reso' ? (row.source_system_name ?? 'MLS') : 'Homeward (sample listing)';
  history.push({ date: listedDate, event: 'Listed', price: row.list_price, source: listingSource });
  if (summary.soldDate) history.push({ date: summary.soldDate, event: 'Sold', price: row.list_price, source: listingSource });
  history.sort((a, b) => b.date.localeCompare(a.date));
  // Seattle homes get their real assigned schools; the ratings stay sample values (no rating data exists).
  const assigned = row.state === 'WA' ? assignedSchools(row.latitude, row.longitude, row.schools) : null;
  const sampleFields = row.sample_fields.split(',').filter(Boolean);
  return {
    ...summary,
    // The seeded description lists the schools among the sample values; for assigned schools only the ratings are.
    description: assigned ? row.description.replace('photos, schools and agent', 'photos, school ratings and agent') : row.description,
    lotSquareFoot: row.lot_square_foot,
    floors: row.floors,
    waterfront: row.waterfront,
    schools: assigned ?? row.schools,
    schoolsSource: assigned ? SPS_SOURCE : SAMPLE_SCHOOLS_SOURCE,
    history,
    agent: {
      id: row.agent_id,
      name: row.agent_name,
      phone: row.agent_phone,
      email: row.agent_email,
      brokerage: row.agent_brokerage,
      isSample: row.agent_is_sample,
    },
    listedDate,
    dataSource: {
      name: row.source === 'cambridge' ? CAMBRIDGE_SOURCE : row.source === 'king_county' ? KING_COUNTY_SOURCE : (row.source_system_name ?? 'MLS'),
      licence: row.source === 'cambridge' ? 'Public record' : row.source === 'king_county' ? 'CC0' : 'MLS listing',
      sampleFields: assigned ? sampleFields.map((f) => (f === 'schools' ? 'schoolRatings' : f)) : sampleFields,
    },
    attribution:
      row.list_agent_name || row.list_office_name || row.source_system_name
        ? {
            listAgentName: row.list_agent_name,
            listOfficeName: row.list_office_name,
            sourceName: row.source_system_name,
            lastUpdated: row.modified_at ? row.modified_at.toISOString() : null,
          }
        : null,
    photoCaptions: Array.from({ length: row.photo_count }, (_, i) => row.photo_captions[i] ?? null),
  };
}
