import { expect, test } from '@playwright/test';

test('switching to Vietnamese changes the text and survives a reload', async ({ page }) => {
  await page.goto('/index');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();

  const navVi = page.getByRole('navigation', { name: 'Chính' });
  await expect(navVi.getByRole('link', { name: 'Trang chủ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  // The platform's own content follows: the announcements are asked for again, in Vietnamese.
  await expect(page.getByRole('button', { name: 'Bảo trì định kỳ Microgaming' }).first()).toBeAttached();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Trang chủ' }).first()).toBeVisible();
});

test('the theme switch persists across a reload', async ({ page }) => {
  await page.goto('/index');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
});
