import { expect, test } from '@playwright/test';
import { logIn } from '../support/account.js';
import { eachLook } from '../support/look.js';
import { tr } from '../support/strings.js';

/** The readiness panel (wallet, withdraw) and a game's session bar, EN and AR, both themes, 390 and 1440. */
test('look: ready to withdraw and the session bar', async ({ browser, page, context, request }) => {
  test.setTimeout(600_000);
  await logIn(page, context, request, 'demoagent');
  await page.goto('/rng?page=DEMO');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Lucky Lanterns' })
    .click();
  await expect(page.getByRole('region', { name: 'This session' })).toBeVisible();
  const gameUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  const cookies = (await context.storageState()).cookies;
  const baseURL = test.info().project.use.baseURL!;
  await eachLook(browser, { baseURL, cookies, languages: ['EN', 'AR'] }, async ({ page: p, lng, shot }) => {
    await p.goto(gameUrl);
    await expect(p.locator('html')).toHaveAttribute('lang', lng);
    const bar = p.getByRole('region', { name: tr(lng, 'games:session.title') });
    await expect(bar).toBeVisible();
    await shot('game');
    await bar.getByRole('button').first().click();
    await shot('game-open');
    await p.goto('/index');
    await p.getByRole('button', { name: tr(lng, 'accounts:accountMenu') }).click();
    await p.getByRole('menuitem', { name: tr(lng, 'accounts:menu.memberCentre'), exact: true }).click();
    const centre = p.getByRole('dialog', { name: tr(lng, 'wallet:centre.title') });
    await expect(centre).toBeVisible();
    await centre.getByRole('tab', { name: tr(lng, 'wallet:centre.pages.transferFund') }).click();
    await expect(centre.getByRole('region', { name: tr(lng, 'payments:readiness.title') })).toBeVisible();
    await shot('wallet');
    await centre.getByRole('tab', { name: tr(lng, 'wallet:centre.pages.withdraw') }).click();
    await expect(centre.getByRole('region', { name: tr(lng, 'payments:readiness.title') })).toBeVisible();
    await shot('withdraw');
  });
});
