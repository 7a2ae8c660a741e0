import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations } from '../support/site-helpers';
import { requestTour } from '../support/listings';
import { signedInBrowser, signIn, startSession } from '../support/session';
import { approvedAgent, randomActiveHome, sendRequest } from '../support/partners';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** A page's first content can take a while when the signed-in guard and a slice load together. */
const ARRIVE = { timeout: 30_000 };

async function expectFocusInside(page: Page) {
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
}

test("an agent's dashboard groups a buyer's tour and offer, filters, and the buyer sees the accepted tour", async ({ page, request, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same journey on a phone is covered by the page checks');
  test.slow(true, 'a whole journey across two users and the manager');
  const home = await randomActiveHome(request, 'Kirkland, WA');
  const agent = await approvedAgent(request, home.zipcode, home.state);

  // The buyer books a tour in their own browser and makes an offer.
  const { context: buyerContext, page: buyerPage, user: buyer } = await signedInBrowser(browser, testInfo);
  await buyerPage.goto(`/home/${home.mls}`);
  await requestTour(buyerPage, '14:30');
  await expect(buyerPage.getByText(/Agent.s answer/)).toBeVisible(ARRIVE);
  await expect(buyerPage.getByText('Not answered yet')).toBeVisible();
  await sendRequest(buyerContext.request, buyer, { intent: 'MakeAnOffer', listing_MLS: home.mls, offer: { amount: 612500 } });

  await startSession(page, agent);
  await page.goto('/agent/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate Dashboard' })).toBeVisible(ARRIVE);
  const groups = page.getByRole('tablist', { name: 'Request groups' });
  await expect(groups.getByRole('tab', { name: 'Upcoming (1)' })).toHaveAttribute('aria-selected', 'true', ARRIVE);
  await expect(page.getByRole('row').filter({ hasText: home.address })).toContainText('2:30 PM');
  await groups.getByRole('tab', { name: 'Make offer (1)' }).click();
  await expect(page.getByRole('row').filter({ hasText: '$612,500' })).toBeVisible();
  await groups.getByRole('tab', { name: 'Buy (2)' }).click();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: home.address })).toHaveCount(2);
  await page.getByLabel('Filter by request').selectOption('Offer');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: home.address })).toHaveCount(1);
  await expect(page.getByText('Buy requests: 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('Buy requests: 2 of 2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The detail popup keeps focus inside and closes on Escape.
  await groups.getByRole('tab', { name: 'Upcoming (1)' }).click();
  const open = page.getByRole('button', { name: 'Open the tour from Test Buyer' });
  await open.click();
  const detail = page.getByRole('dialog', { name: 'Tour from Test Buyer' });
  await expect(detail).toContainText(`buyer${buyer.phone}@example.com`);
  await expect(detail).toContainText('2:30 PM');
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    await expectFocusInside(page);
  }
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await detail.getByRole('button', { name: 'Accept' }).click();
  await expect(detail.getByText('Accepted', { exact: true })).toBeVisible();

  await buyerPage.reload();
  await expect(buyerPage.getByText(/Agent.s answer/)).toBeVisible(ARRIVE);
  await expect(buyerPage.getByRole('definition').filter({ hasText: /^Accepted$/ })).toBeVisible();
  await buyerContext.close();
});

const PUBLIC_PAGES: [path: string, heading: RegExp][] = [
  ['/become-a-partner', /Become a Homeward partner/],
  ['/become-a-partner/PartnerIndex/PartnerIndex', /Become a Homeward partner/],
  ['/become-a-partner/builder', /Builder\? Partner/],
  ['/become-a-partner/inspector', /Home inspector\? Partner/],
  ['/become-a-partner/lender', /Lender or Loan broker\? Partner/],
  ['/become-a-partner/title-and-escrow', /Title and escrow company\? Partner/],
  ['/become-a-partner/sections/Agent', /Real estate agents/],
  ['/become-a-partner/sections/Builder', /Builders/],
  ['/become-a-partner/sections/Inspector', /Home inspectors/],
  ['/become-a-partner/sections/Lender', /Lenders and loan brokers/],
  ['/become-a-partner/sections/TitleEscrow', /Title and escrow/],
  ['/inspections/become_an_inspector', /Home inspector\? Partner/],
  ['/inspections/inspector', /Home inspector\? Partner/],
];
const PRIVATE_PAGES: [path: string, heading: RegExp][] = [
  ['/inspections/inspector/inspector-info', /Enter your information/],
  ['/become-a-partner/lender/contact-info', /Enter your information/],
  ['/become-a-partner/loan-broker/contact-info', /Enter your information/],
  ['/partner/lender', /Lenders on Homeward/],
  ['/partner/loanbroker', /Loan brokers on Homeward/],
  ['/partner/realestate', /Real estate agents on Homeward/],
  ['/partner/serviceprovider', /Service providers on Homeward/],
  ['/partner/lender/dashboard', /Lender Dashboard/],
  ['/partner/loanbroker/dashboard', /Loan Broker Dashboard/],
  ['/partner/realestate/dashboard', /Real Estate Dashboard/],
  ['/partner/serviceprovider/dashboard', /Service Provider Dashboard/],
  ['/agent/Index', /Real Estate Dashboard/],
  ['/agent/AgentIndex/AgentIndex', /Real Estate Dashboard/],
];
/** One page of each kind gets the full accessibility scan on both projects. */
const SCANNED = new Set(['/become-a-partner', '/become-a-partner/lender', '/become-a-partner/sections/Agent', '/become-a-partner/lender/contact-info', '/partner/realestate', '/partner/serviceprovider/dashboard']);

async function expectOwnPage(page: Page, path: string, heading: RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading, ARRIVE);
  await expect(page.getByText("Whoops! We can't find what you're looking for")).toHaveCount(0);
  if (SCANNED.has(path)) await expectNoSeriousA11yViolations(page);
}

test("on a phone an agent's requests table scrolls in its own box, never the page", { tag: '@phone' }, async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a desktop column holds the whole table');
  const home = await randomActiveHome(request);
  await startSession(page, await approvedAgent(request, home.zipcode, home.state));
  await page.goto('/agent/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate Dashboard' })).toBeVisible(ARRIVE);
  await expect(page.getByRole('table')).toBeVisible();
  const viewport = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
});

test('every partner programme page renders its own content for a visitor', { tag: '@phone' }, async ({ page }, testInfo) => {
  test.slow(true, 'visits every programme page');
  for (const [path, heading] of PUBLIC_PAGES) {
    if (testInfo.project.name !== 'desktop' && !SCANNED.has(path)) continue;
    await expectOwnPage(page, path, heading);
  }
  // Footer partner links send a visitor to sign in first, with the redirect set.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Loan Broker' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpartner%2Floanbroker/);
});

test('application, landing and dashboard pages render for a signed-in user without a profile', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  test.slow(true, 'visits every signed-in partner page');
  await signIn(page, request);
  for (const [path, heading] of PRIVATE_PAGES) {
    if (testInfo.project.name !== 'desktop' && !SCANNED.has(path)) continue;
    await expectOwnPage(page, path, heading);
  }
  // Without a profile a dashboard shows how to apply.
  await page.goto('/partner/serviceprovider/dashboard');
  await expect(page.getByRole('link', { name: 'Apply as a home inspector' })).toBeVisible(ARRIVE);
  for (const name of ['Real Estate Agent', 'Lender', 'Loan Broker', 'Service Provider']) {
    await page.goto('/become-a-partner');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(ARRIVE);
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/on Homeward/, ARRIVE);
  }
});
