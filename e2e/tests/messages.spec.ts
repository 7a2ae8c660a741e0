import { expect, test, type APIRequestContext } from '@playwright/test';
import { applyAsAgent, searchAgentApplications, startAdminSession } from '../support/admin';
import { mailbox, outboxSms } from '../support/outbox';
import { approvedAgent, randomActiveHome } from '../support/partners';
import { requestTour } from '../support/listings';
import { signedInBrowser, signUpByPhone, startSession } from '../support/session';
import { acceptCookies } from '../support/site-helpers';
import type { SinkMail } from '../support/mailSink';

// What people are told, read where it arrives: email at the local SMTP server the site sends to,
// texts in the development outbox.

const ARRIVE = { timeout: 30_000 };

test.beforeEach(async ({ page }) => acceptCookies(page));
test.describe.configure({ timeout: 180_000 });

/** Waits for the email with this subject to reach the address, and returns it. */
async function mailTo(request: APIRequestContext, address: string, subject: string): Promise<SinkMail> {
  let found: SinkMail | undefined;
  await expect.poll(async () => (found = (await mailbox(request, address)).find((m) => m.subject === subject)) !== undefined, { message: `"${subject}" to ${address}`, ...ARRIVE }).toBe(true);
  return found!;
}

async function textTo(request: APIRequestContext, phone: string, pattern: RegExp): Promise<string> {
  let body = '';
  await expect.poll(async () => (body = (await outboxSms(request, phone)).find((m) => pattern.test(m.body ?? ''))?.body ?? ''), ARRIVE).not.toBe('');
  return body;
}

test('an applicant hears of the application and of the manager’s approval by email and text, and the email’s link opens the dashboard', async ({ page, request, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey on desktop');
  const applicant = await signUpByPhone(request);
  const address = `buyer${applicant.phone}@example.com`;
  const licence = `MSG-${applicant.phone.slice(-6)}`;
  await applyAsAgent(request, applicant, licence);
  const received = await mailTo(request, address, 'We received your agent application');
  expect(received.text).toContain('you hear from us by text message and email once the review is done');

  await startAdminSession(page, request);
  const row = await searchAgentApplications(page, licence, ARRIVE);
  await row.getByRole('button', { name: /^Approve/ }).click();
  await page.getByRole('dialog', { name: /^Approve/ }).getByRole('button', { name: 'Approve' }).click();

  const approval = await mailTo(request, address, 'Your agent application is approved');
  expect(approval.from).toBe('no-reply@localhost');
  expect(approval.headers['list-unsubscribe']).toBeUndefined();
  expect(approval.text).toMatch(/^Hello Test,/);
  const link = /Open your dashboard: (\S+)/.exec(approval.text)?.[1];
  expect(link).toBe(`${new URL(page.url()).origin}/agent/Index`);
  expect(approval.html).toContain(`<a href="${link}"`);
  expect(await textTo(request, applicant.phone, /application is approved/)).toBe(`Homeward: your agent application is approved. Your dashboard: ${link}`);

  // The link works: the new agent lands on their dashboard.
  const agentContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const agentPage = await agentContext.newPage();
  await acceptCookies(agentPage);
  await startSession(agentPage, applicant);
  await agentPage.goto(new URL(link!).pathname);
  await expect(agentPage.getByRole('heading', { level: 1, name: 'Real Estate Dashboard' })).toBeVisible(ARRIVE);
  await agentContext.close();

  // Managers see the messages and their delivery.
  await page.goto('/admin/notification');
  const deliveries = page.getByRole('region', { name: 'Emails and texts' });
  await expect(deliveries.getByRole('row').filter({ hasText: `Email to ${address}` }).filter({ hasText: 'Your agent application is approved' })).toContainText('Sent', ARRIVE);
});

test('a tour: the buyer’s confirmation, the agent’s notice, the agent’s answer, and an unsubscribe link that works signed out', async ({ page, request, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey on desktop');
  const home = await randomActiveHome(request, 'Bellevue, WA');
  const agent = await approvedAgent(request, home.zipcode, home.state);
  const agentAddress = `buyer${agent.phone}@example.com`;

  const { context: buyerContext, page: buyerPage, user: buyer } = await signedInBrowser(browser, testInfo);
  const buyerAddress = `buyer${buyer.phone}@example.com`;
  await buyerPage.goto(`/home/${home.mls}`);
  await requestTour(buyerPage, '14:30');

  const confirmation = await mailTo(request, buyerAddress, 'We received your tour');
  expect(confirmation.text).toMatch(/We received your request for a tour of .* at 2:30 PM\./);
  expect(confirmation.headers['list-unsubscribe']).toBeUndefined();
  const notice = await mailTo(request, agentAddress, 'New tour request');
  expect(notice.text).toContain('It is waiting for your answer on your real estate agent dashboard.');
  expect(notice.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  await textTo(request, agent.phone, /^Homeward: new tour request: a tour of/);

  // The agent accepts on the dashboard; the buyer is told.
  await startSession(page, agent);
  await page.goto('/agent/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate Dashboard' })).toBeVisible(ARRIVE);
  await page.getByRole('button', { name: 'Open the tour from Test Buyer' }).click();
  const detail = page.getByRole('dialog', { name: 'Tour from Test Buyer' });
  await detail.getByRole('button', { name: 'Accept' }).click();
  await expect(detail.getByText('Accepted', { exact: true })).toBeVisible();
  const accepted = await mailTo(request, buyerAddress, 'Your tour is confirmed');
  expect(accepted.text).toContain('the Homeward partner accepted your request for a tour');
  await textTo(request, buyer.phone, /^Homeward: your request for a tour .* was accepted\.$/);

  // The buyer opens the update's unsubscribe link in a browser that is not signed in.
  const unsubscribe = /^<(.+)>$/.exec(accepted.headers['list-unsubscribe'] ?? '')?.[1];
  expect(unsubscribe).toBeTruthy();
  const stranger = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const strangerPage = await stranger.newPage();
  const unsubscribeUrl = new URL(unsubscribe!);
  await strangerPage.goto(unsubscribeUrl.pathname + unsubscribeUrl.search);
  await strangerPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(strangerPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await stranger.close();

  // The next answer sends the buyer a text, and no email.
  await detail.getByRole('button', { name: 'Decline' }).click();
  await textTo(request, buyer.phone, /cannot take your request/);
  expect((await mailbox(request, buyerAddress)).filter((m) => m.subject === 'Your tour needs another partner')).toEqual([]);
  await buyerContext.close();
});
