import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectSignedIn, storedLoginDetails } from './auth-helpers';

test.describe('social sign-in through the API and the local identity provider (spec 7)', () => {
  // Each test crosses two sites and four page loads (site, provider, callback, landing page).
  test.describe.configure({ timeout: 120_000 });
  test('provider 1 signs a new person in and returns to the page they came from; no provider token reaches the browser', async ({ page }) => {
    const email = `social.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto('/login?redirect=%2Fabout');
    await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Microsoft' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/about', { timeout: 30_000 });
    await expectSignedIn(page);
    expect(await storedLoginDetails(page)).toMatchObject({ authProvider: 1, isEstablished: true });
    // The code exchange and the provider's tokens stay with the API.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('provider')))).toEqual([]);
  });

  test('the callback address used again, or in another tab, signs no one in', async ({ page, context }) => {
    const email = `replay.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto('/login?redirect=%2F%2Fevil.example');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First name').fill('Ria');
    await page.getByLabel('Last name').fill('Chen');
    const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/auth/callback');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const callbackUrl = (await callback).url();
    // A redirect off the site is not followed: the person lands on the home page.
    await expect(page).toHaveURL('/', { timeout: 30_000 });
    await expectSignedIn(page);

    const other = await context.newPage();
    await other.goto(callbackUrl);
    await expect(other.getByRole('alert')).toHaveText('This sign-in link has already been used or has expired. Please sign in again.', { timeout: 30_000 });
    await expect(other.getByRole('link', { name: 'Back to login' })).toBeVisible();
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
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
