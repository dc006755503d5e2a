import { expect, test } from '@playwright/test';
import { registerFreshPlayer } from '../support/account.js';
import { grantBonus } from '../support/admin.js';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('on a phone the nav collapses into a menu that opens, lists the categories and closes with Escape', async ({
  page,
}) => {
  await page.goto('/index');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Slots' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
  // Nothing scrolls sideways at 360 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a signed-in player with a five-figure balance in Vietnamese: the header fits, nothing scrolls sideways', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const player = await registerFreshPlayer(page, 'phhdr', 'Phone1234');
  await grantBonus(request, player, '12345.67', 'Phone header balance');
  await page.addInitScript(() => window.localStorage.setItem('portal.language', 'VI'));
  await page.goto('/index');
  const amount = page.locator('.account__amount');
  await expect(amount).toHaveText('$12.345,67');
  // The whole balance shows (not shortened) and the page is as wide as the screen.
  expect(await amount.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  // (A phone's layout viewport widens to the content, so innerWidth grows with it: measure against
  // the screen's width, the root's clientWidth.)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone the Vietnamese lottery frame is as tall as the game: the page scrolls to Place bet', async ({
  page,
}) => {
  await registerFreshPlayer(page, 'phlot', 'Phone1234');
  await page.goto('/lottery?gameCode=VNMB&vendor=TCG_LOTTO_VN&playType=LO2');
  const frame = page.locator('iframe[title^="Miền Bắc"]');
  await expect(
    page.frameLocator('iframe[title^="Miền Bắc"]').getByRole('button', { name: 'Place bet' }),
  ).toBeAttached({
    timeout: 20_000,
  });
  await expect
    .poll(() =>
      frame.evaluate((el: HTMLIFrameElement) => {
        const doc = el.contentDocument?.documentElement;
        return doc ? doc.scrollHeight - el.clientHeight : Number.NaN;
      }),
    )
    .toBeLessThanOrEqual(1);
});
