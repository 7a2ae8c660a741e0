import { expect, test } from '@playwright/test';
import { codeDialog, expectNoSeriousA11yViolations, loginByApi, nthCode, randomPhone } from './auth-helpers';

test.describe('agent sign-up modal (spec 2.6, 4.3, 8)', () => {
  test('a new phone starts the agent flow', async ({ page, request }) => {
    const phone = randomPhone();
    await page.goto('/login?flow=agent');
    const modal = page.getByRole('dialog', { name: 'Become a Homeward agent' });
    await expect(modal).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dialog[open]');
    await modal.getByLabel('Mobile phone number').fill(phone);
    await modal.getByRole('button', { name: 'Send my code' }).click();
    await codeDialog(page).getByLabel('6-digit code').fill(await nthCode(request, phone, 1));
    await expect(page).toHaveURL('/agent/agent-flow');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('homeward.agentSignup') ?? 'null'))).toMatchObject({
      phone: `+1${phone}`,
      isNewUser: true,
      agentStatus: -1,
    });
  });

  test('an existing account is offered "Log in instead" and "Try again"', async ({ page, request }) => {
    const phone = randomPhone();
    await loginByApi(request, phone);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Apply to join as an agent' }).click();
    const modal = page.getByRole('dialog', { name: 'Become a Homeward agent' });
    await modal.getByLabel('Mobile phone number').fill(phone);
    await modal.getByRole('button', { name: 'Send my code' }).click();
    const code = await nthCode(request, phone, 2);
    await codeDialog(page).getByLabel('6-digit code').fill(code.split('').reverse().join('') === code ? '000000' : code.split('').reverse().join(''));
    await expect(codeDialog(page).getByRole('alert')).toHaveText('Your token is expired. please request another token.');
    await codeDialog(page).getByLabel('6-digit code').fill(code);

    const error = page.getByRole('dialog', { name: 'You already have an account' });
    await expect(error.getByRole('alert')).toHaveText(
      'You already have an account with this phone number. Please click on the login menu and try to login to your account.',
    );
    await expectNoSeriousA11yViolations(page, 'dialog[open]');
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(modal.getByLabel('Mobile phone number')).toHaveValue(/\(\d{3}\) \d{3}-\d{4}/);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself.' })).toBeVisible();
  });
});
