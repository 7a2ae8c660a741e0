// Homes coming onto the market, as the browser tests need them. For now a home is listed through the
// development route of the API (a listing and its `listed` event, matched at once); when the local
// MLS feed is part of the site this helper lists it there instead, and the tests stay as they are.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiPaths } from '@homeward/contracts';
import type { DevMarketListingBody } from '@homeward/contracts/signed-in';
import { outboxAccess } from './outbox';

export type MarketHome = DevMarketListingBody;

/** A fresh MLS number per call, so tests never list the same home by accident. */
export function uniqueMls(): string {
  return String(9_000_000_000 + Math.floor(Math.random() * 900_000_000));
}

/** Lists a home (or lists it again: a re-sync of the same home). */
export async function listHome(request: APIRequestContext, home: MarketHome): Promise<void> {
  const access = outboxAccess();
  const response = await request.post(`${access.url}${apiPaths.devMarketListings}`, {
    headers: { 'X-Client-Token': 'homeward-web', Accept: 'application/json', 'X-Dev-Secret': access.secret },
    data: home,
  });
  expect(response.ok(), `listing ${home.mls} answered ${response.status()}: ${await response.text()}`).toBe(true);
}
