import { queryOptions } from '@tanstack/react-query';
import { apiCalls, type CreateSavedSearchBody, type SavedSearch, type SavedSearchVisit, type UpdateSavedSearchBody } from '@homeward/contracts';
import { callApi } from '../apiClient';
import { queryKeys } from './keys';

/**
 * Saved searches, read by the search page (save, open one, what is new since the last visit) and
 * the account (list and manage, recent alerts): one key and one shape for both.
 */
export const savedSearchesQuery = queryOptions({
  queryKey: queryKeys.savedSearches,
  queryFn: async ({ signal }) => (await callApi(apiCalls.savedSearches, { signal })).items,
});

export const savedSearchQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.savedSearches, id] as const,
    queryFn: ({ signal }) => callApi(apiCalls.savedSearch, { params: { id }, signal }),
  });

export const savedSearchAlertsQuery = queryOptions({
  queryKey: queryKeys.savedSearchAlerts,
  queryFn: async ({ signal }) => (await callApi(apiCalls.savedSearchAlerts, { signal })).items,
});

export const createSavedSearch = (body: CreateSavedSearchBody): Promise<SavedSearch> => callApi(apiCalls.createSavedSearch, { body });
export const updateSavedSearch = (id: string, body: UpdateSavedSearchBody): Promise<SavedSearch> => callApi(apiCalls.updateSavedSearch, { params: { id }, body });
export const deleteSavedSearch = (id: string): Promise<unknown> => callApi(apiCalls.deleteSavedSearch, { params: { id } });
/** Opening a saved search's results: the homes new since the previous visit (the visit then becomes now). */
export const visitSavedSearch = (id: string): Promise<SavedSearchVisit> => callApi(apiCalls.visitSavedSearch, { params: { id } });
