import { expect, test } from '@playwright/test';
import { expectLoggedIn, registerFreshPlayer } from '../support/account.js';
import { captchaCode, freshUsername } from '../support/outbox.js';

/**
 * Referral, invite friends: a member opens the member centre's Invite friends page, sees
 * the invite link with its QR code and copies it; in a second browser context a friend opens that
 * link, registers through it, and the member sees the friend listed. Both browsers share 127.0.0.1,
 * so the friend's row says why no reward will come (the abuse rule: same network).
 */
const PASSWORD = 'Lotus2026';

test('a friend registers through the member’s invite link and is listed', async ({
  page,
  context,
  browser,
}, testInfo) => {
  // Two registrations, each solving a proof of work in the browser: slow on a busy machine.
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerFreshPlayer(page, 'refm', PASSWORD);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Member centre', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('tab', { name: 'Invite friends' }).click();
  const panel = centre.getByRole('tabpanel', { name: 'Invite friends' });
  await expect(panel.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  const url = (await panel.getByTestId('referral-url').textContent())?.trim() ?? '';
  expect(url).toMatch(/\/register\?referralCode=[A-Z2-9]{8}$/);
  await panel.getByRole('button', { name: 'Copy invite link' }).click();
  await expect(panel.getByRole('button', { name: 'Copy invite link' })).toHaveText('Copied');
  await expect(panel.getByText('No friends yet')).toBeVisible();

  // The friend, in a browser of its own, opens the link and registers.
  const friendContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  let friend = '';
  try {
    const friendPage = await friendContext.newPage();
    await friendPage.goto(url);
    const dialog = friendPage.getByRole('dialog', { name: 'Register' });
    friend = freshUsername('reff').toLowerCase();
    await dialog.getByLabel('Username', { exact: true }).fill(friend);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
    await dialog
      .getByLabel('Captcha', { exact: true })
      .fill(await captchaCode(friendPage.request, friendContext));
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expectLoggedIn(friendPage);
  } finally {
    await friendContext.close();
  }

  // The member's list shows the friend (masked), registered, with the refusal's reason.
  await page.reload();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Member centre', exact: true }).click();
  await centre.getByRole('tab', { name: 'Invite friends' }).click();
  const row = panel.getByRole('row', {
    name: new RegExp(`${friend.slice(0, 2)}\\*\\*\\*${friend.slice(-2)}`),
  });
  await expect(row).toBeVisible();
  await expect(row.getByText('Registered', { exact: true })).toBeVisible();
  await expect(row.getByText('No reward: registered from your network (same IP address)')).toBeVisible();
  await expect(panel.getByLabel('Your referrals').getByText('Friends invited')).toBeVisible();
});
