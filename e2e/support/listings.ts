// Finds real listings in the running API for the listing tests.
import { expect, type APIRequestContext } from '@playwright/test';
import { CLIENT_HEADERS } from './session';

export interface TestListing {
  mls: string;
  address: string;
  city: string;
  state: string;
  listingPrice: number;
  status: string;
  photos: string[];
}

/** An active listing with photos, from a search of a city (Seattle unless told). */
export async function activeListing(request: APIRequestContext, city = 'Seattle, WA'): Promise<TestListing> {
  const response = await request.post('/api/v2/Listings/Search', {
    headers: CLIENT_HEADERS,
    data: { searchText: city, criteria: { listingTypes: [] } },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { data: TestListing[] } };
  const listing = body.data.data.find((l) => l.status === 'A' && l.photos.length > 1);
  expect(listing, `an active listing in ${city} with photos`).toBeTruthy();
  return listing!;
}
