import { expect, test, type APIRequestContext } from '@playwright/test';
import { paths } from '@homeward/contracts';
import { proposeSavedSearchName } from '@homeward/domain';
import { listHome as listAtFeed, uniqueMls, withdrawHome, type MarketHome } from '../support/market';
import { mailbox } from '../support/outbox';
import { signUpByPhone, startSession } from '../support/session';
import { acceptCookies, expectNoSeriousA11yViolations, waitForLivePage } from '../support/site-helpers';
import { codeDialog, nthCode, requestCode } from './auth-helpers';

// Saved searches, end to end: saved from the search page, a home listed on the market, and the
// alert read where it arrives (the tests' local mail server).

const ARRIVE = { timeout: 30_000 };
/** Longer than the message worker's poll, so a message that was going to be sent has been. */
const SETTLE_MS = 5000;
const SEARCH_NAME = 'Kenmore, WA · up to $900k';
/**
 * Inside Kenmore's boundary. The homes these tests list change the city's market while other tests
 * run, so it is a city no other test counts the homes of (the search tests count Bellevue's).
 */
const KENMORE = { latitude: 47.7605, longitude: -122.234 };

test.describe.configure({ timeout: 300_000 });

/** The homes this test listed: taken off the market when it ends, passed or failed. */
const listed: MarketHome[] = [];
async function listHome(request: APIRequestContext, home: MarketHome) {
  if (!listed.some((other) => other.mls === home.mls)) listed.push(home);
  await listAtFeed(request, home);
}
test.afterEach(async ({ request }) => {
  for (const home of listed.splice(0)) await withdrawHome(request, home);
});

const kenmoreHome = (price: number, street: string): MarketHome => ({ mls: uniqueMls(), state: 'WA', city: 'Kenmore', zipcode: '98028', address: street, ...KENMORE, price });

async function alertsTo(request: APIRequestContext, address: string) {
  return (await mailbox(request, address)).filter((m) => m.subject.startsWith('New listing:'));
}

test('a buyer saves a Kenmore search with a price ceiling and hears once of the matching home, until they unsubscribe', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey on desktop');
  const buyer = await signUpByPhone(request);
  const address = `buyer${buyer.phone}@example.com`;

  // Signed out, "Save search" asks to sign in, then saves what was on screen.
  await page.goto('/listings/city/WA/Kenmore?price[high]=900000');
  await acceptCookies(page);
  // The page's server-drawn copy takes no clicks: wait for the live page.
  await waitForLivePage(page);
  await page.getByRole('button', { name: 'Save search' }).click();
  await requestCode(page.getByRole('dialog', { name: 'Tell us about yourself.' }), buyer.phone);
  await codeDialog(page).getByLabel('6-digit code').fill(await nthCode(request, buyer.phone, 2));
  await expect(page.getByText(`Saved as “${SEARCH_NAME}”`)).toBeVisible(ARRIVE);

  const suffix = buyer.phone.slice(-4);
  const match = kenmoreHome(850_000, `${suffix} NE Alert Pl`);
  await listHome(request, match);
  let alert: Awaited<ReturnType<typeof alertsTo>>[number] | undefined;
  await expect.poll(async () => (alert = (await alertsTo(request, address))[0]) !== undefined, { message: 'the alert', ...ARRIVE }).toBe(true);
  expect(alert!.subject).toBe(`New listing: ${match.address}, Kenmore`);
  expect(alert!.text).toContain(`matches your saved search “${SEARCH_NAME}”`);
  const origin = new URL(page.url()).origin;
  expect(alert!.text).toContain(`See the home: ${origin}/home/${match.mls}`);
  expect(alert!.text).toMatch(new RegExp(`See every home of “${SEARCH_NAME.replace(/[$.]/g, '\\$&')}”: ${origin}/listings/city/WA/Kenmore\\?savedSearch=`));
  expect(alert!.html).toContain(`href="${origin}/home/${match.mls}"`);
  const unsubscribe = new RegExp(`To stop alerts for “${SEARCH_NAME.replace(/[$.]/g, '\\$&')}”: (\\S+)`).exec(alert!.text)?.[1];
  expect(unsubscribe).toBeTruthy();
  expect(alert!.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);

  // Over the ceiling: nothing. The same home synced again: nothing more.
  await listHome(request, kenmoreHome(950_000, `${suffix} NE Pricey Pl`));
  await listHome(request, match);
  await page.waitForTimeout(SETTLE_MS);
  expect((await alertsTo(request, address)).map((m) => m.subject)).toEqual([alert!.subject]);

  // The account lists the search and the alert.
  await page.goto(paths.account.savedSearches.href());
  await expect(page.getByRole('heading', { level: 2, name: SEARCH_NAME })).toBeVisible(ARRIVE);
  await expect(page.getByRole('link', { name: `${match.address}, Kenmore` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The email's link turns the search's alerts off in one click; the page says so.
  await page.goto(unsubscribe!);
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts turned off' })).toBeVisible();
  await expect(page.getByText(`We no longer send alerts for your saved search “${SEARCH_NAME}”`)).toBeVisible();
  await listHome(request, kenmoreHome(800_000, `${suffix} NE Quiet Pl`));
  await page.waitForTimeout(SETTLE_MS);
  expect(await alertsTo(request, address)).toHaveLength(1);
});

test('an opened saved search marks the homes new since the last visit @phone', async ({ page, request }, testInfo) => {
  // A price band of its own per run (project and repetition), above every price the other journey
  // lists: runs of this test and the other journey may go at once, and none may catch another's homes.
  const slot = (testInfo.project.name === 'phone' ? 1 : 0) + 2 * testInfo.repeatEachIndex;
  const low = 1_100_000 + slot * 100_000;
  const high = low + 99_999;
  const VISIT_NAME = proposeSavedSearchName('Kenmore, WA', { price: { low, high } });
  const buyer = await signUpByPhone(request);
  await startSession(page, buyer);
  await page.goto(`/listings/city/WA/Kenmore?price[low]=${low}&price[high]=${high}`);
  await acceptCookies(page);
  // The page's server-drawn copy takes no clicks: wait for the live page.
  await waitForLivePage(page);
  // Dearest first: the new home, at the ceiling, is the first card of the saved search.
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Price (high to low)' });
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText(`Saved as “${VISIT_NAME}”`)).toBeVisible(ARRIVE);
  const home = kenmoreHome(high, `${buyer.phone.slice(-4)} NE Visit Pl`);
  await listHome(request, home);

  // The home is served as soon as it arrives; the matcher's pass records it for the search a moment
  // later, and the page counts what was recorded when it loaded: open the page until it has.
  const search = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: VISIT_NAME }) });
  await expect(async () => {
    await page.goto(paths.account.savedSearches.href());
    await expect(search.getByText('1 home new since your last visit')).toBeVisible({ timeout: 3000 });
  }).toPass(ARRIVE);
  await expectNoSeriousA11yViolations(page);
  await search.getByRole('link', { name: `Open the results of ${VISIT_NAME}` }).click();
  await expect(page.getByText(`Saved search “${VISIT_NAME}” · 1 home new since your last visit`)).toBeVisible(ARRIVE);
  const card = page.locator(`[data-testid="listing-card"][data-mls="${home.mls}"]`);
  await expect(card.getByText('New since your last visit')).toBeVisible(ARRIVE);
});
