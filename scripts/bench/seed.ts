// The signed-in pages of the bench and what they show: a buyer with five saved homes (/account/favorites)
// and the manager's agents list with fifty applications (/admin/agents). Made through the API the way
// the browser tests make them (e2e/support), so the bench measures the pages as a user sees them.
import { request as playwrightRequest } from '@playwright/test';
import { adminLoginByApi } from '../../e2e/support/admin';
import { applyByApi } from '../../e2e/support/agents';
import { activeListing } from '../../e2e/support/listings';
import { CLIENT_HEADERS, signUpByPhone, userHeaders } from '../../e2e/support/session';

export const SAVED_HOMES = 5;
export const APPLICATIONS = 50;

/** What a page needs in the browser's storage before its scripts run (what a sign-in leaves there). */
export type StorageSeed = Record<string, string>;

const COOKIE_CHOICE = JSON.stringify({ functional: true, performance: false, targeting: false, decidedAt: '2026-01-01T00:00:00.000Z' });

/** A new buyer who saved five homes from Seattle and Bellevue: the storage of their signed-in tab. */
export async function buyerWithSavedHomes(baseURL: string): Promise<StorageSeed> {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    const user = await signUpByPhone(request);
    const homes = new Set<string>();
    for (const city of ['Seattle, WA', 'Bellevue, WA']) {
      const response = await request.post('/api/v2/Listings/Search', { headers: CLIENT_HEADERS, data: { searchText: city, criteria: { listingTypes: [] } } });
      const found = ((await response.json()) as { data: { data: { mls: string; status: string }[] } }).data.data;
      for (const home of found.filter((l) => l.status === 'A')) if (homes.size < SAVED_HOMES) homes.add(home.mls);
    }
    if (homes.size < SAVED_HOMES) homes.add((await activeListing(request)).mls);
    for (const mls of homes) {
      const saved = await request.put(`/api/v2/Favorites/${mls}`, { headers: userHeaders(user) });
      if (!saved.ok()) throw new Error(`saving ${mls} answered ${saved.status()}`);
    }
    return {
      loginDetails: JSON.stringify({ id: user.id, accessToken: user.accessToken, tokenExpiration: user.tokenExpiration, isEstablished: true }),
      userToken: user.id,
      '_token.homeward': user.accessToken,
      '_refresh_token.homeward': user.refreshToken,
      cookiePreferences: COOKIE_CHOICE,
    };
  } finally {
    await request.dispose();
  }
}

/** The manager signed in, with at least fifty agent applications on file (made if fewer). */
export async function managerWithApplications(baseURL: string): Promise<StorageSeed> {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    const admin = await adminLoginByApi(request);
    const list = await request.get('/api/v2/admin/agents?pageSize=1', { headers: { ...CLIENT_HEADERS, Authorization: `Bearer ${admin.token}` } });
    const total = ((await list.json()) as { data: { total: number } }).data.total;
    for (let made = total; made < APPLICATIONS; made++) await applyByApi(request);
    return {
      loginDetails: JSON.stringify({ id: admin.id, accessToken: admin.token, tokenExpiration: admin.tokenExpiration }),
      userToken: admin.id,
      '_token.homeward': admin.token,
      '_refresh_token.homeward': admin.refreshToken,
      isAdmin: 'true',
      cookiePreferences: COOKIE_CHOICE,
    };
  } finally {
    await request.dispose();
  }
}
