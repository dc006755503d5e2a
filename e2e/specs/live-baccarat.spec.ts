import { createHash } from 'node:crypto';
import { devices, expect, test, type FrameLocator, type Page } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';
import { admin, grantBonus } from '../support/admin.js';
import { dollars, headerBalance, readHeaderBalance } from '../support/money.js';

/**
 * The live casino journey (ADR 0019): a player opens the demo live baccarat table from the LIVE
 * page, bets in the round's open window, sees the round dealt from the seed committed before it, and
 * finds the settled round in the betting record. The table's rounds run on a clock, so the journey
 * waits for a window with time left in it rather than for a fixed time.
 *
 * Then the shared round: two players in two browsers, one at 1440 px and one on a phone at 390 px,
 * bet on the same round of the same table, see the same cards dealt from the same revealed seed, and
 * each completes the operator's live-casino mission (one LIVE round, opened for the journey and
 * switched off after it: the seeded weekly "Play 100 live casino rounds" counts the same rounds and
 * is proven completable by the service tests).
 */
const PASSWORD = 'Lotus2026';
const FUNDS = 20;
let player = '';
let second = '';
let missionId = 0;
const MISSION_TITLE = `E2E one live round ${Date.now().toString(36)}`;
const MISSION = {
  title: { EN: MISSION_TITLE },
  period: 'daily',
  kind: 'rounds',
  category: 'LIVE',
  target: '1',
  reward: '0.50',
  missionPoints: 5,
} as const;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, request }, testInfo) => {
  testInfo.setTimeout(180_000);
  player = await registerPlayerForRun(browser, testInfo, 'bac', PASSWORD);
  second = await registerPlayerForRun(browser, testInfo, 'bac2', PASSWORD);
  const res = await admin(request, 'POST', '/admin/missions', MISSION);
  missionId = ((await res.json()) as { value: { id: number } }).value.id;
});

test.afterAll(async ({ request }) => {
  if (missionId) await admin(request, 'PUT', `/admin/missions/${missionId}`, { ...MISSION, active: false });
});

/** Opens the LIVE lobby's demo table in the portal's frame. */
async function openTable(page: Page): Promise<FrameLocator> {
  await page.goto('/live?page=DEMO');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Live Baccarat' })
    .click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+&gameType=LIVE$/);
  const table = page.frameLocator('iframe[title="Game"]');
  await expect(table.getByRole('heading', { name: 'Live Baccarat' })).toBeVisible({ timeout: 20_000 });
  return table;
}

/** The seconds left in a betting window by the phase line (0 while a round is dealt). */
function secondsLeftIn(phase: string): number {
  const match = /Place your bets · \u2068?(\d+)/.exec(phase);
  return match ? Number(match[1]) : 0;
}

/** The seconds left in the table's betting window (0 while a round is dealt). */
async function secondsLeft(table: FrameLocator): Promise<number> {
  return secondsLeftIn((await table.locator('#phase').textContent()) ?? '');
}

/** What a table page shows of its round, read in one go. */
interface Shown {
  table: string;
  round: string;
  phase: string;
  commitment: string;
}
function shownOf(table: FrameLocator): Promise<Shown> {
  return table.locator('html').evaluate(() => {
    const text = (id: string) => (document.getElementById(id)?.textContent ?? '').trim();
    const select = document.getElementById('table') as HTMLSelectElement | null;
    return {
      table: select?.value ?? '',
      round: text('round').replace(/\D/g, ''),
      phase: text('phase'),
      commitment: text('commitment'),
    };
  });
}
const roundOf = async (table: FrameLocator) =>
  ((await table.locator('#round').textContent()) ?? '').replace(/\D/g, '');

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

  const table = await openTable(page);

  // A betting window with at least 5 seconds left in it.
  await expect
    .poll(() => secondsLeft(table), { timeout: 60_000, intervals: [250] })
    .toBeGreaterThanOrEqual(5);
  const roundNo = await roundOf(table);
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

test('two players, at 1440 px and on a phone, bet one round and see the same deal; each completes the live mission', async ({
  browser,
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = await browser.newContext({
    ...devices['Pixel 5'],
    viewport: { width: 390, height: 844 },
    baseURL: testInfo.project.use.baseURL,
  });
  try {
    const phonePage = await phone.newPage();
    await signIn(page, context, request, player, PASSWORD);
    await signIn(phonePage, phone, request, second, PASSWORD);
    // Each player's own funds: this journey does not lean on what the one before it left.
    for (const [p, username] of [
      [page, player],
      [phonePage, second],
    ] as const) {
      const before = await readHeaderBalance(p);
      await grantBonus(request, username, String(FUNDS), 'Live baccarat journey funds');
      await expect(headerBalance(p)).toHaveText(dollars(before + FUNDS * 100), { timeout: 30_000 });
    }

    const desk = await openTable(page);
    const hand = await openTable(phonePage);
    // Both at the same table in the same open window, with time left for two bets: each page's
    // table, round and commitment read at one moment, so that a page moving on between two reads
    // cannot pair one round's number with another's commitment.
    let seen: [Shown, Shown] | null = null;
    await expect
      .poll(
        async () => {
          seen = [await shownOf(desk), await shownOf(hand)];
          const [d, h] = seen;
          return d.table === h.table && d.round === h.round ? secondsLeftIn(d.phase) : 0;
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBeGreaterThanOrEqual(8);
    const [deskShown, handShown] = seen!;
    // One round of one table has one commitment, whoever looks at it.
    expect(handShown, 'the phone shows the round the desktop shows').toEqual(
      expect.objectContaining({ commitment: deskShown.commitment }),
    );
    expect(deskShown.commitment).toMatch(/^[0-9a-f]{64}$/);
    const roundNo = deskShown.round;
    const committed = deskShown.commitment;

    await desk.getByRole('button', { name: /^Banker(?! pair)/ }).click();
    await expect(desk.locator('#message')).toHaveText(/^Bet placed: Banker/, { timeout: 10_000 });
    await hand.getByRole('button', { name: /^Player(?! pair)/ }).tap();
    await expect(hand.locator('#message')).toHaveText(/^Bet placed: Player/, { timeout: 10_000 });

    // One deal for the table: the same outcome and the same revealed seed in both browsers.
    await expect(desk.locator('#outcome')).toContainText(roundNo, { timeout: 60_000 });
    await expect(hand.locator('#outcome')).toContainText(roundNo, { timeout: 10_000 });
    expect(await hand.locator('#outcome').textContent()).toBe(await desk.locator('#outcome').textContent());
    const revealed = ((await desk.locator('#reveal').textContent()) ?? '').trim();
    expect(((await hand.locator('#reveal').textContent()) ?? '').trim()).toBe(revealed);
    expect(createHash('sha256').update(revealed).digest('hex')).toBe(committed);

    // The round counts for the live mission of each player (counted once the round is settled).
    for (const p of [page, phonePage]) {
      await expect(async () => {
        await p.goto('/index');
        await p.getByRole('button', { name: 'Account menu' }).click();
        await p.getByRole('menuitem', { name: 'Member centre', exact: true }).click();
        const centre = p.getByRole('dialog', { name: 'Member centre' });
        await centre.getByRole('tab', { name: /^Missions/ }).click();
        const item = centre.getByRole('listitem').filter({ hasText: MISSION_TITLE });
        await expect(item).toContainText('1 / 1', { timeout: 2_000 });
        await expect(item).toContainText('Completed: reward waiting', { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
    }
  } finally {
    await phone.close();
  }
});
