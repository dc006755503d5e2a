import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';

/**
 * Player protection, as a player trying to get round it: the footer's Responsible Gaming
 * opens the member's own limits; a daily deposit limit set there is in force at once, and a deposit
 * over it is refused with the reason in the player's language. The page passes axe in both themes.
 */
const PASSWORD = 'Lotus2026';
let player = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  player = await registerPlayerForRun(browser, testInfo, 'protect', PASSWORD);
});

function memberCentre(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Member centre' });
}

async function openResponsibleGaming(page: Page): Promise<Locator> {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Responsible Gaming' }).click();
  const centre = memberCentre(page);
  await expect(centre.getByRole('tab', { name: 'Responsible gaming' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(centre.getByRole('region', { name: 'Deposit limits' })).toBeVisible();
  return centre;
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a daily deposit limit is in force at once and a deposit over it is refused', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000); // a sign-in, an axe run and the deposit page's first load
  await signIn(page, context, request, player, PASSWORD);
  const centre = await openResponsibleGaming(page);
  const daily = centre
    .getByRole('region', { name: 'Deposit limits' })
    .getByRole('form', { name: 'Daily deposit limit (24 hours)' });
  // Bad input first: a field-level message, nothing saved.
  await daily.getByRole('textbox', { name: 'New limit' }).fill('abc');
  await daily.getByRole('button', { name: 'Set limit' }).click();
  await expect(daily.getByText('No limit')).toBeVisible();
  await expect(daily.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');

  await daily.getByRole('textbox', { name: 'New limit' }).fill('100');
  await daily.getByRole('button', { name: 'Set limit' }).click();
  await expect(daily.getByRole('status')).toHaveText('Limit saved. It applies now.');
  await expect(daily.getByText('$100.00', { exact: true })).toBeVisible();
  await expectAxeClean(page);

  await centre.getByRole('tab', { name: 'Deposit', exact: true }).click();
  await centre.getByRole('radio', { name: /Sandbox Pay/ }).check();
  await centre.getByRole('textbox', { name: 'Amount' }).fill('150');
  await centre.getByRole('button', { name: 'Continue' }).click();
  await centre.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(centre.getByText(/This deposit would go over a deposit limit you set/)).toBeVisible();
  await expect(centre.getByText(/You can still deposit 100\.00 in that window/)).toBeVisible();
});

test('the responsible gaming page passes axe in the dark theme', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await context.addInitScript(() => window.localStorage.setItem('portal.theme', 'dark'));
  const page = await context.newPage();
  await signIn(page, context, page.request, player, PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await openResponsibleGaming(page);
  await expectAxeClean(page);
  await context.close();
});
