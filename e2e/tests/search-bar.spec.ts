import { expect, test } from '@playwright/test';
import { acceptCookies, apiSearch, formatCount, locationField, resultTotal } from './search-support';

test.describe('search bar', () => {
  test('a zip search goes to listings/zip/{state}/{zip}', { tag: '@phone' }, async ({ page, request }) => {
    await acceptCookies(page);
    await page.goto('/listings');
    const location = await locationField(page);
    await location.fill('98004');
    const zip = page.getByRole('option', { name: /98004/ }).first();
    await expect(zip).toBeVisible();
    await location.press('ArrowDown');
    await location.press('ArrowDown');
    await expect(location).toHaveAttribute('aria-activedescendant', /.+/);
    await location.press('Enter');
    await expect(page).toHaveURL(/\/listings\/zip\/WA\/98004$/);
    const expected = await apiSearch(request, '98004');
    await expect(resultTotal(page)).toHaveText(formatCount(expected.total));
    expect(await page.evaluate(() => localStorage.getItem('placeId'))).toBe('zip:98004');
  });

  test('a place outside WA and MA says it is not available and cannot be searched', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/listings');
    const location = await locationField(page);
    await location.fill('Austin');
    const austin = page.getByRole('option', { name: /Austin, TX/ });
    await expect(austin).toHaveAttribute('aria-disabled', 'true');
    await expect(austin).toContainText('Homeward is not available here yet.');
    // The option is aria-disabled, so the click is forced: a person can still press it.
    await austin.click({ force: true });
    await expect(page).toHaveURL(/\/listings$/);
    await expect(page.getByRole('combobox', { name: 'Location' }).first()).toHaveValue('Austin');
  });

  test('too little text shows the no-text state, which resets after a second', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/listings');
    const location = await locationField(page);
    await location.fill('Be');
    // The state lasts one second: a watcher in the page records when it appears and goes.
    await page.evaluate(() => {
      const seen: { shown?: number; hidden?: number; invalid?: boolean } = {};
      (window as unknown as { noTextState: typeof seen }).noTextState = seen;
      const alertShown = () => [...document.querySelectorAll('[role="alert"]')].some((el) => el.textContent?.includes('Please Select Location'));
      new MutationObserver(() => {
        const now = performance.now();
        if (alertShown() && seen.shown === undefined) {
          seen.shown = now;
          seen.invalid = !!document.querySelector('[role="combobox"][aria-invalid="true"]');
        }
        if (!alertShown() && seen.shown !== undefined && seen.hidden === undefined) seen.hidden = now;
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await location.press('Enter');
    const state = () => page.evaluate(() => (window as unknown as { noTextState: { shown?: number; hidden?: number; invalid?: boolean } }).noTextState);
    await expect.poll(async () => (await state()).hidden !== undefined, { timeout: 5000 }).toBe(true);
    const { shown = 0, hidden = 0, invalid } = await state();
    expect(invalid).toBe(true);
    expect(hidden - shown).toBeGreaterThanOrEqual(900);
    expect(hidden - shown).toBeLessThan(3000);
    await expect(location).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a monthly payment on the home page searches with the max price it buys', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    const location = await locationField(page);
    await location.fill('Bell');
    await page.getByRole('option', { name: /^Bellevue, WA/ }).first().click();
    const amount = page.getByLabel('Amount');
    await amount.fill('3000');
    await expect(amount).toHaveValue('3,000');
    await page.getByLabel('Payment type').selectOption({ label: 'Monthly Payment' });
    await page.getByRole('search', { name: 'Search homes' }).filter({ has: amount }).getByRole('button', { name: 'Search', exact: true }).click();
    const stored = Number((await page.evaluate(() => localStorage.getItem('InterestRate'))) ?? 5.56) || 5.56;
    const r = stored / 100 / 12;
    const expected = Math.floor((3000 * (1 - (1 + r) ** -360)) / r / 0.8);
    await expect(page).toHaveURL(new RegExp(`/listings/city/WA/Bellevue\\?price(\\[|%5B)high(\\]|%5D)=${expected}$`));
  });
});
