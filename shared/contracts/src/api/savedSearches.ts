import { z } from 'zod/mini';
import { apiSuccess } from './common';
import { mapViewportSchema, placeKindSchema, searchAreaSchema, searchCriteriaSchema, searchSortSchema } from './listings';
import { deferred } from '../deferred';

/**
 * Saved searches (issue 35): what a buyer searched for, kept so that homes entering its results are
 * told to them by email and text, instantly or once a day.
 */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export const savedSearchFrequencySchema = deferred(() => z.enum(SAVED_SEARCH_FREQUENCIES, "Choose how often: 'instant', 'daily' or 'off'."));
export type SavedSearchFrequency = z.infer<typeof savedSearchFrequencySchema>;

export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCH_NAME_ERROR = `Give the search a name of 1 to ${SAVED_SEARCH_NAME_MAX} characters.`;
export const savedSearchNameSchema = deferred(() => z.string(SAVED_SEARCH_NAME_ERROR).check(z.trim(), z.minLength(1, SAVED_SEARCH_NAME_ERROR), z.maxLength(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_NAME_ERROR)));
/** A buyer keeps at most this many saved searches. */
export const SAVED_SEARCHES_PER_ACCOUNT = 50;
export const SAVED_SEARCH_LIMIT_ERROR = `You can keep up to ${SAVED_SEARCHES_PER_ACCOUNT} saved searches. Delete one to save another.`;
export const SAVED_SEARCH_PLACE_ERROR = 'We could not find that place. Search for a city, zip code or address in Washington or Massachusetts, then save the search.';
export const SAVED_SEARCH_NOT_FOUND = 'We could not find this saved search.';

/** The search itself, as the search page holds it: the place, the map area when drawn, every filter, the order. */
export const savedSearchQuerySchema = deferred(() => z.object({
  searchText: z.string().check(z.trim(), z.minLength(1, 'Please Select Location'), z.maxLength(200)),
  placeId: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))),
  area: z._default(searchAreaSchema, 'place'),
  /** The part of the map the results were limited to; null for the whole place. */
  viewport: z._default(z.nullable(mapViewportSchema), null),
  criteria: z.prefault(searchCriteriaSchema, {}),
  sort: z._default(searchSortSchema, 'daysOnMarket'),
}));
export type SavedSearchQuery = z.output<typeof savedSearchQuerySchema>;
export type SavedSearchQueryInput = z.input<typeof savedSearchQuerySchema>;

export const createSavedSearchBodySchema = deferred(() => z.object({
  /** The name the page proposed (or the buyer typed); the API proposes one when absent. */
  name: z.optional(savedSearchNameSchema),
  search: savedSearchQuerySchema,
  frequency: z._default(savedSearchFrequencySchema, 'instant'),
}));
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;

/** Rename, new filters, pause or resume, how often: any of them, at least one. */
export const updateSavedSearchBodySchema = deferred(() => z
  .object({
    name: z.optional(savedSearchNameSchema),
    search: z.optional(savedSearchQuerySchema),
    frequency: z.optional(savedSearchFrequencySchema),
    paused: z.optional(z.boolean('Say whether the search is paused.')),
  })
  .check(
    z.refine((v) => v.name !== undefined || v.search !== undefined || v.frequency !== undefined || v.paused !== undefined, {
      message: 'Say what to change: name, search, frequency or paused.',
    }),
  ));
export type UpdateSavedSearchBody = z.input<typeof updateSavedSearchBodySchema>;

export const savedSearchIdParamsSchema = deferred(() => z.object({ id: z.uuid(SAVED_SEARCH_NOT_FOUND) }));

export const savedSearchSchema = deferred(() => z.object({
  id: z.string(),
  name: z.string(),
  search: savedSearchQuerySchema,
  /** The place as the search resolved it ("Bellevue, WA", "98004"). */
  placeLabel: z.string(),
  /** The place the search opens on: a city's listings page, or a search for the zip or address. */
  place: z.object({ kind: placeKindSchema, name: z.string(), state: z.string() }),
  frequency: savedSearchFrequencySchema,
  paused: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastVisitedAt: z.nullable(z.string()),
  /** Homes that entered the results since the last visit. */
  newSinceLastVisit: z.number().check(z.int()),
}));
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchResponseSchema = deferred(() => apiSuccess(savedSearchSchema));
export const savedSearchesResponseSchema = deferred(() => apiSuccess(z.object({ items: z.array(savedSearchSchema) })));
export const savedSearchDeletedResponseSchema = deferred(() => apiSuccess(z.object({ id: z.string(), deleted: z.literal(true) })));

/** Opening a saved search's results: the homes new since the previous visit, which then becomes now. */
export const savedSearchVisitSchema = deferred(() => z.object({ previousVisitAt: z.nullable(z.string()), newMls: z.array(z.string()) }));
export type SavedSearchVisit = z.infer<typeof savedSearchVisitSchema>;
export const savedSearchVisitResponseSchema = deferred(() => apiSuccess(savedSearchVisitSchema));

/** Why an alert was sent: a home entered a search (new, a price cut brought it in, back on the market) or a saved home changed. */
export const ALERT_REASONS = ['listed', 'price_cut', 'back_on_market', 'pending', 'sold', 'open_house'] as const;
export const alertReasonSchema = deferred(() => z.enum(ALERT_REASONS));
export type AlertReason = z.infer<typeof alertReasonSchema>;

export const alertSchema = deferred(() => z.object({
  id: z.string(),
  reason: alertReasonSchema,
  mls: z.string(),
  price: z.nullable(z.number()),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  /** The saved search that matched; null for a saved home's change. */
  searchId: z.nullable(z.string()),
  searchName: z.nullable(z.string()),
  createdAt: z.string(),
}));
export type Alert = z.infer<typeof alertSchema>;
export const alertsResponseSchema = deferred(() => apiSuccess(z.object({ items: z.array(alertSchema) })));
