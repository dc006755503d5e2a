import { expect, type Page } from '@playwright/test';

/** The header's account area once a session exists. */
export async function expectLoggedIn(page: Page) {
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
}

export async function expectLoggedOut(page: Page) {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out' });
  await expect(dialog.getByText('Are you sure you want to sign out?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expectLoggedOut(page);
}
