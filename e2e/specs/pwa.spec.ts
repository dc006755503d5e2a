import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerFreshPlayer } from '../support/account.js';
import { settle, SHOTS_DIR } from '../support/look.js';
import { tr } from '../support/strings.js';

/**
 * Installing and push in Chromium: the manifest the browser installs from, the service worker that
 * takes the page after load and shows the offline page in the player's language (never caching the
 * API), the install card, and the security centre's notification settings (kinds and quiet hours
 * kept across a reload). Headless Chromium reaches no real push service, so the push itself is
 * tested on the platform against a local one (services/mock-upstream/src/modules/push/push.test.ts).
 */
const PASSWORD = 'Lotus2026';
const NATIVE = { VI: /^Tiếng Việt/, AR: /^العربية/ } as const;

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
  test.setTimeout(120_000);
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

  // Arabic, under the header's longer list of languages: the settings read in it, right to left
  // (the screenshots in each language, theme and width: look/pwa-screenshots.spec.ts).
  await page.goto('/index');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('button', { name: /^More languages/ }).click();
  await page.getByRole('button', { name: NATIVE.AR }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/index?centre=securityCenter');
  await expect(page.locator('section[aria-labelledby="push-title"]')).toContainText(
    tr('ar', 'pwa:push.title'),
  );
});

/** Every axe violation inside `selector` (any impact), as "rule: target" lines. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return axe.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('the notification settings and the install card are axe clean, in both themes', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['notifications']);
  await registerFreshPlayer(page, 'ax', PASSWORD);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((th) => localStorage.setItem('portal.theme', th), theme);
    await page.goto('/index?centre=securityCenter');
    const region = page.locator('section[aria-labelledby="push-title"]');
    await expect(region.getByRole('checkbox', { name: 'New messages' })).toBeVisible();
    // The quiet hours open too (their fields and the time zone note are checked with the rest).
    await region.getByRole('checkbox', { name: 'Pause notifications at night' }).check();
    await expect(region.getByLabel('From', { exact: true })).toBeVisible();
    expect(await axeViolations(page, 'section[aria-labelledby="push-title"]'), theme).toEqual([]);

    await page.goto('/download');
    const card = page.getByRole('region', { name: 'Install the app' });
    await expect(card).toBeVisible();
    const id = await card.getAttribute('aria-labelledby');
    expect(await axeViolations(page, `[aria-labelledby="${id}"]`), theme).toEqual([]);
  }
});

/*
 * Headless Chromium (chromium-headless-shell and chromium --headless, 156) has no push service to
 * subscribe with: pushManager.subscribe rejects with "AbortError: Registration failed - permission
 * denied" even with notifications granted, before any network request. So this journey checks what
 * the portal does when subscribing fails: it says so in the player's language and keeps nothing.
 */
test('turning push on where the browser reaches no push service says so, and keeps nothing', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['notifications']);
  // chromium-headless-shell reports Notification.permission 'denied' even when granted (its
  // permissions.query and requestPermission say 'granted'): the page reads what was granted.
  await page.addInitScript(() =>
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'granted' }),
  );
  await registerFreshPlayer(page, 'pn', PASSWORD);
  await withWorker(page);
  // The member's language, chosen in the header (kept in the profile).
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('button', { name: NATIVE.VI }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await settle(page);
  await page.goto('/index?centre=securityCenter');
  const region = page.locator('section[aria-labelledby="push-title"]');
  await expect(region.getByText('Thông báo đang tắt trên thiết bị này.')).toBeVisible();
  const subscribes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/trpc/') && r.url().includes('push.subscribe')) subscribes.push(r.url());
  });
  // What the browser itself answers to a subscription with the platform's key, outside the page.
  const browserAnswer = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const key = (await (await fetch('/trpc/push.config')).json()) as {
      result: { data: { publicKey: string } };
    };
    const raw = atob(key.result.data.publicKey.replace(/-/g, '+').replace(/_/g, '/'));
    try {
      const subscription = await registration!.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: Uint8Array.from(raw, (c) => c.charCodeAt(0)),
      });
      const endpoint = subscription.endpoint;
      await subscription.unsubscribe();
      return `subscribed: ${new URL(endpoint).host}`;
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  });
  test.info().annotations.push({ type: 'pushManager.subscribe', description: browserAnswer });
  test.skip(browserAnswer.startsWith('subscribed'), 'this Chromium reaches a push service');

  await region.getByRole('button', { name: tr('vi', 'pwa:push.turnOn'), exact: true }).click();
  await expect(region.getByRole('alert')).toHaveText(tr('vi', 'pwa:push.serviceError'));
  await expect(region.getByText(tr('vi', 'pwa:push.isOff'))).toBeVisible();
  await region.screenshot({ path: `${SHOTS_DIR}/push-refused-VI-light-1440.png` });
  // Nothing half-saved: no subscription in the browser, none sent to the platform.
  expect(
    await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistration('/'))!.pushManager
        .getSubscription()
        .then((s) => s === null),
    ),
  ).toBe(true);
  expect(subscribes).toEqual([]);
  await page.goto('/index?centre=securityCenter');
  await expect(region.getByText('Thông báo đang tắt trên thiết bị này.')).toBeVisible();
});
