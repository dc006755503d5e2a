import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Spec section 9's lazy images ("retries 3, cache 200, throttle 200 ms") and scroll widgets, in the
 * browser: pictures load as they come near the viewport, a picture that cannot be loaded is tried
 * 3 more times and then its game's name stands in, the rows with arrows move half a view a press
 * (the other way in Arabic), and the winner board moves at 0.5 px a frame.
 */

/** The game icons the page asked for, by path, each time it asked. */
function iconRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/cdn\/game\/\d+\.svg$/.test(url.pathname)) asked.push(url.pathname + url.search);
  });
  return asked;
}

const scrollLeftOf = (track: Locator) => track.evaluate((el) => el.scrollLeft);

test('game icons load as they come near the viewport, not before', async ({ page }) => {
  // A phone: three tiles a row, so the first page's last rows are well below the fold.
  await page.setViewportSize({ width: 390, height: 844 });
  const asked = iconRequests(page);
  await page.goto('/rng?page=PG');
  const panel = page.getByRole('tabpanel', { name: 'PG Soft' });
  const tiles = panel.getByRole('button', { name: /^(Play|Open preview) / });
  await expect(tiles).toHaveCount(21);
  // The first row's pictures are in (a loaded picture is drawn: its natural width is known).
  const firstIcon = panel.locator('.game-tile__art .lazy-image img').first();
  await expect(firstIcon).toHaveJSProperty('complete', true);
  expect(await firstIcon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(panel.locator('.game-tile__art .lazy-image.is-loaded').first()).toBeVisible();
  // The rows below the fold (and 300 px more) are not asked for yet.
  const before = new Set(asked).size;
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(21);
  const last = tiles.nth(20).locator('.lazy-image');
  await expect(last).toHaveClass(/is-hidden/);
  await expect(last.locator('img')).toHaveCount(0);
  // Scrolled down, they come.
  await tiles.nth(20).scrollIntoViewIfNeeded();
  await expect(last).toHaveClass(/is-loaded/);
  expect(new Set(asked).size).toBeGreaterThan(before);
});

test('a game icon that cannot be loaded is tried 3 more times, then the game’s name stands in, never a broken image', async ({
  page,
}) => {
  const asked = iconRequests(page);
  await page.route(/\/cdn\/game\/\d+\.svg/, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/rng?page=PG');
  const panel = page.getByRole('tabpanel', { name: 'PG Soft' });
  const first = panel.getByRole('button', { name: /^(Play|Open preview) / }).first();
  const art = first.locator('.game-tile__art .lazy-image');
  // 0.5 + 1 + 2 s of pauses between the 4 tries.
  await expect(art).toHaveClass(/is-failed/, { timeout: 15_000 });
  await expect(art.locator('img')).toHaveCount(0);
  const name = (await art.locator('.lazy-image__fallback').textContent()) ?? '';
  expect(name.length).toBeGreaterThan(0);
  await expect(first).toHaveAccessibleName(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // Each icon's tries: the first, then retry=1..3 (one image host here: the same host, past any
  // cached failure); no icon is tried a fifth time.
  const tries = new Map<string, string[]>();
  for (const url of asked) {
    const path = url.replace(/\?.*$/, '');
    tries.set(path, [...(tries.get(path) ?? []), url]);
  }
  expect(tries.size).toBeGreaterThan(0);
  for (const [path, urls] of tries) {
    expect([path, `${path}?retry=1`, `${path}?retry=2`, `${path}?retry=3`].slice(0, urls.length)).toEqual(
      urls,
    );
  }
  expect([...tries.values()].some((urls) => urls.length === 4)).toBe(true);
});

test('the vendor tabs move half a view a press, keyboard too, and the arrows say when a row ends', async ({
  page,
}) => {
  await page.goto('/rng');
  const tablist = page.getByRole('tablist', { name: 'Slots providers' });
  await expect(tablist.getByRole('tab').first()).toBeVisible();
  const previous = page.getByRole('button', { name: 'Previous providers' });
  const next = page.getByRole('button', { name: 'Next providers' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(next).not.toHaveAttribute('aria-disabled');

  const width = await tablist.evaluate((el) => el.clientWidth);
  await next.click();
  // Half the view, then snapped to a whole tab.
  await expect.poll(() => scrollLeftOf(tablist)).toBeGreaterThan(width * 0.3);
  expect(await scrollLeftOf(tablist)).toBeLessThan(width * 0.7);
  await expect(previous).not.toHaveAttribute('aria-disabled');

  // The arrow keys, while an arrow has the focus, move the row that way on screen.
  await next.focus();
  for (let i = 0; i < 12 && (await next.getAttribute('aria-disabled')) !== 'true'; i++) {
    const at = await scrollLeftOf(tablist);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scrollLeftOf(tablist)).toBeGreaterThan(at);
  }
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  // A disabled-looking arrow keeps the focus (and a press there does nothing).
  await expect(next).toBeFocused();
  const end = await scrollLeftOf(tablist);
  // (dispatched: Playwright waits for an aria-disabled button to be enabled before it clicks)
  await next.dispatchEvent('click');
  expect(await scrollLeftOf(tablist)).toBe(end);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => scrollLeftOf(tablist)).toBeLessThan(end);
});

test('right to left: "next" is on the left, points left and moves the row leftward', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'portal_lang', value: 'AR', url: test.info().project.use.baseURL! }]);
  await page.goto('/rng');
  const tablist = page.locator('.vendor-menu__track');
  const [previous, next] = [
    page.locator('.vendor-menu > .scroll-row__arrow').first(),
    page.locator('.vendor-menu > .scroll-row__arrow').last(),
  ];
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  const [p, n, t] = [await previous.boundingBox(), await next.boundingBox(), await tablist.boundingBox()];
  expect(p!.x).toBeGreaterThan(t!.x + t!.width - 1);
  expect(n!.x + n!.width).toBeLessThan(t!.x + 1);
  // Its chevron is mirrored: it points left.
  expect(await next.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toMatch(/^matrix\(-1/);
  await next.click();
  await expect.poll(() => scrollLeftOf(tablist)).toBeLessThan(0);
  await expect(previous).not.toHaveAttribute('aria-disabled');
  // The left arrow key goes left on screen: onwards.
  await next.focus();
  const at = await scrollLeftOf(tablist);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => scrollLeftOf(tablist)).toBeLessThan(at);
});

test('the footer’s provider logos: a row of their own, 9 in view at 1440 px, moved by the arrows', async ({
  page,
}) => {
  await page.goto('/index');
  const providers = page.getByRole('region', { name: 'Game providers' });
  await providers.scrollIntoViewIfNeeded();
  const logos = providers.getByRole('listitem');
  await expect(logos.first()).toBeVisible();
  const track = providers.getByRole('list');
  const trackBox = (await track.boundingBox())!;
  const inView = await logos.evaluateAll(
    (items, right) => items.filter((li) => li.getBoundingClientRect().right <= right + 1).length,
    trackBox.x + trackBox.width,
  );
  expect(inView).toBe(9);
  await expect(providers.getByRole('button', { name: 'Previous provider logos' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await providers.getByRole('button', { name: 'Next provider logos' }).click();
  await expect.poll(() => scrollLeftOf(track)).toBeGreaterThan(0);
  // A logo is its vendor's name for a screen reader, its picture loaded or not (off screen, it waits).
  await expect(providers.getByRole('link', { name: 'Evolution' })).toBeAttached();
  await expect(providers.getByRole('link', { name: 'Yggdrasil' })).toBeAttached();
});

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the winner board moves 0.5 px a frame: one list’s height at 30 px a second', async ({ page }) => {
    await page.goto('/index');
    const track = page.locator('.winners__track');
    await expect(track).toBeVisible();
    const { seconds, height } = await track.evaluate((el) => ({
      seconds: parseFloat(getComputedStyle(el).animationDuration),
      height: (el.firstElementChild as HTMLElement).offsetHeight,
    }));
    expect(height).toBeGreaterThan(0);
    expect(seconds).toBeCloseTo(height / 30, 1);
  });
});
