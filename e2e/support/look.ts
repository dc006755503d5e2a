import type { Page } from '@playwright/test';

/** Where the look specs write their screenshots. */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? 'test-results/look';

/**
 * A page ready for its screenshot: the network quiet, its fonts loaded, and a moment for the last
 * transitions (a screenshot is looked at, not asserted on, so a fixed pause is enough here).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}
