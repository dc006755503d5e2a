import { expect, test } from '@playwright/test';

test('a right-to-left language: the page is written rtl from its first byte and the layout mirrors', async ({
  page,
  context,
}) => {
  // The choice made before (the cookie the web writes): the gateway writes <html lang dir> from it.
  await context.addCookies([{ name: 'portal_lang', value: 'AR', url: test.info().project.use.baseURL! }]);
  const response = await page.goto('/index');
  expect((await response!.text()).slice(0, 200)).toMatch(/<html lang="ar" dir="rtl"/);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');

  // The main navigation runs from the right: its first link (home) is right of the second.
  const links = page.locator('nav.nav').getByRole('link');
  await expect(links.first()).toBeVisible();
  const [first, second] = [await links.nth(0).boundingBox(), await links.nth(1).boundingBox()];
  expect(first!.x).toBeGreaterThan(second!.x);
  // The brand sits at the right edge, the header's actions at the left.
  const viewport = page.viewportSize()!;
  const logo = await page.locator('.masthead .brand').first().boundingBox();
  expect(logo!.x).toBeGreaterThan(viewport.width / 2);

  // The banner carousel (Swiper, started on first contact) slides right to left.
  await page.locator('.banner').first().hover();
  await expect(page.locator('.banner__swiper.swiper-rtl')).toBeAttached();

  // Back to English through the language menu: left to right again, the carousel too, kept across a reload.
  await page.getByRole('button', { name: /:\s*AR/ }).click();
  await page.getByRole('button', { name: /^English/ }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('.banner__swiper.swiper-initialized')).toBeAttached();
  await expect(page.locator('.banner__swiper.swiper-rtl')).toHaveCount(0);
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
});
