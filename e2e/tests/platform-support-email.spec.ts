import { expect, test } from '@playwright/test';

// The site under test is configured with its own support address (HOMEWARD_SUPPORT_EMAIL, e2e/support/site.ts).
const SUPPORT = 'help@homeward.test';

test.describe('the support address comes from the deployment', () => {
  test('a page drawn at build time is sent with the configured address, and the live page shows the same', async ({ page, request }) => {
    const html = await (await request.get('/terms-of-use')).text();
    expect(html).toContain(`mailto:${SUPPORT}`);
    expect(html).not.toMatch(/homeward\.example|homeward-support-email-slot/);

    await page.goto('/terms-of-use');
    await expect(page.getByRole('main').getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
  });

  test('the contact page names it', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('main').getByRole('link', { name: SUPPORT })).toBeVisible();
  });
});
