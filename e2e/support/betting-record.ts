import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * What the books' journeys (sportsbook.spec, esports.spec) share: opening a book from its category's
 * Portal Originals entry, the page's text without its direction isolates, and the portal's betting
 * record and P&L in the member centre.
 */

/**
 * Opens a book (`Sportsbook` on /sports, `E-sports` on /esports) from its category's Portal Originals
 * entry, as a player would, and waits for its fixtures: the game frame.
 */
export async function openBook(
  page: Page,
  o: { path: string; game: string; gameType: string },
): Promise<FrameLocator> {
  await page.goto(`${o.path}?page=DEMO`);
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: `Play ${o.game}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/game\\?nodeId=\\d+&gameType=${o.gameType}$`));
  const book = page.frameLocator('iframe[title="Game"]');
  await expect(book.getByRole('heading', { name: o.game, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(book.locator('.sb__fixture').first()).toBeVisible({ timeout: 20_000 });
  return book;
}

/** Text without the direction isolates the game pages wrap names and figures in. */
export const plain = (s: string | null) => (s ?? '').replace(/[\u2066-\u2069]/g, '').trim();

/** A pattern of page text where figures and names may sit in direction isolates (ISO: U+2066-U+2069). */
export const isolated = (pattern: string) => new RegExp(pattern.replace(/ISO/g, '[\\u2066-\\u2069]*'));

/** The member centre open on `tab` (Betting record, Personal profit and loss...). */
export async function memberCentrePage(page: Page, tab: string): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  if (!(await centre.isVisible())) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Betting record', exact: true }).click();
    await expect(centre).toBeVisible();
  }
  const link = centre.getByRole('tab', { name: tab, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-selected', 'true');
  return centre;
}

export async function closeCentre(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toBeHidden();
}

/** The P&L page's card of `label` (Pending bets, Valid bets, Wins...). */
export function profitCard(centre: Locator, label: string): Locator {
  return centre
    .getByRole('list', { name: 'Summary' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}`) });
}
