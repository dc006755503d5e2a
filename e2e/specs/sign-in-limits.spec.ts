import { expect, test } from '@playwright/test';
import { expectLoggedIn } from '../support/account.js';
import { captchaCode } from '../support/outbox.js';

// Failed logins count per visitor IP too, and every journey comes from 127.0.0.1: this file runs
// after every other journey, in a project of its own (playwright.config.ts).
test('in Vietnamese the wrong-password error is Vietnamese', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('portal.language', 'VI'));
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').first().fill('demoagent');
  await dialog.locator('input[type="password"]').fill('Wrong0000');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByRole('alert')).toContainText('Sai tài khoản hoặc mật khẩu');
});

test('a wrong password shows the translated error, and repeated failures bring a captcha', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill('demoagent');
  const captchaField = dialog.getByLabel('Captcha', { exact: true });
  for (let i = 0; i < 3 && !(await captchaField.isVisible()); i++) {
    await dialog.getByLabel('Password', { exact: true }).fill(`Wrong${i}999`);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('Wrong account or password');
  }
  // The failure that reached the threshold brought the captcha at once: no attempt was refused for
  // the want of one.
  await expect(captchaField).toBeVisible();
  await expect(dialog.getByRole('alert')).not.toContainText('captcha');
  // The typed username survives the failures.
  await expect(dialog.getByLabel('Username', { exact: true })).toHaveValue('demoagent');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await dialog.getByLabel('Captcha', { exact: true }).fill(await captchaCode(request, context));
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
});
