import { useQuery } from '@tanstack/react-query';
import { apiCalls, type BoundaryGeometry } from '@homeward/contracts';
import { callApi } from '@homeward/platform';

/**
 * The searched place's outline, drawn on the map. Search answers name it (place.boundaryId) rather
 * than carry it, so panning and filtering do not send the same polygon again; it is fetched once per
 * place, and only where a map is drawn. Null while it loads, or when the place has none.
 */
export function usePlaceBoundary(boundaryId: string | null | undefined): BoundaryGeometry | null {
  const { data } = useQuery({
    queryKey: ['listings', 'boundary', boundaryId],
    queryFn: ({ signal }) => callApi(apiCalls.placeBoundary, { params: { id: boundaryId! }, signal }),
    enabled: !!boundaryId,
    // A place's outline does not change while the page is open (the API lets the browser keep it a day).
    staleTime: Infinity,
  });
  return boundaryId ? (data ?? null) : null;
}
