import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, signIn } from '../support/account.js';
import { grantBonus } from '../support/admin.js';
import { sandboxDeposit } from '../support/deposit.js';
import { freshUsername } from '../support/outbox.js';

/**
 * The agent centre as demoagent runs its team: it registers a player under it, finds it
 * in team management, sends it money, sees the movement in the downline account changes, and sees
 * the live feed and the first-deposit counter move when that player deposits in a browser of its
 * own. Then: a player cannot open the centre, and the centre passes axe in both themes.
 */
const AGENT = 'demoagent';
const PLAYER_PASSWORD = 'Lotus2026';
const PAYMENT_PASSWORD = '246810';
const TRANSFER = '25';
const DEPOSIT = '150.00';

test.describe.configure({ mode: 'serial' });

function agentCentre(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Agent centre' });
}

async function openTab(centre: Locator, name: string) {
  const tab = centre.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

function counter(centre: Locator, label: string): Locator {
  return centre
    .getByRole('list', { name: 'Team figures' })
    .getByRole('listitem')
    .filter({ hasText: label })
    .locator('.agent-stat__value');
}

/** The agent's payment password, set once (a retry finds it set). */
async function ensurePaymentPassword(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Member centre', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const region = centre.getByRole('region', { name: 'Payment password' });
  await expect(region).toBeVisible();
  const set = region.getByRole('button', { name: 'Set payment password' });
  // Decide once the region knows which it is (set or not), never while it is still loading.
  await expect(set.or(region.getByRole('button', { name: 'Change payment password' }))).toBeVisible();
  if (await set.isVisible()) {
    await region.getByLabel('New payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await region.getByLabel('Confirm new payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await set.click();
    await expect(region.getByText('Payment password saved.')).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
}

test('demoagent registers a downline, transfers to it, sees the movement and the live feed of its first deposit', async ({
  page,
  context,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000); // two browsers, a registration, a transfer and a deposit
  await signIn(page, context, request, AGENT);
  await grantBonus(request, AGENT, '100', 'Agent journey funds');
  await ensurePaymentPassword(page);

  // The header menu opens the centre on team overview.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Agent centre', exact: true }).click();
  const centre = agentCentre(page);
  await expect(centre.getByRole('tab', { name: 'Team overview', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/agentCentre=teamOverview/);

  // Open account: a player registered directly under the agent.
  const player = freshUsername('agt').toLowerCase();
  await openTab(centre, 'Open account');
  const register = centre.getByRole('region', { name: 'Register a downline' });
  await register.getByLabel('Username', { exact: true }).fill(player);
  await register.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await register.getByLabel('Confirm password', { exact: true }).fill(PLAYER_PASSWORD);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(register.getByText(`Player ${player} is registered under you.`)).toBeVisible();

  // Team management finds it; its Transfer opens the agent transfer with it chosen.
  await openTab(centre, 'Team management');
  await centre.getByRole('searchbox', { name: 'Account' }).fill(player);
  await centre.getByRole('button', { name: 'Search', exact: true }).click();
  const table = centre.getByRole('table', { name: 'Downline members' });
  await expect(table.getByRole('row').filter({ hasText: player })).toHaveCount(1);
  await table.getByRole('button', { name: `Transfer to ${player}` }).click();
  const member = page.getByRole('dialog', { name: 'Member centre' });
  await expect(member.getByRole('combobox', { name: /Send to/ })).toHaveValue(player);
  await member.getByLabel('Amount', { exact: true }).fill(TRANSFER);
  await member.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await member.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(member.getByText(`$25.00 sent to`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre.getByRole('tab', { name: 'Team management', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Downline account changes: the movement, on the player's side.
  await openTab(centre, 'Downline account changes');
  await centre.getByRole('searchbox', { name: 'Account' }).fill(player);
  await centre.getByRole('button', { name: 'Search', exact: true }).click();
  const changes = centre.getByRole('table', { name: 'Downline account changes' });
  // The player's row (the table may still show the whole team's movements while the search loads).
  await expect(
    changes.getByRole('row').filter({ hasText: player }).filter({ hasText: 'Agent transfer in' }),
  ).toContainText('+$25.00');

  // Team overview: the new player's first deposit, made in a browser of its own, arrives live.
  await openTab(centre, 'Team overview');
  const feed = centre.getByRole('list', { name: 'Live team activity' });
  const firsts = counter(centre, 'First deposits');
  await expect(firsts).toHaveText(/^\d+$/);
  const before = Number(await firsts.textContent());

  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const playerPage = await other.newPage();
    await logIn(playerPage, other, request, player, PLAYER_PASSWORD);
    await sandboxDeposit(playerPage, DEPOSIT);
  } finally {
    await other.close();
  }
  await expect(feed.getByText(`${player} made a first deposit of $150.00`)).toBeVisible({ timeout: 30_000 });
  await expect(firsts).toHaveText(String(before + 1), { timeout: 30_000 });
});

test('a player cannot open the centre; the centre passes axe in both themes', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000); // two sign-ins and six axe runs over large tables
  // demoplayer: no entry in its menu, and a centre link says why in its language.
  {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await signIn(page, context, page.request, 'demoplayer');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Member centre', exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Agent centre', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/index?agentCentre=teamOverview');
    const refusal = page.getByRole('dialog', { name: 'Agents only' });
    await expect(refusal.getByRole('alert')).toHaveText('Non-agents cannot log in to the agent centre.');
    await expect(agentCentre(page)).toHaveCount(0);
    await context.close();
  }

  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await context.addInitScript((t) => window.localStorage.setItem('portal.theme', t), theme);
    const page = await context.newPage();
    await signIn(page, context, page.request, AGENT);
    for (const tab of ['teamOverview', 'teamManagement', 'downlineProfitLoss']) {
      await page.goto(`/index?agentCentre=${tab}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const centre = agentCentre(page);
      await expect(centre.getByRole('tab', { selected: true })).toBeVisible();
      await expect(centre.getByRole(tab === 'teamOverview' ? 'list' : 'table').first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        bad.map((v) => `${theme} ${tab} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
    await context.close();
  }
});
