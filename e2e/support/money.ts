import { expect, type Locator, type Page } from '@playwright/test';

/** How the header shows an amount in English: $1,234.56. */
export const MONEY = /^\$\d[\d,]*\.\d{2}$/;

/** An amount as shown ($1,234.56, −$2.00, 12.5) in cents. */
export function cents(text: string): number {
  const match = /([-\u2212]?)\$?([\d,]+)(?:\.(\d{2}))?/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const value = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3] ?? '0');
  return match[1] ? -value : value;
}

/** Cents as the header shows them. */
export function dollars(amountCents: number): string {
  return `$${(amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The amount in the header's account area (read once it has loaded). */
export function headerBalance(page: Page): Locator {
  return page.getByRole('banner').getByText(MONEY);
}

export async function readHeaderBalance(page: Page): Promise<number> {
  const balance = headerBalance(page);
  await expect(balance).toBeVisible();
  return cents((await balance.textContent()) ?? '');
}
