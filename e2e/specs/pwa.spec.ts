import { expect, test, type Page } from '@playwright/test';
import { registerFreshPlayer } from '../support/account.js';
import { settle, SHOTS_DIR } from '../support/look.js';

/**
 * Installing and push in Chromium: the manifest the browser installs from, the service worker that
 * takes the page after load and shows the offline page in the player's language (never caching the
 * API), the install card, and the security centre's notification settings (kinds and quiet hours
 * kept across a reload). Headless Chromium reaches no real push service, so the push itself is
 * tested on the platform against a local one (services/mock-upstream/src/modules/push/push.test.ts).
 */
const PASSWORD = 'Lotus2026';
const NATIVE = { EN: /^English/, VI: /^Tiếng Việt/, AR: /^العربية/ } as const;

async function withWorker(page: Page) {
  await page.goto('/index');
  // Registered after the page's load: active once it has kept the offline page.
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state),
    )
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the manifest names the brand, with icons of each size and maskable ones, standalone', async ({
  page,
}) => {
  await page.goto('/index');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href ?? '');
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    display: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(manifest.name.length).toBeGreaterThan(0);
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toEqual([
    '192x192',
    '512x512',
  ]);
  for (const icon of manifest.icons) {
    expect((await page.request.get((icon as unknown as { src: string }).src)).status()).toBe(200);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
});

test('the service worker shows the offline page in the player language and never caches the API', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('portal.language', 'VI'));
  await withWorker(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((u) => u.startsWith('/trpc'))).toBe(false);
  await context.setOffline(true);
  await page.goto('/promotions').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'Bạn đang ngoại tuyến' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  // Back online, the page reloads by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Bạn đang ngoại tuyến' })).toBeHidden();
});

test('the download page offers installing the portal itself', async ({ page }) => {
  await page.goto('/download');
  const card = page.getByRole('region', { name: 'Install the app' });
  await expect(card).toBeVisible();
  // Headless Chromium fires no install prompt: the card names the browsers that can install.
  await expect(card.getByText(/Chrome, Edge or Safari|Install|installed/).first()).toBeVisible();
});

test('a player sets which notifications come and quiet hours, kept across a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['notifications']);
  await registerFreshPlayer(page, 'pw', PASSWORD);
  const open = async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Member centre', exact: true }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    const section = centre.getByRole('region', { name: 'Notifications' });
    await expect(section.getByRole('checkbox', { name: 'New messages' })).toBeVisible();
    return section;
  };
  let section = await open();
  await section.getByRole('checkbox', { name: 'Rewards ready to claim' }).uncheck();
  await section.getByRole('checkbox', { name: 'Pause notifications at night' }).check();
  await section.getByLabel('From', { exact: true }).fill('23:00');
  await section.getByLabel('To', { exact: true }).fill('23:00');
  await expect(section.getByText('The start and end must be different times.')).toBeVisible();
  await section.getByLabel('To', { exact: true }).fill('07:30');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Saved.')).toBeVisible();
  await page.reload();
  section = await open();
  await expect(section.getByRole('checkbox', { name: 'Rewards ready to claim' })).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'New messages' })).toBeChecked();
  await expect(section.getByLabel('From', { exact: true })).toHaveValue('23:00');
  await expect(section.getByLabel('To', { exact: true })).toHaveValue('07:30');

  // The look, in three languages, both themes, phone and desktop.
  for (const [lang, theme, width] of [
    ['EN', 'light', 1440],
    ['VI', 'dark', 390],
    ['AR', 'light', 390],
    ['AR', 'dark', 1440],
    ['VI', 'light', 1440],
    ['EN', 'dark', 390],
  ] as const) {
    // The language through the header's menu (a member's choice is kept in the profile).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate((th) => localStorage.setItem('portal.theme', th), theme);
    await page.goto('/index');
    const menu = page.getByRole('button', { name: /^Language|Ngôn ngữ|اللغة/ });
    if (!(await menu.textContent())?.includes(lang)) {
      await menu.click();
      // Arabic is under the menu's longer list.
      const more = page.getByRole('button', { name: /^(More languages|Thêm ngôn ngữ|لغات أخرى)/ });
      if (lang === 'AR') await more.click();
      await page.getByRole('button', { name: NATIVE[lang] }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang.toLowerCase());
      // The member's choice is saved to the profile, which the next page restores: let it land.
      await settle(page);
    }
    await page.setViewportSize({ width, height: 900 });
    // A notification's link: the member centre opens on the security centre.
    await page.goto('/index?centre=securityCenter');
    const region = page.locator('section[aria-labelledby="push-title"]');
    await region.scrollIntoViewIfNeeded();
    await settle(page);
    await region.screenshot({ path: `${SHOTS_DIR}/push-${lang}-${theme}-${width}.png` });
    await page.goto('/download');
    await settle(page);
    await page.screenshot({ path: `${SHOTS_DIR}/install-${lang}-${theme}-${width}.png` });
  }
});
