import { expect, test } from '@playwright/test';
import { useSiteConfig } from '../support/siteConfig';
import { CONTENT_PAGES, expectNoSeriousA11yViolations, expectPage } from './content-helpers';

/** The content layouts that differ at phone width: one page of each kind is checked on a phone too. */
const PHONE_SAMPLE = new Set(['/', '/about', '/blog/posts/condo-or-townhouse', '/careers/SeniorWebDeveloper', '/corporate-partner-program', '/sell', '/getloan', '/widget1/acme-relocation']);

/**
 * Pages are opened a few to a browser, one after another, each by its own address: a page opened
 * first in a fresh browser costs the site's whole code again, and that is the same for every page.
 */
const PAGES_PER_BROWSER = 8;
const batches = (pages: typeof CONTENT_PAGES) =>
  Array.from({ length: Math.ceil(pages.length / PAGES_PER_BROWSER) }, (_, i) => pages.slice(i * PAGES_PER_BROWSER, (i + 1) * PAGES_PER_BROWSER));

test.describe('content pages', () => {
  const sample = CONTENT_PAGES.filter(({ url }) => PHONE_SAMPLE.has(url));
  const others = CONTENT_PAGES.filter(({ url }) => !PHONE_SAMPLE.has(url));
  const groups = [...batches(others).map((pages) => ({ pages, tag: [] as string[] })), { pages: sample, tag: ['@phone'] }];
  for (const { pages, tag } of groups) {
    test(`${pages.map(({ url }) => url).join(', ')}: each renders its own page and passes axe`, { tag }, async ({ page }) => {
      test.slow(); // a page load and an accessibility scan for each
      for (const { url, h1 } of pages) {
        await test.step(url, async () => {
          await page.goto(url);
          await expectPage(page, h1);
          await expectNoSeriousA11yViolations(page);
        });
      }
    });
  }

  test('the sitemap lists the titled content pages from the live route table', async ({ page }) => {
    await page.goto('/sitemap');
    const list = page.getByRole('main').getByRole('list').first();
    for (const name of ['About Homeward', 'Careers', 'Corporate partner programme', 'Widgets for partner sites', 'Privacy Policy']) {
      await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(list.getByRole('link', { name: 'Careers', exact: true })).toHaveAttribute('href', '/careers');
  });

  test('an unknown blog post says so inside the page and offers the others', async ({ page }) => {
    await page.goto('/blog/posts/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that post' })).toBeVisible();
    await page.getByRole('link', { name: /Condo or townhouse/ }).click();
    await expect(page).toHaveURL(/\/blog\/posts\/condo-or-townhouse$/);
    await expect(page.getByRole('heading', { level: 1, name: /Condo or townhouse/ })).toBeVisible();
  });

  test('selling opens the Coming soon! modal with the exact text', async ({ page }) => {
    // The store pages are deployment settings: the site's server writes them into the page
    // (#site-config) and serves /site-config.json; configured ones are shown.
    const appStores = { ios: 'https://apps.apple.com/app/id000000001', android: 'https://play.google.com/store/apps/details?id=example.homeward' };
    await useSiteConfig(page, { appStores });
    await page.goto('/sell');
    await page.getByRole('button', { name: 'List my home' }).click();
    const dialog = page.getByRole('dialog', { name: 'Coming soon!' });
    await expect(dialog).toContainText(
      'This feature is currently available only on our mobile iOS and Android app. Please download the app and pay 1.5% listing fee to sell your home.',
    );
    await expect(dialog.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', 'https://apps.apple.com/app/id000000001');
    await expect(dialog.getByRole('link', { name: /Google Play/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an app-only feature opens the second Coming soon! text', async ({ page }) => {
    await page.goto('/homeindex');
    await page.getByRole('button', { name: 'Open the Home Index' }).click();
    await expect(page.getByRole('dialog', { name: 'Coming soon!' })).toContainText(
      'We are currently working on this feature. In the meantime, this feature is available in our mobile app.',
    );
  });

  test('the learn carousel steps through the buyer journey', async ({ page }) => {
    await page.goto('/learn');
    const slide = page.getByRole('group', { name: /^Step 1 of 6/ });
    await expect(slide).toBeVisible();
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByRole('group', { name: 'Step 2 of 6: Get pre-approved' })).toBeVisible();
    await page.getByRole('button', { name: 'Step 6: Close and get your refund' }).click();
    await expect(page.getByRole('group', { name: /^Step 6 of 6/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next step' })).toHaveAttribute('aria-disabled', 'true');
  });
});
