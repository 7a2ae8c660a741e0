import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { textedCodes } from '../support/outbox';
import { randomPhone } from '../support/phones';

export { randomPhone };

export const CLIENT_HEADERS = { 'X-Client-Token': 'homeward-web' };

export function maskedPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export { textedCodes };

/** Waits for the `count`-th code texted to the phone and returns it. */
export async function nthCode(request: APIRequestContext, digits: string, count: number): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => (codes = await textedCodes(request, digits)).length, { message: `code #${count} for ${digits}` })
    .toBeGreaterThanOrEqual(count);
  return codes[codes.length - count];
}

export async function sendCodeByApi(request: APIRequestContext, digits: string): Promise<{ status: number; challengeIdentifier?: string }> {
  const response = await request.post(`/api/v2/Account/SendCodeForPhoneAuth?phone=${digits}&country=US`, {
    headers: CLIENT_HEADERS,
    data: { phone: digits, country: 'US' },
  });
  const body = (await response.json()) as { data?: { challengeIdentifier: string } };
  return { status: response.status(), challengeIdentifier: body.data?.challengeIdentifier };
}

export interface ApiLogin {
  id: string;
  isEstablished: boolean;
  token: { accessToken: string; refreshToken: string; expiresIn: number; tokenExpiration: number };
}

/** Creates (or signs in) an account by phone through the API, as the login page would. */
export async function loginByApi(request: APIRequestContext, digits: string, user = { firstName: 'Test', lastName: 'Buyer', email: `${digits}@example.com` }): Promise<ApiLogin> {
  const before = (await textedCodes(request, digits)).length;
  const sent = await sendCodeByApi(request, digits);
  expect(sent.status).toBe(200);
  const code = await nthCode(request, digits, before + 1);
  const verified = await request.post(`/api/v2/Account/VerifyCodeForPhoneAuth?challengeidentifier=${sent.challengeIdentifier}&accesstoken=${code}`, {
    headers: CLIENT_HEADERS,
  });
  expect(verified.ok()).toBeTruthy();
  const token = ((await verified.json()) as { data: { id: string } }).data.id;
  const login = await request.post('/api/v2/Account/LoginWithPhone', {
    headers: CLIENT_HEADERS,
    data: { accessToken: token, deviceToken: null, user: { ...user, phone: `+1${digits}` } },
  });
  expect(login.ok()).toBeTruthy();
  return ((await login.json()) as { data: ApiLogin }).data;
}

/** Puts an API login into the page's storage the way the login page stores it (spec 3 keys). */
export async function storeSession(page: Page, login: ApiLogin, overrides: { tokenExpiration?: number } = {}): Promise<void> {
  await page.evaluate(
    ({ login, overrides }) => {
      const details = { id: login.id, accessToken: login.token.accessToken, tokenExpiration: overrides.tokenExpiration ?? login.token.tokenExpiration, isEstablished: login.isEstablished };
      localStorage.setItem('loginDetails', JSON.stringify(details));
      localStorage.setItem('userToken', login.id);
      localStorage.setItem('_refresh_token.homeward', login.token.refreshToken);
      localStorage.setItem('_token.homeward', login.token.accessToken);
      localStorage.setItem('auth.lastActivity', String(Date.now()));
    },
    { login, overrides },
  );
}

/**
 * Signs a page in whose session can no longer be renewed: the API refuses the calls matching
 * `refusedCall` (a route glob) with 401, and refuses the refresh too, as it does once the refresh
 * token has expired.
 */
export async function signInWithRefusedRefresh(page: Page, request: APIRequestContext, refusedCall: string): Promise<void> {
  const login = await loginByApi(request, randomPhone());
  await page.goto('/about');
  await storeSession(page, login);
  for (const glob of [refusedCall, '**/api/v2/Account/RefreshToken']) {
    await page.route(glob, (route) => route.fulfill({ status: 401, json: { statusCode: 'Unauthorized', errorMessage: 'Unauthorized' } }));
  }
}

export async function storedLoginDetails(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('loginDetails');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  });
}

export { expectNoSeriousA11yViolations } from '../support/site-helpers';

export function codeDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Enter your code' });
}

/** Fills the phone step of the login page or modal and asks for a code. */
export async function requestCode(scope: Page | Locator, digits: string): Promise<void> {
  await scope.getByLabel('Mobile phone number').fill(digits);
  await scope.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The account menu shows who is signed in. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /Account/ })).toBeVisible();
}
