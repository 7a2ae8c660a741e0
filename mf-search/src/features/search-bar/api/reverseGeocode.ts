import { apiCalls } from '@homeward/contracts';
import { callApi } from '@homeward/platform';

/**
 * Spec 4.7: 'Current location' fills the search text as city, state, country from the address
 * components of a reverse geocode. Null when the place has no city.
 */
export async function placeTextAt(lat: number, lng: number): Promise<{ text: string; available: boolean } | null> {
  const { results } = await callApi(apiCalls.reverseGeocode, { query: { lat, lng } });
  for (const result of results) {
    const part = (type: string) => result.address_components.find((c) => c.types.includes(type));
    const city = part('locality')?.long_name;
    const state = part('administrative_area_level_1')?.short_name;
    const country = part('country')?.short_name;
    if (city && state) return { text: [city, state, country].filter(Boolean).join(', '), available: result.available };
  }
  return null;
}

/** The browser's position; rejects when the user denies it or it is unavailable. */
export function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 10_000, maximumAge: 5 * 60_000 });
  });
}
