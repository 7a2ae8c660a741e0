import type { HomeTypeCode, ListingStatusCode, PropertyHistoryEvent } from '@homeward/contracts';
import { estimateCashBack, homeTypeLabel } from '@homeward/domain';
import { createRandom, type Random } from './prng';
import {
  sampleHoa,
  sampleKingCountyType,
  sampleMinutesOnMarket,
  sampleOpenHouses,
  sampleSchools,
  sampleStatus,
  sampleStreetAddress,
  type SampleAgent,
  type SampleSchool,
  type StoredOpenHouse,
} from './sampleValues';
import type { CambridgeParcel, KingCountyHome, ZipRow } from './sources';

/** One row of the listings table. */
export interface ListingRecord {
  mls: string;
  source: 'king_county' | 'cambridge';
  source_id: string;
  state: string;
  city: string;
  zipcode: string;
  address: string;
  unit: string | null;
  address_is_sample: boolean;
  search_address: string;
  search_street: string;
  latitude: number;
  longitude: number;
  list_price: number;
  status: ListingStatusCode;
  property_type: HomeTypeCode;
  bedrooms: number;
  baths: number;
  total_square_foot: number;
  lot_square_foot: number | null;
  floors: number | null;
  waterfront: boolean;
  year_built: number | null;
  hoa: number | null;
  min_school_rating: number | null;
  schools: SampleSchool[];
  minutes_on_market: number;
  days_on_market: number;
  new_construction: boolean;
  open_houses: StoredOpenHouse[];
  is_live: boolean;
  sold_days_ago: number | null;
  photo_count: number;
  description: string;
  history: PropertyHistoryEvent[];
  agent_id: string;
  cash_back: number;
  /** Comma-separated names of the generated fields. */
  sample_fields: string;
  search_tuple: string;
}

/** The search tuple of a listing, in the order of CandidateTuple (modules/listings/repository.ts). */
export function searchTuple(r: Omit<ListingRecord, 'search_tuple'>): string {
  return JSON.stringify([
    r.mls, r.latitude, r.longitude, r.list_price, r.status, r.property_type, r.bedrooms, r.baths, r.total_square_foot, r.year_built,
    r.hoa, r.min_school_rating, r.days_on_market, r.new_construction, r.open_houses, r.sold_days_ago, r.is_live,
  ]);
}

const withSearchTuple = (record: Omit<ListingRecord, 'search_tuple'>): ListingRecord => ({ ...record, search_tuple: searchTuple(record) });

/** The sources' names; their licences are a field of their own (listing.dataSource.licence). */
export const KING_COUNTY_SOURCE = 'King County Assessor sales records, May 2014 – May 2015';
export const CAMBRIDGE_SOURCE = 'City of Cambridge assessing database FY2022';

/** WA MLS numbers are 7 digits from 2,100,000; MA ones 8 digits from 73,000,000. */
export const kingCountyMls = (order: number) => String(2_100_000 + order);
export const cambridgeMls = (order: number) => String(73_000_000 + order);

const COMMON_SAMPLE_FIELDS = ['status', 'timeOnMarket', 'openHouses', 'hoa', 'schools', 'photos', 'agent', 'cashBack'];

/** How addresses are matched by the search box: lower case, single spaces. */
export const normalizeSearch = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
/** The street of an address without its house number, as the search box matches it. */
export const streetPart = (address: string) => normalizeSearch(address.replace(/^\d+[A-Za-z]?\s+/, ''));

function sharedSamples(random: Random, zipRandom: Random, type: HomeTypeCode, newConstruction: boolean, agents: SampleAgent[]) {
  const { status, soldDaysAgo } = sampleStatus(random, newConstruction);
  const minutes = sampleMinutesOnMarket(random, status);
  const openHouses = sampleOpenHouses(random, status);
  const schools = sampleSchools(zipRandom, random);
  return {
    status,
    sold_days_ago: soldDaysAgo,
    minutes_on_market: minutes,
    days_on_market: Math.floor(minutes / (24 * 60)),
    open_houses: openHouses,
    is_live: status === 'LS' || openHouses.some((o) => o.type === 'LIVE'),
    hoa: sampleHoa(random, type),
    schools,
    min_school_rating: Math.min(...schools.map((s) => s.rating)),
    photo_count: random.int(4, 8),
    agent_id: random.pick(agents).id,
  };
}

const fmt = (n: number) => n.toLocaleString('en-US');

export function kingCountyRecord(home: KingCountyHome, zips: Map<string, ZipRow>, agents: SampleAgent[]): ListingRecord | null {
  const latest = home.sales[home.sales.length - 1];
  const zip = zips.get(latest.zipcode);
  if (!zip) return null;
  const random = createRandom(`kc:${home.id}`);
  const zipRandom = createRandom(`zip:${latest.zipcode}`);
  const type = sampleKingCountyType(random, latest.sqftLot, latest.bedrooms);
  // The records end in 2015: homes built in 2014–15 were new construction when sold.
  const newConstruction = latest.yearBuilt >= 2014;
  const samples = sharedSamples(random, zipRandom, type, newConstruction, agents);
  const address = sampleStreetAddress(random);
  const renovated = latest.yearRenovated > 0 ? `, renovated in ${latest.yearRenovated}` : '';
  const description =
    `${latest.bedrooms}-bedroom, ${latest.bathrooms}-bath ${homeTypeLabel(type).toLowerCase()} with ${fmt(latest.sqftLiving)} sq ft ` +
    `of living space on a ${fmt(latest.sqftLot)} sq ft lot in ${zip.city}, built in ${latest.yearBuilt}${renovated}.` +
    `${latest.waterfront ? ' Waterfront property.' : ''} Size, rooms, year built, location and sale prices come from King County ` +
    `sales records (2014–15); the street address, property type, listing status, photos, schools and agent are sample values.`;
  return withSearchTuple({
    mls: kingCountyMls(home.order),
    source: 'king_county',
    source_id: home.id,
    state: 'WA',
    city: zip.city,
    zipcode: latest.zipcode,
    address,
    unit: null,
    address_is_sample: true,
    search_address: normalizeSearch(address),
    search_street: streetPart(address),
    latitude: latest.lat,
    longitude: latest.lng,
    list_price: latest.price,
    property_type: type,
    bedrooms: latest.bedrooms,
    baths: latest.bathrooms,
    total_square_foot: latest.sqftLiving,
    lot_square_foot: latest.sqftLot || null,
    floors: latest.floors || null,
    waterfront: latest.waterfront,
    year_built: latest.yearBuilt || null,
    new_construction: newConstruction,
    description,
    history: home.sales
      .map((s) => ({ date: s.date, event: 'Sold' as const, price: s.price, source: 'King County sales records' }))
      .reverse(),
    cash_back: estimateCashBack(latest.price),
    sample_fields: ['address', 'type', ...COMMON_SAMPLE_FIELDS].join(','),
    ...samples,
  });
}

const CAMBRIDGE_TYPES: Record<string, HomeTypeCode> = {
  CONDOMINIUM: 'COND',
  'CNDO LUX': 'COND',
  'SNGL-FAM-RES': 'RESI',
  'TWO-FAM-RES': 'MULT',
  'THREE-FM-RES': 'MULT',
};

/** A sale under this amount is a nominal deed transfer ($0/$1), not a market price. */
const NOMINAL_SALE_LIMIT = 1000;

export function cambridgeRecord(parcel: CambridgeParcel, agents: SampleAgent[]): ListingRecord {
  const random = createRandom(`cambridge:${parcel.pid}`);
  const zipRandom = createRandom(`zip:${parcel.zipcode}`);
  const type = CAMBRIDGE_TYPES[parcel.propertyClass] ?? 'RESI';
  const newConstruction = (parcel.yearBuilt ?? 0) >= 2020;
  const samples = sharedSamples(random, zipRandom, type, newConstruction, agents);
  // Asking price basis: the FY2022 assessed value, to the nearest thousand.
  const price = Math.round(parcel.assessedValue / 1000) * 1000;
  const history: PropertyHistoryEvent[] = [
    { date: '2021-01-01', event: 'Assessed', price: parcel.assessedValue, source: 'City of Cambridge FY2022 assessment' },
  ];
  if (parcel.lastSaleDate && parcel.lastSalePrice >= NOMINAL_SALE_LIMIT) {
    history.push({ date: parcel.lastSaleDate, event: 'Sold', price: parcel.lastSalePrice, source: 'City of Cambridge assessing database' });
  }
  const unit = parcel.unit ? `, unit ${parcel.unit}` : '';
  const description =
    `${parcel.bedrooms}-bedroom, ${parcel.bathrooms}-bath ${homeTypeLabel(type).toLowerCase()} of ${fmt(parcel.sqftLiving)} sq ft at ` +
    `${parcel.address}${unit}, Cambridge${parcel.yearBuilt ? `, built in ${parcel.yearBuilt}` : ''}. Address, size, rooms, year built, ` +
    `assessed value and last sale come from the City of Cambridge FY2022 assessing database; the asking price is based on the ` +
    `assessed value, and the listing status, photos, schools and agent are sample values.`;
  return withSearchTuple({
    mls: cambridgeMls(parcel.order),
    source: 'cambridge',
    source_id: parcel.pid,
    state: 'MA',
    city: parcel.city,
    zipcode: parcel.zipcode,
    address: parcel.address,
    unit: parcel.unit,
    address_is_sample: false,
    search_address: normalizeSearch(parcel.address),
    search_street: streetPart(parcel.address),
    latitude: parcel.lat,
    longitude: parcel.lng,
    list_price: price,
    property_type: type,
    bedrooms: parcel.bedrooms,
    baths: parcel.bathrooms,
    total_square_foot: parcel.sqftLiving,
    lot_square_foot: parcel.sqftLot || null,
    floors: null,
    waterfront: false,
    year_built: parcel.yearBuilt,
    new_construction: newConstruction,
    description,
    history: history.sort((a, b) => b.date.localeCompare(a.date)),
    cash_back: estimateCashBack(price),
    sample_fields: COMMON_SAMPLE_FIELDS.join(','),
    ...samples,
  });
}
