import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';
import { grantBonus } from '../support/admin.js';
import { dollars, headerBalance, readHeaderBalance } from '../support/money.js';

/**
 * The live casino journey (ADR 0019): a player opens the demo live baccarat table from the LIVE
 * page, bets in the round's open window, sees the round dealt from the seed committed before it, and
 * finds the settled round in the betting record. The table's rounds run on a clock, so the journey
 * waits for a window with time left in it rather than for a fixed time.
 */
const PASSWORD = 'Lotus2026';
const FUNDS = 20;
let player = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  player = await registerPlayerForRun(browser, testInfo, 'bac', PASSWORD);
});

test('a player bets at the live baccarat table, sees the round dealt and settled', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, context, request, player, PASSWORD);
  const before = await readHeaderBalance(page);
  await grantBonus(request, player, String(FUNDS), 'Live baccarat journey funds');
  await expect(headerBalance(page)).toHaveText(dollars(before + FUNDS * 100), { timeout: 30_000 });

  await page.goto('/live?page=DEMO');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Live Baccarat' })
    .click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+&gameType=LIVE$/);
  const table = page.frameLocator('iframe[title="Game"]');
  await expect(table.getByRole('heading', { name: 'Live Baccarat' })).toBeVisible({ timeout: 20_000 });

  // A betting window with at least 5 seconds left in it.
  const secondsLeft = async () => {
    const text = (await table.locator('#phase').textContent()) ?? '';
    const match = /Place your bets · \u2068?(\d+)/.exec(text);
    return match ? Number(match[1]) : 0;
  };
  await expect.poll(secondsLeft, { timeout: 60_000, intervals: [250] }).toBeGreaterThanOrEqual(5);
  const roundNo = ((await table.locator('#round').textContent()) ?? '').replace(/\D/g, '');
  const committed = ((await table.locator('#commitment').textContent()) ?? '').trim();
  expect(committed).toMatch(/^[0-9a-f]{64}$/);

  // The smallest chip (1.00 at the first table) on Tie, by keyboard.
  await table.getByRole('button', { name: /^Tie/ }).focus();
  await page.keyboard.press('Enter');
  await expect(table.locator('#message')).toHaveText(/^Bet placed: Tie/, { timeout: 10_000 });
  await expect(table.locator('#mine')).toContainText('1.00');

  // The round is dealt after its window: its result names it, its seed is the one committed before.
  await expect(table.locator('#outcome')).toContainText(roundNo, { timeout: 60_000 });
  const revealed = ((await table.locator('#reveal').textContent()) ?? '').trim();
  expect(createHash('sha256').update(revealed).digest('hex')).toBe(committed);
  await expect(table.locator('#message')).toHaveText(/^(You win .*!|No win this round\.)$/, {
    timeout: 10_000,
  });
  const won = ((await table.locator('#outcome').textContent()) ?? '').includes('Tie');
  await expect(headerBalance(page)).toHaveText(dollars(before + FUNDS * 100 - 100 + (won ? 900 : 0)), {
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Betting record', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const row = centre.getByRole('row').filter({ hasText: 'Live Baccarat' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Settled');
});
