import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, type Prediction } from '@homeward/contracts';
import { MIN_SEARCH_TEXT_LENGTH } from '@homeward/domain';
import { callApi } from '../apiClient';
import { queryKeys } from './keys';

/** Places, addresses, zips and MLS numbers matching typed text (spec 7 AutoSuggest). */
export async function fetchPlaceSuggestions(text: string, signal?: AbortSignal): Promise<Prediction[]> {
  const { predictions } = await callApi(apiCalls.placeSuggestions, { query: { text }, signal });
  return predictions;
}

/** One cache entry per typed text, whichever slice asked: the search bar and the commute planner share it. */
export const placeSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: [...queryKeys.placeSuggestions, text.trim().toLowerCase()],
    queryFn: ({ signal }) => fetchPlaceSuggestions(text.trim(), signal),
    staleTime: 5 * 60_000,
  });

/** Suggestions for text already debounced by the caller; none below 3 characters (spec 4.7). */
export function usePlaceSuggestions(text: string) {
  const enabled = text.trim().length >= MIN_SEARCH_TEXT_LENGTH;
  return useQuery({ ...placeSuggestionsQuery(text), enabled });
}
