import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';
import { admin, grantBonus } from '../support/admin.js';

/**
 * Points and the point mall on a player of the run's own: a spin of the demo slot earns
 * points (1 per 1.00 of valid bet on slots, the seeded rate), the account menu shows them and leads
 * to /pointMall, where the player redeems a product with the payment password; the exchange waits
 * in application until the operator passes it, and the points detail shows both changes. Then the
 * mall passes axe in both themes.
 */
const PASSWORD = 'Lotus2026';
const PAYMENT_PASSWORD = '246810';
const BET = 20;
/** A product of this run's own, priced at one spin's points. */
const PRODUCT = `E2E Lucky Charm ${Date.now().toString(36)}`;
let player = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, request }, testInfo) => {
  // Registration solves a proof of work in the browser: slow on a busy machine.
  testInfo.setTimeout(120_000);
  player = await registerPlayerForRun(browser, testInfo, 'pts', PASSWORD);
  await admin(request, 'POST', '/admin/points/products', {
    name: { EN: PRODUCT },
    description: { EN: 'Redeemed by the points journey.' },
    kind: 'virtual',
    stock: 5,
    pointsRequired: BET,
  });
});

async function setPaymentPassword(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Member centre', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const region = centre.getByRole('region', { name: 'Payment password' });
  await region.getByLabel('New payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await region.getByLabel('Confirm new payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await region.getByRole('button', { name: 'Set payment password' }).click();
  await expect(region.getByText('Payment password saved.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
}

test('a spin of the demo slot earns points; the player redeems a product and the operator passes it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await grantBonus(request, player, '100.00', 'Points journey funds');
  await signIn(page, context, request, player, PASSWORD);
  await setPaymentPassword(page);

  await page.goto('/rng?page=DEMO');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Lucky Lanterns' })
    .click();
  const slot = page.frameLocator('iframe[title="Game"]');
  const spin = slot.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await slot.getByLabel('Bet').selectOption(`${BET}.00`);
  await spin.click();
  await expect(slot.locator('#round')).toBeVisible({ timeout: 20_000 });

  // The account menu shows the points the settled round earned and leads to the mall.
  await page.goto('/index');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: `Points: ${BET}` }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Point mall' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My points' }).locator('.points-balance__value')).toHaveText(
    String(BET),
  );

  const card = page.getByRole('article', { name: PRODUCT });
  await card.getByRole('button', { name: `Redeem: ${PRODUCT}` }).click();
  const dialog = page.getByRole('dialog', { name: `Redeem ${PRODUCT}` });
  await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  const done = page.getByRole('dialog', { name: 'Exchange submitted' });
  await expect(done.getByText('In application', { exact: true })).toBeVisible();
  const transactionNo = (await done.locator('dd.mono').textContent())!.trim();
  await done.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('region', { name: 'My points' }).locator('.points-balance__value')).toHaveText(
    '0',
  );

  await page.getByRole('tab', { name: 'Exchange records' }).click();
  const row = page.getByRole('row').filter({ hasText: transactionNo });
  await expect(row).toContainText('In application');
  await admin(request, 'POST', `/admin/points/exchanges/${transactionNo}`, { decision: 'passed' });
  await page.reload();
  await page.getByRole('tab', { name: 'Exchange records' }).click();
  await expect(page.getByRole('row').filter({ hasText: transactionNo })).toContainText('Passed');

  await page.getByRole('tab', { name: 'Points detail' }).click();
  const ledger = page.getByRole('table');
  await expect(ledger.getByRole('row').filter({ hasText: 'Earned from bets' })).toContainText(`+${BET}`);
  await expect(ledger.getByRole('row').filter({ hasText: 'Product redeemed' })).toContainText(`−${BET}`);
});

test('the point mall and its exchange records pass axe in both themes', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await context.addInitScript((t) => window.localStorage.setItem('portal.theme', t), theme);
    const page = await context.newPage();
    await signIn(page, context, page.request, player, PASSWORD);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.goto('/pointMall');
    await expect(page.getByRole('article').first()).toBeVisible();
    const check = async (where: string, scope?: string) => {
      const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
      const results = await (scope ? builder.include(scope) : builder).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        bad.map((v) => `${theme} ${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    };
    await check('/pointMall');
    await page.getByRole('tab', { name: 'Exchange records' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await check('exchange records', '[role="tabpanel"]');
    await context.close();
  }
});
