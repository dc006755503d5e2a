import { expect, test } from '@playwright/test';
import { registerFreshPlayer, signIn } from '../support/account.js';
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
  const player = await registerFreshPlayer(page, 'phhdr', 'Phone1234');
  await grantBonus(request, player, '12345.67', 'Phone header balance');
  // The language is the member's, kept in its profile (restored at every page load): set there.
  await page.goto('/index');
  const origin = new URL(page.url()).origin;
  const saved = await page.request.post(`${origin}/trpc/profile.setLanguage`, {
    data: { language: 'VI' },
    headers: { origin },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.evaluate(() => window.localStorage.setItem('portal.language', 'VI'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const amount = page.locator('.account__amount');
  // Vietnamese writes money with its own separators, the symbol where Vietnamese places it.
  await expect(amount).toHaveText('12.345,67\u00a0$');
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
  const frame = page.locator('iframe[title^="Northern Lottery"]');
  await expect(
    page.frameLocator('iframe[title^="Northern Lottery"]').getByRole('button', { name: 'Place bet' }),
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

test("on a phone an agent's contract offer keeps its inputs in line, and its date filters read yyyy-mm-dd", async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, context, request, 'demoagent');
  // Hourly salary: the brand contracts demoagent for it, demosubagent has none to offer over.
  await page.goto('/index?agentCentre=hourlySalary');
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await centre.getByRole('button', { name: "Sub-agents' contracts" }).click({ timeout: 30_000 });
  await centre.getByRole('button', { name: 'Offer a contract to demosubagent' }).click();
  const tier = centre
    .getByRole('form', { name: 'Contract offer to demosubagent' })
    .getByRole('group', { name: 'Tier 1' });
  const boxes = await Promise.all(
    ['Team days, at least', 'Active members, at least', 'Valid bets, at least', 'Proportion (%)'].map(
      async (label) => (await tier.getByLabel(label, { exact: true }).boundingBox())!,
    ),
  );
  // Two to a row on a phone; a label that wraps ("Active members, at least") must not push its
  // input below its neighbour's.
  for (const a of boxes) {
    for (const b of boxes) {
      const sameRow = a.y < b.y + b.height && b.y < a.y + a.height;
      if (sameRow) expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    }
  }
  // Team days and active members side by side.
  expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(1);

  await page.goto('/index?agentCentre=teamOverview');
  await centre.getByRole('button', { name: 'Custom' }).click();
  const from = centre.getByRole('textbox', { name: /^From/ });
  await expect(from).toHaveAttribute('placeholder', 'yyyy-mm-dd');
  await expect(from).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(centre.getByText(/^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/)).toBeVisible();
});
