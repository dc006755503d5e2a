import { expect, test, type Locator } from '@playwright/test';
import { signIn, registerPlayerForRun } from '../support/account.js';
import { grantBonus } from '../support/admin.js';
import { cents, dollars, headerBalance, readHeaderBalance } from '../support/money.js';

/**
 * The games journeys: a visitor browsing the slot lobby, then one player registered for
 * this run who keeps a favourite, spins the demo slot and bets on the Vietnamese lottery. Only this
 * player's money moves, so the balances can be checked to the cent.
 */
const PASSWORD = 'Lotus2026';
const FUNDS = 100;
let player = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  player = await registerPlayerForRun(browser, testInfo, 'games', PASSWORD);
});

/** Game tiles: "Play" a game that plays, "Open preview" a sandbox one (its vendor is not connected). */
function tiles(panel: Locator): Locator {
  return panel.getByRole('button', { name: /^(Play|Open preview) / });
}

test('a visitor browses a slot vendor: load more, classify, minimum bet, search; playing asks to log in', async ({
  page,
}) => {
  await page.goto('/rng?page=PG');
  const panel = page.getByRole('tabpanel', { name: 'PG Soft' });
  await expect(tiles(panel)).toHaveCount(21);
  await expect(panel.getByText('24 games')).toBeVisible();
  // PG Soft is a sandbox vendor here: each tile says so before the click, and so does its tab.
  await expect(panel.getByRole('button', { name: /^Open preview / })).toHaveCount(21);
  await expect(tiles(panel).first().locator('.game-badge--preview')).toBeVisible();
  await expect(panel.getByText('PG Soft is not connected yet', { exact: false })).toBeVisible();
  // The button, clicked where it is: scrolling it into view first would let the list's own infinite
  // scroll load the rest and take the button away under the click.
  await panel.getByRole('button', { name: 'Load more (21 of 24)' }).dispatchEvent('click');
  await expect(tiles(panel)).toHaveCount(24);

  // The type filter offers the vendor's own types (the vassal game type call), each with its games.
  const types = panel.getByRole('group', { name: 'Game type' });
  await expect(types.getByRole('button')).toHaveText([
    'All types',
    'Scratch cards 2',
    'Video poker 2',
    'Jackpot 4',
    'Table games 1',
    'Arcade 2',
    'Bingo 1',
  ]);
  await panel.getByRole('button', { name: 'Scratch cards 2' }).click();
  await expect(panel.getByText('2 games')).toBeVisible();
  await expect(tiles(panel)).toHaveCount(2);
  await expect(tiles(panel).first()).toHaveAccessibleName(/Scratch/);

  // A minimum bet clears the classify filter and reads the whole list again.
  await panel.getByLabel('Minimum bet').selectOption('0.05');
  await expect(panel.getByRole('button', { name: 'All types' })).toHaveAttribute('aria-pressed', 'true');
  const cheap = Number(/(\d+) games?/.exec((await panel.getByText(/^\d+ games?$/).textContent()) ?? '')?.[1]);
  expect(cheap).toBeGreaterThan(0);
  expect(cheap).toBeLessThan(24);

  await panel.getByRole('searchbox', { name: 'Search games by name' }).fill('poker');
  await expect(panel.getByLabel('Minimum bet')).toHaveValue('all');
  await expect(tiles(panel).first()).toHaveAccessibleName(/Poker/);
  // A tile's name is its text (its visually hidden "Play" or "Open preview", the game, the vendor,
  // its badges).
  for (const name of await tiles(panel).evaluateAll((els) =>
    els.map((e) => e.querySelector('.game-tile__name')?.textContent ?? ''),
  )) {
    expect(name).toMatch(/Poker/);
  }

  await tiles(panel).first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/rng\?page=PG$/);
});

test('slots and lottery open on their first tab with its first row of games in view; name search spans every vendor', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/lott');
  await expect(page.getByRole('tab', { name: /Vietnam Lottery/ })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/rng');
  const panel = page.getByRole('tabpanel');
  // The first tab, the games that play, not the vendor with the most games.
  await expect(page.getByRole('tab', { name: /Portal Originals/ })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByText('1 game', { exact: true })).toBeVisible();
  const first = tiles(panel).first();
  await expect(first).toBeInViewport({ ratio: 0.6 });

  // From another vendor's tab, a name search finds the demo slot of Portal Originals too.
  await page.getByRole('tab', { name: /PG Soft/ }).click();
  await expect(page.getByRole('tab', { name: /PG Soft/ })).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('searchbox', { name: 'Search games by name' }).fill('lanterns');
  await expect(panel.getByText(/^Results from every Slots provider/)).toBeVisible();
  const lanterns = panel.getByRole('button', { name: /^Play Lucky Lanterns/ }).first();
  await expect(lanterns).toBeVisible();
  await expect(lanterns).toContainText('Portal Originals');

  // On a phone the favourite star stays clear of the HOT/NEW badges.
  await page.setViewportSize({ width: 390, height: 844 });
  const tile = page
    .locator('.game-tile')
    .filter({ has: page.locator('.game-badge--new') })
    .first();
  const badge = await tile.locator('.game-badge--new').boundingBox();
  const star = await tile.locator('.game-tile__fav').boundingBox();
  expect(badge && star).toBeTruthy();
  const overlap =
    badge!.x < star!.x + star!.width &&
    star!.x < badge!.x + badge!.width &&
    badge!.y < star!.y + star!.height &&
    star!.y < badge!.y + badge!.height;
  expect(overlap).toBe(false);
});

test('a player favourites a game and finds it under favourites after a reload', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, context, request, player, PASSWORD);
  await page.goto('/fish?vendor=JL');
  const panel = page.getByRole('tabpanel', { name: 'JILI Fishing' });
  const first = tiles(panel).first();
  // The tile's name line: its visually hidden "Open preview" (a sandbox vendor), then the game's name.
  const name = ((await first.locator('.game-tile__name').textContent()) ?? '')
    .replace(/^(Play|Open preview)\s*/, '')
    .trim();
  expect(name).not.toBe('');
  await panel.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(panel.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  const again = page.getByRole('tabpanel', { name: 'JILI Fishing' });
  await again.getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(tiles(again)).toHaveCount(1);
  await expect(again.getByRole('button', { name: `Open preview ${name}` })).toBeVisible();
  await expect(again.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
});

test('a player spins the demo slot: the balance moves live and the round is in the betting record', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, context, request, player, PASSWORD);
  const before = await readHeaderBalance(page);
  await grantBonus(request, player, String(FUNDS), 'Games journey funds');
  await expect(headerBalance(page)).toHaveText(dollars(before + FUNDS * 100), { timeout: 30_000 });

  await page.goto('/rng?page=DEMO');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Lucky Lanterns' })
    .click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+&gameType=RNG$/);
  const game = page.frameLocator('iframe[title="Game"]');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const bet = cents(await game.getByLabel('Bet').inputValue());
  await spin.click();
  await expect(game.locator('#round')).toBeVisible({ timeout: 20_000 });
  const win = cents((await game.locator('#win').textContent()) ?? '0');
  // The platform's balance push reaches the header while the game runs in its frame.
  await expect(headerBalance(page)).toHaveText(dollars(before + FUNDS * 100 - bet + win), {
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Betting record', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const row = centre.getByRole('row').filter({ hasText: 'Lucky Lanterns' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Settled');
  await expect(row).toContainText(dollars(bet));
  await expect(row).toContainText(dollars(win));
});

test('a player bets on the Vietnamese lottery and sees the bet settled after the draw', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, context, request, player, PASSWORD);
  await page.goto('/lottery?gameCode=VNST1&vendor=TCG_LOTTO_VN&playType=DE');
  const game = page.frameLocator('iframe[title^="Super Speed 1 Min"]');
  await expect(game.getByRole('button', { name: 'Place bet' })).toBeVisible({ timeout: 20_000 });
  const before = await readHeaderBalance(page);
  await game.getByRole('radio', { name: /Đề \(special\)/ }).check();
  // Nothing picked: no win is promised (it said "Win if it hits" beside a 0.00 total).
  await expect(game.getByText('Win if it hits')).toBeHidden();
  await game
    .getByRole('group', { name: 'Numbers 00 to 99' })
    .getByRole('button', { name: '07', exact: true })
    .click();
  await game.getByLabel('Stake per bet').fill('');
  await expect(game.getByText('Win if it hits')).toBeHidden();
  await game.getByLabel('Stake per bet').fill('2.00');
  await expect(game.getByText('Win if it hits')).toBeVisible();
  // The frame is as tall as the game's content: the page scrolls to Place bet, the frame does not.
  await expect
    .poll(async () =>
      page.locator('iframe[title^="Super Speed 1 Min"]').evaluate((frame: HTMLIFrameElement) => {
        const doc = frame.contentDocument?.documentElement;
        return doc ? doc.scrollHeight - frame.clientHeight : Number.NaN;
      }),
    )
    .toBeLessThanOrEqual(1);
  // VNST1 closes betting 10 s before each draw (every minute): a bet placed then is refused ("Betting
  // on this draw has closed"), so it is placed with time to spare (the page's countdown, above the
  // frame).
  await expect
    .poll(
      async () => {
        const left = /Draw in (\d+):(\d\d)/.exec(
          (await page.getByText(/Draw in \d+:\d\d/).textContent()) ?? '',
        );
        return left ? Number(left[1]) * 60 + Number(left[2]) : 0;
      },
      { timeout: 45_000 },
    )
    .toBeGreaterThan(20);
  await game.getByRole('button', { name: 'Place bet' }).click();
  await expect(game.getByText(/Placed 1 bet\(s\) on draw/)).toBeVisible();
  await expect(headerBalance(page)).toHaveText(dollars(before - 200), { timeout: 30_000 });
  const myBets = game.locator('section.bets');
  await expect(myBets.getByText('Open').first()).toBeVisible();
  // VNST1 draws every minute (betting closes 10 s before): the job draws and settles every open bet.
  const settled = myBets.getByText(/^(Won [\d,.]+|Lost)$/).first();
  await expect(settled).toBeVisible({ timeout: 110_000 });
  const outcome = (await settled.textContent()) ?? '';
  const won = outcome.startsWith('Won') ? cents(outcome.replace('Won ', '')) : 0;
  await expect(headerBalance(page)).toHaveText(dollars(before - 200 + won), { timeout: 30_000 });
});

test('free play shows one balance: the header follows the play money of the demo slot', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Free play' }).click();
  const banner = page.getByRole('banner');
  // A trial account: the free-play mark, never the wallet's $0.00.
  await expect(banner.getByText('Free play', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(banner.getByText('$0.00')).toHaveCount(0);

  await page.goto('/rng?page=DEMO');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Lucky Lanterns' })
    .click();
  const game = page.frameLocator('iframe[title="Game"]');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const header = banner.getByRole('status', { name: 'Free-play balance' });
  await expect(header).toHaveText('2,000.00');
  await spin.click();
  await expect(game.locator('#round')).toBeVisible({ timeout: 20_000 });
  await expect(header).toHaveText((await game.locator('#balance').textContent()) ?? '');
  await expect(banner.getByText('$0.00')).toHaveCount(0);
});
