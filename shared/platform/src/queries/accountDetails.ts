import { queryOptions } from '@tanstack/react-query';
import { apiCalls } from '@homeward/contracts';
import { callApi } from '../apiClient';
import { queryKeys } from './keys';

/**
 * The signed-in user's Account/Details, one cache entry for the page: the shell reads it to know
 * who is signed in, and the account and agent pages draw from the same answer instead of asking again.
 */
export const accountDetailsQuery = queryOptions({
  queryKey: queryKeys.accountDetails,
  queryFn: async ({ signal }) => (await callApi(apiCalls.accountDetails, { signal })).data,
});
