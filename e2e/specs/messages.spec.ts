import { expect, test, type Page } from '@playwright/test';
import { expectLoggedIn } from '../support/account.js';
import { admin } from '../support/admin.js';
import { captchaCode, freshUsername } from '../support/outbox.js';

/**
 * Platform messages and the feedback form, for a player registered for this run: its
 * inbox starts empty, so the counts the journeys read are the ones they cause.
 */
const PASSWORD = 'Lotus2026';
let player = '';

test.describe.configure({ mode: 'serial' });

/** A 1x1 PNG, and a PNG header followed by zeros up to `bytes` (a valid-looking 6 MB upload). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
function pngOfSize(bytes: number): Buffer {
  const data = Buffer.alloc(bytes, 0);
  TINY_PNG.copy(data);
  return data;
}
const png = (name: string, buffer: Buffer = TINY_PNG) => ({ name, mimeType: 'image/png', buffer });

async function register(page: Page) {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username', { exact: true }).fill(player);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await dialog.getByLabel('Captcha', { exact: true }).fill(await captchaCode(page.request, page.context()));
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
}

test.beforeEach(async ({ page }) => {
  if (player === '') {
    player = freshUsername('msg').toLowerCase();
    await register(page);
    return;
  }
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill(player);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
});

test('feedback with three images is accepted and a fourth or a 6 MB image is refused with a clear message', async ({
  page,
  request,
}) => {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
  const content = page.getByRole('textbox', { name: 'Your feedback' });
  await content.fill('The withdrawal page was slow to load this evening');
  await expect(page.getByText('9 words (between 5 and 500)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Comment (optional)' }).fill('Seen on Chrome');

  const picker = page.getByLabel('Images (optional)');
  await picker.setInputFiles([png('huge.png', pngOfSize(6 * 1024 * 1024))]);
  await expect(page.getByText('“huge.png” is larger than 5 MB and was not added.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Attached image/ })).toHaveCount(0);

  await picker.setInputFiles([png('one.png'), png('two.png'), png('three.png'), png('four.png')]);
  await expect(page.getByText('You can attach at most 3 images. “four.png” was not added.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Attached image/ })).toHaveCount(3);

  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // The platform stored it, with the three images judged png by their bytes.
  const res = await admin(request, 'GET', '/admin/feedback?pageNo=1&pageSize=20');
  const { value } = (await res.json()) as {
    value: { list: { account: string; comment: string; images: { mimeType: string }[] }[] };
  };
  const mine = value.list.find((f) => f.account === player);
  expect(mine?.comment).toBe('Seen on Chrome');
  expect(mine?.images.map((i) => i.mimeType)).toEqual(['image/png', 'image/png', 'image/png']);
});

test('a message sent by the operator raises the badge live and reading it clears it', async ({
  page,
  request,
}) => {
  const banner = page.getByRole('banner');
  const shortcuts = page.getByRole('complementary', { name: 'Shortcuts' });
  await expect(shortcuts.getByRole('button', { name: 'Platform messages' })).toBeVisible();
  // The avatar counts available promotions too (spec section 2): a new player has some waiting.
  const res = await page.request.get('/trpc/promotions.unclaimed');
  expect(res.ok()).toBe(true);
  const counts = ((await res.json()) as { result: { data: { promotions: number; rewards: number } } }).result
    .data;
  const waiting = counts.promotions + counts.rewards;
  const expectUnclaimed = async (n: number) => {
    if (n === 0) await expect(banner.getByLabel(/Unclaimed items/)).toHaveCount(0);
    else await expect(banner.getByLabel(`Unclaimed items: ${n}`)).toBeVisible();
  };
  await expectUnclaimed(waiting);

  await admin(request, 'POST', '/admin/messages', {
    account: player,
    title: 'Your weekly bonus',
    content: '<p>A <strong>10%</strong> bonus is waiting for you.</p>',
  });
  // Pushed over the WebSocket: no reload.
  await expectUnclaimed(waiting + 1);
  await expect(shortcuts.getByLabel('Unread messages: 1')).toBeVisible();

  await shortcuts.getByRole('button', { name: /Platform messages/ }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const tab = centre.getByRole('tab', { name: /Platform messages/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab.getByLabel('Unread messages: 1')).toBeVisible();

  await centre.getByRole('button', { name: /Your weekly bonus/ }).click();
  const message = centre.getByRole('article', { name: 'Your weekly bonus' });
  await expect(message.getByText('bonus is waiting for you.')).toBeVisible();

  await expect(tab.getByLabel(/Unread messages/)).toHaveCount(0);
  await expectUnclaimed(waiting);
  await expect(shortcuts.getByLabel(/Unread messages/)).toHaveCount(0);
});
