import { expect, test } from '@playwright/test';
import { logIn } from '../support/account.js';
import { eachLook } from '../support/look.js';
import { tr } from '../support/strings.js';

/** The PVP page's rooms and the Niu-Niu table after a hand: EN, VI, AR, both themes, 390 and 1440. */
test('look: PvP rooms and the Niu-Niu table', async ({ browser, page, context, request }) => {
  test.setTimeout(900_000);
  await logIn(page, context, request, 'demoagent');
  const cookies = (await context.storageState()).cookies;
  const baseURL = test.info().project.use.baseURL!;
  await eachLook(
    browser,
    { baseURL, cookies, languages: ['EN', 'VI', 'AR'] },
    async ({ page: p, lng, shot }) => {
      await p.goto('/pvp');
      const rooms = p.getByRole('region', { name: tr(lng, 'games:pvpRooms.title') });
      await expect(rooms.getByRole('listitem').first()).toBeVisible();
      await shot('pvp-rooms');
      await rooms.getByRole('button').first().click();
      const table = p.frameLocator('iframe[title]').first();
      const deal = table.locator('#deal');
      await expect(table.locator('#join')).toBeVisible({ timeout: 30_000 });
      if (!(await deal.isEnabled())) await table.locator('#join').click();
      await expect(deal).toBeEnabled({ timeout: 30_000 });
      await deal.click();
      await expect(table.locator('#round')).toHaveText(/^NN-/, { timeout: 30_000 });
      await shot('pvp-table', true);
    },
  );
});
