import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';
import { grantBonus } from '../support/admin.js';

/**
 * Provably fair rounds: a player sees the next server seed's hash and nonce beside the demo slot,
 * sets a client seed, plays a round, reveals the seed, and verifies the round in the browser from
 * the betting record's Verify link: the seed matches the hash shown before play and the recomputed
 * win is the one recorded.
 */
const PASSWORD = 'Lotus2026';
let player = '';

test.beforeAll(async ({ browser }, testInfo) => {
  player = await registerPlayerForRun(browser, testInfo, 'fair', PASSWORD);
});

test('a player verifies a demo slot round from its revealed seeds', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await signIn(page, context, request, player, PASSWORD);
  await grantBonus(request, player, '20', 'Fairness journey funds');
  await page.goto('/rng?page=DEMO');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Lucky Lanterns' })
    .click();
  const panel = page.getByRole('region', { name: 'Provably fair' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button').first().click();
  // The first pair: a fresh client seed of the player's own, committed with a new hash.
  const seed = panel.getByRole('textbox', { name: 'Your client seed' });
  await seed.fill('my lucky seed');
  await expect(seed).toHaveAttribute('aria-invalid', 'true');
  await seed.fill('my-lucky-seed');
  await seed.press('Enter');
  await expect(panel.getByText('Your previous server seed is revealed')).toBeVisible();
  await expect(seed).toHaveValue('my-lucky-seed');

  const game = page.frameLocator('iframe[title="Game"]');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await spin.click();
  await expect(game.locator('#round')).toBeVisible({ timeout: 20_000 });
  // The round settled: the panel's nonce moved on (the frame told the portal).
  await expect(panel.locator('dd bdi').first()).toHaveText('1', { timeout: 20_000 });
  const hash = (await panel.locator('dd code').first().textContent())!.trim();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await panel.getByRole('button', { name: 'Reveal server seed and change seeds' }).click();
  await expect(panel.getByText('Last revealed server seed')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Betting record', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const row = centre.getByRole('row').filter({ hasText: 'Lucky Lanterns' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /^Verify round / }).click();
  await expect(page).toHaveURL(/\/fairness\?roundId=DS-/);
  const result = page.getByRole('region', { name: 'Recomputed round' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByText('The server seed matches the hash committed before play.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Server seed hash, committed before play' })).toHaveValue(
    hash,
  );
  await expect(page.getByRole('textbox', { name: 'Your client seed' })).toHaveValue('my-lucky-seed');
  await expect(page.getByRole('textbox', { name: 'Round nonce' })).toHaveValue('0');
  const payout = (await result.getByText(/^Payout: /).textContent())!;
  const recorded = (await result.getByText(/^Win recorded for this round: /).textContent())!;
  expect(payout.split('a win of ')[1]).toBe(recorded.split(': ')[1]);

  // Changing the nonce by keyboard recomputes another round; the page stays axe clean.
  const nonce = page.getByRole('textbox', { name: 'Round nonce' });
  await nonce.fill('1');
  await nonce.press('Enter');
  await expect(result).toBeFocused();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
