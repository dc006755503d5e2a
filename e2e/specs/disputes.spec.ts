import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';
import { admin, grantBonus } from '../support/admin.js';
import { dollars, headerBalance, readHeaderBalance } from '../support/money.js';

/**
 * Disputing a round: a player registered for this run spins the demo slot, disputes the round from
 * the betting record with the keyboard, sees it on the round and in their messages; the operator
 * answers through the admin API and the player reads the answer.
 */
const PASSWORD = 'Lotus2026';

/** Serious or critical WCAG 2.1 AA violations on the page as it stands. */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
let player = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  player = await registerPlayerForRun(browser, testInfo, 'dispute', PASSWORD);
});

test('a player disputes a round from the betting record and reads the operator’s answer', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, context, request, player, PASSWORD);
  const before = await readHeaderBalance(page);
  await grantBonus(request, player, '20', 'Dispute journey funds');
  await expect(headerBalance(page)).toHaveText(dollars(before + 2000), { timeout: 30_000 });
  await page.goto('/rng?page=DEMO');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Lucky Lanterns' })
    .click();
  const game = page.frameLocator('iframe[title="Game"]');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 20_000 });
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#round')).toBeVisible({ timeout: 20_000 });

  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Betting record', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const row = centre.getByRole('row').filter({ hasText: 'Lucky Lanterns' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Dispute round / }).click();

  const form = page.getByRole('dialog', { name: 'Dispute this round' });
  // The keyboard alone: the first reason has the focus, the arrows choose, Tab reaches the note.
  await expect(form.getByRole('radio', { name: 'Win not paid' })).toBeFocused();
  expect(await axeProblems(page)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: 'Wrong result' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('The lanterns lined up but nothing was paid.');
  await form.getByRole('button', { name: 'Send dispute' }).click();
  await expect(page.getByText('Dispute sent. We will answer in your messages.')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).last().click();
  await expect(row.getByText('Disputed', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Dispute round / })).toHaveCount(0);
  expect(await axeProblems(page)).toEqual([]);

  const open = (await (await admin(request, 'GET', '/admin/disputes?status=open&limit=200')).json()) as {
    value: { list: { id: number; account: string; reason: string; ledger: unknown[] }[] };
  };
  const mine = open.value.list.find((d) => d.account === player);
  expect(mine).toMatchObject({ reason: 'wrongResult' });
  expect(mine!.ledger.length).toBeGreaterThan(0);
  await admin(request, 'POST', `/admin/disputes/${mine!.id}/answer`, {
    outcome: 'rejected',
    message: 'The round paid what its symbols show.',
  });

  await page.reload();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Betting record', exact: true }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Member centre' })
      .getByRole('row')
      .filter({ hasText: 'Lucky Lanterns' }),
  ).toContainText('Dispute rejected');
});
