// Signs a test user in through the API (phone code flow) and hands the session to the page the
// way the site stores it, so signed-in flows start without clicking through the login screens.
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { outboxSms } from './outbox';
import { randomPhone } from './phones';
import { acceptCookies } from './site-helpers';

export const CLIENT_HEADERS = { 'X-Client-Token': 'homeward-web', Accept: 'application/json' } as const;

export interface TestUser {
  phone: string;
  /** The user token (X-User-Token, loginDetails.id). */
  id: string;
  accessToken: string;
  refreshToken: string;
  tokenExpiration: number;
}

/** A fresh valid US mobile number per call, so tests never share an account or a rate limit. */
export const uniquePhone = randomPhone;

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { data?: T; errorMessage?: string };
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${body.errorMessage ?? ''}`).toBe(true);
  return body.data as T;
}

export async function signUpByPhone(request: APIRequestContext, phone = uniquePhone()): Promise<TestUser> {
  const sent = await data<{ challengeIdentifier: string; isNewUser: boolean }>(
    await request.post(`/api/v2/Account/SendCodeForPhoneAuth?phone=${phone}&country=1`, { headers: CLIENT_HEADERS, data: { phone, country: '1' } }),
  );
  const code = (await outboxSms(request, phone)).find((m) => m.code)?.code;
  expect(code, 'the code SMS reached the outbox').toBeTruthy();
  const verified = await data<{ id: string }>(
    await request.post(
      `/api/v2/Account/VerifyCodeForPhoneAuth?challengeidentifier=${encodeURIComponent(sent.challengeIdentifier)}&accesstoken=${code}`,
      { headers: CLIENT_HEADERS },
    ),
  );
  const login = await data<{ id: string; token: { accessToken: string; refreshToken: string; tokenExpiration: number } }>(
    await request.post('/api/v2/Account/LoginWithPhone', {
      headers: CLIENT_HEADERS,
      data: {
        accessToken: verified.id,
        deviceToken: null,
        user: sent.isNewUser ? { firstName: 'Test', lastName: 'Buyer', email: `buyer${phone}@example.com`, phone } : null,
      },
    }),
  );
  return {
    phone,
    id: login.id,
    accessToken: login.token.accessToken,
    refreshToken: login.token.refreshToken,
    tokenExpiration: login.token.tokenExpiration,
  };
}

/** Headers of an API call made as this user. */
export function userHeaders(user: TestUser): Record<string, string> {
  return { ...CLIENT_HEADERS, 'X-User-Token': user.id, Authorization: `Bearer ${user.accessToken}` };
}

/** Writes loginDetails and userToken before any page script runs, as a real sign-in leaves them. */
export async function startSession(page: Page, user: TestUser): Promise<void> {
  await page.addInitScript((u) => {
    localStorage.setItem(
      'loginDetails',
      JSON.stringify({ id: u.id, accessToken: u.accessToken, tokenExpiration: u.tokenExpiration, isEstablished: true }),
    );
    localStorage.setItem('userToken', u.id);
    localStorage.setItem('_refresh_token.homeward', u.refreshToken);
    localStorage.setItem('_token.homeward', u.accessToken);
  }, user);
}

export async function signIn(page: Page, request: APIRequestContext): Promise<TestUser> {
  const user = await signUpByPhone(request);
  await startSession(page, user);
  return user;
}

/**
 * A second person beside the test's own page: a browser context of their own with a fresh account,
 * its cookies accepted and its session started.
 */
export async function signedInBrowser(browser: Browser, testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page; user: TestUser }> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await acceptCookies(page);
  const user = await signUpByPhone(context.request);
  await startSession(page, user);
  return { context, page, user };
}

/** The signed-in user's stored requests (GET /api/v2/Requests). */
export async function storedRequests(request: APIRequestContext, user: TestUser) {
  return data<{ id: string; intent: string; listingMls: string | null; payload: Record<string, Record<string, unknown>> }[]>(
    await request.get('/api/v2/Requests', { headers: userHeaders(user) }),
  );
}

/**
 * Tests with one signed-up buyer per worker: the API limits code requests per address per hour,
 * so tests share an account instead of each creating one.
 */
export const buyerTest = base.extend<{ signedIn: TestUser }, { buyer: TestUser }>({
  buyer: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await provide(await signUpByPhone(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  signedIn: async ({ page, buyer }, provide) => {
    await startSession(page, buyer);
    await provide(buyer);
  },
});
