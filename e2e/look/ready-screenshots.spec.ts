import { expect, test } from '@playwright/test';
import { logIn } from '../support/account.js';
import { settle, SHOTS_DIR } from '../support/look.js';
import { tr } from '../support/strings.js';

const OUT = SHOTS_DIR;

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
  const cookies = (await context.storageState()).cookies.filter((c) => c.name !== 'portal_lang');
  for (const code of (process.env.SHOTS_LANGS?.split(',') ?? ['EN', 'AR']) as ('EN' | 'AR')[]) {
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
        // The member's language is kept on the platform: set it, or a login's language wins.
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
        await ctx.close();
      }
    }
  }
});
