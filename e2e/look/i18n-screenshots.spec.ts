import { expect, test } from '@playwright/test';
import { logIn } from '../support/account.js';
import { eachLook, settle, SHOTS_DIR } from '../support/look.js';
import { tr } from '../support/strings.js';

const OUT = SHOTS_DIR;

test('look: seven pages in AR, TH and EN, light and dark, 390 and 1440', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(900_000);
  await logIn(page, context, request, 'demoagent');
  const cookies = (await context.storageState()).cookies;
  const baseURL = test.info().project.use.baseURL!;
  await eachLook(
    browser,
    { baseURL, cookies, languages: ['AR', 'TH', 'EN'] },
    async ({ page: p, lng, shot }) => {
      await expect(p.locator('html')).toHaveAttribute('lang', lng);
      await shot('home');
      await p.goto('/rng');
      await shot('lobby');
      await p.goto('/lottery');
      await shot('game');
      await p.goto('/promotions');
      await shot('promotions');
      await p.goto('/index');
      await p.getByRole('button', { name: tr(lng, 'accounts:accountMenu') }).click();
      await p.getByRole('menuitem', { name: tr(lng, 'accounts:menu.memberCentre'), exact: true }).click();
      const centre = p.getByRole('dialog', { name: tr(lng, 'wallet:centre.title') });
      await expect(centre).toBeVisible();
      await shot('member-centre');
      await centre.getByRole('tab', { name: tr(lng, 'wallet:centre.pages.transferFund') }).click();
      await shot('wallet');
      await p.keyboard.press('Escape');
      await p.goto('/index?agentCentre=overview');
      await expect(p.getByRole('dialog').first()).toBeVisible();
      await p.waitForTimeout(1500);
      await shot('agent-centre');
    },
  );
});

test('fonts: every script renders from the self-hosted faces, with no layout shift', async ({ browser }) => {
  test.setTimeout(240_000);
  for (const code of ['EN', 'TH', 'KM', 'MY', 'BN', 'HI', 'AR', 'FA', 'UR', 'HE', 'JA', 'CN', 'TW', 'KO']) {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
    });
    await context.addCookies([{ name: 'portal_lang', value: code, url: test.info().project.use.baseURL! }]);
    const page = await context.newPage();
    await page.goto('/index');
    await settle(page);
    const info = await page.evaluate(async () => {
      const faces = new Set<string>();
      document.fonts.forEach((f) => {
        if (f.status === 'loaded') faces.add(f.family);
      });
      const shift = await new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      });
      return { faces: [...faces], shift };
    });
    // What the report reads: the faces in use and the layout shift of each language's home page.
    console.warn(code, JSON.stringify(info));
    await page.screenshot({ path: `${OUT}/fonts-${code}-390.png` });
    await context.close();
  }
});
