import { test } from '@playwright/test';
import { registerFreshPlayer } from '../support/account.js';
import { eachLook, settle, SHOTS_DIR } from '../support/look.js';
import { E2E_GATEWAY_PORT } from '../support/ports.js';

/**
 * A member's notification settings in the security centre (a notification's link opens it there)
 * and the download page's install card, in EN, VI and AR (SHOTS_LANGS), both themes, at 390 and
 * 1440 px.
 */
test('look: notification settings and the install card', async ({ browser }) => {
  test.setTimeout(600_000);
  const baseURL = `http://127.0.0.1:${E2E_GATEWAY_PORT}`;
  const context = await browser.newContext({ baseURL });
  await registerFreshPlayer(await context.newPage(), 'pwlook', 'Lotus2026');
  const cookies = (await context.storageState()).cookies;
  await context.close();
  await eachLook(
    browser,
    { baseURL, cookies, languages: ['EN', 'VI', 'AR'] },
    async ({ page, code, theme, width }) => {
      await page.goto('/index?centre=securityCenter');
      const region = page.locator('section[aria-labelledby="push-title"]');
      await region.scrollIntoViewIfNeeded();
      await settle(page);
      await region.screenshot({ path: `${SHOTS_DIR}/push-${code}-${theme}-${width}.png` });
      await page.goto('/download');
      await settle(page);
      await page.screenshot({ path: `${SHOTS_DIR}/install-${code}-${theme}-${width}.png` });
    },
  );
});
