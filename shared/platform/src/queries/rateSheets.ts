import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, type PublishedRateSheet } from '@homeward/contracts';
import { callApi } from '../apiClient';
import { queryKeys } from './keys';

/** The rate sheets lenders publish on their dashboards, newest first (current ones only). */
export function fetchPublishedRateSheets(signal?: AbortSignal): Promise<PublishedRateSheet[]> {
  return callApi(apiCalls.publishedRateSheets, { signal });
}

/** One cache entry for Get a Loan and the property page's mortgage section. */
export const publishedRateSheetsQuery = queryOptions({
  queryKey: queryKeys.publishedRateSheets,
  queryFn: ({ signal }) => fetchPublishedRateSheets(signal),
  staleTime: 5 * 60_000,
  retry: 1,
});

export function usePublishedRateSheets() {
  return useQuery(publishedRateSheetsQuery);
}
