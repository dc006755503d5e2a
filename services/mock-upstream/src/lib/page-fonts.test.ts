import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_LANGUAGES, toI18nCode } from '@portal/contracts';
import { gamePageHead } from '../modules/demo-vendor/game-page.js';
import { PAGE_SCRIPT_FAMILY, pageFontsLink, servePageFonts } from './page-fonts.js';
import { pageLanguage } from './page-text.js';

const app = Fastify();
beforeAll(async () => {
  servePageFonts(app, '/vendor');
  await app.ready();
});
afterAll(() => app.close());

const urlsOf = (css: string) => [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1] ?? '');

describe("the platform's pages' script fonts", () => {
  it("serves a language's stylesheet: its script's faces as 'Page Script', under the prefix, no Latin face", async () => {
    const res = await app.inject({ url: '/vendor/fonts/th.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
    const css = res.body;
    const families = new Set([...css.matchAll(/font-family: '([^']+)'/g)].map((m) => m[1]));
    expect([...families]).toEqual([PAGE_SCRIPT_FAMILY]);
    const urls = urlsOf(css);
    // Thai and Lao (the Lao draws), nothing the system font writes.
    expect(urls).toEqual([
      '/vendor/fonts/noto-sans-thai-thai-wght-normal.woff2',
      '/vendor/fonts/noto-sans-lao-lao-wght-normal.woff2',
    ]);
    expect(css).toContain('unicode-range: U+02D7,U+0303,U+0331,U+0E01-0E5B');
  });

  it('serves every face a stylesheet names, and nothing else', async () => {
    for (const lng of ['th', 'km', 'my', 'bn', 'hi', 'ar', 'he', 'ko']) {
      const css = (await app.inject({ url: `/vendor/fonts/${lng}.css` })).body;
      const urls = urlsOf(css);
      expect(urls.length, lng).toBeGreaterThan(0);
      for (const url of urls.slice(0, 3)) {
        const face = await app.inject({ url });
        expect(face.statusCode, url).toBe(200);
        expect(face.headers['content-type']).toBe('font/woff2');
        // A WOFF2 file's signature.
        expect(face.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      }
    }
    for (const url of [
      '/vendor/fonts/en.css',
      '/vendor/fonts/noto-sans-thai-latin-wght-normal.woff2',
      '/vendor/fonts/package.json',
      '/vendor/fonts/..%2Fpackage.json',
    ])
      expect((await app.inject({ url })).statusCode, url).toBe(404);
  });

  it('links the stylesheet from a page in a language the system font may not write, and only there', () => {
    const withFonts = ALL_LANGUAGES.filter((code) => pageFontsLink('/vendor', toI18nCode(code)) !== '');
    expect(withFonts).toEqual(['CN', 'JA', 'TH', 'TW', 'KO', 'AR', 'HI', 'HE', 'BN', 'UR', 'FA', 'MY', 'KM']);
    expect(gamePageHead({ language: pageLanguage('th'), title: 't', name: 'slot' })).toContain(
      '<link rel="stylesheet" href="/demo-vendor/fonts/th.css">',
    );
    expect(gamePageHead({ language: pageLanguage('en'), title: 't', name: 'slot' })).not.toContain('/fonts/');
  });
});
