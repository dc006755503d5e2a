import { expect, test } from '@playwright/test';
import { admin } from '../support/admin.js';
import { eachLook } from '../support/look.js';
import { tr } from '../support/strings.js';

/**
 * Firebase phone sign-in (ADR 0023) in the login dialog (a code sent, its one-minute countdown, a
 * wrong code refused) and the register dialog's mobile tab, in EN, VI and AR, both themes, 390 and
 * 1440 px. The local Firebase of the global setup stands in for Google's servers.
 */
test('look: phone sign-in by Firebase', async ({ browser, request }) => {
  test.setTimeout(900_000);
  await admin(request, 'PUT', '/admin/modules/FIREBASELOGIN3', { enabled: true });
  try {
    const baseURL = test.info().project.use.baseURL!;
    const firebaseOrigin = new URL(process.env.E2E_FIREBASE_AUTH_URL!).origin;
    await eachLook(browser, { baseURL, languages: ['EN', 'VI', 'AR'] }, async ({ page, lng, shot }) => {
      await expect
        .poll(
          async () =>
            (await page.request.get('/login', { headers: { accept: 'text/html' } })).headers()[
              'content-security-policy'
            ] ?? '',
          { timeout: 30_000 },
        )
        .toContain(firebaseOrigin);
      await page.goto('/login');
      const login = page.getByRole('dialog', { name: tr(lng, 'account-forms:login.title') });
      await login.getByRole('tab', { name: tr(lng, 'account-forms:login.tabSms') }).click();
      await login.getByLabel(tr(lng, 'account-forms:fields.mobileNum'), { exact: true }).fill('912345678');
      await login.getByRole('button', { name: tr(lng, 'account-forms:sendCode') }).click();
      const countdown = tr(lng, 'account-forms:resendIn')
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace('{{seconds}}', '\u2068?\\d+\u2069?');
      await expect(login.getByRole('button', { name: new RegExp(countdown) })).toBeDisabled({
        timeout: 20_000,
      });
      await login.getByLabel(tr(lng, 'account-forms:fields.smsCode'), { exact: true }).fill('000000');
      await login.getByRole('button', { name: tr(lng, 'account-forms:login.submit'), exact: true }).click();
      await expect(login.getByText(tr(lng, 'account-forms:errors.smsCodeInvalid'))).toBeVisible();
      await shot('firebase-login');

      await page.goto('/register');
      const register = page.getByRole('dialog', { name: tr(lng, 'account-forms:register.title') });
      await register.getByRole('tab', { name: tr(lng, 'account-forms:register.tabMobile') }).click();
      await expect(register.getByText(tr(lng, 'account-forms:phoneSignIn.note'))).toBeVisible();
      await shot('firebase-register');
    });
  } finally {
    await admin(request, 'PUT', '/admin/modules/FIREBASELOGIN3', { enabled: false });
  }
});
