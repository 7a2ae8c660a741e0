import type { PropertyHistoryEvent } from '@homeward/contracts';
import type { FeedStatus } from '@homeward/contracts/signed-in';
import { calendarDaysBetween, estimateCashBack, isInServiceArea, normalizeCalendarDate, toCalendarDate } from '@homeward/domain';
import { normalizeSearch, searchTuple, streetPart, type ListingRecord } from '../../db/seed/listingRecords';
import type { SampleAgent, SampleSchool, StoredOpenHouse } from '../../db/seed/sampleValues';
import { homeTypeOf, STATE_TIME_ZONES, statusCodeOf, zonedWallTime, type ResoOpenHouse, type ResoProperty } from './reso';

/** A listing as stored from the feed: the seed's row shape, with the source's attribution. */
export interface FeedRow extends Omit<ListingRecord, 'source'> {
  source: string;
  list_agent_name: string | null;
  list_office_name: string | null;
  source_system_name: string | null;
  modified_at: string;
}

export interface FeedMedia {
  position: number;
  url: string;
  caption: string | null;
}

/** The listing agent as stored from the feed: the seed's agent row, marked real or sample. */
export interface FeedAgent extends SampleAgent {
  is_sample: boolean;
}

export type SkipReason = FeedStatus['skipped'][number]['reason'];

export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  outside_service_area: 'Outside Washington and Massachusetts',
  no_position: 'No map position',
  unknown_status: 'Unknown status',
  unsupported_type: 'Property type not sold on Homeward',
  incomplete: 'Missing a required field',
};

export type Mapped =
  | { ok: true; listing: FeedRow; media: FeedMedia[]; agent: FeedAgent }
  | { ok: false; key: string; reason: SkipReason; detail: string };

const skip = (key: string, reason: SkipReason, detail: string): Mapped => ({ ok: false, key, reason, detail });

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function lotSquareFeet(record: ResoProperty): number | null {
  if (!finite(record.LotSizeArea) || record.LotSizeArea <= 0) return null;
  return Math.round(/acre/i.test(record.LotSizeUnits ?? '') ? record.LotSizeArea * 43_560 : record.LotSizeArea);
}

function openHousesOf(list: readonly ResoOpenHouse[] | undefined, timeZone: string, today: string): StoredOpenHouse[] {
  const houses: StoredOpenHouse[] = [];
  for (const o of list ?? []) {
    const start = zonedWallTime(o.OpenHouseStartTime, timeZone);
    const end = zonedWallTime(o.OpenHouseEndTime, timeZone);
    const date = normalizeCalendarDate(o.OpenHouseDate) ?? start.date;
    const dayOffset = calendarDaysBetween(today, date);
    // Past open houses are history, not something to visit.
    if (dayOffset < 0) continue;
    const type = text(o.LivestreamOpenHouseURL) ? 'LIVE' : text(o.VirtualOpenHouseURL) ? 'VIR' : 'INP';
    houses.push({ type, dayOffset, startTime: start.time, endTime: end.time });
  }
  // Stable: open houses on one day keep the source's order.
  return houses.sort((a, b) => a.dayOffset - b.dayOffset);
}

const isSchool = (value: unknown): value is SampleSchool =>
  typeof value === 'object' && value !== null && typeof (value as SampleSchool).name === 'string' && finite((value as SampleSchool).rating);

const isHistoryEvent = (value: unknown): value is PropertyHistoryEvent =>
  typeof value === 'object' && value !== null && typeof (value as PropertyHistoryEvent).date === 'string' && finite((value as PropertyHistoryEvent).price);

/** The record's photos, in the source's order, numbered from 1 (other media are left out). */
function photosOf(record: ResoProperty) {
  return [...(record.Media ?? [])]
    .filter((m) => text(m.MediaURL) && (!m.MediaCategory || /photo/i.test(m.MediaCategory)))
    .sort((a, b) => (a.Order ?? 0) - (b.Order ?? 0))
    .map((m, i) => ({ position: i + 1, url: m.MediaURL, caption: text(m.ShortDescription) ?? text(m.LongDescription) }));
}

/** The listing agent the record names, or its office when it names no agent. */
function listAgentOf(record: ResoProperty, state: string): FeedAgent {
  return {
    id: text(record.ListAgentKey) ? `${record.ListAgentKey}` : `office:${text(record.ListOfficeName) ?? 'unknown'}`,
    name: text(record.ListAgentFullName) ?? text(record.ListOfficeName) ?? 'Listing agent',
    phone: text(record.ListAgentPreferredPhone) ?? '',
    email: text(record.ListAgentEmail) ?? '',
    brokerage: text(record.ListOfficeName) ?? '',
    state,
    is_sample: record.HomewardAgentIsSample === true,
  };
}

const bathsOf = (record: ResoProperty): number =>
  finite(record.BathroomsTotalDecimal) ? record.BathroomsTotalDecimal : finite(record.BathroomsTotalInteger) ? record.BathroomsTotalInteger : 0;

/** The association fee by the month (an annual fee is divided by 12). */
const monthlyHoaOf = (record: ResoProperty): number | null =>
  finite(record.AssociationFee) ? Math.round(/annual/i.test(record.AssociationFeeFrequency ?? '') ? record.AssociationFee / 12 : record.AssociationFee) : null;

/** Minutes since the record went on the market (0 when it does not say). */
function minutesOnMarketOf(record: ResoProperty, now: Date): number {
  const onMarket = text(record.OnMarketTimestamp);
  return onMarket ? Math.max(0, Math.floor((now.getTime() - Date.parse(onMarket)) / 60_000)) : 0;
}

/** Days since a sold (or rented) home closed, by the calendar; null for any other status. */
function soldDaysAgoOf(record: ResoProperty, status: string, today: string): number | null {
  const closeDate = normalizeCalendarDate(record.CloseDate ?? null);
  return closeDate && (status === 'S' || status === 'S-UL' || status === 'R') ? Math.max(0, calendarDaysBetween(closeDate, today)) : null;
}

/**
 * One Property record (with its expanded Media and OpenHouse) as a listings row, or why it cannot be
 * stored. Everything is checked before anything is written, so a record is stored whole or not at all.
 * Times on the market, sale dates and open houses become the offsets the listings keep, from `now`.
 */
export function mapProperty(record: ResoProperty, now: Date): Mapped {
  const key = String(record.ListingKey ?? '');
  const mls = text(record.ListingId) ?? key;
  const state = text(record.StateOrProvince)?.toUpperCase() ?? '';
  if (!isInServiceArea(state)) return skip(key, 'outside_service_area', `StateOrProvince ${state || '(none)'}`);
  const status = statusCodeOf(record.StandardStatus, record.MlsStatus);
  if (!status) return skip(key, 'unknown_status', `StandardStatus ${record.StandardStatus ?? '(none)'}, MlsStatus ${record.MlsStatus ?? '(none)'}`);
  const lat = record.Latitude;
  const lng = record.Longitude;
  if (!finite(lat) || !finite(lng) || (lat === 0 && lng === 0) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return skip(key, 'no_position', 'Latitude and Longitude missing or invalid');
  }
  const type = homeTypeOf(record.PropertyType, record.PropertySubType);
  if (!type) return skip(key, 'unsupported_type', `PropertyType ${record.PropertyType ?? '(none)'}`);
  const address = text(record.UnparsedAddress);
  const city = text(record.City);
  const zipcode = text(record.PostalCode)?.slice(0, 5) ?? null;
  const price = record.ListPrice;
  if (!/^[A-Za-z0-9-]{1,20}$/.test(mls) || !address || !city || !zipcode || !finite(price) || price <= 0) {
    return skip(key, 'incomplete', 'ListingId, UnparsedAddress, City, PostalCode and ListPrice are required');
  }
  const timeZone = STATE_TIME_ZONES[state];
  const today = toCalendarDate(now);
  const minutes = minutesOnMarketOf(record, now);
  const soldDaysAgo = soldDaysAgoOf(record, status, today);
  const openHouses = openHousesOf(record.OpenHouse, timeZone, today);
  const schools = Array.isArray(record.HomewardSchools) ? record.HomewardSchools.filter(isSchool) : [];
  const history = Array.isArray(record.HomewardHistory) ? record.HomewardHistory.filter(isHistoryEvent) : [];
  const baths = bathsOf(record);
  const sampleFields = text(record.HomewardSampleFields) ?? '';
  const media = photosOf(record);
  const agent = listAgentOf(record, state);
  const hoa = monthlyHoaOf(record);
  const unit = text(record.UnitNumber);
  const base = {
    mls,
    source: text(record.HomewardSource) ?? 'reso',
    source_id: text(record.HomewardSourceId) ?? key,
    state,
    city,
    zipcode,
    address,
    unit,
    address_is_sample: sampleFields.split(',').includes('address'),
    search_address: normalizeSearch(address),
    search_street: streetPart(address),
    latitude: lat,
    longitude: lng,
    list_price: Math.round(price),
    status,
    property_type: type,
    bedrooms: finite(record.BedroomsTotal) ? record.BedroomsTotal : 0,
    baths,
    total_square_foot: finite(record.LivingArea) ? Math.round(record.LivingArea) : 0,
    lot_square_foot: lotSquareFeet(record),
    floors: finite(record.Stories) ? record.Stories : null,
    waterfront: record.WaterfrontYN === true,
    year_built: finite(record.YearBuilt) && record.YearBuilt > 0 ? record.YearBuilt : null,
    hoa,
    min_school_rating: schools.length ? Math.min(...schools.map((s) => s.rating)) : null,
    schools,
    minutes_on_market: minutes,
    days_on_market: Math.floor(minutes / (24 * 60)),
    new_construction: record.NewConstructionYN === true,
    open_houses: openHouses,
    is_live: status === 'LS' || openHouses.some((o) => o.type === 'LIVE'),
    sold_days_ago: soldDaysAgo,
    photo_count: media.length,
    description: text(record.PublicRemarks) ?? '',
    history,
    agent_id: agent.id,
    cash_back: estimateCashBack(price),
    sample_fields: sampleFields,
    list_agent_name: text(record.ListAgentFullName),
    list_office_name: text(record.ListOfficeName),
    source_system_name: text(record.SourceSystemName),
    modified_at: record.ModificationTimestamp,
  };
  return { ok: true, listing: { ...base, search_tuple: searchTuple(base as unknown as Omit<ListingRecord, 'search_tuple'>) }, media, agent };
}
