import { expect, test } from '@playwright/test';
import { logIn } from '../support/account.js';
import { grantBonus } from '../support/admin.js';
import { eachLook } from '../support/look.js';
import { tr } from '../support/strings.js';

/** The betting record's dispute column and the dispute form, EN, VI and AR, both themes, 390 and 1440. */
test('look: disputing a round', async ({ browser, page, context, request }) => {
  test.setTimeout(600_000);
  await logIn(page, context, request, 'demoplayer');
  await grantBonus(request, 'demoplayer', '5', 'Dispute look funds');
  await page.goto('/rng?page=DEMO');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Lucky Lanterns' })
    .click();
  const game = page.frameLocator('iframe[title="Game"]');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 20_000 });
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#round')).toBeVisible({ timeout: 20_000 });
  const cookies = (await context.storageState()).cookies;
  const baseURL = test.info().project.use.baseURL!;
  await eachLook(
    browser,
    { baseURL, cookies, languages: ['EN', 'VI', 'AR'] },
    async ({ page: p, lng, shot }) => {
      await expect(p.locator('html')).toHaveAttribute('lang', lng);
      await p.getByRole('button', { name: new RegExp(tr(lng, 'accounts:accountMenu')) }).click();
      await p
        .getByRole('menuitem', { name: tr(lng, 'wallet:centre.pages.personalHistoryCopy'), exact: true })
        .click();
      const record = p.locator('.bet-table');
      await expect(record).toBeVisible();
      await shot('dispute-record');
      await p.locator('.bet-dispute__action').first().click();
      const form = p.getByRole('dialog', { name: tr(lng, 'bets:dispute.title') });
      await expect(form).toBeVisible();
      await form.getByRole('button', { name: tr(lng, 'bets:dispute.submit') }).click();
      await shot('dispute-form');
    },
  );
});
