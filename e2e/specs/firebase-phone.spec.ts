/**
 * Firebase phone sign-in (ADR 0023) in Chromium: the real Firebase JS SDK of the built web, the real
 * gateway and platform, and a local stand-in for Firebase's servers that signs ID tokens with a local
 * key the platform is configured with (support/firebase-auth.ts). Its switch changes every
 * visitor's dialogs, so this journey runs alone, last (playwright.config.ts), and leaves it off.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectLoggedIn, signOut } from '../support/account.js';
import { admin } from '../support/admin.js';
import { firebaseCode } from '../support/firebase-auth.js';
import { captchaCode, freshMobile } from '../support/outbox.js';
import { upstreamUrl } from '../support/ports.js';

const firebaseUrl = () => {
  const url = process.env.E2E_FIREBASE_AUTH_URL;
  if (!url) throw new Error('the global setup starts the local Firebase (E2E_FIREBASE_AUTH_URL)');
  return url;
};

/** The code the local Firebase "texted" to the number, once it has. */
async function codeFor(phoneNumber: string): Promise<string> {
  let code: string | null = null;
  await expect.poll(async () => (code = await firebaseCode(firebaseUrl(), phoneNumber))).not.toBeNull();
  return code!;
}

/**
 * Pages are delivered with a security policy that names Firebase's servers (here: the local one)
 * only while the switch is on: the page is loaded once the gateway's answers show it.
 */
async function openWithFirebase(page: Page, path: string) {
  const origin = new URL(firebaseUrl()).origin;
  await expect
    .poll(
      async () =>
        (await page.request.get(path, { headers: { accept: 'text/html' } })).headers()[
          'content-security-policy'
        ] ?? '',
      { timeout: 30_000 },
    )
    .toContain(origin);
  await page.goto(path);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await admin(request, 'PUT', '/admin/modules/FIREBASELOGIN3', { enabled: true });
});
test.afterAll(async ({ request }) => {
  await admin(request, 'PUT', '/admin/modules/FIREBASELOGIN3', { enabled: false });
});

test('registers by a mobile number Firebase proves, then logs in with it', async ({
  page,
  context,
  request,
}) => {
  await openWithFirebase(page, '/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'By mobile number' }).click();
  await expect(
    dialog.getByText('The code is sent by Google Firebase. A quick security check may appear.'),
  ).toBeVisible();
  // MOBILENUMPASSREG3 is off: the number Firebase proves is the credential.
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  const mobile = freshMobile();
  await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  // Firebase's code: a one-minute countdown (spec section 9). Any second of its first ten: on a
  // loaded machine the assertion's next look may come a few seconds after the countdown began.
  await expect(dialog.getByRole('button', { name: /Resend in (60|5\d) s/ })).toBeDisabled({
    timeout: 20_000,
  });
  await dialog.getByLabel('Verification code', { exact: true }).fill(await codeFor(`+84${mobile}`));
  const captcha = dialog.getByLabel('Captcha', { exact: true });
  if (await captcha.isVisible()) await captcha.fill(await captchaCode(request, context));
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
  // Nothing was sent by the platform's own SMS.
  const outbox = await request.get(`${upstreamUrl}/dev/outbox/sms?mobileNum=${mobile}`);
  expect(((await outbox.json()) as { value: unknown[] }).value).toEqual([]);

  await signOut(page);
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('tab', { name: 'SMS login' }).click();
  await login.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await login.getByRole('button', { name: 'Send code' }).click();
  await expect(login.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled({ timeout: 20_000 });
  await login.getByLabel('Verification code', { exact: true }).fill(await codeFor(`+84${mobile}`));
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
});

test('a phone login never opens the forced password change, even for the password 123456', async ({
  page,
}) => {
  await openWithFirebase(page, '/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'SMS login' }).click();
  // demodefault: password 123456, mobile +63 9171234567.
  await dialog.getByRole('button', { name: /Country dialing code/ }).click();
  await dialog.getByRole('option', { name: /\+63/ }).click();
  await dialog.getByLabel('Mobile number', { exact: true }).fill('9171234567');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled({ timeout: 20_000 });
  const code = dialog.getByLabel('Verification code', { exact: true });

  // A wrong code is said beside the field, and nobody is logged in.
  const right = await codeFor('+639171234567');
  await code.fill(right === '000000' ? '000001' : '000000');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(code).toHaveAccessibleDescription('The verification code is incorrect.');

  await code.fill(right);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a proven number without an account is told to register', async ({ page }) => {
  await openWithFirebase(page, '/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'SMS login' }).click();
  const mobile = freshMobile();
  const field = dialog.getByLabel('Mobile number', { exact: true });
  await field.fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled({ timeout: 20_000 });
  await dialog.getByLabel('Verification code', { exact: true }).fill(await codeFor(`+84${mobile}`));
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(field).toHaveAccessibleDescription(
    'No account is registered with this mobile number. Please register first.',
  );
});
