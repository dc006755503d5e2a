import { expect, type Page } from '@playwright/test';

/**
 * A deposit through the sandbox provider, as a player makes it: the header's Deposit button, the
 * channel, the amount, the provider's pay page, and back on the portal until the order succeeds.
 */
export async function sandboxDeposit(page: Page, amount: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('radio', { name: /Sandbox Pay/ }).check();
  await centre.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await centre.getByRole('button', { name: 'Continue' }).click();
  const review = centre.getByRole('region', { name: 'Confirm the deposit' });
  await review.getByRole('button', { name: 'Confirm deposit' }).click();
  await page.waitForURL(/\/sandbox-pay\/pay\/[^/]+$/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const status = page
    .getByRole('dialog', { name: 'Member centre' })
    .getByRole('region', { name: 'Deposit status' });
  await expect(status.getByText('Successful', { exact: true })).toBeVisible({ timeout: 30_000 });
}
