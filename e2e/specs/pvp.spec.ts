import { expect, test } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';
import { grantBonus } from '../support/admin.js';
import { cents, dollars, headerBalance, readHeaderBalance } from '../support/money.js';

/**
 * The PvP journey: a player registered for this run opens the PVP page, picks a room of the Niu-Niu
 * table, sits down with bots, deals in to the room's shared hand and finds it in the betting record; on a phone (390 px)
 * the table plays by keyboard too. Only this player's money moves, so the balance is checked to the cent.
 */
const PASSWORD = 'Lotus2026';
const FUNDS = 20;
let player = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  player = await registerPlayerForRun(browser, testInfo, 'pvp', PASSWORD);
});

test('a player opens a room from /pvp, plays a hand with bots and sees it in the betting record', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, context, request, player, PASSWORD);
  const before = await readHeaderBalance(page);
  await grantBonus(request, player, String(FUNDS), 'PvP journey funds');
  await expect(headerBalance(page)).toHaveText(dollars(before + FUNDS * 100), { timeout: 30_000 });

  await page.goto('/pvp');
  const rooms = page.getByRole('region', { name: 'Tables' });
  await rooms.getByRole('button', { name: /^Play at .*0\.50/ }).click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+&gameType=PVP&room=NN-1$/);

  const table = page.frameLocator('iframe[title="Game"]');
  await table.getByRole('button', { name: 'Sit down' }).click();
  const deal = table.getByRole('button', { name: 'Deal me in' });
  await expect(deal).toBeEnabled({ timeout: 20_000 });
  const committed = (await table.locator('#commitment').textContent())?.trim();
  expect(committed).toMatch(/^[0-9a-f]{64}$/);
  await deal.click();
  // The room deals for everyone in when its countdown ends.
  await expect(table.locator('#round')).toHaveText(/^NN-h\d+-m\d+$/, { timeout: 30_000 });
  // The seed revealed after the hand is the one committed before it.
  await expect(table.locator('#reveal')).toContainText(`SHA-256 ${committed}`);
  await expect(table.getByRole('listitem')).toHaveCount(5);
  await expect(table.getByRole('listitem').filter({ hasText: 'Bot 4' })).toHaveCount(1);
  const roundId = ((await table.locator('#round').textContent()) ?? '').trim();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Betting record', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const row = centre.getByRole('row').filter({ hasText: 'Niu-Niu' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Settled');
  const bet = cents((await row.getByRole('cell').nth(3).textContent()) ?? '0');
  expect([50, 200]).toContain(bet); // a seat's stake, or the banker's one per other seat
  expect(roundId).toMatch(/^NN-/);
});

test('on a phone the table deals by keyboard, the seat stays across a reload', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, context, request, player, PASSWORD);
  await page.goto('/pvp');
  await page
    .getByRole('region', { name: 'Tables' })
    .getByRole('button', { name: /^Play at .*0\.50/ })
    .click();
  const table = page.frameLocator('iframe[title="Game"]');
  // Seated already (the first journey sat down in this room): Deal me in is ready, Leave is offered.
  await expect(table.getByRole('button', { name: 'Deal me in' })).toBeEnabled({ timeout: 20_000 });
  await expect(table.getByRole('button', { name: 'Leave table' })).toBeVisible();
  const before = ((await table.locator('#round').textContent()) ?? '').trim();
  // Space anywhere on the table deals the player in (the page's shortcut), not only on the button.
  await table.locator('.nn__title').click();
  await page.keyboard.press('Space');
  await expect(table.locator('#round')).not.toHaveText(before, { timeout: 30_000 });
  await expect(table.locator('#round')).toHaveText(/^NN-/);
});

test('a link that names the table only by its node (a banner’s) opens it by the PvP launch', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, context, request, player, PASSWORD);
  await page.goto('/pvp');
  await page
    .getByRole('region', { name: 'Tables' })
    .getByRole('button', { name: /^Play at .*0\.50/ })
    .click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+&gameType=PVP&room=NN-1$/);
  const nodeId = new URL(page.url()).searchParams.get('nodeId');
  // What a banner of linkageType 3 whose link is a bare node id routes to: no category, no room.
  await page.goto(`/game?nodeId=${nodeId}`);
  const table = page.frameLocator('iframe[title="Game"]');
  await expect(table.getByRole('button', { name: 'Leave table' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /Game under maintenance|not found/i })).toHaveCount(0);
});
