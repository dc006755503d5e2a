import { expect, test } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';
import { admin, grantBonus } from '../support/admin.js';
import { openBook } from '../support/betting-record.js';
import { eachLook } from '../support/look.js';

/**
 * The sportsbook's "My bets" once a match is over: each leg's revealed seed, its client seed and
 * nonce, and the page's own SHA-256 check of it against the hash shown before the match (ADR 0021),
 * EN, VI and AR (SHOTS_LANGS), both themes, 390 and 1440 px. Moves the sportsbook's test clock.
 */
test('look: the sportsbook seed check in my bets', async ({ browser, page, context, request }, testInfo) => {
  test.setTimeout(900_000);
  const player = await registerPlayerForRun(browser, testInfo, 'sbs', 'Lotus2026');
  await signIn(page, context, request, player, 'Lotus2026');
  await grantBonus(request, player, '10', 'Sportsbook look funds');
  const book = await openBook(page, { path: '/sports', game: 'Sportsbook', gameType: 'SPORTS' });
  await book.locator('.sb__fixture--scheduled').first().getByRole('button', { name: /^1 / }).click();
  const slip = book.getByRole('region', { name: 'Bet slip' });
  await slip.getByLabel('Stake').fill('1');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(book.getByText('Bet placed.')).toBeVisible({ timeout: 15_000 });
  await admin(request, 'POST', '/admin/sportsbook/clock', { advanceMs: 25 * 60_000 });
  await expect(book.locator('.sb__verified--ok').first()).toBeVisible({ timeout: 30_000 });

  const cookies = (await context.storageState()).cookies;
  const baseURL = test.info().project.use.baseURL!;
  await eachLook(browser, { baseURL, cookies, languages: ['EN', 'VI', 'AR'] }, async ({ page: p, shot }) => {
    await p.goto('/sports?page=DEMO');
    await p.getByRole('tabpanel').locator('.game-tile__play').first().click();
    const frame = p.frameLocator('iframe[title]').first();
    const mark = frame.locator('.sb__verified').first();
    await expect(mark).toBeVisible({ timeout: 30_000 });
    await mark.scrollIntoViewIfNeeded();
    await shot('sportsbook-seed');
  });
});
