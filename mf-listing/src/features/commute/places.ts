import { apiCalls, type Prediction } from '@homeward/contracts';
import { callApi, placeSuggestionsQuery, queryClient } from '@homeward/platform';
import type { Point } from './estimate';

/** Places matching typed text, from the cache the search bar shares. */
export function findPlaces(text: string): Promise<Prediction[]> {
  return queryClient.fetchQuery(placeSuggestionsQuery(text));
}

/**
 * Where a chosen suggestion is. The API has no forward geocoder, so the listing search resolves
 * the place (its answer carries the place's centre); only the first page is asked for.
 */
export async function locatePlace(prediction: Prediction, signal?: AbortSignal): Promise<Point> {
  const result = await callApi(apiCalls.listingSearch, { body: { searchText: prediction.description, placeId: prediction.placeId, page: 1 }, signal });
  return { lat: result.place.lat, lng: result.place.lng };
}

export function currentPosition(): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) {
      reject(new Error('This browser cannot share its location.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (error) => reject(error),
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  });
}
