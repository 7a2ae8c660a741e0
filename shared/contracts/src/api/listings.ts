import { z } from 'zod/mini';
import {
  homeTypeCodeSchema,
  listingStatusCodeSchema,
  openHouseChoiceSchema,
  openHouseTypeSchema,
  statusFilterSchema,
} from './codes';
import { apiSuccess, mlsSchema } from './common';
import { isoDateSchema } from './rules';
import { deferred } from '../deferred';

/** An open house; openDate is in the YYYY/MM/DD form of spec 3. */
export const openHouseSchema = deferred(() => z.object({
  type: openHouseTypeSchema,
  openDate: z.string().check(z.regex(/^\d{4}\/\d{2}\/\d{2}$/)),
  startTime: z.string(),
  endTime: z.string(),
}));
export type OpenHouse = z.infer<typeof openHouseSchema>;

/** The Listing entity of spec 3, plus what a result card shows (address, photos, cash back). */
export const listingSummarySchema = deferred(() => z.object({
  mls: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeOnMarket: z.string(),
  listingPrice: z.number(),
  hasOpenHouse: z.boolean(),
  state: z.string(),
  status: listingStatusCodeSchema,
  type: homeTypeCodeSchema,
  bedrooms: z.number(),
  baths: z.number(),
  totalSquareFoot: z.number(),
  yearBuilt: z.nullable(z.number()),
  hoa: z.nullable(z.number()),
  minSchoolRating: z.nullable(z.number()),
  daysOnMarket: z.number(),
  newConstruction: z.boolean(),
  openHouses: z.array(openHouseSchema),
  /** YYYY-MM-DD; set for sold listings (status S / S-UL). */
  soldDate: z.nullable(z.string()),
  address: z.string(),
  unit: z.nullable(z.string()),
  city: z.string(),
  zipcode: z.string(),
  /** True when the street address was generated (King County records carry no street). */
  addressIsSample: z.boolean(),
  photos: z.array(z.string()),
  /** Commission refund (cash back) estimate in dollars. */
  cashBack: z.number(),
}));
export type ListingSummary = z.infer<typeof listingSummarySchema>;

export const schoolSchema = deferred(() => z.object({
  name: z.string(),
  level: z.enum(['Elementary', 'Middle', 'High']),
  /** 1–10; always a sample value (no rating data is available). */
  rating: z.number().check(z.int(), z.gte(1), z.lte(10)),
  /** Null when the school's site is unknown. */
  distanceMiles: z.nullable(z.number()),
}));
export type School = z.infer<typeof schoolSchema>;

/**
 * Where a listing's schools come from: `assigned` = the real attendance-area assignment from open
 * data (named, with its year); `sample` = generated sample schools.
 */
export const schoolsSourceSchema = deferred(() => z.object({
  kind: z.enum(['assigned', 'sample']),
  name: z.string(),
  year: z.nullable(z.string()),
  licence: z.nullable(z.string()),
}));
export type SchoolsSource = z.infer<typeof schoolsSourceSchema>;

export const propertyHistoryEventSchema = deferred(() => z.object({
  date: z.string(),
  event: z.enum(['Sold', 'Listed', 'Assessed', 'Pending', 'Price change', 'Withdrawn', 'Back on market']),
  price: z.number(),
  source: z.string(),
}));
export type PropertyHistoryEvent = z.infer<typeof propertyHistoryEventSchema>;

export const listingAgentSchema = deferred(() => z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  brokerage: z.string(),
  isSample: z.boolean(),
}));
export type ListingAgent = z.infer<typeof listingAgentSchema>;

export const listingDetailSchema = deferred(() => z.extend(listingSummarySchema, {
  description: z.string(),
  lotSquareFoot: z.nullable(z.number()),
  floors: z.nullable(z.number()),
  waterfront: z.boolean(),
  schools: z.array(schoolSchema),
  schoolsSource: schoolsSourceSchema,
  history: z.array(propertyHistoryEventSchema),
  agent: listingAgentSchema,
  listedDate: z.string(),
  /** Where the real facts come from, and which fields are generated sample values. */
  dataSource: z.object({ name: z.string(), licence: z.string(), sampleFields: z.array(z.string()) }),
  /** What the MLS the listing was replicated from requires on display, when it provides it. */
  attribution: z.nullable(
    z.object({
      listAgentName: z.nullable(z.string()),
      listOfficeName: z.nullable(z.string()),
      sourceName: z.nullable(z.string()),
      /** ISO timestamp of the record's last change at the source. */
      lastUpdated: z.nullable(z.string()),
    }),
  ),
  /** The photos' captions, in the photos' order (null where the source gives none). */
  photoCaptions: z.array(z.nullable(z.string())),
}));
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const listingMlsParamsSchema = deferred(() => z.object({ mls: mlsSchema }));
export const listingDetailResponseSchema = deferred(() => apiSuccess(listingDetailSchema));

/* ---------- Search criteria (spec 3 and 4.8) ---------- */

const bound = deferred(() => z.optional(z.nullable(z.number().check(z.gte(0), z.lte(1_000_000_000)))));
export const rangeSchema = deferred(() => z.object({ low: bound, high: bound }));
export type Range = z.infer<typeof rangeSchema>;

export const openHouseFilterSchema = deferred(() => z.object({
  /** "Open house only": when false the open-house choice is ignored. */
  only: z._default(z.boolean(), false),
  when: z._default(openHouseChoiceSchema, 'Any'),
  /** YYYY-MM-DD, used when `when` is Custom. */
  customDate: z._default(z.nullable(isoDateSchema), null),
}));
export type OpenHouseFilter = z.infer<typeof openHouseFilterSchema>;

export const searchCriteriaSchema = deferred(() => z.object({
  price: z.prefault(rangeSchema, {}),
  beds: z.prefault(rangeSchema, {}),
  baths: z.prefault(rangeSchema, {}),
  square_feet: z.prefault(rangeSchema, {}),
  year_built: z.prefault(rangeSchema, {}),
  homeowner_due: z.prefault(rangeSchema, {}),
  minSchoolRating: z._default(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(10))), null),
  /** At most this many days on market; null or 999999 (Any) means no limit. */
  daysOnMarket: z._default(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(999_999))), null),
  /** Default ['RESI'] in the search payload (spec 3); an empty list means every type. */
  listingTypes: z._default(z.array(homeTypeCodeSchema).check(z.maxLength(6)), ['RESI']),
  listingStatuses: z._default(z.array(statusFilterSchema).check(z.minLength(1), z.maxLength(7)), ['A']),
  openHouse: z.prefault(openHouseFilterSchema, {}),
  /** Tri-state of spec 4.8: null = no filter, true = new construction only. */
  newConstruction: z._default(z.nullable(z.literal(true)), null),
}));
/** Complete filter criteria (every field present). */
export type FilterCriteria = z.output<typeof searchCriteriaSchema>;
/** What a caller may send: every field optional. */
export type FilterCriteriaInput = z.input<typeof searchCriteriaSchema>;

export const SEARCH_SORTS = ['daysOnMarket', 'priceAsc', 'priceDesc', 'bedsDesc', 'sqftDesc', 'yearBuiltDesc'] as const;
export const searchSortSchema = deferred(() => z.enum(SEARCH_SORTS));
export type SearchSort = z.infer<typeof searchSortSchema>;

/** The part of the map on screen: its bounds in degrees and its zoom. */
export const mapViewportSchema = deferred(() => z.object({
    north: z.number().check(z.gte(-85), z.lte(85)),
    south: z.number().check(z.gte(-85), z.lte(85)),
    east: z.number().check(z.gte(-180), z.lte(180)),
    west: z.number().check(z.gte(-180), z.lte(180)),
    zoom: z.number().check(z.gte(0), z.lte(22)),
  }).check(z.refine((v) => v.north > v.south && v.east > v.west, { message: 'The map view must have north above south and east right of west.' })));
export type MapViewport = z.infer<typeof mapViewportSchema>;

/**
 * Which homes of a place a search lists: `place` = inside the city's boundary (or the zip);
 * `nearby` = within the search radius of the place but outside it.
 */
export const SEARCH_AREAS = ['place', 'nearby'] as const;
export const searchAreaSchema = deferred(() => z.enum(SEARCH_AREAS));
export type SearchAreaChoice = z.infer<typeof searchAreaSchema>;

/** A place as the API names it: a suggestion's `placeId`, or a search answer's `place.boundaryId`. */
const placeReferenceSchema = deferred(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));

export const listingSearchRequestSchema = deferred(() => z.object({
  /** "Bellevue, WA", "98004", an address or an MLS number. */
  searchText: z.string().check(z.trim(), z.minLength(1, 'Please Select Location'), z.maxLength(200)),
  /** A suggestion's `reference`: resolves the place exactly instead of parsing searchText. */
  placeId: z.optional(placeReferenceSchema),
  criteria: z.prefault(searchCriteriaSchema, {}),
  page: z._default(z.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  sort: z._default(searchSortSchema, 'daysOnMarket'),
  /** With a viewport the cards and the map content are those in view; without, the whole area. */
  viewport: z.optional(mapViewportSchema),
  /** False keeps the cards paging through the whole area while the map content follows the viewport. */
  listInView: z._default(z.boolean(), true),
  area: z._default(searchAreaSchema, 'place'),
}));
export type ListingSearchRequest = z.input<typeof listingSearchRequestSchema>;

export const mapMarkerSchema = deferred(() => z.object({
  mls: z.string(),
  lat: z.number(),
  lng: z.number(),
  listingPrice: z.number(),
  status: listingStatusCodeSchema,
  hasOpenHouse: z.boolean(),
  isLive: z.boolean(),
}));
export type MapMarker = z.infer<typeof mapMarkerSchema>;

/** Homes grouped on the map by the server: how many, where, their price range, any open house. */
export const mapClusterSchema = deferred(() => z.object({
  id: z.string(),
  lat: z.number(),
  lng: z.number(),
  count: z.number().check(z.int()),
  minPrice: z.number(),
  maxPrice: z.number(),
  hasOpenHouse: z.boolean(),
  bounds: z.object({ north: z.number(), south: z.number(), east: z.number(), west: z.number() }),
}));
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const PLACE_KINDS = ['city', 'zip', 'address', 'mls'] as const;
export const placeKindSchema = deferred(() => z.enum(PLACE_KINDS));
export type PlaceKind = z.infer<typeof placeKindSchema>;

/** A GeoJSON Polygon or MultiPolygon geometry. */
export const boundaryGeometrySchema = deferred(() => z.union([
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))) }),
  z.object({
    type: z.literal('MultiPolygon'),
    coordinates: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
  }),
]));
export type BoundaryGeometry = z.infer<typeof boundaryGeometrySchema>;

/** GET Listings/Boundary/:id: a place's outline, by the `boundaryId` a search answer names. */
export const placeBoundaryParamsSchema = deferred(() => z.object({ id: placeReferenceSchema }));
export const placeBoundaryResponseSchema = deferred(() => apiSuccess(boundaryGeometrySchema));

export const searchPlaceSchema = deferred(() => z.object({
  name: z.string(),
  state: z.string(),
  kind: placeKindSchema,
  lat: z.number(),
  lng: z.number(),
  zipcode: z.nullable(z.string()),
  /**
   * The outline to draw, fetched on its own (apiPaths.listingBoundary) and cached: it is the same for
   * every search of the place, and for a city it is often half of an answer. Null when there is none.
   */
  boundaryId: z.nullable(z.string()),
  boundaryPointCount: z.number().check(z.int()),
  isMultiPolygon: z.boolean(),
  parts: z.number().check(z.int()),
  /** False outside the service area (WA, MA): the UI says the product is not available there yet. */
  available: z.boolean(),
  /** Radius searched around the place in miles; null when the search is by zip. */
  radiusMiles: z.nullable(z.number()),
  /** Map zoom of spec 4.7 for this boundary and match count. */
  zoom: z.number().check(z.int()),
  /**
   * What `total` counts: homes inside the city's boundary, in the zip, or (an address, or a city
   * without a known boundary) within `radiusMiles` of the place.
   */
  scope: z._default(z.enum(['boundary', 'zip', 'radius']), 'radius'),
}));
export type SearchPlace = z.infer<typeof searchPlaceSchema>;

export const listingSearchResultSchema = deferred(() => z.object({
  data: z.array(listingSummarySchema),
  total: z.number().check(z.int()),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  /** 50 buckets of the prices of every match before the price filter. */
  histogram: z.array(z.number().check(z.int())),
  histogramRange: z.object({ min: z.number(), max: z.number(), bucketSize: z.number() }),
  /** Single homes on the map for the viewport (or the whole area): bounded, never every match. */
  markers: z.array(mapMarkerSchema),
  place: searchPlaceSchema,
  /** Groups of homes on the map; empty when few enough homes are in view to show each. */
  clusters: z._default(z.array(mapClusterSchema), []),
  /** The area listed: inside the place, or nearby. */
  area: z._default(searchAreaSchema, 'place'),
  /** Matches in the map's viewport (the cards page through these); null without a viewport. */
  viewportTotal: z._default(z.nullable(z.number().check(z.int())), null),
  /** Matches within the search radius but outside the place (0 for a radius search). */
  nearbyTotal: z._default(z.number().check(z.int()), 0),
  /** Matches inside the place, whichever area is listed. */
  placeTotal: z._default(z.number().check(z.int()), 0),
}));
export type ListingSearchResult = z.infer<typeof listingSearchResultSchema>;
export const listingSearchResponseSchema = deferred(() => apiSuccess(listingSearchResultSchema));

/* ---------- AutoSuggest ---------- */

export const autoSuggestQuerySchema = deferred(() => z.object({
  text: z.string({ error: 'Please enter at least 3 characters.' }).check(
    z.trim(),
    z.minLength(3, 'Please enter at least 3 characters.'),
    z.maxLength(100, 'Use at most 100 characters.'),
  ),
}));

export const predictionSchema = deferred(() => z.object({
  description: z.string(),
  reference: z.string(),
  types: z.array(z.string()),
  kind: placeKindSchema,
  city: z.string(),
  state: z.string(),
  /** ' WA', or ' WA 98004' for a zip (the Location suggestion of spec 3). */
  state2: z.string(),
  zipcode: z.nullable(z.string()),
  placeId: z.string(),
  fullname: z.string(),
  mls: z.nullable(z.string()),
  available: z.boolean(),
}));
export type Prediction = z.infer<typeof predictionSchema>;
export const autoSuggestResponseSchema = deferred(() => apiSuccess(z.object({ predictions: z.array(predictionSchema) })));

/* ---------- Interest rates ---------- */

export const productRateSchema = deferred(() => z.object({
  rate: z.number(),
  apr: z.number(),
  metadata: z.object({ description: z.string() }),
}));
export type ProductRate = z.infer<typeof productRateSchema>;
export const interestRateDataSchema = deferred(() => z.object({
  productRates: z.array(productRateSchema),
  /** When the source published the rates; null for sample rates, which are never dated. */
  asOf: z.nullable(z.string()),
  source: z.string(),
  /** Illustrative rates, labelled as samples wherever they are shown. */
  isSample: z._default(z.boolean(), false),
}));
export type InterestRateData = z.infer<typeof interestRateDataSchema>;
export const interestRateResponseSchema = deferred(() => apiSuccess(interestRateDataSchema));
