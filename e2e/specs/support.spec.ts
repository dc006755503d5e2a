import { expect, test } from '@playwright/test';
import { registerFreshPlayer } from '../support/account.js';
import { admin } from '../support/admin.js';

test('customer service from the right bar opens the demo live chat, which answers', async ({ page }) => {
  const cspViolations: string[] = [];
  await page.goto('/index');
  const shortcuts = page.getByRole('complementary', { name: 'Shortcuts' });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    shortcuts.getByRole('button', { name: 'Customer service' }).click(),
  ]);
  popup.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
  await expect(popup).toHaveURL(/\/support-chat\/live\?channel=web&language=EN$/);
  await expect(popup.getByRole('heading', { name: 'Live chat' })).toBeVisible();

  await popup.getByLabel('Type a message').fill('How do I withdraw my winnings?');
  await popup.getByRole('button', { name: 'Send' }).click();
  const log = popup.getByRole('list', { name: 'Live chat' });
  await expect(log.getByText('How do I withdraw my winnings?')).toBeVisible();
  await expect(log.getByText(/^Withdrawals: set a payment password/)).toBeVisible();
  expect(cspViolations).toEqual([]);
  await popup.close();
});

test('a VIP member gets the VIP desk and the chat room honours title, language and colour', async ({
  page,
  request,
}) => {
  // A player of its own, ranked VIP by the operator (other journeys change the seeded demovip).
  const vip = await registerFreshPlayer(page, 'vip', 'Lotus2026');
  await admin(request, 'PATCH', `/admin/members/${vip}`, { rankLevel: 5 });
  const shortcuts = page.getByRole('complementary', { name: 'Shortcuts' });
  const [desk] = await Promise.all([
    page.waitForEvent('popup'),
    shortcuts.getByRole('button', { name: 'Customer service' }).click(),
  ]);
  await expect(desk).toHaveURL(/\/support-chat\/vip\?/);
  await expect(desk.getByRole('heading', { name: 'VIP chat' })).toBeVisible();
  await desk.close();

  const [room] = await Promise.all([
    page.waitForEvent('popup'),
    shortcuts.getByRole('button', { name: 'Chat room' }).click(),
  ]);
  await expect(room).toHaveURL(/\/support-chat\/room\?ticket=.*b2c=1.*title=Lucky\+Lotus.*language=EN/);
  await expect(room).toHaveTitle('Lucky Lotus');
  await room.getByLabel('Type a message').fill('Hello from the VIP');
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByRole('list', { name: 'Lucky Lotus' }).getByText('Hello from the VIP')).toBeVisible();
  await room.close();
});

test('the chat room asks a visitor to log in', async ({ page }) => {
  let popups = 0;
  page.on('popup', () => {
    popups += 1;
  });
  await page.goto('/index');
  await page
    .getByRole('complementary', { name: 'Shortcuts' })
    .getByRole('button', { name: 'Chat room' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(popups).toBe(0);
});
