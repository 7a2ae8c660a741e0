// The seeded homes as RESO Data Dictionary records: what the local feed serves.
import { addDays, toCalendarDate } from '@homeward/domain';
import { HOME_TYPE_RESO, STATE_TIME_ZONES, STATUS_STANDARD, mlsStatusLabel, zonedTimestamp, type ResoMedia, type ResoOpenHouse, type ResoProperty, listingPhotoCaption, type ListingRecord, type SampleAgent } from '@homeward/api';

export const LOCAL_SOURCE_SYSTEM = 'Homeward local feed (sample market)';

/** A home's open houses, as OpenHouse records dated from `anchor`. */
export function openHouseRecords(listingKey: string, state: string, houses: ListingRecord['open_houses'], anchor: Date, modified: string): ResoOpenHouse[] {
  const zone = STATE_TIME_ZONES[state];
  return houses.map((o, i) => {
    const date = toCalendarDate(addDays(anchor, o.dayOffset));
    return {
      OpenHouseKey: `${listingKey}-OH-${date}-${o.startTime.replace(':', '')}-${i}`,
      ListingKey: listingKey,
      ListingId: listingKey,
      OpenHouseDate: date,
      OpenHouseStartTime: zonedTimestamp(date, o.startTime, zone),
      OpenHouseEndTime: zonedTimestamp(date, o.endTime, zone),
      OpenHouseType: 'Public',
      VirtualOpenHouseURL: o.type === 'VIR' ? `https://tours.homeward.example/${listingKey}` : null,
      LivestreamOpenHouseURL: o.type === 'LIVE' ? `https://live.homeward.example/${listingKey}` : null,
      ModificationTimestamp: modified,
    };
  });
}

/** A home's photos: the seed's drawings, served by the feed itself (each one labelled a sample image). */
export function mediaRecords(listingKey: string, count: number, feedUrl: string, modified: string): ResoMedia[] {
  return Array.from({ length: count }, (_, i) => ({
    MediaKey: `${listingKey}-M${i + 1}`,
    ResourceRecordKey: listingKey,
    MediaURL: `${feedUrl}/media/${listingKey}/${i + 1}.svg`,
    Order: i + 1,
    ShortDescription: listingPhotoCaption(listingKey, i + 1),
    MediaCategory: 'Photo',
    ModificationTimestamp: modified,
  }));
}

/**
 * A seeded home as a Property record (Media and OpenHouse included). Times are written from
 * `anchor`, the moment the feed first started: time on market, sale date and open houses then read
 * back as the seed made them.
 */
export function propertyRecord(r: ListingRecord, agent: SampleAgent, anchor: Date, feedUrl: string, modified: string): ResoProperty {
  const reso = HOME_TYPE_RESO[r.property_type];
  const closed = r.sold_days_ago !== null;
  return {
    ListingKey: r.mls,
    ListingId: r.mls,
    StandardStatus: STATUS_STANDARD[r.status],
    MlsStatus: mlsStatusLabel(r.status),
    ListPrice: r.list_price,
    OriginalListPrice: r.list_price,
    ClosePrice: closed ? r.list_price : null,
    CloseDate: closed ? toCalendarDate(addDays(anchor, -r.sold_days_ago!)) : null,
    OnMarketTimestamp: new Date(anchor.getTime() - r.minutes_on_market * 60_000).toISOString(),
    ModificationTimestamp: modified,
    BedroomsTotal: r.bedrooms,
    BathroomsTotalInteger: Math.round(r.baths),
    BathroomsTotalDecimal: r.baths,
    LivingArea: r.total_square_foot,
    LotSizeArea: r.lot_square_foot,
    LotSizeUnits: r.lot_square_foot === null ? null : 'Square Feet',
    YearBuilt: r.year_built,
    Stories: r.floors,
    PropertyType: reso.type,
    PropertySubType: reso.subType,
    NewConstructionYN: r.new_construction,
    WaterfrontYN: r.waterfront,
    AssociationFee: r.hoa,
    AssociationFeeFrequency: r.hoa === null ? null : 'Monthly',
    UnparsedAddress: r.address,
    UnitNumber: r.unit,
    City: r.city,
    StateOrProvince: r.state,
    PostalCode: r.zipcode,
    Latitude: r.latitude,
    Longitude: r.longitude,
    PublicRemarks: r.description,
    ListAgentKey: agent.id,
    ListAgentFullName: agent.name,
    ListAgentPreferredPhone: agent.phone,
    ListAgentEmail: agent.email,
    ListOfficeName: agent.brokerage,
    SourceSystemName: LOCAL_SOURCE_SYSTEM,
    PhotosCount: r.photo_count,
    Media: mediaRecords(r.mls, r.photo_count, feedUrl, modified),
    OpenHouse: openHouseRecords(r.mls, r.state, r.open_houses, anchor, modified),
    HomewardSource: r.source,
    HomewardSourceId: r.source_id,
    HomewardSampleFields: r.sample_fields,
    HomewardSchools: r.schools,
    HomewardHistory: r.history,
    HomewardAgentIsSample: true,
  };
}
