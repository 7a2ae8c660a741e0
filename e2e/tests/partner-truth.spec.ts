import { expect, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations } from '../support/site-helpers';
import { signedInBrowser, startSession } from '../support/session';
import { approvedAgent, approvedLender, randomActiveHome, sendRequest } from '../support/partners';

// What the partner pages promise is what partners and buyers then see (issue 39, items 5, 6, 8 and 11).

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const ARRIVE = { timeout: 30_000 };
const todayLong = () => new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

test("a lender's published rate sheet shows, named and dated, on Get a Loan and a home's mortgage section", async ({ page, request, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey; the dashboard at phone width is checked by the dashboard specs');
  test.slow(true, 'a lender approval, a dashboard and two buyer pages');
  const { lender, company } = await approvedLender(request);
  await startSession(page, lender);
  await page.goto('/partner/lender/dashboard');
  const sheet = page.getByRole('region', { name: 'Your rate sheet' });
  await expect(sheet.getByText(/Not published yet/)).toBeVisible(ARRIVE);
  // The form refuses what the API refuses, in the same words.
  await sheet.getByLabel('30-Year Fixed Rate', { exact: true }).fill('6.5');
  await sheet.getByLabel('30-Year Fixed APR', { exact: true }).fill('6.1');
  await sheet.getByRole('button', { name: 'Publish rate sheet' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('30-Year Fixed: The APR includes the fees, so it cannot be lower than the rate.');
  await sheet.getByLabel('30-Year Fixed APR', { exact: true }).fill('6.612');
  await sheet.getByLabel('15-Year Fixed Rate', { exact: true }).fill('5.875');
  await sheet.getByLabel('15-Year Fixed APR', { exact: true }).fill('5.991');
  await sheet.getByLabel('15-Year Fixed Points', { exact: true }).fill('0.5');
  await sheet.getByRole('button', { name: 'Publish rate sheet' }).click();
  await expect(sheet.getByText(`Published: effective ${todayLong()}.`, { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const buyerPage = await visitor.newPage();
  await acceptCookies(buyerPage);
  await buyerPage.goto('/getloan');
  const card = buyerPage.getByRole('listitem').filter({ has: buyerPage.getByRole('heading', { name: company }) });
  await expect(card).toBeVisible(ARRIVE);
  await expect(card).toContainText(`Rate sheet effective ${todayLong()}`);
  await expect(card.getByRole('row', { name: /30-Year Fixed/ })).toContainText('6.500%6.612%0');
  await expect(card.getByRole('row', { name: /15-Year Fixed/ })).toContainText('5.875%5.991%0.5');
  // Where the average rates are samples they still say so.
  await expect(buyerPage.getByText(/Sample rates for illustration only/)).toBeVisible();
  await expectNoSeriousA11yViolations(buyerPage);

  // What /lender promises lenders is what the two pages above and below show.
  await buyerPage.goto('/lender');
  await expect(buyerPage.getByText('Publish your rate sheet from your dashboard; buyers see your rates, with your name and the sheet’s date, on Get a Loan and beside the payment estimate on every home’s page.')).toBeVisible(ARRIVE);

  const home = await randomActiveHome(request);
  await buyerPage.goto(`/home/${home.mls}`);
  const payment = buyerPage.getByRole('region', { name: 'Monthly payment' });
  await expect(payment.getByRole('heading', { name: company })).toBeVisible(ARRIVE);
  await expect(payment.getByText(`Rate sheet effective ${todayLong()}`).first()).toBeVisible();
  await visitor.close();
});

test('a homeowner asks for an agent on How selling works and the agent serving the zip finds it in the Sell group', async ({ page, request, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey across two users');
  test.slow(true, 'an agent approval and two signed-in users');
  const home = await randomActiveHome(request, 'Redmond, WA');
  const agent = await approvedAgent(request, home.zipcode, home.state);

  const { context: sellerContext, page: sellerPage } = await signedInBrowser(browser, testInfo);
  await sellerPage.goto('/sell/details');
  const form = sellerPage.getByRole('form', { name: 'Ask for a Homeward agent' });
  await expect(form).toBeVisible(ARRIVE);
  await expectNoSeriousA11yViolations(sellerPage);
  await form.getByLabel('Street address').fill('41 Orchard Lane');
  await form.getByLabel('City').fill(home.city);
  await form.getByLabel('State').selectOption(home.state);
  await form.getByLabel('Zip code').fill(home.zipcode);
  await form.getByLabel('Bathrooms').fill('2.3');
  await form.getByRole('button', { name: 'Send to an agent' }).click();
  await expect(form.getByText('Use quarters of a bath (for example 2.5).').first()).toBeVisible();
  await form.getByLabel('Bathrooms').fill('2.5');
  await form.getByLabel('Price you have in mind').fill('875000');
  await form.getByRole('button', { name: 'Send to an agent' }).click();
  await expect(sellerPage.getByRole('heading', { name: 'Your request is sent' })).toBeVisible();
  await expect(sellerPage.getByText(`We have your request to sell 41 Orchard Lane, ${home.city}, ${home.state} ${home.zipcode}.`)).toBeVisible();
  await sellerContext.close();

  await startSession(page, agent);
  await page.goto('/agent/activity');
  const groups = page.getByRole('tablist', { name: 'Request groups' });
  await groups.getByRole('tab', { name: 'Sell (1)' }).click(ARRIVE);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: '41 Orchard Lane' });
  await expect(row).toContainText('Asking $875,000');
  await expect(row).toContainText('Awaiting your answer');
  await row.getByRole('button', { name: 'Open the sale from Test Buyer' }).click();
  const detail = page.getByRole('dialog', { name: 'Sale from Test Buyer' });
  await expect(detail).toContainText('2.5');
  await detail.getByRole('button', { name: 'Accept' }).click();
  await expect(detail.getByText('Accepted', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Accepted');
});

test("an agent who never set an area reads the firm's state that routes requests, and can set their own", { tag: '@phone' }, async ({ page, request }) => {
  test.slow(true, 'an agent sign-up, payment and approval');
  const home = await randomActiveHome(request);
  await startSession(page, await approvedAgent(request, home.zipcode, home.state, { setArea: false }));
  await page.goto('/partner/realestate/dashboard');
  await expect(page.getByText(`Serving ${home.state} (the whole state): your firm's state, used to route requests to you until you set your own area below.`)).toBeVisible(ARRIVE);
  await expect(page.getByText('No service area set yet')).toHaveCount(0);
  const area = page.getByRole('region', { name: 'Service area' });
  await expect(area.getByRole('checkbox', { name: home.state })).toBeChecked();
  await area.getByLabel('Zip codes').fill('123');
  await area.getByRole('button', { name: 'Save service area' }).click();
  await expect(area.getByRole('alert')).toHaveText('Use a 5-digit zip code.');
  await area.getByLabel('Zip codes').fill(home.zipcode);
  await area.getByRole('button', { name: 'Save service area' }).click();
  await expect(page.getByText(`Serving ${home.state} (zips ${home.zipcode})`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the lender of a mortgage asks for documents and marks them received; the buyer sees that on their mortgage tasks', async ({ page, request, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey across two users');
  test.slow(true, 'a lender approval and two signed-in users');
  const { lender, company, profileId } = await approvedLender(request);
  const { context: buyerContext, page: buyerPage, user: buyer } = await signedInBrowser(browser, testInfo);
  await sendRequest(buyerContext.request, buyer, { intent: 'RequestMortgage', mortgage: { price: 720000, lenderId: profileId, propertyAddress: '12 Lake Ave, Seattle, WA 98101' } });
  await buyerPage.goto('/mortgage/tasks');
  await expect(buyerPage.getByText(`${company} has not asked for any documents yet.`)).toBeVisible(ARRIVE);

  await startSession(page, lender);
  await page.goto('/partner/lender/dashboard');
  await page.getByRole('button', { name: 'Open the mortgage from Test Buyer' }).click(ARRIVE);
  const detail = page.getByRole('dialog', { name: 'Mortgage from Test Buyer' });
  await expect(detail.getByText('You have not asked for any documents yet.', { exact: false })).toBeVisible();
  await detail.getByRole('button', { name: '+ A photo ID' }).click();
  await detail.getByLabel('Another document').fill('Gift letter from your parents');
  await detail.getByRole('button', { name: 'Ask for it' }).click();
  await expect(detail.getByRole('heading', { name: 'Documents you ask for (0 of 2 received)' })).toBeVisible();
  // The box shows what the server holds, so it ticks once the API has recorded the receipt.
  await detail.getByRole('checkbox', { name: /A photo ID/ }).click();
  await expect(detail.getByRole('checkbox', { name: /A photo ID/ })).toBeChecked();
  await expect(detail.getByRole('heading', { name: 'Documents you ask for (1 of 2 received)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await buyerPage.reload();
  await expect(buyerPage.getByRole('heading', { name: `Documents ${company} asks for (1 of 2 received)` })).toBeVisible(ARRIVE);
  await expect(buyerPage.getByRole('listitem').filter({ hasText: 'A photo ID' })).toContainText('Received');
  await expect(buyerPage.getByRole('listitem').filter({ hasText: 'Gift letter from your parents' })).toContainText('Still needed');
  // The buyer reads the list; nothing on the page lets them tick a document off themselves.
  await expect(buyerPage.getByRole('checkbox')).toHaveCount(0);
  await buyerContext.close();
});
