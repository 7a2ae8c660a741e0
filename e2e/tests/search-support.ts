// Shared steps of the search specs (not a spec itself: the runner only picks up *.spec.ts).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const API_HEADERS = { 'X-Client-Token': 'homeward-web' };
export const ALL_TYPES = ['RESI', 'COND', 'TSHR', 'MULT', 'VACL', 'MANU'];

export interface SearchAnswer {
  total: number;
  page: number;
  data: Array<{ mls: string }>;
  markers: Array<{ mls: string }>;
  clusters: Array<{ count: number }>;
  nearbyTotal: number;
}

/**
 * Asks the API what the page should show: criteria are laid over the page's first-visit defaults
 * (spec 4.8, with the payload's default home type RESI of spec 3), as the page does.
 */
export async function apiSearch(request: APIRequestContext, searchText: string, criteria: Record<string, unknown> = {}, page = 1, extra: Record<string, unknown> = {}): Promise<SearchAnswer> {
  const response = await request.post('/api/v2/Listings/Search', {
    headers: API_HEADERS,
    data: { searchText, page, sort: 'daysOnMarket', criteria: { listingTypes: ['RESI'], daysOnMarket: 999999, ...criteria }, ...extra },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as SearchAnswer;
}

/** The location combobox; on a phone it lives in the full-screen search overlay. */
export async function locationField(page: Page) {
  const trigger = page.getByRole('button', { name: /open search/ }).first();
  const inline = page.getByRole('combobox', { name: 'Location' }).first();
  // Phones show a button that opens the full-screen search; wait for whichever the page draws.
  await expect(trigger.or(inline).first()).toBeVisible({ timeout: 30_000 });
  if (await trigger.isVisible()) {
    await trigger.click();
    await expect(page.getByRole('dialog', { name: 'Search homes' })).toBeVisible();
    return page.getByRole('dialog', { name: 'Search homes' }).getByRole('combobox', { name: 'Location' });
  }
  return inline;
}

/** Cookie choices made before the page opens, so no banner comes up over the map or the list while a test works. */
export { acceptCookies } from '../support/site-helpers';

export function resultTotal(page: Page) {
  return page.getByTestId('result-total');
}

export const formatCount = (n: number) => n.toLocaleString('en-US');

export { expectNoSeriousA11yViolations } from '../support/site-helpers';
