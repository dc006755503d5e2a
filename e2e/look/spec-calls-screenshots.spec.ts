import { expect, test } from '@playwright/test';
import { logIn } from '../support/account.js';
import { eachLook } from '../support/look.js';
import { tr } from '../support/strings.js';

/**
 * The slot list's type filter (the vassal game type call: the vendor's types with their games) and
 * the wallet page's vendors that play from the main wallet (the merchant wallet): EN, VI, AR, both
 * themes, 390 and 1440.
 */
test('look: the slot type filter and the wallet page', async ({ browser, page, context, request }) => {
  test.setTimeout(900_000);
  await logIn(page, context, request, 'demoplayer');
  const cookies = (await context.storageState()).cookies;
  const baseURL = test.info().project.use.baseURL!;
  await eachLook(
    browser,
    { baseURL, cookies, languages: ['EN', 'VI', 'AR'] },
    async ({ page: p, lng, shot }) => {
      await p.goto('/rng?page=JL');
      const types = p.getByRole('group', { name: tr(lng, 'games:classifyLabel') });
      await expect(types.getByRole('button').nth(6)).toBeVisible();
      await shot('slot-types');

      await p.getByRole('button', { name: tr(lng, 'accounts:accountMenu') }).click();
      await p.getByRole('menuitem', { name: tr(lng, 'accounts:menu.memberCentre'), exact: true }).click();
      const centre = p.getByRole('dialog', { name: tr(lng, 'wallet:centre.title') });
      await centre
        .getByRole('tab', { name: tr(lng, 'wallet:centre.pages.transferFund'), exact: true })
        .click();
      const seamless = centre.getByRole('region', { name: tr(lng, 'wallet:transfer.seamlessTitle') });
      await expect(seamless.getByRole('listitem').first()).toBeVisible();
      await seamless.scrollIntoViewIfNeeded();
      await shot('wallet-seamless');
    },
  );
});
