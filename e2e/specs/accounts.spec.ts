import { expect, test } from '@playwright/test';
import { expectLoggedIn, expectLoggedOut, signOut } from '../support/account.js';
import { captchaCode, freshMobile, freshUsername, smsCode } from '../support/outbox.js';

test('register by username, land logged in, then sign out through the confirm dialog', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();
  const username = freshUsername();
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Lotus2026');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('Lotus2026');
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await dialog.getByLabel('Captcha', { exact: true }).fill(await captchaCode(request, context));
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
  await expect(page.getByRole('banner').getByText(username.toLowerCase())).toBeVisible();
  await signOut(page);
  await expect(page).toHaveURL(/\/index$/);
});

test('register by mobile with the code from the SMS outbox, no password asked', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'By mobile number' }).click();
  // The seed: MOBILENUMPASSREG3 off, REGMOBVERF3 on. The number the code proves is the credential.
  await expect(dialog.getByText(/log in with a verification code/)).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel('Confirm password', { exact: true })).toHaveCount(0);
  const mobile = freshMobile();
  await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('Verification code', { exact: true }).fill(await smsCode(request, mobile));
  const captcha = dialog.getByLabel('Captcha', { exact: true });
  if (await captcha.isVisible()) await captcha.fill(await captchaCode(request, context));
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
});

test('log in by SMS code', async ({ page, request }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'SMS login' }).click();
  // demoplayer's mobile is +84 912345678; +84 is the first dialing code.
  await dialog.getByLabel('Mobile number', { exact: true }).fill('912345678');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('Verification code', { exact: true }).fill(await smsCode(request, '912345678'));
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
  await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
});

test('forgot password by phone, then logged in automatically', async ({ page, request }) => {
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByRole('tab', { name: 'By mobile number' }).click();
  // demovip: +66 812345678.
  await dialog.getByRole('button', { name: /Country dialing code/ }).click();
  await dialog.getByRole('option', { name: /\+66/ }).click();
  await dialog.getByLabel('Mobile number', { exact: true }).fill('812345678');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('Verification code', { exact: true }).fill(await smsCode(request, '812345678'));
  const password = `Vip${Date.now().toString().slice(-7)}`;
  await dialog.getByLabel('New password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
  await expect(page).toHaveURL(/\/index$/);
});

test('the password 123456 forces a change that cannot be dismissed', async ({ page }) => {
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username', { exact: true }).fill('demodefault');
  await login.getByLabel('Password', { exact: true }).fill('123456');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();

  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible({ timeout: 20_000 });
  await expect(change.getByText('demodefault')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(change).toBeVisible();
  await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await change.getByLabel('New password', { exact: true }).fill('Lotus2026');
  await change.getByLabel('Confirm password', { exact: true }).fill('Lotus2026');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
});

test('a free-play account gets the real-account warning on deposit', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Free play' }).click();
  await expectLoggedIn(page);
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const warning = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(warning.getByText(/free-play account/)).toBeVisible();
  await warning.getByRole('button', { name: 'Register a real account' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a logged-out tap on the member centre opens the login popup', async ({ page }) => {
    await page.goto('/index');
    await expectLoggedOut(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Member centre' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});
