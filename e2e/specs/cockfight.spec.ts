import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';
import { grantBonus } from '../support/admin.js';
import { cents, dollars, headerBalance, readHeaderBalance } from '../support/money.js';

/**
 * The cockfight journey (ADR 0020): the navigation's cockfight entry (DS88) launches the fight
 * directly; the player bets Meron in the fight's open window at its odds, sees the fight decided by the
 * seed committed before it, and finds the settled fight in the betting record. Fights run on a
 * clock, so the journey waits for a window with time left in it rather than for a fixed time.
 */
const PASSWORD = 'Lotus2026';
const FUNDS = 20;
let player = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  player = await registerPlayerForRun(browser, testInfo, 'cfg', PASSWORD);
});

test('the cockfight entry opens the fight; a Meron bet is settled at its odds', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, context, request, player, PASSWORD);
  const before = await readHeaderBalance(page);
  await grantBonus(request, player, String(FUNDS), 'Cockfight journey funds');
  await expect(headerBalance(page)).toHaveText(dollars(before + FUNDS * 100), { timeout: 30_000 });

  // The navigation's DS88 entry leads straight to the game (spec section 2), not to a vendor tab.
  const entry = page.locator('a.nav__vendor[href*="vassalage=DS88"]').first();
  const href = await entry.getAttribute('href');
  expect(href).toBe('/game?type=direct&vassalage=DS88&gameType=LIVE');
  await page.goto(href!);
  const arena = page.frameLocator('iframe[title="Game"]');
  await expect(arena.getByRole('heading', { name: 'DS88 Cockfight' })).toBeVisible({ timeout: 20_000 });

  // A betting window with at least 5 seconds left in it.
  const secondsLeft = async () => {
    const text = (await arena.locator('#phase').textContent()) ?? '';
    const match = /Betting open · \u2068?(\d+)/.exec(text);
    return match ? Number(match[1]) : 0;
  };
  await expect.poll(secondsLeft, { timeout: 60_000, intervals: [250] }).toBeGreaterThanOrEqual(5);
  const fightNo = ((await arena.locator('#fight').textContent()) ?? '').replace(/\D/g, '');
  const committed = ((await arena.locator('#commitment').textContent()) ?? '').trim();
  expect(committed).toMatch(/^[0-9a-f]{64}$/);
  const odds = ((await arena.locator('[data-side="meron"] [data-odds]').textContent()) ?? '').trim();
  expect(odds).toMatch(/^\d\.\d\d$/);

  // The smallest chip (1.00 in the first arena) on Meron, by keyboard.
  await arena.getByRole('button', { name: /^Meron/ }).focus();
  await page.keyboard.press('Enter');
  await expect(arena.locator('#message')).toHaveText(new RegExp(`^Bet placed: Meron .* at \u2068?${odds}`), {
    timeout: 10_000,
  });
  await expect(arena.locator('#mine')).toContainText('1.00');

  // The fight is decided after its window from the seed committed before it.
  await expect(arena.locator('#outcome')).toContainText(fightNo, { timeout: 60_000 });
  const revealed = ((await arena.locator('#reveal').textContent()) ?? '').trim();
  expect(createHash('sha256').update(revealed).digest('hex')).toBe(committed);
  const outcome = (await arena.locator('#outcome').getAttribute('data-outcome')) ?? '';
  const back = outcome === 'meron' ? cents(odds) : outcome === 'draw' ? 100 : 0;
  await expect(headerBalance(page)).toHaveText(dollars(before + FUNDS * 100 - 100 + back), {
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Betting record', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const row = centre.getByRole('row').filter({ hasText: 'Sabong Arena' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Settled');
});
