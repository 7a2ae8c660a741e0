import { expect, test } from '@playwright/test';
import { codeDialog, expectNoSeriousA11yViolations, expectSignedIn, loginByApi, maskedPhone, nthCode, randomPhone, requestCode, storedLoginDetails } from './auth-helpers';

test.describe('login by phone (spec 4.2)', () => {
  test('a new user signs up from a page and lands back on it', { tag: '@phone' }, async ({ page, request }) => {
    const phone = randomPhone();
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Sign In/Up' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Fabout');
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself.' })).toBeVisible();
    await expect(page.getByText('Log in or create an account to continue.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe('/about');
    await expectNoSeriousA11yViolations(page);

    await requestCode(page, phone);
    const dialog = codeDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`We texted a 6-digit code to +1 ${maskedPhone(phone)}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dialog[open]');
    await dialog.getByLabel('6-digit code').fill(await nthCode(request, phone, 1));

    const details = page.getByRole('dialog', { name: 'Create your account' });
    await expect(details).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dialog[open]');
    await details.getByRole('button', { name: 'Create account' }).click();
    await expect(details.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(details.getByText('Enter your first name.')).toBeVisible();
    await details.getByLabel('First name').fill('Jordan');
    await details.getByLabel('Last name').fill('Rivera');
    await details.getByLabel('Email').fill(`jordan.${phone}@example.com`);
    await details.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/about');
    await expectSignedIn(page);
    expect(await storedLoginDetails(page)).toMatchObject({ id: expect.any(String), accessToken: expect.any(String), tokenExpiration: expect.any(Number) });
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeTruthy();
  });

  test('an existing user logs in and returns to the protected page they asked for', async ({ page, request }) => {
    const phone = randomPhone();
    await loginByApi(request, phone);
    await page.goto('/mortgage/tasks');
    await expect(page).toHaveURL('/login?redirect=%2Fmortgage%2Ftasks');
    await requestCode(page, phone);
    await codeDialog(page).getByLabel('6-digit code').fill(await nthCode(request, phone, 2));
    await expect(page).toHaveURL('/mortgage/tasks');
    await expectSignedIn(page);
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toHaveCount(0);
  });

  test('the phone field keeps the mask and rejects letters', async ({ page }) => {
    await page.goto('/login');
    const field = page.getByLabel('Mobile phone number');
    await field.pressSequentially('42abc55550123999');
    await expect(field).toHaveValue('(425) 555-0123');
    await page.getByLabel('Country code').selectOption('CA');
    await expect(page.getByLabel('Country code')).toHaveValue('CA');
  });
});
