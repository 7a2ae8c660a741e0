import { queryOptions, useQuery } from '@tanstack/react-query';
import { predictionSchema, type Prediction } from '@homeward/contracts';
import { MIN_SEARCH_TEXT_LENGTH } from '@homeward/domain';
import { http } from '@homeward/platform';

const predictionsSchema = predictionSchema.array();

export async function fetchSuggestions(text: string, signal?: AbortSignal): Promise<Prediction[]> {
  const data = await http.get('/Listings/AutoSuggest', { query: { text }, signal });
  const predictions = (data as { predictions?: unknown } | null)?.predictions;
  return predictionsSchema.parse(predictions ?? []);
}

export const suggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: ['listings', 'autosuggest', text.trim().toLowerCase()],
    queryFn: ({ signal }) => fetchSuggestions(text.trim(), signal),
    staleTime: 5 * 60_000,
  });

/** Suggestions for text already debounced by the caller; none below 3 characters (spec 4.7). */
export function useSuggestions(text: string) {
  const enabled = text.trim().length >= MIN_SEARCH_TEXT_LENGTH;
  return useQuery({ ...suggestionsQuery(text), enabled });
}
