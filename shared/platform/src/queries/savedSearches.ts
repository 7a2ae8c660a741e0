import { queryOptions } from '@tanstack/react-query';
import {
  alertSchema,
  API_PREFIX,
  apiPaths,
  savedSearchSchema,
  savedSearchVisitSchema,
  z,
  type CreateSavedSearchBody,
  type SavedSearch,
  type SavedSearchVisit,
  type UpdateSavedSearchBody,
} from '@homeward/contracts';
import { http } from '../http';
import { queryKeys } from './keys';

const path = (full: string) => full.slice(API_PREFIX.length);
const listSchema = z.object({ items: z.array(savedSearchSchema) });
const alertsSchema = z.object({ items: z.array(alertSchema) });

/**
 * Saved searches, read by the search page (save, open one, what is new since the last visit) and
 * the account (list and manage, recent alerts): one key and one shape for both.
 */
export const savedSearchesQuery = queryOptions({
  queryKey: queryKeys.savedSearches,
  queryFn: async ({ signal }) => (await http.get(path(apiPaths.savedSearches), { schema: listSchema, signal })).items,
});

export const savedSearchQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.savedSearches, id] as const,
    queryFn: ({ signal }) => http.get(path(apiPaths.savedSearch(id)), { schema: savedSearchSchema, signal }),
  });

export const savedSearchAlertsQuery = queryOptions({
  queryKey: queryKeys.savedSearchAlerts,
  queryFn: async ({ signal }) => (await http.get(path(apiPaths.savedSearchAlerts), { schema: alertsSchema, signal })).items,
});

export const createSavedSearch = (body: CreateSavedSearchBody): Promise<SavedSearch> => http.post(path(apiPaths.savedSearches), body, { schema: savedSearchSchema });
export const updateSavedSearch = (id: string, body: UpdateSavedSearchBody): Promise<SavedSearch> => http.patch(path(apiPaths.savedSearch(id)), body, { schema: savedSearchSchema });
export const deleteSavedSearch = (id: string): Promise<unknown> => http.delete(path(apiPaths.savedSearch(id)));
/** Opening a saved search's results: the homes new since the previous visit (the visit then becomes now). */
export const visitSavedSearch = (id: string): Promise<SavedSearchVisit> => http.post(path(apiPaths.savedSearchVisit(id)), undefined, { schema: savedSearchVisitSchema });
