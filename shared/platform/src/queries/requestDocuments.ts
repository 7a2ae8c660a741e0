import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX, lenderApiPaths, requestDocumentsSchema } from '@homeward/contracts';
import { http } from '../http';
import { queryKeys } from './keys';

/**
 * The documents the lender of a mortgage request asks for: the buyer's mortgage tasks read them,
 * the lender's dashboard reads and changes them, so both slices share this entry.
 */
export const requestDocumentsQuery = (requestId: string) =>
  queryOptions({
    queryKey: [...queryKeys.requestDocuments, requestId] as const,
    queryFn: ({ signal }) => http.get(lenderApiPaths.requestDocuments(requestId).slice(API_PREFIX.length), { schema: requestDocumentsSchema, signal }),
  });

export function useRequestDocuments(requestId: string) {
  return useQuery(requestDocumentsQuery(requestId));
}
