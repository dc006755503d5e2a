import { expect, test } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';
import { admin, grantBonus } from '../support/admin.js';
import {
  closeCentre,
  isolated,
  memberCentrePage,
  openBook,
  plain,
  profitCard,
} from '../support/betting-record.js';
import { exclusive } from '../support/exclusive.js';
import { cents, dollars, headerBalance, readHeaderBalance } from '../support/money.js';

/**
 * The e-sports book's journey (ADR 0025), at 1440 px (desktop) and 390 px (mobile): the ESPORTS
 * category's demo entry opens the book, a bet on a series' winner is placed from the keyboard, shown
 * pending on the page and in the portal's betting record and P&L, settled once the series is over
 * (the books' test clock, POST /admin/sportsbook/clock, ends it), and then seen settled in the record.
 * The clock is every visitor's and the sportsbook's too: its journeys and these take the same lock.
 */
const PASSWORD = 'Lotus2026';
const FUNDS = 20;
let player = '';

test.describe.configure({ mode: 'serial' });

let release: (() => Promise<void>) | undefined;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(300_000);
  player = await registerPlayerForRun(browser, testInfo, 'esb', PASSWORD);
  release = await exclusive('sportsbook-clock');
});

test.afterAll(async () => {
  await release?.();
});

test('a bet on a series is pending in the record and P&L until the series is over, then settled', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, context, request, player, PASSWORD);
  const before = await readHeaderBalance(page);
  await grantBonus(request, player, String(FUNDS), 'E-sports journey funds');
  await expect(headerBalance(page)).toHaveText(dollars(before + FUNDS * 100), { timeout: 30_000 });
  const funded = before + FUNDS * 100;

  const book = await openBook(page, { path: '/esports', game: 'E-sports', gameType: 'ESPORTS' });
  // An upcoming series: its title and best-of, and the match winner's two teams (no draw).
  const series = book.locator('.sb__fixture--scheduled').first();
  await expect(series.locator('.sb__series')).toHaveText(
    /^(Counter-Strike 2|Valorant|Dota 2|League of Legends) · Best of [\u2066-\u2069]*[135][\u2066-\u2069]*$/,
  );
  const winner = series.locator('.sb__market').filter({ hasText: 'Match winner' });
  await expect(winner.getByRole('button')).toHaveCount(2);
  const team = plain(await winner.getByRole('button').first().locator('.sb__price-name').textContent());

  // The first team to win, by keyboard: a single on the slip, a stake, placed.
  await winner.getByRole('button').first().focus();
  await page.keyboard.press('Enter');
  const slip = book.getByRole('region', { name: 'Bet slip' });
  await expect(slip.getByText('Single', { exact: true })).toBeVisible();
  await expect(
    slip.getByText(isolated(`^ISOMatch winnerISO: ISO${team}ISO @ ISO\\d+\\.\\d\\dISO$`)),
  ).toBeVisible();
  await slip.getByLabel('Stake').focus();
  await page.keyboard.type('3');
  await slip.getByLabel('Accept price changes').check();
  await slip.getByRole('button', { name: 'Place bet' }).press('Enter');
  await expect(book.getByText('Bet placed.')).toBeVisible({ timeout: 15_000 });

  const bets = book.getByRole('region', { name: 'My bets' });
  const single = bets
    .getByRole('listitem')
    .filter({ hasText: isolated('^Single · ISO3\\.00 USD') })
    .first();
  await expect(single.locator('.sb__bet-status')).toHaveText(
    isolated('^Pending · Potential return ISO[\\d,.]+ USDISO$'),
  );
  await expect(headerBalance(page)).toHaveText(dollars(funded - 300), { timeout: 30_000 });

  // Pending in the portal: in the betting record, and in the P&L's pending bets, not its valid bets.
  let centre = await memberCentrePage(page, 'Betting record');
  const row = centre.getByRole('row').filter({ hasText: 'E-sports' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  centre = await memberCentrePage(page, 'Personal profit and loss');
  await expect(profitCard(centre, 'Pending bets')).toContainText('$3.00');
  await expect(profitCard(centre, 'Valid bets')).toContainText('$0.00');
  await closeCentre(page);

  // The test clock ends the series; the bet settles once, and the page shows how.
  await admin(request, 'POST', '/admin/sportsbook/clock', { advanceMs: 30 * 60_000 });
  const status = single.locator('.sb__bet-status');
  await expect(status).toHaveText(isolated('^(Won|Lost|Void, stake returned) · ISO[\\d,.]+ USDISO$'), {
    timeout: 30_000,
  });
  const win = cents(plain(await status.textContent()).replace(/^.* · /, ''));
  await expect(headerBalance(page)).toHaveText(dollars(funded - 300 + win), { timeout: 30_000 });

  centre = await memberCentrePage(page, 'Betting record');
  await expect(centre.getByRole('row').filter({ hasText: 'E-sports' })).toContainText('Settled');
  centre = await memberCentrePage(page, 'Personal profit and loss');
  await expect(profitCard(centre, 'Pending bets')).toContainText('$0.00');
  await expect(profitCard(centre, 'Valid bets')).toContainText('$3.00');
  await expect(profitCard(centre, 'Wins')).toContainText(dollars(win));
  await closeCentre(page);
});
