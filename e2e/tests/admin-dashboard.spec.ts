import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, applyAsAgent, searchAgentApplications, startAdminSession } from '../support/admin';
import { activeListing } from '../support/listings';
import { signUpByPhone, userHeaders } from '../support/session';
import { expectNoSeriousA11yViolations } from '../support/site-helpers';
import { codeDialog, nthCode, textedCodes } from './auth-helpers';

const SIDEBAR = ['Home', 'Request Dashboard', 'Agent manager', 'User manager', 'Inspector manager', 'Notifications', 'Listings feed', 'Settings'];

/** Every admin page with the heading it shows. */
const PAGES: Array<[string, string]> = [
  ['/admin/home', 'Home'],
  ['/admin/agents', 'Agent manager'],
  ['/admin/agents/vertifyStatus', 'Verify agent status'],
  ['/admin/user-manager', 'User manager'],
  ['/admin/inspector-manager', 'Inspector manager'],
  ['/admin/request', 'Request dashboard'],
  ['/admin/lend/lending-manager', 'Lending manager'],
  ['/admin/lend/lending-details', 'Mortgage requests'],
  ['/admin/lend/lender-details', 'Lender details'],
  ['/admin/notification', 'Notifications'],
  ['/admin/listings-feed', 'Listings feed'],
  ['/admin/settings', 'Settings'],
];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** A full page load fetches the shell and the admin slice before anything is drawn. */
const PAGE_LOAD = { timeout: 20_000 };

/** On a phone the sidebar folds into a menu button. */
async function openMenu(page: Page, isMobile: boolean) {
  if (isMobile) await sidebar(page).getByRole('button', { name: 'Admin menu' }).click();
}

test.describe('admin dashboard (spec 2.1, 2.4, 4.2)', () => {
  test('guards, signs in, opens every page and signs out', { tag: '@phone' }, async ({ page, isMobile }) => {
    test.slow();
    await page.goto('/admin/agents');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fagents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manager sign-in' })).toBeVisible(PAGE_LOAD);

    // An unknown address each time, so repeated runs never lock the real administrator out.
    await page.getByLabel('Email').fill(`nobody-${Date.now()}@homeward.local`);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Checking a password is deliberately slow work on the server.
    await expect(page).toHaveURL('/admin/agents', { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('isAdmin'))).toBe('true');

    await openMenu(page, isMobile);
    await expect(sidebar(page).getByRole('listitem')).toHaveText([...SIDEBAR, 'Log out']);

    await sidebar(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    // Settings: the new password must be confirmed, and a wrong current password is refused.
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('a-long-new-password');
    await page.getByLabel('New password again').fill('a-different-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('New password again').fill('a-long-new-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your current password is not correct.' })).toBeVisible();

    await openMenu(page, isMobile);
    await sidebar(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/admin/login');
    expect(await page.evaluate(() => [localStorage.getItem('isAdmin'), localStorage.getItem('loginDetails')])).toEqual(['false', null]);
    await page.goto('/admin/home');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/, PAGE_LOAD);
  });

  // Six pages to a browser, each opened by its own address: a fresh browser costs the whole site's code again.
  for (const pages of [PAGES.slice(0, 6), PAGES.slice(6)]) {
    test(`${pages.map(([path]) => path).join(', ')}: each draws without serious accessibility issues`, async ({ page, request }) => {
      test.slow(); // a page load and an accessibility scan for each
      await startAdminSession(page, request);
      for (const [path, heading] of pages) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(PAGE_LOAD);
          await expect(page.getByText("Whoops! We can't find what you're looking for")).toHaveCount(0);
          // Lists have drawn their rows or their empty state before the scan.
          await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
          await expectNoSeriousA11yViolations(page);
        });
      }
    });
  }

  test('a signed-in non-manager is kept out of the admin pages', async ({ page, request }) => {
    const user = await signUpByPhone(request);
    const denied = await request.get('/api/v2/admin/users', { headers: userHeaders(user) });
    expect(denied.status()).toBe(403);
    await page.addInitScript((u) => {
      localStorage.setItem('loginDetails', JSON.stringify({ id: u.id, accessToken: u.accessToken, tokenExpiration: u.tokenExpiration }));
      localStorage.setItem('userToken', u.id);
    }, user);
    await page.goto('/admin/user-manager');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fuser-manager$/, PAGE_LOAD);
  });

  test('the manager approves an agent application, routes a request to the new agent and sends a notice', async ({ page, request }) => {
    test.setTimeout(90_000);
    const applicant = await signUpByPhone(request);
    const licence = `LIC-${applicant.phone.slice(-6)}`;
    await applyAsAgent(request, applicant, licence);
    const buyer = await signUpByPhone(request);
    const listing = await activeListing(request);
    const offer = await request.post('/api/v2/Requests', {
      headers: userHeaders(buyer),
      data: { intent: 'MakeAnOffer', listing_MLS: listing.mls, offer: { amount: 650000 } },
    });
    expect(offer.ok()).toBe(true);
    const offerId = ((await offer.json()) as { data: { id: string } }).data.id;

    await startAdminSession(page, request);
    const row = await searchAgentApplications(page, licence, PAGE_LOAD);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Harbor Realty Group');
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('Under review');
    await row.getByRole('button', { name: /^Approve/ }).click();
    const confirm = page.getByRole('dialog', { name: /^Approve/ });
    await expect(confirm).toContainText('They become an agent');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(confirm).toBeHidden();
    // The verify queue shows applications under review only, so the approved one leaves it.
    await expect(page.getByText('No agent applications match.')).toBeVisible();
    await page.getByLabel('Status').selectOption('1');
    await expect(page.getByRole('row').filter({ hasText: licence })).toContainText('Approved');

    // The manager hands the offer to the new agent (offers go to real estate agents only). Routing may
    // already have given it to another agent serving that zip, so it is an assignment or a reassignment.
    await page.goto(`/admin/request?search=${offerId}`);
    const request1 = page.getByRole('row').filter({ hasText: 'Offer' });
    await expect(request1).toContainText(/Waiting for a partner|With partner/, PAGE_LOAD);
    await request1.getByRole('button', { name: /^(Assign|Reassign) request/ }).click();
    const assign = page.getByRole('dialog', { name: /^(Assign|Reassign) offer request/ });
    await assign.getByLabel('Find a partner by name, company, email or phone').fill(applicant.phone);
    await assign.getByRole('button', { name: 'Search' }).click();
    // Nobody yet, and the one agent with this phone.
    await expect(assign.getByRole('radio')).toHaveCount(2);
    await assign.getByRole('radio', { name: /Test Buyer/ }).check();
    await assign.getByRole('button', { name: 'Save assignment' }).click();
    await expect(assign).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: 'Offer' })).toContainText('Real Estate Agent');

    // A notice to the buyer, from the user manager.
    await page.goto(`/admin/user-manager?search=${buyer.phone}`);
    await expect(page.getByRole('row')).toHaveCount(2, PAGE_LOAD);
    await page.getByRole('link', { name: 'Send notice to Test Buyer' }).click();
    await expect(page.getByLabel('Title')).toBeVisible();
    const title = `Your offer ${offerId.slice(0, 8)}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Message').fill('An agent is now looking after your offer.');
    await page.getByRole('button', { name: 'Send notice' }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('One user: Test Buyer');
    await expect(page.getByLabel('Title')).toHaveValue('');

    // Home lists the actions.
    await page.goto('/admin/home');
    await expect(page.getByRole('listitem').filter({ hasText: 'changed an agent application' }).first()).toBeVisible(PAGE_LOAD);

    // The applicant, signing in again through the agent sign-up, is routed as an approved agent.
    await page.evaluate(() => localStorage.clear());
    const before = (await textedCodes(request, applicant.phone)).length;
    await page.goto('/login?flow=agent');
    const modal = page.getByRole('dialog', { name: 'Become a Homeward agent' });
    await modal.getByLabel('Mobile phone number').fill(applicant.phone);
    await modal.getByRole('button', { name: 'Send my code' }).click();
    await codeDialog(page).getByLabel('6-digit code').fill(await nthCode(request, applicant.phone, before + 1));
    await expect(page).toHaveURL('/agent/agent-flow/alreadyagent');
  });

  test('suspends and restores a user', async ({ page, request }) => {
    const user = await signUpByPhone(request);
    await startAdminSession(page, request);
    await page.goto(`/admin/user-manager?search=${user.phone}`);
    const row = page.getByRole('row').filter({ hasText: 'Test Buyer' });
    await expect(row).toContainText('Active', PAGE_LOAD);
    await row.getByRole('button', { name: 'Suspend Test Buyer' }).click();
    await page.getByRole('dialog', { name: 'Suspend Test Buyer?' }).getByRole('button', { name: 'Suspend' }).click();
    await expect(row).toContainText('Suspended');
    expect((await request.get('/api/v2/Account/Details', { headers: userHeaders(user) })).status()).toBe(401);
    await row.getByRole('button', { name: 'Restore Test Buyer' }).click();
    await page.getByRole('dialog', { name: 'Restore Test Buyer?' }).getByRole('button', { name: 'Restore' }).click();
    await expect(row).toContainText('Active');
    // The partner-applications list shows its empty state when nothing waits.
    await page.goto('/admin/inspector-manager?q=no-such-company-anywhere');
    await expect(page.getByText('No partner applications match.')).toBeVisible(PAGE_LOAD);
  });
});
