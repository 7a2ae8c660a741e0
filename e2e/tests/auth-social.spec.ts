import { expect, test } from '@playwright/test';
import { expectAccessible, expectSignedIn, storedLoginDetails } from './auth-helpers';

test.describe('social sign-in through the local identity provider (spec 7)', () => {
  test('provider 1 signs a new person in and returns to the page they came from', async ({ page }) => {
    const email = `social.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto('/login?redirect=%2Fabout');
    await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Microsoft' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expectSignedIn(page);
    expect(await storedLoginDetails(page)).toMatchObject({ authProvider: 1, isEstablished: true });
    expect(await page.evaluate(() => localStorage.getItem('_refresh_token.provider-1'))).toBeTruthy();
  });

  test('provider 2 without a name sends the person to the account page to finish the profile', async ({ page }) => {
    const email = `nameless.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/account');
    expect(await storedLoginDetails(page)).toMatchObject({ authProvider: 2, isEstablished: false });
  });

  test('cancelling at the provider explains it and offers the way back', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(/\/auth\/callback/);
    await expect(page.getByRole('alert')).toHaveText('Sign-in was cancelled. You can try again or use your phone number.');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
