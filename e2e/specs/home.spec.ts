import { expect, test } from '@playwright/test';

// The home page's moving parts as most visitors see them: with motion (the config turns it off).
test.use({ reducedMotion: 'no-preference' });

type Lanes = { gameType: string; vendors: { displayName: string }[] }[];

test('the home page shows the header, the nav from the seeded vendors, banners and the footer', async ({
  page,
  request,
}) => {
  const lanes = ((await (await request.get('/trpc/games.lanes')).json()) as { result: { data: Lanes } })
    .result.data;
  expect(lanes.length).toBeGreaterThan(0);

  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));

  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Lucky Lotus home' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'App download' })).toBeVisible();
  // One drop-down per category that has vendors.
  await expect(nav.getByRole('button', { name: /^Show .* providers$/ })).toHaveCount(lanes.length);

  // Slots has more than 11 vendors: the drop-down lists 11 and a More link.
  await nav.getByRole('button', { name: 'Show Slots providers' }).click();
  const slotVendors = nav.getByRole('list', { name: 'Slots providers' });
  await expect(slotVendors.getByRole('link', { name: /JILI/ })).toBeVisible();
  await expect(slotVendors.getByRole('link', { name: 'More Slots' })).toBeVisible();
  await page.keyboard.press('Escape');

  const banners = page.getByRole('region', { name: 'Featured' });
  await expect(banners.locator('img').first()).toBeVisible();
  await expect(banners.getByRole('button', { name: /Show banner 1 of/ })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('region', { name: 'Game providers' })).toBeVisible();
  const about = footer.getByRole('navigation', { name: 'About' });
  for (const name of [
    'About Company',
    'Contact Us',
    'General Terms and Conditions',
    'Responsible Gaming',
    'Privacy Policy',
    'Affiliates',
    'Refund Policy',
  ]) {
    await expect(about.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Telegram' })).toBeVisible();

  // The built app runs under the gateway's CSP without a single violation or uncaught error.
  expect(cspViolations).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a category page shows its vendor menu and takes the vendor tab from the query', async ({ page }) => {
  await page.goto('/rng?page=JL');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /JILI Slots/, selected: true })).toBeVisible();
});
