import { expect, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations } from '../support/site-helpers';
import { signIn, signUpByPhone } from '../support/session';
import { approveApplication, dayFromToday, randomActiveHome, sendRequest } from '../support/partners';

/** A page's first content can take a while when the signed-in guard and a slice load together. */
const ARRIVE = { timeout: 30_000 };

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('an inspector applies in three steps, is approved, and works an inspection request from the dashboard', async ({ page, request, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same journey on a phone is covered by the page checks');
  test.slow(true, 'a whole journey across two users and the manager');
  const home = await randomActiveHome(request, 'Renton, WA');
  const company = `Inspect ${Date.now().toString(36)} ${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  await signIn(page, request);

  await page.goto('/inspections/become_an_inspector');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Home inspector', ARRIVE);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Apply as a home inspector' }).click();

  // Step 1 refuses to go on while empty, marking every required field.
  await expect(page).toHaveURL(/\/inspections\/inspector\/inspector-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your information' })).toBeVisible(ARRIVE);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  // Spec 4.4 names the inspector's steps.
  await expect(page.getByRole('navigation', { name: 'Application steps' })).toHaveText(/1\. Inspector info.*2\. Business info.*3\. Additional info/);
  await page.getByRole('button', { name: 'Next' }).click();
  for (const label of ['First name', 'Last name', 'Email', 'Mobile phone']) {
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page).toHaveURL(/inspector-info$/);
  await page.getByLabel('First name').fill('Jo3');
  await page.getByLabel('First name').blur();
  await expect(page.getByText('A name cannot contain digits.')).toBeVisible();
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('jordan.reyes@example.com');
  await page.getByLabel('Mobile phone').fill('4255550142');
  await expect(page.getByLabel('Mobile phone')).toHaveValue('(425) 555-0142');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2; the draft survives a reload and a step back.
  await expect(page.getByRole('heading', { level: 1, name: 'Enter info about your business' })).toBeVisible();
  await page.getByLabel('Company name').fill(company);
  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue(company, ARRIVE);
  await page.getByRole('navigation', { name: 'Application steps' }).getByRole('link', { name: /Inspector info/ }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Home inspector licence number').fill('HI-4410');
  await page.getByLabel('Business street address').fill('410 Pine St');
  await page.getByLabel('City').fill('Seattle');
  await page.getByLabel('State').selectOption('WA');
  await page.getByLabel('Zip code').fill('98101');
  await page.getByLabel('Year the business started').fill('2014');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3 and sending.
  await expect(page.getByRole('heading', { level: 1, name: 'Enter additional info about your business' })).toBeVisible();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Choose at least one state you serve.')).toBeVisible();
  await page.getByRole('group', { name: 'States you serve' }).getByLabel('Washington (WA)').check();
  await page.getByLabel('Zip codes you serve').fill(home.zipcode);
  await page.getByRole('group', { name: 'Inspections you offer' }).getByLabel('General').check();
  await page.getByLabel('About your business').fill('Licensed inspections of homes in King County.');
  await page.getByLabel(/accept the Homeward partner terms/).check();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'We have your application' })).toBeVisible();
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();

  // The manager approves; a buyer elsewhere asks for an inspection of a home in the inspector's zip.
  await approveApplication(request, company);
  const buyerContext = await browser.newContext();
  const buyer = await signUpByPhone(buyerContext.request);
  const preferred = dayFromToday(9);
  await sendRequest(buyerContext.request, buyer, {
    intent: 'RequestInspection',
    listing_MLS: home.mls,
    inspection: { address: home.address, city: home.city, state: home.state, zipCode: home.zipcode, preferredDate: preferred, inspectionType: 'Roof' },
  });
  await buyerContext.close();

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible(ARRIVE);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: /Partners/ }).click();
  await page.getByRole('link', { name: 'Service Provider Dashboard' }).click();
  await expect(page).toHaveURL(/\/partner\/serviceprovider\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Provider Dashboard' })).toBeVisible(ARRIVE);
  const row = page.getByRole('row').filter({ hasText: home.address });
  await expect(row).toContainText('Roof', ARRIVE);
  await expect(row).toContainText('Awaiting your answer');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: /^Open/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Test Buyer');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog.getByText('Accepted', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Accepted');
});
