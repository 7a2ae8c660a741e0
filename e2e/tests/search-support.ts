// Shared steps of the search specs (not a spec itself: the runner only picks up *.spec.ts).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const API_HEADERS = { 'X-Client-Token': 'homeward-web' };
export const ALL_TYPES = ['RESI', 'COND', 'TSHR', 'MULT', 'VACL', 'MANU'];

export interface SearchAnswer {
  total: number;
  page: number;
  data: Array<{ mls: string }>;
  markers: Array<{ mls: string }>;
}

/** Asks the API what the page should show: criteria are laid over spec 4.8's defaults, as the page does. */
export async function apiSearch(request: APIRequestContext, searchText: string, criteria: Record<string, unknown> = {}, page = 1): Promise<SearchAnswer> {
  const response = await request.post('/api/v2/Listings/Search', {
    headers: API_HEADERS,
    data: { searchText, page, sort: 'daysOnMarket', criteria: { listingTypes: ALL_TYPES, daysOnMarket: 999999, ...criteria } },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as SearchAnswer;
}

/** The location combobox; on a phone it lives in the full-screen search overlay. */
export async function locationField(page: Page) {
  const trigger = page.getByRole('button', { name: /open search/ }).first();
  if (await trigger.isVisible()) {
    await trigger.click();
    await expect(page.getByRole('dialog', { name: 'Search homes' })).toBeVisible();
    return page.getByRole('dialog', { name: 'Search homes' }).getByRole('combobox', { name: 'Location' });
  }
  return page.getByRole('combobox', { name: 'Location' }).first();
}

export async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Accept all' });
  await accept.click({ timeout: 3000 }).catch(() => undefined);
}

export function resultTotal(page: Page) {
  return page.getByTestId('result-total');
}

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** No serious or critical accessibility violations on the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

/** Signs a new user in through the phone-code API (spec 4.2) and returns what the browser stores. */
export async function signInThroughApi(request: APIRequestContext) {
  const phone = `425${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const json = { ...API_HEADERS, 'Content-Type': 'application/json' };
  const sent = await request.post(`/api/v2/Account/SendCodeForPhoneAuth?phone=${phone}&country=US`, { headers: json, data: { phone, country: 'US' } });
  expect(sent.ok()).toBe(true);
  const { challengeIdentifier } = (await sent.json()).data;
  const sms = await request.get(`/api/v2/dev/sms?phone=${phone}`, { headers: API_HEADERS });
  const code = (await sms.json()).data.messages.at(-1).code as string;
  const verified = await request.post(`/api/v2/Account/VerifyCodeForPhoneAuth?challengeidentifier=${challengeIdentifier}&accesstoken=${code}`, { headers: json, data: {} });
  const accessToken = (await verified.json()).data.id as string;
  const login = await request.post('/api/v2/Account/LoginWithPhone', {
    headers: json,
    data: { accessToken, user: { firstName: 'Search', lastName: 'Tester', email: `search.${phone}@example.com`, phone } },
  });
  expect(login.ok()).toBe(true);
  const data = (await login.json()).data;
  return {
    loginDetails: { id: data.id as string, accessToken: data.token.accessToken as string, tokenExpiration: data.token.tokenExpiration as number, isEstablished: true },
    headers: { ...API_HEADERS, 'X-User-Token': data.id as string, Authorization: `Bearer ${data.token.accessToken}` },
  };
}
