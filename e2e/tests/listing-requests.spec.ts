import { expect, type Page } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations } from '../support/site-helpers';
import { activeListing, type TestListing } from '../support/listings';
import { buyerTest as test, startSession, storedRequests, type TestUser } from '../support/session';

let listing: TestListing;

test.beforeAll(async ({ request }) => {
  listing = await activeListing(request);
});

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/**
 * The confirm page a sent request lands on (its address and heading), and the request it shows as the
 * account's request list has it (GET /Requests).
 */
async function expectConfirmed(page: Page, user: TestUser, confirm: { url: RegExp; heading: string; intent: string }) {
  await expect(page).toHaveURL(confirm.url);
  await expect(page.getByRole('heading', { name: confirm.heading })).toBeVisible();
  const id = /(?:confirm\/|[?&]id=)([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(id, 'the confirm page names the stored request').toBeTruthy();
  const stored = (await storedRequests(page.request, user)).find((r) => r.id === id);
  expect(stored, 'the request is in the account').toBeTruthy();
  expect(stored!.intent).toBe(confirm.intent);
  return stored!;
}

test('a tour booked from the property page is stored and confirmed', { tag: '@phone' }, async ({ page, signedIn: user }) => {
  await page.goto(`/home/${listing.mls}`);
  await page.getByRole('button', { name: 'Schedule a tour', exact: true }).locator('visible=true').first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a tour' });
  await dialog.getByLabel('Time').selectOption('14:30');
  await dialog.getByText('Video chat').click();
  await dialog.getByLabel('Phone number').fill('4255550123');
  await expect(dialog.getByLabel('Phone number')).toHaveValue('(425) 555-0123');
  await dialog.getByRole('button', { name: 'Request this time' }).click();

  const stored = await expectConfirmed(page, user, { url: /\/listings\/tour-confirm\//, heading: 'Your tour is requested', intent: 'ScheduleTour' });
  await expect(page.getByText('2:30 PM')).toBeVisible();
  expect(stored.listingMls).toBe(listing.mls);
  expect(stored.payload.tour).toMatchObject({ time: '14:30', tourType: 'Video', phone: '+14255550123' });
  await expectNoSeriousA11yViolations(page);
});

test('an offer is sent with its defaults, stored and confirmed', async ({ page, signedIn: user }) => {
  await page.goto(`/listings/make-offer?mls=${listing.mls}`);
  await expect(page.getByRole('heading', { name: 'Make an offer' })).toBeVisible();
  await expect(page.getByLabel('All cash')).toBeChecked();
  await page.getByLabel('Offer amount').fill('612500');
  await expect(page.getByLabel('Offer amount')).toHaveValue('612,500');
  await page.getByLabel('Conventional loan').check();
  await expect(page.getByLabel('Cash down (%)')).toHaveValue('20');
  await expect(page.getByLabel('Cash down ($)')).toHaveValue('122,500');
  await page.getByLabel('Time to close').fill('30');
  await page.getByLabel('Home description').fill('Loved the light in the kitchen.');
  await page.getByLabel('House type').selectOption('RESI');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send my offer' }).click();

  const stored = await expectConfirmed(page, user, { url: /\/listings\/offer-confirm\//, heading: 'We have your offer', intent: 'MakeAnOffer' });
  await expect(page.getByText('$612,500')).toBeVisible();
  expect(stored.listingMls).toBe(listing.mls);
  expect(stored.payload.offer).toMatchObject({
    offerType: 'Conventional',
    offerStatus: 'NotStarted',
    amount: 612500,
    cashDown: 122500,
    cashDownPercentage: 20,
    timeToCloseDays: 30,
    homeDescription: 'Loved the light in the kitchen.',
    houseType: 'RESI',
    requestId: stored.id,
  });
});

test('an inspection request is stored and confirmed', async ({ page, signedIn: user }) => {
  await page.goto(`/inspections/request?mls=${listing.mls}`);
  await expect(page.getByLabel('Street address')).toHaveValue(new RegExp(listing.address.split(' ')[0]));
  await page.getByLabel('Inspection type').selectOption('Roof');
  await page.getByLabel('Notes for the inspector').fill('Dog in the yard.');
  await page.getByRole('button', { name: 'Request the inspection' }).click();

  const stored = await expectConfirmed(page, user, { url: /\/inspections\/request\/confirm\?id=/, heading: 'Your inspection is requested', intent: 'RequestInspection' });
  expect(stored.payload.inspection).toMatchObject({ inspectionType: 'Roof', notes: 'Dog in the yard.', state: listing.state });
});

test('a mortgage request is stored with its defaults and shows on the tasks page', { tag: '@phone' }, async ({ page, signedIn: user }) => {
  await page.goto(`/mortgage/request?mls=${listing.mls}`);
  await expect(page.getByLabel('Primary residence')).toBeChecked();
  // The home's photo keeps its shape in a narrow column (not a tall crop that cuts its sides).
  const photo = await page.locator('main aside img').boundingBox();
  expect(photo!.width / photo!.height).toBeCloseTo(1.6, 1);
  // Every loan type shows, at phone width too, without scrolling the tab row sideways.
  const loanTypes = page.getByRole('tablist');
  await expect(loanTypes.getByRole('tab')).toHaveText(['Buy a home', 'Refinance', 'Home equity line']);
  expect(await loanTypes.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expect(page.getByLabel('Down payment (%)')).toHaveValue('20');
  await page.getByRole('tab', { name: 'Refinance' }).click();
  await page.getByLabel('This is my first home').check();
  await page.getByLabel('When do you need the loan?').selectOption('3');
  await page.getByRole('button', { name: 'Send my mortgage request' }).click();

  const stored = await expectConfirmed(page, user, { url: /\/mortgage\/request\/confirm\?id=/, heading: 'Your mortgage request is sent', intent: 'RequestMortgage' });
  expect(stored.payload.mortgage).toMatchObject({
    lendingType: 'refinance',
    tabNumber: 1,
    firstHomeOwner: true,
    monthsToFund: 3,
    propertyTypeUsage: 'primary-residence',
    loanBalance: 20,
    price: listing.listingPrice,
  });

  await page.getByRole('link', { name: 'your mortgage tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Your mortgage tasks' })).toBeVisible();
  // A new request's documents come from its lender, who has asked for none yet (or none has it yet).
  await expect(page.getByText(/No lender has taken this request yet|has not asked for any documents yet/).first()).toBeVisible();
});

test('a server failure opens the Error! popup and keeps what was typed', async ({ page, signedIn }) => {
  expect(signedIn.id).toBeTruthy();
  await page.route('**/api/v2/Requests', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 'InternalError', errorMessage: 'Offers are paused for maintenance.' }) })
      : route.fallback(),
  );
  await page.goto(`/listings/make-offer?mls=${listing.mls}`);
  await page.getByLabel('Offer amount').fill('555000');
  await page.getByLabel('Notes', { exact: true }).fill('Flexible on the closing date.');
  const send = page.getByRole('button', { name: 'Send my offer' });
  await send.click();

  const popup = page.getByRole('dialog', { name: 'Error!' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Offers are paused for maintenance.');
  await expect(popup).toContainText('Everything you entered is still in the form');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(send).toBeFocused();
  await expect(page).toHaveURL(/\/listings\/make-offer/);
  await expect(page.getByLabel('Offer amount')).toHaveValue('555,000');
  await expect(page.getByLabel('Notes', { exact: true })).toHaveValue('Flexible on the closing date.');

  await page.unroute('**/api/v2/Requests');
  await send.click();
  await expect(page.getByRole('heading', { name: 'We have your offer' })).toBeVisible();
});

test('a signed-out buyer is asked to sign in and the offer form keeps what they typed', async ({ page, buyer }) => {
  await page.goto(`/listings/make-offer?mls=${listing.mls}`);
  await page.getByLabel('Offer amount').fill('599000');
  await page.getByRole('button', { name: 'Send my offer' }).click();

  // The login modal (or, where no slice offers it, the login page) asks the buyer to sign in.
  const modal = page.getByRole('dialog', { name: 'Tell us about yourself.' });
  await expect(modal.or(page.getByRole('heading', { name: 'Tell us about yourself.' })).first()).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).some((k) => k.includes(`offer:`)))).toBe(true);

  // Signing in elsewhere (through the API) and coming back finds the form as it was left.
  await startSession(page, buyer);
  await page.goto(`/listings/make-offer?mls=${listing.mls}`);
  await expect(page.getByLabel('Offer amount')).toHaveValue('599,000');
});

test('a form that fails validation says what to fix and keeps the values', async ({ page, signedIn }) => {
  expect(signedIn.id).toBeTruthy();
  await page.goto(`/inspections/request`);
  await page.getByLabel('Zip code').fill('98');
  await page.getByRole('button', { name: 'Request the inspection' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some details need your attention' })).toBeVisible();
  await expect(page.getByText('Use a 5-digit zip code.')).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Zip code')).toHaveValue('98');
});
