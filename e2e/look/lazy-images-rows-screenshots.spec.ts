import { expect, test } from '@playwright/test';
import { eachLook } from '../support/look.js';
import { tr } from '../support/strings.js';

/**
 * Lazy images and the scroll rows (issue 35): a slot vendor's tabs and tiles, the tiles of icons that
 * failed (their names stand in), the vendor tabs moved by "next", and the footer's provider logos,
 * in EN, VI and AR, both themes, 390 and 1440 px.
 */
test('look: lazy images, failed images and the scroll rows', async ({ browser }) => {
  test.setTimeout(900_000);
  const baseURL = test.info().project.use.baseURL!;
  await eachLook(browser, { baseURL, languages: ['EN', 'VI', 'AR'] }, async ({ page, lng, shot }) => {
    await page.goto('/rng?page=PG');
    const tabs = page.getByRole('tablist').first();
    await expect(tabs.getByRole('tab').first()).toBeVisible();
    await expect(page.locator('.game-tile__art .lazy-image.is-loaded').first()).toBeVisible();
    await shot('rng');

    await page
      .locator('.vendor-menu')
      .getByRole('button', { name: tr(lng, 'games:nextVendors') })
      .click();
    await shot('rng-next');

    await page.route(/\/cdn\/game\/\d+\.svg/, (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/rng?page=JDB');
    await expect(page.locator('.game-tile__art .lazy-image.is-failed').first()).toBeVisible({
      timeout: 15_000,
    });
    await shot('rng-failed');
    await page.unroute(/\/cdn\/game\/\d+\.svg/);

    await page.goto('/index');
    const providers = page.getByRole('region', { name: tr(lng, 'layout:footer.providers') });
    await providers.scrollIntoViewIfNeeded();
    await expect(providers.locator('.lazy-image.is-loaded').first()).toBeVisible();
    await shot('footer-providers');
  });
});
