import type { Browser, Cookie, Page } from '@playwright/test';

/** Where the look specs write their screenshots. */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? 'test-results/look';

/**
 * A page ready for its screenshot: the network quiet, its fonts loaded, and a moment for the last
 * transitions (a screenshot is looked at, not asserted on, so a fixed pause is enough here).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

/** One look: a fresh page in one language, theme and width, and its screenshot writer. */
export interface LookView {
  page: Page;
  /** The portal's language code (`EN`, `VI`, `AR`) and the locale folder's (`en`, `vi`, `ar`). */
  code: string;
  lng: string;
  theme: 'light' | 'dark';
  width: number;
  /** Settles the page and writes `${SHOTS_DIR}/${name}-${code}-${theme}-${width}.png`. */
  shot(name: string, fullPage?: boolean): Promise<void>;
}

/**
 * Runs `look` once per language (`SHOTS_LANGS`, else `languages`), theme and width (390 and 1440):
 * each in a context of its own carrying `cookies` (a signed-in session, say), the language as the
 * cookie, the remembered choice and, for a member, the profile's (a login's language would win
 * otherwise), and the theme, with reduced motion; the page starts on `/index`.
 */
export async function eachLook(
  browser: Browser,
  options: { baseURL: string; cookies?: Cookie[]; languages: string[] },
  look: (view: LookView) => Promise<void>,
): Promise<void> {
  const { baseURL, cookies = [] } = options;
  for (const code of process.env.SHOTS_LANGS?.split(',') ?? options.languages) {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        const context = await browser.newContext({
          baseURL,
          viewport: { width, height: width === 390 ? 844 : 900 },
          reducedMotion: 'reduce',
        });
        await context.addCookies([
          ...cookies.filter((c) => c.name !== 'portal_lang'),
          { name: 'portal_lang', value: code, url: baseURL },
        ]);
        await context.addInitScript(
          ({ c, t }) => {
            window.localStorage.setItem('portal.language', c);
            window.localStorage.setItem('portal.theme', t);
          },
          { c: code, t: theme },
        );
        const page = await context.newPage();
        await page.goto('/index');
        if (cookies.length > 0) {
          await page.evaluate(
            (language) =>
              fetch('/trpc/profile.setLanguage', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ language }),
              }),
            code,
          );
          await page.goto('/index');
        }
        const shot = async (name: string, fullPage = false) => {
          await settle(page);
          await page.screenshot({ path: `${SHOTS_DIR}/${name}-${code}-${theme}-${width}.png`, fullPage });
        };
        try {
          await look({ page, code, lng: code.toLowerCase(), theme, width, shot });
        } finally {
          await context.close();
        }
      }
    }
  }
}
