import { expect, test } from '@playwright/test';
import { logIn } from '../support/account.js';
import { grantBonus } from '../support/admin.js';
import { settle, SHOTS_DIR } from '../support/look.js';
import { tr } from '../support/strings.js';

const OUT = SHOTS_DIR;

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
  const cookies = (await context.storageState()).cookies.filter((c) => c.name !== 'portal_lang');
  for (const code of (process.env.SHOTS_LANGS?.split(',') ?? ['EN', 'VI', 'AR']) as string[]) {
    const lng = code.toLowerCase();
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        const ctx = await browser.newContext({
          baseURL: test.info().project.use.baseURL,
          viewport: { width, height: width === 390 ? 844 : 900 },
          reducedMotion: 'reduce',
        });
        await ctx.addCookies([
          ...cookies,
          { name: 'portal_lang', value: code, url: test.info().project.use.baseURL! },
        ]);
        await ctx.addInitScript(
          ({ c, t }) => {
            window.localStorage.setItem('portal.language', c);
            window.localStorage.setItem('portal.theme', t);
          },
          { c: code, t: theme },
        );
        const p = await ctx.newPage();
        const shot = async (name: string) => {
          await settle(p);
          await p.screenshot({ path: `${OUT}/${name}-${code}-${theme}-${width}.png` });
        };
        await p.goto('/index');
        await p.evaluate(
          (language) =>
            fetch('/trpc/profile.setLanguage', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ language }),
            }),
          code,
        );
        await p.goto('/index');
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
        await ctx.close();
      }
    }
  }
});
