import { listingSearchResultSchema, predictionSchema, type Prediction } from '@homeward/contracts';
import { http } from '@homeward/platform';
import { z } from '@homeward/contracts';
import type { Point } from './estimate';

export async function findPlaces(text: string, signal?: AbortSignal): Promise<Prediction[]> {
  const { predictions } = await http.get('/Listings/AutoSuggest', {
    query: { text },
    schema: z.object({ predictions: z.array(predictionSchema) }),
    signal,
  });
  return predictions;
}

/**
 * Where a chosen suggestion is. The API has no forward geocoder, so the listing search resolves
 * the place (its answer carries the place's centre); only the first page is asked for.
 */
export async function locatePlace(prediction: Prediction, signal?: AbortSignal): Promise<Point> {
  const result = await http.post(
    '/Listings/Search',
    { searchText: prediction.description, placeId: prediction.placeId, page: 1 },
    { schema: listingSearchResultSchema.pick({ place: true }), signal },
  );
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
