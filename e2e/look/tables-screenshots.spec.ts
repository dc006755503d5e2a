import { expect, test } from '@playwright/test';
import { logIn } from '../support/account.js';
import { eachLook } from '../support/look.js';

/**
 * The demo vendor's shared-round games as a player sees them in the portal's frame: live baccarat,
 * the cockfight arena and the sportsbook, EN, VI and AR (SHOTS_LANGS), both themes, 390 and 1440.
 */
test('look: live baccarat, cockfight and the sportsbook', async ({ browser, page, context, request }) => {
  test.setTimeout(900_000);
  await logIn(page, context, request, 'demoplayer');
  const cookies = (await context.storageState()).cookies;
  const baseURL = test.info().project.use.baseURL!;
  await eachLook(browser, { baseURL, cookies, languages: ['EN', 'VI', 'AR'] }, async ({ page: p, shot }) => {
    const frame = p.frameLocator('iframe[title]').first();
    for (const [name, path, ready] of [
      ['baccarat', '/live?page=DEMO', '#phase'],
      ['cockfight', '/game?type=direct&vassalage=DS88&gameType=LIVE', '#phase'],
      ['sportsbook', '/sports?page=DEMO', 'main'],
    ] as const) {
      await p.goto(path);
      // The lobby's one demo tile (its name is the player's language's "Play …").
      if (!path.startsWith('/game'))
        await p.getByRole('tabpanel').locator('.game-tile__play').first().click();
      await expect(p).toHaveURL(/\/game\?/);
      await expect(frame.locator(ready).first()).toBeVisible({ timeout: 30_000 });
      await shot(`table-${name}`, true);
    }
  });
});
