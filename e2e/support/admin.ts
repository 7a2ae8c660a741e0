// The manager's side of browser tests: the development administrator, signed in through the API
// and handed to the page the way /admin/login stores it.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signupAndPay } from './agents';
import { CLIENT_HEADERS, userHeaders, type TestUser } from './session';

export const ADMIN_EMAIL = 'admin@homeward.local';
export const ADMIN_PASSWORD = 'homeward-dev-admin';

export interface AdminSession {
  id: string;
  token: string;
  refreshToken: string;
  tokenExpiration: number;
}

export async function adminLoginByApi(request: APIRequestContext): Promise<AdminSession> {
  const response = await request.post('/api/auth/login', { headers: CLIENT_HEADERS, data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(response.ok(), `admin login answered ${response.status()}`).toBe(true);
  const { data } = (await response.json()) as { data: { token: string; refreshToken: string; tokenExpiration: number; user: { id: string } } };
  return { id: data.user.id, token: data.token, refreshToken: data.refreshToken, tokenExpiration: data.tokenExpiration };
}

/** Stores a manager sign-in before any page script runs: loginDetails, the tokens and isAdmin. */
export async function startAdminSession(page: Page, request: APIRequestContext): Promise<AdminSession> {
  const admin = await adminLoginByApi(request);
  await page.addInitScript((a) => {
    if (sessionStorage.getItem('admin-session-started')) return;
    sessionStorage.setItem('admin-session-started', '1');
    localStorage.setItem('loginDetails', JSON.stringify({ id: a.id, accessToken: a.token, tokenExpiration: a.tokenExpiration }));
    localStorage.setItem('userToken', a.id);
    localStorage.setItem('_token.homeward', a.token);
    localStorage.setItem('_refresh_token.homeward', a.refreshToken);
    localStorage.setItem('isAdmin', 'true');
    localStorage.setItem('cookiePreferences', JSON.stringify({ functional: true, performance: false, targeting: false, decidedAt: new Date().toISOString() }));
  }, admin);
  return admin;
}

/** Makes an agent application for a signed-in user, as the agent flow's payment step does. */
export async function applyAsAgent(request: APIRequestContext, user: TestUser, licenseNumber: string): Promise<void> {
  await signupAndPay(
    request,
    {
      firm: 'Harbor Realty Group', firmAddress: '100 Pine St', firmCity: 'Seattle', licenseCity: 'Seattle', licenseNumber, dateOfBirth: '1980-05-01',
      firmState: 'WA', firmZip: '98101', inBusinessSince: '2010-01-01', brokerAgreementAccepted: true,
    },
    userHeaders(user),
  );
}

/**
 * Opens the managers' Verify agent status page and searches it for a licence number; answers the
 * matching rows. `timeout` is how long the page may take to arrive.
 */
export async function searchAgentApplications(page: Page, licence: string, { timeout }: { timeout: number }): Promise<Locator> {
  await page.goto('/admin/agents/vertifyStatus');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify agent status' })).toBeVisible({ timeout });
  await page.getByLabel('Search by name, email, phone, firm or licence').fill(licence);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByRole('row').filter({ hasText: licence });
}
