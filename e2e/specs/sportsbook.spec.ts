import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
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
 * The sportsbook journeys (ADR 0021), at 1440 px (desktop) and 390 px (mobile): a parlay of two
 * matches built on the slip by keyboard (a second pick of one match refused, then removed), placed,
 * pending in the portal's betting record and P&L until its last match ends, then settled there; and
 * a single cashed out at the offer shown on it. Matches last six real minutes, so the journey moves
 * the sportsbook's test clock (POST /admin/sportsbook/clock, outside production only) to end them.
 * That clock is every visitor's: the desktop and the phone copy of this journey take a lock and run
 * one after the other (a jump of one would end the other's matches between its pick and its bet).
 */
const PASSWORD = 'Lotus2026';
const FUNDS = 30;
let player = '';

test.describe.configure({ mode: 'serial' });

let release: (() => Promise<void>) | undefined;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(300_000);
  player = await registerPlayerForRun(browser, testInfo, 'sbk', PASSWORD);
  release = await exclusive('sportsbook-clock');
});

test.afterAll(async () => {
  await release?.();
});

/** Upcoming matches with more than two minutes to kick-off (their prices stand still until then). */
function upcoming(book: FrameLocator): Locator {
  return book.locator('.sb__fixture--scheduled');
}

/** Presses a price button by keyboard. */
async function press(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

test('a parlay placed on the slip is pending in the record and P&L until its last match ends, then settled', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, context, request, player, PASSWORD);
  const before = await readHeaderBalance(page);
  await grantBonus(request, player, String(FUNDS), 'Sportsbook journey funds');
  await expect(headerBalance(page)).toHaveText(dollars(before + FUNDS * 100), { timeout: 30_000 });
  const funded = before + FUNDS * 100;

  const book = await openBook(page, { path: '/sports', game: 'Sportsbook', gameType: 'SPORTS' });
  const first = upcoming(book).nth(0);
  const second = upcoming(book).nth(1);
  // Home in the first match, the draw in the second, by keyboard.
  await press(page, first.getByRole('button', { name: /^1 / }));
  await press(page, second.getByRole('button', { name: /^X / }));
  const slip = book.getByRole('region', { name: 'Bet slip' });
  await expect(slip.getByText(isolated('^Parlay \\(ISO2ISO\\)$'))).toBeVisible();
  await expect(slip.getByText(isolated('^Total odds ISO\\d+\\.\\d\\dISO$'))).toBeVisible();

  // A second pick of the first match cannot join the parlay: shown, and the bet cannot be placed.
  await press(page, first.getByRole('button', { name: /^2 / }));
  await expect(slip.getByRole('alert')).toHaveText(
    'Two picks from one match cannot go in one parlay. Remove one of them.',
  );
  await expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  const removes = slip.getByRole('button', { name: /^Remove / });
  await expect(removes).toHaveCount(3);
  await press(page, removes.nth(2));
  await expect(removes).toHaveCount(2);
  await expect(slip.getByRole('alert')).toBeHidden();

  // Stake, accept price changes and place, all from the keyboard.
  await slip.getByLabel('Stake').focus();
  await page.keyboard.type('2');
  await expect(slip.getByText(isolated('^Potential return ISO\\d+\\.\\d\\d USDISO$'))).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(slip.getByLabel('Accept price changes')).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(book.getByText('Bet placed.')).toBeVisible({ timeout: 15_000 });

  const bets = book.getByRole('region', { name: 'My bets' });
  const parlay = bets
    .getByRole('listitem')
    .filter({ hasText: isolated('^Parlay \\(ISO2ISO\\)') })
    .first();
  await expect(parlay).toContainText('Pending');
  await expect(headerBalance(page)).toHaveText(dollars(funded - 200), { timeout: 30_000 });

  // Pending in the portal: in the betting record, and in the P&L's pending bets, not its valid bets.
  let centre = await memberCentrePage(page, 'Betting record');
  const row = centre.getByRole('row').filter({ hasText: 'Sportsbook' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  centre = await memberCentrePage(page, 'Personal profit and loss');
  await expect(profitCard(centre, 'Pending bets')).toContainText('$2.00');
  await expect(profitCard(centre, 'Valid bets')).toContainText('$0.00');
  await closeCentre(page);

  // The test clock ends both matches; the parlay settles once, and the page shows how.
  await admin(request, 'POST', '/admin/sportsbook/clock', { advanceMs: 25 * 60_000 });
  const status = parlay.locator('.sb__bet-status');
  await expect(status).toHaveText(
    isolated('^(Won|Lost|Part of the stake returned|Void, stake returned) · ISO[\\d,.]+ USDISO$'),
    { timeout: 30_000 },
  );
  const win = cents(plain(await status.textContent()).replace(/^.* · /, ''));
  await expect(headerBalance(page)).toHaveText(dollars(funded - 200 + win), { timeout: 30_000 });

  centre = await memberCentrePage(page, 'Betting record');
  await expect(centre.getByRole('row').filter({ hasText: 'Sportsbook' })).toContainText('Settled');
  centre = await memberCentrePage(page, 'Personal profit and loss');
  await expect(profitCard(centre, 'Pending bets')).toContainText('$0.00');
  await expect(profitCard(centre, 'Valid bets')).toContainText('$2.00');
  await expect(profitCard(centre, 'Wins')).toContainText(dollars(win));
  await closeCentre(page);
});

test('a single is cashed out at the offer shown on it', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await signIn(page, context, request, player, PASSWORD);
  const before = await readHeaderBalance(page);
  const book = await openBook(page, { path: '/sports', game: 'Sportsbook', gameType: 'SPORTS' });
  // The last upcoming match: its offer stands still until kick-off.
  await press(page, upcoming(book).last().getByRole('button', { name: /^1 / }));
  const slip = book.getByRole('region', { name: 'Bet slip' });
  await expect(slip.getByText('Single', { exact: true })).toBeVisible();
  await slip.getByLabel('Stake').fill('5');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(book.getByText('Bet placed.')).toBeVisible({ timeout: 15_000 });
  await expect(headerBalance(page)).toHaveText(dollars(before - 500), { timeout: 30_000 });

  const bets = book.getByRole('region', { name: 'My bets' });
  const single = bets
    .getByRole('listitem')
    .filter({ hasText: isolated('^Single · ISO5\\.00 USD') })
    .first();
  const cashOut = single.getByRole('button', { name: /^Cash out / });
  await expect(cashOut).toBeVisible({ timeout: 15_000 });
  const offer = cents(plain(await cashOut.textContent()).replace(/^Cash out /, ''));
  expect(offer).toBeGreaterThan(0);
  expect(offer).toBeLessThan(500);
  await press(page, cashOut);
  const amount = (offer / 100).toFixed(2);
  await expect(bets.getByText(isolated(`^Cashed out for ISO${amount} USDISO\\.$`))).toBeVisible({
    timeout: 15_000,
  });
  await expect(single.locator('.sb__bet-status')).toHaveText(isolated(`^Cashed out · ISO${amount} USDISO$`));
  await expect(single.getByRole('button', { name: /^Cash out / })).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText(dollars(before - 500 + offer), { timeout: 30_000 });

  const centre = await memberCentrePage(page, 'Betting record');
  const rows = centre.getByRole('row').filter({ hasText: 'Sportsbook' });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: dollars(offer) })).toContainText('Settled');
  await closeCentre(page);
});
