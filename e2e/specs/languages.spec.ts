import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { captchaCode, freshUsername } from '../support/outbox.js';
import { tr } from '../support/strings.js';
import { ar as payAr } from '../../services/mock-upstream/src/modules/payments/pay-text/ar.js';
import { ja as payJa } from '../../services/mock-upstream/src/modules/payments/pay-text/ja.js';
import { th as payTh } from '../../services/mock-upstream/src/modules/payments/pay-text/th.js';

/** The sandbox provider's pay page words (it writes the player's language too). */
const PAY_PAGE: Record<string, { pay: string; note: string }> = { th: payTh, ja: payJa, ar: payAr };

/**
 * Journeys in Thai, Japanese and Arabic: a visitor registers, deposits through the
 * sandbox provider, plays the demo slot and finds the round in the member centre, every step found
 * by the names the language gives it. The Arabic journey also checks that the page is right to left
 * and its navigation runs from the right. Then axe in Arabic and Thai, both themes.
 */
const PASSWORD = 'Lotus2026';

const JOURNEYS = [
  { code: 'TH', lng: 'th', dir: 'ltr' },
  { code: 'JA', lng: 'ja', dir: 'ltr' },
  { code: 'AR', lng: 'ar', dir: 'rtl' },
] as const;

async function inLanguage(context: BrowserContext, code: string) {
  await context.addCookies([{ name: 'portal_lang', value: code, url: test.info().project.use.baseURL! }]);
}

/** Registers a fresh player through the dialog, in the page's language; leaves it logged in. */
async function register(page: Page, lng: string) {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: tr(lng, 'account-forms:register.title') });
  await dialog
    .getByLabel(tr(lng, 'account-forms:fields.username'), { exact: true })
    .fill(freshUsername(lng).toLowerCase());
  await dialog.getByLabel(tr(lng, 'account-forms:fields.password'), { exact: true }).fill(PASSWORD);
  await dialog.getByLabel(tr(lng, 'account-forms:fields.confirmPassword'), { exact: true }).fill(PASSWORD);
  await expect(dialog.getByRole('img', { name: tr(lng, 'account-forms:captchaImage') })).toBeVisible();
  await dialog
    .getByLabel(tr(lng, 'account-forms:fields.captcha'), { exact: true })
    .fill(await captchaCode(page.request, page.context()));
  await dialog.getByRole('button', { name: tr(lng, 'account-forms:register.submit'), exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: tr(lng, 'accounts:accountMenu') })).toBeVisible({
    timeout: 20_000,
  });
}

async function deposit(page: Page, lng: string, amount: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: tr(lng, 'accounts:deposit') })
    .click();
  const centre = page.getByRole('dialog', { name: tr(lng, 'wallet:centre.title') });
  await centre.getByRole('radio', { name: /Sandbox Pay/ }).check();
  await centre.getByRole('textbox', { name: tr(lng, 'wallet:fields.amount') }).fill(amount);
  await centre.getByRole('button', { name: tr(lng, 'payments:deposit.review') }).click();
  const review = centre.getByRole('region', { name: tr(lng, 'payments:deposit.confirmTitle') });
  await review.getByRole('button', { name: tr(lng, 'payments:deposit.confirm') }).click();
  await page.waitForURL(/\/sandbox-pay\/pay\/[^/]+$/);
  // The provider's page is in the player's language as well.
  const pay = PAY_PAGE[lng]!;
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.getByText(pay.note, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: pay.pay, exact: true }).click();
  const status = page
    .getByRole('dialog', { name: tr(lng, 'wallet:centre.title') })
    .getByRole('region', { name: tr(lng, 'payments:deposit.orderTitle') });
  await expect(status.getByText(tr(lng, 'wallet:status.success'), { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: tr(lng, 'wallet:centre.title') })).toBeHidden();
}

/** Spins the demo slot once and finds the round in the member centre's betting record. */
async function playAndFindTheRound(page: Page, lng: string) {
  await page.goto('/rng?page=DEMO');
  await page.getByRole('tabpanel').getByRole('button').filter({ hasText: 'Lucky Lanterns' }).first().click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+&gameType=RNG$/);
  const game = page.frameLocator(`iframe[title="${tr(lng, 'games:gameFrameTitle')}"]`);
  await expect(game.locator('#spin')).toBeEnabled({ timeout: 20_000 });
  await game.locator('#spin').click();
  await expect(game.locator('#round')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: tr(lng, 'accounts:accountMenu') }).click();
  await page.getByRole('menuitem', { name: tr(lng, 'accounts:menu.bettingRecord'), exact: true }).click();
  const centre = page.getByRole('dialog', { name: tr(lng, 'wallet:centre.title') });
  const row = centre.getByRole('row').filter({ hasText: 'Lucky Lanterns' });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row).toContainText(tr(lng, 'bets:status.settled'));
}

for (const { code, lng, dir } of JOURNEYS) {
  test(`in ${code}: register, deposit, a game and the member centre, all in the language`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await inLanguage(context, code);
    const response = await page.goto('/index');
    // The gateway wrote the page in the language, from its first byte.
    expect((await response!.text()).slice(0, 200)).toContain(`<html lang="${lng}" dir="${dir}"`);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', lng);
    await expect(html).toHaveAttribute('dir', dir);

    if (dir === 'rtl') {
      // The main navigation runs from the right: its first link stands right of the second.
      const links = page.getByRole('navigation', { name: tr(lng, 'layout:nav.label') }).getByRole('link');
      await expect(links.first()).toBeVisible();
      const [first, second] = [await links.nth(0).boundingBox(), await links.nth(1).boundingBox()];
      expect(first!.x).toBeGreaterThan(second!.x);
    }

    await register(page, lng);
    await deposit(page, lng, '50');
    await playAndFindTheRound(page, lng);
    await expect(html).toHaveAttribute('dir', dir);
    await expect(html).toHaveAttribute('lang', lng);
  });
}

for (const code of ['AR', 'TH'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the home page in ${code} has no serious or critical accessibility violation in the ${theme} theme`, async ({
      page,
      context,
    }) => {
      await inLanguage(context, code);
      await page.addInitScript((t) => window.localStorage.setItem('portal.theme', t), theme);
      await page.goto('/index');
      const lng = code.toLowerCase();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByRole('navigation', { name: tr(lng, 'layout:nav.label') })).toBeVisible();
      await expect(page.locator('.banner img').first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test('a page written in Thai starts in Thai when its cookie came as a header only, fetching its first-paint data once', async ({
  browser,
}) => {
  // A cookie the page cannot read (sent as a header: a proxy's, Lighthouse's) still chose the
  // language the gateway wrote the page in: the app must not start in English, load English's
  // strings, switch, and fetch the bootstrap, banners and lanes the page already carries.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { Cookie: 'portal_lang=TH' },
  });
  try {
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/trpc/') || url.pathname.includes('/strings-')) asked.push(url.pathname);
    });
    await page.goto('/index');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('navigation', { name: tr('th', 'layout:nav.label') })).toBeVisible();
    await expect(page.locator('.category-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    expect(asked.filter((p) => p.includes('/strings-en'))).toEqual([]);
    const procedures = asked.filter((p) => p.startsWith('/trpc/')).flatMap((p) => p.slice(6).split(','));
    expect(procedures).not.toContain('system.bootstrap');
    expect(procedures).not.toContain('content.banners');
    expect(procedures).not.toContain('games.lanes');
  } finally {
    await context.close();
  }
});
