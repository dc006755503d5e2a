import { expect, test } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';
import { upstreamUrl } from '../support/ports.js';

/**
 * The security centre on a player of the run's own: the profile form refuses a birthday
 * under the brand's minimum age under its field, then saves; the player binds an e-mail with the
 * code from the development outbox; the login history lists the sign-in (time, IP, device).
 */
const PASSWORD = 'Lotus2026';
let player = '';

test.beforeAll(async ({ browser }, testInfo) => {
  // Registration solves a proof of work in the browser: slow on a busy machine.
  testInfo.setTimeout(120_000);
  player = await registerPlayerForRun(browser, testInfo, 'prof', PASSWORD);
});

test('a player fills the profile, binds an e-mail with the mailed code and sees the login history', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, context, request, player, PASSWORD);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Member centre', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });

  const profile = centre.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Nickname').fill('Lucky Lotus');
  await profile.getByLabel('Telegram').fill('@lucky_lotus');
  await profile.getByLabel('Birthday').fill('2015-06-01');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('You must be at least 18 years old.')).toBeVisible();
  await profile.getByLabel('Birthday').fill('1990-06-01');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Profile saved.')).toBeVisible();
  await expect(profile.getByLabel('Telegram')).toHaveValue('@lucky_lotus');

  const contacts = centre.getByRole('region', { name: 'E-mail and mobile' });
  await contacts.getByRole('button', { name: /E-mail$/ }).click();
  const form = contacts.getByRole('form', { name: 'E-mail' });
  const email = `${player}@example.com`;
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Send code' }).click();
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${upstreamUrl}/dev/outbox/email?to=${encodeURIComponent(email)}`);
      const mails = ((await res.json()) as { value: { body: string }[] }).value;
      code = /(\d{6})/.exec(mails[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await form.getByLabel('Verification code').fill(code);
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(contacts.getByText('E-mail verified.')).toBeVisible();
  await expect(contacts.getByText('Verified', { exact: true })).toBeVisible();

  const history = centre.getByRole('region', { name: 'Login history' });
  // The run's player signed up here (its session is the registration's): one row, time, IP, device.
  await expect(history.getByRole('cell', { name: /^web / }).first()).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Registration' }).first()).toBeVisible();
});
