import { expect, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations } from '../support/site-helpers';
import { useSiteConfig } from '../support/siteConfig';

/** Publications the site once named as if they had covered Homeward. */
const OUTLETS = /Business Journal|Real Estate Weekly|Housing Finance Review|Seattle Tech Today/;

test.describe('content says only what is true', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('press, testimonials, sample rates and unset links', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'Text, not layout: the phone pass is the smoke test below.');
    await page.goto('/press');
    await expect(page.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Announcements from Homeward' })).toBeVisible();
    await expect(page.getByText('Homeward press release').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Media contact' })).toBeVisible();
    await expect(page.locator('main, body').first()).not.toContainText(OUTLETS);

    await page.goto('/');
    await expect(page.getByText('Illustrative examples, not quotes from real customers.')).toBeVisible();
    const rates = page.getByRole('region', { name: 'Sample mortgage rates' });
    await expect(rates.getByRole('listitem').first()).toContainText('30-Year Fixed');
    await expect(rates).toContainText('Sample rates for illustration only');
    await expect(rates).not.toContainText(/as of/i);
    // Nothing configured on the test site: no store search pages, no network home pages, no made-up phone line.
    await expect(page.locator('a[href*="apps.apple.com/us/search"], a[href*="play.google.com/store/search"]')).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /Facebook|Instagram|LinkedIn/ })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').locator('a[href^="tel:"]')).toHaveCount(0);
  });

  test('configured store, social and phone links are shown', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'Same links on a phone.');
    await useSiteConfig(page, {
      appStores: { ios: 'https://apps.apple.com/app/id000000001' },
      social: { linkedin: 'https://www.linkedin.com/company/example-homeward' },
      supportPhone: '2065550100',
    });
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: '(206) 555-0100' }).first()).toHaveAttribute('href', 'tel:+12065550100');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/company/example-homeward');
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
    await page.goto('/downloadapp');
    await expect(page.getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute('href', 'https://apps.apple.com/app/id000000001');
    await expect(page.getByRole('link', { name: /Get it on Google Play/ })).toHaveCount(0);
  });

  test('/mortgage shows what lender partners offer, the rates and the way to a request', async ({ page }) => {
    await page.goto('/mortgage');
    await expect(page.getByRole('heading', { level: 1, name: 'Mortgages through Homeward’s lender partners' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What our lender partners offer' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sample mortgage rates' }).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Start your mortgage request' }).click();
    await expect(page).toHaveURL('/mortgage/request');
    await expect(page.getByRole('heading', { level: 1, name: 'Request a mortgage' })).toBeVisible();
  });

  test('/calendly books a call in an open slot and keeps what was typed after a failure', async ({ page }) => {
    await page.goto('/calendly');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a call with a Homeward agent' })).toBeVisible();
    await page.getByRole('textbox', { name: /First name/ }).fill('Grace');
    await page.getByRole('button', { name: 'Book the call' }).click();
    await expect(page.getByText('Pick a day for the call.').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Grace');
    await expectNoSeriousA11yViolations(page);

    const day = page.getByRole('combobox', { name: /Day/ });
    const tomorrow = (await day.locator('option').nth(2).getAttribute('value')) ?? '';
    await day.selectOption(tomorrow);
    await page.getByRole('radio', { name: '9:30 am' }).check();
    await page.getByRole('radio', { name: 'A mortgage' }).check();
    await page.getByRole('textbox', { name: /Last name/ }).fill('Hopper');
    await page.getByRole('textbox', { name: /Email/ }).fill(`grace${Date.now()}@example.com`);
    await page.getByRole('textbox', { name: /Phone number/ }).fill('2065550100');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v2/Requests') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Book the call' }).click();
    const body = (await (await sent).json()) as { data: { intent: string; payload: { consultation: { date: string; time: string; topic: string } } } };
    expect(body.data.intent).toBe('ScheduleConsultation');
    expect(body.data.payload.consultation).toMatchObject({ date: tomorrow, time: '09:30', topic: 'Mortgage' });
    const done = page.getByRole('status').filter({ hasText: 'Your call is booked' });
    await expect(done).toContainText('(206) 555-0100');
    await expect(done).toContainText('9:30 am Eastern');
  });
});
