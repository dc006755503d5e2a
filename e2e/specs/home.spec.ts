import { expect, test } from '@playwright/test';

// The home page's moving parts as most visitors see them: with motion (the config turns it off).
// The service worker is off here: these journeys hold a chunk with page.route, and once the worker
// has claimed the page (it takes over at once) it fetches /assets/ itself, where page.route cannot
// see the request. The chunk then came straight in and the skeleton was measured as it went away.
test.use({ reducedMotion: 'no-preference', serviceWorkers: 'block' });

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

test('the home page holds every section’s place while its chunk and data load: nothing blank, nothing moves', async ({
  page,
}) => {
  // Hold the home page's own chunk, as a slow network or phone does: the router shows its skeleton.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/home-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/index');
  // The app's own skeleton (`.app`), not the one the page's HTML drew before the app ran.
  const skeleton = page.locator('.app .home[data-skeleton]');
  await expect(skeleton).toBeVisible();
  /** Each section's top and height in the page. */
  const places = (home: string) =>
    page.locator(home).evaluate((el) =>
      Array.from(el.children, (c) => {
        const box = c.getBoundingClientRect();
        return [Math.round(box.top + window.scrollY), Math.round(box.height)];
      }),
    );
  const before = await places('.app .home[data-skeleton]');
  expect(before).toHaveLength(5);
  // Every box is drawn: a colour of its own (a category card's background once left its skeleton an
  // empty block) and the shine moving over it (a layer of its own, web/src/styles/ui-controls.css).
  for (const look of await skeleton.locator('.skeleton').evaluateAll((els) =>
    els.map((e) => ({
      colour: getComputedStyle(e).backgroundColor,
      image: getComputedStyle(e).backgroundImage,
      shine: getComputedStyle(e, '::after').animationName,
    })),
  )) {
    expect(look.colour).not.toBe('rgba(0, 0, 0, 0)');
    expect(look.image).toBe('none');
    expect(look.shine).toBe('shimmer');
  }

  release();
  const home = page.locator('.home:not([data-skeleton])');
  await expect(home.locator('.jackpot__value')).toBeVisible();
  await expect(home.locator('.winners__row').first()).toBeVisible();
  await expect(home.locator('.category-card').first()).toBeVisible();
  await expect(home.locator('.marquee')).toBeVisible();
  expect(await places('.home:not([data-skeleton])')).toEqual(before);
});

test('the page’s HTML draws the home page in its own shape before the app runs: each section stays when the app replaces it', async ({
  page,
}) => {
  // Hold the app's entry script: what shows is the gateway's shell alone (services/gateway/src/first-paint-shell.ts).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/index', { waitUntil: 'commit' });
  const shell = page.locator('[data-first-paint] .home[data-skeleton]');
  await expect(shell).toBeVisible();
  await expect(shell.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
    'Welcome to Lucky Lotus',
  );
  // The shell is measured as the visitor sees it: with the page's stylesheets applied (the HTML can
  // be visible a moment before they are; DOMContentLoaded would wait for the held entry script).
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((l) => l.sheet),
  );
  /** The banner's and each home section's top and height in the page. */
  const places = (home: string) =>
    page.evaluate((selector) => {
      const place = (el: Element) => {
        const box = el.getBoundingClientRect();
        return [Math.round(box.top + window.scrollY), Math.round(box.height)];
      };
      const banner = document.querySelector('.banner');
      const sections = document.querySelector(selector)?.children ?? [];
      return [banner ? place(banner) : null, ...Array.from(sections, place)];
    }, home);
  const before = await places('[data-first-paint] .home');
  expect(before).toHaveLength(6);

  release();
  const home = page.locator('.home:not([data-skeleton])');
  await expect(home.locator('.category-card').first()).toBeVisible();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  // The sections above the category cards, where the page's first screen is: the cards themselves
  // may be taller than their skeletons, and only the footer is below them.
  expect((await places('.home:not([data-skeleton])')).slice(0, 5)).toEqual(before.slice(0, 5));
});
