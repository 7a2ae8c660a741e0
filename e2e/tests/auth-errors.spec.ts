import { expect, test, type Locator, type Page } from '@playwright/test';
import { codeDialog, nthCode, randomPhone, requestCode, sendCodeByApi } from './auth-helpers';

const INVALID = 'Invalid code, please enter the correct 6-digit code.';
const EXPIRED = 'Your code has expired. Please request another verification code.';
const LOCKED_24 = 'You’re doing that too much, and have been locked out. Please try again in 24 hours.';
const LOCKED_1 = "Unfortunately, you're locked out. Please try again after 1 hours.";

/** Any six digits but the right ones. */
const wrong = (code: string) => code.split('').map((d) => String((Number(d) + 1) % 10)).join('');

/** Asks for a code on the login page for a fresh phone; answers the phone and the popup's code field. */
async function askForCode(page: Page): Promise<{ phone: string; input: Locator }> {
  const phone = randomPhone();
  await page.goto('/login');
  await requestCode(page, phone);
  return { phone, input: codeDialog(page).getByLabel('6-digit code') };
}

test.describe('login errors (spec 8)', () => {
  test('a wrong code says so in the popup and can be corrected', async ({ page, request }) => {
    const { phone, input } = await askForCode(page);
    const code = await nthCode(request, phone, 1);
    await input.fill(wrong(code));
    await expect(codeDialog(page).getByRole('alert')).toHaveText(INVALID);
    await expect(input).toHaveValue(wrong(code));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill(code);
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  });

  test('an empty code gets a red border', async ({ page }) => {
    const { input } = await askForCode(page);
    await codeDialog(page).getByRole('button', { name: 'Verify' }).click();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveCSS('border-top-color', 'rgb(179, 38, 30)');
  });

  test('a code replaced by a newer one has expired', async ({ page, request }) => {
    const { phone, input } = await askForCode(page);
    const first = await nthCode(request, phone, 1);
    // Only the newest code works: a second request (another tab, another device) retires the first.
    expect((await sendCodeByApi(request, phone)).status).toBe(200);
    await input.fill(first);
    await expect(codeDialog(page).getByRole('alert')).toHaveText(EXPIRED);
  });

  test('too many code requests lock the number out for 24 hours', async ({ page, request }) => {
    const phone = randomPhone();
    for (let i = 0; i < 5; i++) expect((await sendCodeByApi(request, phone)).status).toBe(200);
    await page.goto('/login');
    await requestCode(page, phone);
    await expect(page.getByRole('alert').filter({ hasText: LOCKED_24 })).toBeVisible();
    await expect(page.getByLabel('Mobile phone number')).toHaveAttribute('aria-invalid', 'true');
    await expect(codeDialog(page)).toHaveCount(0);
  });

  test('too many wrong codes lock the number out for an hour', async ({ page, request }) => {
    const { phone, input } = await askForCode(page);
    const code = await nthCode(request, phone, 1);
    const alert = codeDialog(page).getByRole('alert');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await input.fill(`${attempt}`.repeat(6) === code ? wrong(code) : `${attempt}`.repeat(6));
      await expect(alert).toHaveText(INVALID);
      await input.fill('');
    }
    await input.fill(wrong(code));
    await expect(alert).toHaveText(LOCKED_1);
    await input.fill(code);
    await expect(alert).toHaveText(LOCKED_1);
  });
});
