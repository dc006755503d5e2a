import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { admin } from '../support/admin.js';

/**
 * Home and content journeys: the notice marquee and page, the jackpot, the winner board
 * and the ranking pages. All of them are public: no account is needed.
 */

type Notice = { id: number; title: string; content: string; startDateStr: string };
type Winner = { gameId: number; customerName: string };

async function trpcData<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/trpc/${path}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** The jackpot as a number of hundredths, read from the counter's text ("$1,234,567.89"). */
async function jackpotHundredths(amount: Locator): Promise<number> {
  const text = (await amount.textContent()) ?? '';
  const digits = text.replace(/[^\d.]/g, '');
  expect(digits, `jackpot text "${text}"`).toMatch(/^\d+\.\d{2}$/);
  return Math.round(Number(digits) * 100);
}

// The home page's moving parts as most visitors see them: with motion (the config turns it off).
test.use({ reducedMotion: 'no-preference' });

test('the marquee opens the right notice', async ({ page }) => {
  const notices = await trpcData<Notice[]>(page, 'content.notices');
  expect(notices.length).toBeGreaterThan(3);
  await page.goto('/index');
  const marquee = page.getByRole('region', { name: 'Latest announcements' });
  const titles = marquee.getByRole('list').getByRole('button');
  // Every announcement type of the spec is on the ticker (B, PL, PU, PR, H), in the platform's order.
  await expect(titles).toHaveText(notices.map((n) => n.title));

  for (const index of [2, notices.length - 1]) {
    const notice = notices[index]!;
    // By keyboard: focusing a title pauses the ticker, Enter opens that very notice.
    await titles.nth(index).press('Enter');
    const dialog = page.getByRole('dialog', { name: notice.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: notice.title })).toBeVisible();
    // The wire's time in the element, shown as English writes a date and time (lib/dates.ts).
    await expect(dialog.locator('time')).toHaveAttribute('datetime', notice.startDateStr.replace(' ', 'T'));
    const [y, mo, d] = notice.startDateStr.slice(0, 10).split('-');
    await expect(dialog.locator('time')).toHaveText(
      new RegExp(`^${mo}/${d}/${y}, \\d{2}:\\d{2}:\\d{2}\\s[AP]M$`),
    );
    const firstWords = notice.content
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 3)
      .join(' ');
    await expect(dialog).toContainText(firstWords);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('the notice page pages by 9 and opens one at a time', async ({ page }) => {
  const notices = await trpcData<Notice[]>(page, 'content.notices');
  expect(notices.length, 'the seed has more than one page of notices').toBeGreaterThan(9);
  await page.goto('/noticePage');
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  const main = page.getByRole('main');
  const triggers = main.getByRole('heading', { level: 2 }).getByRole('button');
  await expect(triggers).toHaveCount(9);
  for (const [i, notice] of notices.slice(0, 9).entries()) {
    await expect(triggers.nth(i)).toContainText(notice.title);
    // The start time as English writes a date and time (lib/dates.ts): 01/31/2026, 10:00:00 AM.
    await expect(triggers.nth(i).locator('time')).toHaveText(
      /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}\s[AP]M$/,
    );
  }

  // One open at a time: opening the second closes the first.
  await triggers.nth(0).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await triggers.nth(1).click();
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(main.locator('.accordion__panel:not([hidden])')).toHaveCount(1);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(triggers).toHaveCount(notices.length - 9 > 9 ? 9 : notices.length - 9);
  await expect(triggers.first()).toContainText(notices[9]!.title);
  // Changing page closes what was open.
  await expect(main.locator('.accordion__panel:not([hidden])')).toHaveCount(0);
  await triggers.first().click();
  await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
});

test('the jackpot rises between two reads and matches across two tabs', async ({ browser }, testInfo) => {
  // Reduced motion shows each pushed value at once instead of counting up to it.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    reducedMotion: 'reduce',
  });
  try {
    const first = await context.newPage();
    const second = await context.newPage();
    await Promise.all([first.goto('/index'), second.goto('/index')]);
    const amountOf = (p: Page) => p.getByRole('group', { name: 'Jackpot' });
    await expect(amountOf(first)).toContainText(/\d/);
    await expect(amountOf(second)).toContainText(/\d/);

    const before = await jackpotHundredths(amountOf(first));
    // It rises by 165.11 every 3 seconds: within a few steps it is higher, by whole steps.
    await expect
      .poll(async () => (await jackpotHundredths(amountOf(first))) - before, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const risen = (await jackpotHundredths(amountOf(first))) - before;
    expect(risen % 16_511).toBe(0);

    // Both tabs show the same value (read twice on one tab around the other, to skip a step boundary).
    await expect(async () => {
      const a1 = await jackpotHundredths(amountOf(first));
      const b = await jackpotHundredths(amountOf(second));
      const a2 = await jackpotHundredths(amountOf(first));
      expect(a1).toBe(a2);
      expect(b).toBe(a1);
    }).toPass({ timeout: 15_000 });
  } finally {
    await context.close();
  }
});

test('a new big win published by the upstream appears on the board without a reload', async ({
  page,
  request,
}) => {
  await page.goto('/index');
  const board = page.getByRole('region', { name: 'Big winners' });
  await expect(board.getByRole('button').first()).toBeVisible();
  const [latest] = await trpcData<Winner[]>(page, 'content.winners');
  expect(latest).toBeDefined();

  const account = `e2e${Date.now().toString(36)}zq`;
  const masked = `${account.slice(0, 2)}***${account.slice(-2)}`;
  const rowName = new RegExp(`^${masked.replace(/\*/g, '\\*')}\\s*,`);
  await expect(board.getByRole('button', { name: rowName })).toHaveCount(0);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  await admin(request, 'POST', '/admin/winners', {
    gameId: latest!.gameId,
    account,
    winAmount: '987654.32',
  });

  const row = board.getByRole('button', { name: rowName });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('$987,654.32');
  // The full account name never reaches the page; the board changed without a reload.
  await expect(board).not.toContainText(account);
  expect(navigations).toBe(0);
});

test('the deposit ranking shows its banner and this month’s TOP 20 with masked names', async ({ page }) => {
  await page.goto('/index');
  // The header links to the ranking pages because their banner groups have banners.
  await page.getByRole('banner').getByRole('link', { name: 'Deposit TOP 20' }).click();
  await expect(page).toHaveURL(/\/deposit-rank$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit TOP 20' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured' }).locator('img').first()).toBeVisible();

  const table = page.getByRole('table', { name: 'Deposit TOP 20' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(21); // the heading row and 20 members
  await expect(table.getByRole('columnheader')).toHaveText(['Rank', 'Member', 'Deposits']);
  const cells = await Promise.all(
    (await rows.all())
      .slice(1)
      .map(async (r) => (await r.getByRole('cell').allTextContents()).map((c) => c.trim())),
  );
  expect(cells[0]![0]).toBe('1');
  let previous = Infinity;
  for (const [rank, name, amount] of cells) {
    expect(name).toMatch(/^[^*]{1,2}\*\*\*[^*]{0,2}$/);
    expect(amount).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    const value = Number(amount!.replace(/[$,]/g, ''));
    expect(value).toBeLessThanOrEqual(previous);
    previous = value;
    expect(Number(rank)).toBeGreaterThan(0);
  }
  await expect(page.getByText(/^Period:/)).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Valid bet TOP 20' }).click();
  await expect(page.getByRole('table', { name: 'Valid bet TOP 20' }).getByRole('row')).toHaveCount(21);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the ranking, help search and join pages have no serious accessibility violation (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((t) => window.localStorage.setItem('portal.theme', t), theme);
    const check = async () => {
      const results = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await page.goto('/bet-rank');
    await expect(page.getByRole('table', { name: 'Valid bet TOP 20' }).getByRole('row')).toHaveCount(21);
    await check();

    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('deposit');
    await expect(page.getByRole('status').filter({ hasText: /articles? found/ })).toBeVisible();
    await check();
    // Keyboard: Tab reaches the first result and Enter opens that article.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]article=\d+/);
    await expect(page.locator('.accordion__item.is-open .accordion__trigger')).toBeFocused();

    await page.goto('/join');
    await expect(page.getByRole('article', { name: 'Agent Programme' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
    await check();
  });
}
