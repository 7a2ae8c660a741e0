import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './content-helpers';

test.describe('widgets', () => {
  test('widget1, widget2 and widget3 each have no nav bar or footer and carry the affiliation in every link', async ({ page }) => {
    for (const slug of ['widget1', 'widget2', 'widget3'] as const) {
      await test.step(slug, async () => {
        await page.goto(`/${slug}/acme-relocation`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Homeward home' })).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);

        const hrefs = await page.getByRole('main').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        expect(hrefs.length).toBeGreaterThan(2);
        for (const href of hrefs) {
          expect(href.includes(`/${slug}/acme-relocation/`) || href.includes(`refferer=${slug}&affiliation=acme-relocation`)).toBe(true);
        }
        await expect(page.getByRole('link', { name: 'Homeward', exact: true })).toHaveAttribute(
          'href',
          `/?refferer=${slug}&affiliation=acme-relocation`,
        );
        await expectNoSeriousA11yViolations(page);
      });
    }
  });

  test('widget1 links to the referrer forms of the content pages', async ({ page }) => {
    await page.goto('/widget1/acme-relocation');
    await expect(page.getByRole('link', { name: 'Buying and selling?' })).toHaveAttribute('href', '/widget1/acme-relocation/buyandsell');
    await expect(page.getByRole('link', { name: 'How buying works' })).toHaveAttribute('href', '/widget1/acme-relocation/learn');
  });

  test('a widget search keeps the affiliation on the listings URL', async ({ page }) => {
    await page.goto('/widget1/acme-relocation');
    const input = page.getByRole('textbox', { name: 'Location' });
    await input.fill('Cambridge, MA');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/widget1\/acme-relocation\/listings\/city\/MA\/Cambridge$/);
  });

  test('a referred page keeps the referrer on its own links', async ({ page }) => {
    await page.goto('/widget3/acme-relocation/buyandsell');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy and sell at the same time' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Search homes' })).toHaveAttribute(
      'href',
      '/?tab=1&refferer=widget3&affiliation=acme-relocation',
    );
  });
});
