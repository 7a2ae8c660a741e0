import { queryOptions } from '@tanstack/react-query';
import { apiCalls } from '@homeward/contracts';
import { callApi } from '../apiClient';
import { queryKeys } from './keys';

/**
 * The signed-in user's saved homes with their listing summaries (GET Favorites, newest first), one
 * cache entry for the page: the hearts' store and the favourites page read the same answer, so a
 * page that needs both asks once.
 */
export const favoritesQuery = queryOptions({
  queryKey: queryKeys.favorites,
  queryFn: ({ signal }) => callApi(apiCalls.favorites, { signal }),
});
