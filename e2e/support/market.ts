// Homes coming onto the market, as the browser tests need them: listed at the local MLS feed the site
// replicates from (its /control/records), then awaited until the API serves them, so a test sees a
// home arrive exactly as a brokerage's MLS would deliver it.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiPaths } from '@homeward/contracts';
import type { ResoProperty } from '@homeward/api';
import { DEFAULT_FEED_PORT, LOCAL_FEED_CLIENT_ID, LOCAL_FEED_CLIENT_SECRET } from '../../scripts/feed/credentials';

/** The local RESO feed the site under test replicates from (started beside it). */
const FEED = `http://127.0.0.1:${DEFAULT_FEED_PORT}`;

/** What a test says of a home it lists: where it is and what it asks. */
export interface MarketHome {
  mls: string;
  state: 'WA' | 'MA';
  city: string;
  zipcode: string;
  address: string;
  latitude: number;
  longitude: number;
  price: number;
  bedrooms?: number;
  baths?: number;
  squareFeet?: number;
  yearBuilt?: number;
}

/** A fresh MLS number per call, so tests never list the same home by accident. */
export function uniqueMls(): string {
  return String(9_000_000_000 + Math.floor(Math.random() * 900_000_000));
}

/** Sends one control call to the local feed (its client credentials, as any replica would use). */
export async function feedControl(request: APIRequestContext, path: 'change' | 'records' | 'faults' | 'pace', data: unknown): Promise<unknown> {
  const token = await request.post(`${FEED}/oauth2/token`, {
    form: { grant_type: 'client_credentials', client_id: LOCAL_FEED_CLIENT_ID, client_secret: LOCAL_FEED_CLIENT_SECRET },
  });
  expect(token.ok(), `feed token answered ${token.status()}`).toBe(true);
  const { access_token } = (await token.json()) as { access_token: string };
  const response = await request.post(`${FEED}/control/${path}`, { headers: { authorization: `Bearer ${access_token}` }, data });
  expect(response.ok(), `feed control ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** The home as the MLS sends it: a single-family Property record, active unless said otherwise. */
function propertyRecord(home: MarketHome, now: Date, status: 'Active' | 'Withdrawn' = 'Active'): ResoProperty {
  const baths = home.baths ?? 2;
  return {
    ListingKey: home.mls,
    ListingId: home.mls,
    StandardStatus: status,
    MlsStatus: status,
    ListPrice: home.price,
    OriginalListPrice: home.price,
    OnMarketTimestamp: now.toISOString(),
    ModificationTimestamp: now.toISOString(),
    BedroomsTotal: home.bedrooms ?? 3,
    BathroomsTotalInteger: Math.round(baths),
    BathroomsTotalDecimal: baths,
    LivingArea: home.squareFeet ?? 1800,
    YearBuilt: home.yearBuilt ?? 1995,
    PropertyType: 'Residential',
    PropertySubType: 'Single Family Residence',
    UnparsedAddress: home.address,
    City: home.city,
    StateOrProvince: home.state,
    PostalCode: home.zipcode,
    Latitude: home.latitude,
    Longitude: home.longitude,
    PublicRemarks: `A home listed at ${home.address} for a browser test.`,
    ListOfficeName: 'Test Realty',
    ListAgentFullName: 'Test Agent',
  } as ResoProperty;
}

/**
 * Lists a home at the MLS (or sends it again unchanged: a re-sync of the same home) and waits
 * until the site serves it at that price, one replication later.
 */
export async function listHome(request: APIRequestContext, home: MarketHome): Promise<void> {
  await feedControl(request, 'records', [propertyRecord(home, new Date())]);
  await expect(async () => {
    const response = await request.get(apiPaths.listing(home.mls), { headers: { 'x-client-token': 'homeward-web' } });
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { data: { listingPrice: number } }).data.listingPrice).toBe(home.price);
  }).toPass({ timeout: 60_000 });
}

/**
 * Takes a home a test listed off the market again and waits until the site no longer serves it as
 * active, so the homes of earlier runs never crowd the results a later run reads.
 */
export async function withdrawHome(request: APIRequestContext, home: MarketHome): Promise<void> {
  await feedControl(request, 'records', [propertyRecord(home, new Date(), 'Withdrawn')]);
  await expect(async () => {
    const response = await request.get(apiPaths.listing(home.mls), { headers: { 'x-client-token': 'homeward-web' } });
    if (response.status() === 404) return;
    expect(((await response.json()) as { data: { status: string } }).data.status).not.toBe('A');
  }).toPass({ timeout: 60_000 });
}
