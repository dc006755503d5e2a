import { expect, test, type Page } from '@playwright/test';
import { XSS_PAYLOADS } from '../../web/src/testing/xss-payloads.js';

/**
 * The sanitiser in a real browser: the notices the page receives are replaced by the XSS corpus
 * (one payload per notice), and every notice is opened on /noticePage. None may run script (an
 * alert, a dialog or a page error), and the real parser's DOM of every opened notice holds no
 * event handler, no script-capable element and no script URL. The gateway's CSP would block inline
 * script anyway; the DOM check is what proves the sanitiser itself.
 */
const NOTICES = XSS_PAYLOADS.map((content, i) => ({
  id: 9000 + i,
  type: 'B',
  title: `Payload ${String(i + 1).padStart(2, '0')}`,
  startDateStr: '2026-01-01 00:00:00',
  content,
}));

async function serveCorpusAsNotices(page: Page) {
  await page.route(/\/trpc\/[^?]*content\.notices/, async (route) => {
    const response = await route.fetch();
    const url = new URL(route.request().url());
    const procedures = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    const body = (await response.json()) as unknown;
    const replace = (entry: unknown) => ({ ...(entry as object), result: { data: NOTICES } });
    const patched = Array.isArray(body)
      ? body.map((entry, i) => (procedures[i] === 'content.notices' ? replace(entry) : entry))
      : replace(body);
    await route.fulfill({ response, json: patched });
  });
}

function dangersInPanel(page: Page) {
  return page.locator('.accordion__panel:not([hidden])').evaluateAll((panels) => {
    const found: string[] = [];
    const scriptUrl = /^\s*(javascript|vbscript|data):/i;
    for (const panel of panels) {
      for (const el of Array.from(panel.querySelectorAll('*'))) {
        const tag = el.tagName.toLowerCase();
        if (['script', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'link', 'style'].includes(tag)) {
          found.push(`<${tag}>`);
        }
        for (const attr of Array.from(el.attributes)) {
          if (attr.name.toLowerCase().startsWith('on')) found.push(`${tag}[${attr.name}]`);
          if (attr.name === 'style') found.push(`${tag}[style]`);
          if (scriptUrl.test(attr.value) && /href|src|action|data|background|poster/i.test(attr.name)) {
            found.push(`${tag}[${attr.name}=${attr.value}]`);
          }
        }
      }
    }
    return found;
  });
}

test('none of the XSS corpus fires or survives in notices rendered by Chromium', async ({ page }) => {
  const fired: string[] = [];
  page.on('dialog', async (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('pageerror', (err) => fired.push(`page error: ${err.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __xssFired: string[] };
    w.__xssFired = [];
    window.alert = (message?: unknown) => void w.__xssFired.push(String(message));
  });
  await serveCorpusAsNotices(page);

  await page.goto('/noticePage');
  await expect(page.getByRole('button', { name: /Payload 01/ })).toBeVisible();
  const pages = Math.ceil(NOTICES.length / 9);
  for (let p = 1; p <= pages; p++) {
    if (p > 1) await page.getByRole('button', { name: `Page ${p}`, exact: true }).click();
    for (const notice of NOTICES.slice((p - 1) * 9, p * 9)) {
      await page.getByRole('button', { name: new RegExp(notice.title) }).click();
      // Give handlers (onerror of a broken image, autofocus, animations) a moment to fire.
      await page.waitForTimeout(60);
      expect(await dangersInPanel(page), notice.content).toEqual([]);
    }
  }
  const alerts = await page.evaluate(() => (window as unknown as { __xssFired: string[] }).__xssFired);
  expect([...fired, ...alerts]).toEqual([]);
});
