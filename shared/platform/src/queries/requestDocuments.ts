import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls } from '@homeward/contracts';
import { callApi } from '../apiClient';
import { queryKeys } from './keys';

/**
 * The documents the lender of a mortgage request asks for: the buyer's mortgage tasks read them,
 * the lender's dashboard reads and changes them, so both slices share this entry.
 */
export const requestDocumentsQuery = (requestId: string) =>
  queryOptions({
    queryKey: [...queryKeys.requestDocuments, requestId] as const,
    queryFn: ({ signal }) => callApi(apiCalls.requestDocuments, { params: { id: requestId }, signal }),
  });

export function useRequestDocuments(requestId: string) {
  return useQuery(requestDocumentsQuery(requestId));
}
