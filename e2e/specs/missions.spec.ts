import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';
import { admin, grantBonus } from '../support/admin.js';
import { dollars, headerBalance, readHeaderBalance } from '../support/money.js';

/**
 * Missions on a player of the run's own: the operator opens a daily mission of one slot
 * round; the player sees it in the member centre's Missions page, spins the demo slot, sees the
 * mission completed with its reward waiting (and the menu's badge), claims the reward in the reward
 * centre (paid once, the balance rises) and finds the mission's reward claimed. The Missions page
 * passes axe. The mission is switched off afterwards: while it is on, another journey's player who
 * spins the slot also completes it (a reward waits for them; nothing else of theirs changes).
 */
const PASSWORD = 'Lotus2026';
const TITLE = `E2E spin once ${Date.now().toString(36)}`;
const REWARD = '1.50';
const MISSION = {
  title: { EN: TITLE },
  period: 'daily',
  kind: 'rounds',
  category: 'RNG',
  target: '1',
  reward: REWARD,
  missionPoints: 25,
} as const;
let player = '';
let missionId = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, request }, testInfo) => {
  // Registration solves a proof of work in the browser: slow on a busy machine.
  testInfo.setTimeout(120_000);
  player = await registerPlayerForRun(browser, testInfo, 'msn', PASSWORD);
  const res = await admin(request, 'POST', '/admin/missions', MISSION);
  missionId = ((await res.json()) as { value: { id: number } }).value.id;
});

test.afterAll(async ({ request }) => {
  if (missionId) await admin(request, 'PUT', `/admin/missions/${missionId}`, { ...MISSION, active: false });
});

async function openCentre(page: Page, tab: RegExp): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  if (!(await centre.isVisible())) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Member centre', exact: true }).click();
  }
  // A tab's name may end with its badge.
  const link = centre.getByRole('tab', { name: tab });
  await link.click();
  await expect(link).toHaveAttribute('aria-selected', 'true');
  return centre;
}

test('a spin of the demo slot completes a mission; its reward is claimed in the reward centre', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await grantBonus(request, player, '50.00', 'Missions journey funds');
  await signIn(page, context, request, player, PASSWORD);

  let centre = await openCentre(page, /^Missions/);
  let item = centre.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toContainText('0 / 1');
  await expect(item).toContainText('In progress');
  await expect(item.getByRole('progressbar', { name: TITLE })).toHaveAttribute('value', '0');
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();

  await page.goto('/rng?page=DEMO');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Lucky Lanterns' })
    .click();
  const slot = page.frameLocator('iframe[title="Game"]');
  const spin = slot.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await slot.getByLabel('Bet').selectOption('20.00');
  await spin.click();
  await expect(slot.locator('#round')).toBeVisible({ timeout: 20_000 });

  await page.goto('/index');
  centre = await openCentre(page, /^Missions/);
  await expect(
    centre.getByRole('tab', { name: /^Missions/ }).getByLabel(/mission rewards? to claim$/),
  ).toBeVisible();
  item = centre.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toContainText('1 / 1');
  await expect(item).toContainText('Completed: reward waiting');
  await expect(centre.getByText(/Your rank: \d+ with \d+ mission points/)).toBeVisible();

  await item.getByRole('button', { name: `Claim in reward centre: ${TITLE}` }).click();
  await expect(centre.getByRole('tab', { name: /^Reward centre/ })).toHaveAttribute('aria-selected', 'true');
  const before = await readHeaderBalance(page);
  await centre.getByRole('row').filter({ hasText: TITLE }).getByRole('button', { name: 'Claim' }).click();
  await expect(centre.getByRole('status')).toHaveText(`1 reward claimed: ${dollars(150)}`);
  await expect(headerBalance(page)).toHaveText(dollars(before + 150), { timeout: 30_000 });

  centre = await openCentre(page, /^Missions/);
  item = centre.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toContainText('Completed: reward claimed');
  await expect(item.getByRole('button')).toHaveCount(0);

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[role="dialog"]')
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
