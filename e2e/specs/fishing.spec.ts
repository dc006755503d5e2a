import { createHash } from 'node:crypto';
import { expect, test, type FrameLocator } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';
import { grantBonus } from '../support/admin.js';
import { cents, dollars, headerBalance, readHeaderBalance } from '../support/money.js';

/**
 * The fishing journey (ADR 0022), on a desktop and on a phone (390 px, touch): the FISH lobby's demo
 * game opens in the portal's frame; the player fires once by keyboard and once by clicking or tapping
 * the sea, sees each shot land in the record with the balance moved by its stake and win, reveals the
 * seed committed before the shots and sees both shots verified against it in the page, and finds them
 * settled in the betting record. A shot's bullet flies until it meets a fish, so the journey waits
 * for the record rather than for a time.
 */
const PASSWORD = 'Lotus2026';
const FUNDS = 20;
const STAKE = 10; // cents: cannon level 1
let player = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  player = await registerPlayerForRun(browser, testInfo, 'fsh', PASSWORD);
});

/** The shots the record shows as landed, and what each returned, in cents. */
async function landed(game: FrameLocator): Promise<number[]> {
  const rows = await game
    .getByRole('row')
    .filter({ hasText: /Caught|Missed/ })
    .allTextContents();
  return rows.map((row) => {
    const won = /Caught\s*\u2068?\+([\d.,]+)/.exec(row);
    return won ? cents(won[1]!) : 0;
  });
}
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '').trim();
/** The game's own balance line ("⁨19.90 USD⁩"), read as an amount in cents. */
const shown = async (game: FrameLocator) => cents(plain(await game.locator('#balance').textContent()));

test('a player fires by keyboard and by touch in the fishing game, sees the balance move and verifies the shots', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const isPhone = testInfo.project.name === 'mobile';
  await signIn(page, context, request, player, PASSWORD);
  const before = await readHeaderBalance(page);
  await grantBonus(request, player, String(FUNDS), `Fishing journey funds ${testInfo.project.name}`);
  await expect(headerBalance(page)).toHaveText(dollars(before + FUNDS * 100), { timeout: 30_000 });

  // The FISH lobby: the demo vendor's tile launches the game through games.launch.
  await page.goto('/fish');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Reef Hunter' })
    .click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+&gameType=FISH$/);
  const game = page.frameLocator('iframe[title="Game"]');
  await expect(game.getByRole('heading', { name: 'Reef Hunter' })).toBeVisible({ timeout: 20_000 });
  await expect(game.locator('#main')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(game.getByText('No shots yet')).toBeVisible();
  expect(await shown(game)).toBe(before + FUNDS * 100);
  const committed = plain(await game.locator('#commitment').textContent());
  expect(committed).toMatch(/^[0-9a-f]{64}$/);
  expect(plain(await game.locator('#level').textContent())).toBe('Cannon 1 · 0.10 USD a shot');

  // One shot by keyboard: Space fires where the cannon aims (the sea has the focus).
  await game.getByRole('application', { name: /The reef/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await landed(game)).length, { timeout: 30_000 }).toBe(1);
  const first = await landed(game);
  await expect.poll(() => shown(game)).toBe(before + FUNDS * 100 - STAKE + first[0]!);

  // One shot by touch (on the phone) or a click (on the desktop), in the middle of the sea.
  const sea = game.getByRole('application', { name: /The reef/ });
  if (isPhone) await sea.tap({ position: { x: 180, y: 120 } });
  else await sea.click({ position: { x: 300, y: 150 } });
  await expect.poll(async () => (await landed(game)).length, { timeout: 30_000 }).toBe(2);
  const wins = await landed(game);
  const expected = before + FUNDS * 100 - 2 * STAKE + wins[0]! + wins[1]!;
  await expect.poll(() => shown(game)).toBe(expected);
  await expect(headerBalance(page)).toHaveText(dollars(expected), { timeout: 30_000 });

  // The shots were drawn on the committed seed: revealing it lets the page verify both.
  await expect(game.getByRole('cell', { name: 'After the reveal' })).toHaveCount(2);
  await game.getByRole('button', { name: 'Reveal the seed and start a new pair' }).click();
  await expect(game.getByRole('cell', { name: '✓ Verified' })).toHaveCount(2, { timeout: 20_000 });
  const revealed = plain(await game.locator('#revealed').textContent());
  expect(createHash('sha256').update(revealed).digest('hex')).toBe(committed);
  await expect(game.getByText(/Seed revealed: its SHA-256 matches/)).toBeVisible();
  expect(plain(await game.locator('#commitment').textContent())).not.toBe(committed);

  // Both shots are settled rounds of the fishing game in the betting record.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Betting record', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const rows = centre.getByRole('row').filter({ hasText: 'Reef Hunter' });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Settled' })).toHaveCount(2);
});
