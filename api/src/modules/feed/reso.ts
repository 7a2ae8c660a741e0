import type { HomeTypeCode, ListingStatusCode } from '@homeward/contracts';
import { LISTING_STATUSES } from '@homeward/domain';

/**
 * The RESO Data Dictionary as Homeward reads it: the fields of `Property`, `Media` and `OpenHouse`
 * the product shows, and how the spec's status and home-type codes stand in the dictionary's terms.
 * The local feed (scripts/feed) writes records with the same tables, so a home makes the round trip
 * unchanged.
 */

export interface ResoMedia {
  MediaKey: string;
  ResourceRecordKey: string;
  MediaURL: string;
  Order: number;
  ShortDescription?: string | null;
  LongDescription?: string | null;
  MediaCategory?: string | null;
  ModificationTimestamp: string;
}

export interface ResoOpenHouse {
  OpenHouseKey: string;
  ListingKey: string;
  ListingId?: string;
  OpenHouseDate: string;
  OpenHouseStartTime: string;
  OpenHouseEndTime: string;
  OpenHouseType?: string | null;
  VirtualOpenHouseURL?: string | null;
  LivestreamOpenHouseURL?: string | null;
  ModificationTimestamp: string;
}

/** A Property record. Fields past the dictionary's start with `Homeward` (the local feed's own facts). */
export interface ResoProperty {
  ListingKey: string;
  ListingId?: string | null;
  StandardStatus?: string | null;
  MlsStatus?: string | null;
  ListPrice?: number | null;
  OriginalListPrice?: number | null;
  ClosePrice?: number | null;
  CloseDate?: string | null;
  OnMarketTimestamp?: string | null;
  ModificationTimestamp: string;
  BedroomsTotal?: number | null;
  BathroomsTotalInteger?: number | null;
  BathroomsTotalDecimal?: number | null;
  LivingArea?: number | null;
  LotSizeArea?: number | null;
  LotSizeUnits?: string | null;
  YearBuilt?: number | null;
  Stories?: number | null;
  PropertyType?: string | null;
  PropertySubType?: string | null;
  NewConstructionYN?: boolean | null;
  WaterfrontYN?: boolean | null;
  AssociationFee?: number | null;
  AssociationFeeFrequency?: string | null;
  UnparsedAddress?: string | null;
  UnitNumber?: string | null;
  City?: string | null;
  StateOrProvince?: string | null;
  PostalCode?: string | null;
  Latitude?: number | null;
  Longitude?: number | null;
  PublicRemarks?: string | null;
  ListAgentKey?: string | null;
  ListAgentFullName?: string | null;
  ListAgentPreferredPhone?: string | null;
  ListAgentEmail?: string | null;
  ListOfficeName?: string | null;
  SourceSystemName?: string | null;
  PhotosCount?: number | null;
  Media?: ResoMedia[];
  OpenHouse?: ResoOpenHouse[];
  /** The local feed's sample values and public-record facts (see scripts/feed). */
  HomewardSource?: string | null;
  HomewardSourceId?: string | null;
  HomewardSampleFields?: string | null;
  HomewardSchools?: unknown;
  HomewardHistory?: unknown;
  HomewardAgentIsSample?: boolean | null;
}

/** The dictionary's StandardStatus values. */
export const STANDARD_STATUSES = [
  'Active', 'ActiveUnderContract', 'Canceled', 'Closed', 'ComingSoon', 'Delete', 'Expired', 'Hold', 'Incomplete', 'Pending', 'Withdrawn',
] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];

/** The StandardStatus each spec status belongs to; the spec's label is the MLS's own status (MlsStatus). */
export const STATUS_STANDARD: Record<ListingStatusCode, StandardStatus> = {
  A: 'Active', LS: 'Active', PD: 'Active', NC: 'Active',
  CT: 'ActiveUnderContract',
  P: 'Pending', PB: 'Pending', PF: 'Pending', PI: 'Pending', PS: 'Pending',
  S: 'Closed', 'S-UL': 'Closed', R: 'Closed',
  CA: 'Canceled', SFR: 'Canceled',
  E: 'Expired',
  T: 'Hold',
  INC: 'Incomplete',
};

/** A StandardStatus with no MlsStatus Homeward knows. ComingSoon is not on the market: not shown. */
const STANDARD_DEFAULT: Partial<Record<StandardStatus, ListingStatusCode>> = {
  Active: 'A', ActiveUnderContract: 'CT', Pending: 'P', Closed: 'S', Canceled: 'CA', Delete: 'CA', Expired: 'E', Hold: 'T', Withdrawn: 'T', Incomplete: 'INC',
};

const BY_LABEL = new Map(LISTING_STATUSES.map((s) => [s.label.toLowerCase(), s.code]));

/** The spec status of a record, or null when its status is unknown. */
export function statusCodeOf(standard: string | null | undefined, mlsStatus: string | null | undefined): ListingStatusCode | null {
  if (!standard || !(STANDARD_STATUSES as readonly string[]).includes(standard)) return null;
  const local = mlsStatus ? BY_LABEL.get(mlsStatus.trim().toLowerCase()) : undefined;
  if (local && STATUS_STANDARD[local] === standard) return local;
  return STANDARD_DEFAULT[standard as StandardStatus] ?? null;
}

export function mlsStatusLabel(code: ListingStatusCode): string {
  return LISTING_STATUSES.find((s) => s.code === code)!.label;
}

/** How each home type is written in PropertyType / PropertySubType. */
export const HOME_TYPE_RESO: Record<HomeTypeCode, { type: string; subType: string }> = {
  RESI: { type: 'Residential', subType: 'SingleFamilyResidence' },
  COND: { type: 'Residential', subType: 'Condominium' },
  TSHR: { type: 'Residential', subType: 'Townhouse' },
  MULT: { type: 'ResidentialIncome', subType: 'Duplex' },
  VACL: { type: 'Land', subType: 'UnimprovedLand' },
  MANU: { type: 'Residential', subType: 'ManufacturedHome' },
};

const SUBTYPE_CODES: Record<string, HomeTypeCode> = {
  SingleFamilyResidence: 'RESI', Condominium: 'COND', StockCooperative: 'COND', Apartment: 'COND', Townhouse: 'TSHR',
  ManufacturedHome: 'MANU', MobileHome: 'MANU', ManufacturedOnLand: 'MANU', Duplex: 'MULT', Triplex: 'MULT', Quadruplex: 'MULT',
};

/** The home type of a record, or null for what Homeward does not sell (leases, commercial, farms). */
export function homeTypeOf(type: string | null | undefined, subType: string | null | undefined): HomeTypeCode | null {
  switch (type) {
    case 'Land':
      return 'VACL';
    case 'ResidentialIncome':
      return 'MULT';
    case 'ManufacturedInPark':
      return 'MANU';
    case 'Residential':
      return (subType && SUBTYPE_CODES[subType]) || 'RESI';
    default:
      return null;
  }
}

/** Where open-house times are read: the listing's own time zone. */
export const STATE_TIME_ZONES: Record<string, string> = { WA: 'America/Los_Angeles', MA: 'America/New_York' };

const formats = new Map<string, Intl.DateTimeFormat>();

const wallParts = (instant: Date, timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
};

/** The wall-clock date and HH:MM of an instant in a time zone. */
export function zonedWallTime(timestamp: string, timeZone: string): { date: string; time: string } {
  return wallParts(new Date(timestamp), timeZone);
}

/** The instant (ISO) of a wall-clock date and HH:MM in a time zone. */
export function zonedTimestamp(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offset at the guess, applied once and checked again (a change of offset between the two).
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const wall = wallParts(new Date(instant), timeZone);
    const [wy, wm, wd] = wall.date.split('-').map(Number);
    const [wh, wmin] = wall.time.split(':').map(Number);
    instant += guess - Date.UTC(wy, wm - 1, wd, wh, wmin);
  }
  return new Date(instant).toISOString();
}
