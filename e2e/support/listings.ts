// Finds real listings in the running API for the listing tests.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
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

/** Books a tour at `time` (HH:MM) from the property page open in `page`, as a buyer would, and waits for its confirmation page. */
export async function requestTour(page: Page, time: string): Promise<void> {
  await page.getByRole('button', { name: 'Schedule a tour', exact: true }).locator('visible=true').first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a tour' });
  await dialog.getByLabel('Time').selectOption(time);
  await dialog.getByRole('button', { name: 'Request this time' }).click();
  await expect(page).toHaveURL(/\/listings\/tour-confirm\//);
}
