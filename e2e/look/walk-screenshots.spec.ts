import { expect, test } from '@playwright/test';
import { registerFreshPlayer } from '../support/account.js';
import { eachLook } from '../support/look.js';
import { tr } from '../support/strings.js';

/**
 * A new player's walk, in TH, AR and VI (SHOTS_LANGS), light and dark, 390 and 1440: the pages the
 * i18n look leaves out. The register dialog with its errors (logged out), then, as a freshly
 * registered player: deposit and withdraw with their errors, the wallet, the member centre's
 * records, messages, missions and security, promotions and a promotion, the point mall, the
 * fishing and slot games and the PvP rooms.
 */
const LANGUAGES = ['TH', 'AR', 'VI'];

test('look: the register dialog and its errors', async ({ browser }) => {
  test.setTimeout(600_000);
  const baseURL = test.info().project.use.baseURL!;
  await eachLook(browser, { baseURL, languages: LANGUAGES }, async ({ page: p, lng, shot }) => {
    await p.goto('/register');
    const dialog = p.getByRole('dialog', { name: tr(lng, 'account-forms:register.title') });
    await expect(dialog).toBeVisible();
    await shot('walk-register');
    await dialog.getByRole('button', { name: tr(lng, 'account-forms:register.submit'), exact: true }).click();
    await shot('walk-register-empty');
    await dialog.getByLabel(tr(lng, 'account-forms:fields.username'), { exact: true }).fill('ab');
    await dialog.getByLabel(tr(lng, 'account-forms:fields.password'), { exact: true }).fill('short');
    await dialog.getByLabel(tr(lng, 'account-forms:fields.confirmPassword'), { exact: true }).fill('other');
    await dialog.getByRole('button', { name: tr(lng, 'account-forms:register.submit'), exact: true }).click();
    await shot('walk-register-invalid');
  });
});

test('look: a new player walks the money, member centre, promotions and games pages', async ({
  browser,
  page,
}) => {
  test.setTimeout(1_500_000);
  await registerFreshPlayer(page, 'walk', 'Walk12345');
  const cookies = (await page.context().storageState()).cookies;
  const baseURL = test.info().project.use.baseURL!;
  // The demo vendor's slot and fishing games, found once in English.
  await page.goto('/rng?page=DEMO');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Lucky Lanterns' })
    .click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+/);
  const slot = new URL(page.url()).search;
  await page.goto('/fish');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Reef Hunter' })
    .click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+/);
  const fish = new URL(page.url()).search;

  await eachLook(browser, { baseURL, cookies, languages: LANGUAGES }, async ({ page: p, shot }) => {
    const centre = async (name: string) => {
      await p.goto(`/index?centre=${name}`);
      await expect(p.getByRole('dialog').first()).toBeVisible();
      await p.waitForTimeout(800);
    };
    await centre('depositv2');
    await shot('walk-deposit');
    await p.locator('.wallet-form button[type=submit]').first().click();
    await shot('walk-deposit-empty');
    await p.locator('.wallet-form input[inputmode=decimal], .wallet-form input[type=text]').first().fill('1');
    await p.locator('.wallet-form button[type=submit]').first().click();
    await shot('walk-deposit-small');
    await centre('withdraw');
    await shot('walk-withdraw', true);
    const submit = p.locator('.wallet-form button[type=submit]').first();
    if (await submit.isVisible()) {
      await submit.click();
      await shot('walk-withdraw-empty', true);
    }
    await centre('transferFund');
    await shot('walk-wallet');
    await centre('personalHistoryCopy');
    await shot('walk-betting-record');
    await centre('transactionHistory');
    await shot('walk-transactions');
    await centre('personalProfit');
    await shot('walk-profit');
    await centre('messageV2');
    await shot('walk-messages');
    await centre('securityCenter');
    await shot('walk-security');
    await centre('missionLeaderboard');
    await shot('walk-missions');
    await p.goto('/promotions');
    await shot('walk-promotions');
    const detail = p.locator('a[href^="/promoDetail"]').first();
    if (await detail.isVisible()) {
      await detail.click();
      await shot('walk-promo-detail', true);
    }
    await p.goto('/pointMall');
    await shot('walk-point-mall');
    await p.goto('/pvp');
    await shot('walk-pvp');
    await p.goto(`/game${fish}`);
    await p.waitForTimeout(2500);
    await shot('walk-fish');
    await p.goto(`/game${slot}`);
    await p.waitForTimeout(2500);
    await shot('walk-slot');
  });
});
