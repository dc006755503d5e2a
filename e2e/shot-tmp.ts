import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3500';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const login = await browser.newContext();
const lp = await login.newPage();
await lp.goto(base + '/login');
await lp.locator('input[autocomplete=username]').first().fill(process.env.WHO ?? 'demoplayer');
await lp.locator('input[type=password]').first().fill('Demo1234');
await lp.keyboard.press('Enter');
await lp.waitForTimeout(3000);
const state = await login.storageState();
const urls = (process.env.URLS ?? '/promotions').split(',');
const variants = [['light', 'EN', 1440], ['dark', 'VI', 390], ['dark', 'CN', 1440], ['light', 'VI', 390]] as const;
for (const [theme, lang, width] of variants) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, storageState: state });
  await ctx.addInitScript(([t, l]) => { localStorage.setItem('portal.theme', t as string); localStorage.setItem('portal.language', l as string); }, [theme, lang]);
  const page = await ctx.newPage();
  for (const [i, u] of urls.entries()) {
    await page.goto(base + u);
    await page.waitForTimeout(3500);
    await page.screenshot({ path: `/tmp/shots/u${i}-${theme}-${lang}-${width}.png`, fullPage: process.env.FULL === '1' });
  }
  await ctx.close();
}
await browser.close();
