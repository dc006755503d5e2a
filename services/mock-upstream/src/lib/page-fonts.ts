/**
 * The script fonts of the platform's own pages (the demo vendor's games, the lottery, the sandbox
 * product page, the chat vendor's pages), so that Thai, Lao, Khmer, Myanmar, Bengali, Devanagari,
 * Arabic, Hebrew and CJK text renders on a phone without those system fonts, as the portal's own
 * pages do. The faces are the portal's (Noto Sans, variable weight, from npm's @fontsource-variable),
 * self-hosted by each page family under its own prefix (a vendor serves its own assets), the
 * script's subsets only: Latin text keeps the system font. The family is `Page Script`, FIRST in each
 * page's stack, as the portal's `Portal Script` is: each face has its unicode-range, so only the
 * script's characters use it. After `system-ui` it would be cheaper on a device that has the script
 * (nothing downloaded), but Chromium then shapes the text laid out while the face loads with the
 * system's fallback (boxes, here) and keeps some of it so after the face arrives (seen on the
 * baccarat table's title in Thai, and fixed only by a reload).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The family name the pages' stylesheets list after system-ui. */
export const PAGE_SCRIPT_FAMILY = 'Page Script';

/** Each language's faces (its `lang`, as the portal's web/src/styles/fonts/<lng>.css names them). */
const FONTS_OF_LANGUAGE: Readonly<Record<string, readonly string[]>> = {
  th: ['noto-sans-thai', 'noto-sans-lao'],
  km: ['noto-sans-khmer'],
  my: ['noto-sans-myanmar'],
  bn: ['noto-sans-bengali'],
  hi: ['noto-sans-devanagari'],
  ar: ['noto-sans-arabic'],
  fa: ['noto-sans-arabic'],
  ur: ['noto-sans-arabic'],
  he: ['noto-sans-hebrew'],
  ja: ['noto-sans-jp'],
  ko: ['noto-sans-kr'],
  zh: ['noto-sans-sc'],
  'zh-TW': ['noto-sans-tc'],
};

/** Subsets the system font covers everywhere: left out, so Latin text never changes face. */
const SYSTEM_SUBSET =
  /-(latin|latin-ext|vietnamese|cyrillic|cyrillic-ext|greek|greek-ext)-wght-normal\.woff2$/;

interface Faces {
  /** `<lng>.css` → the stylesheet's text, its URLs under `base`. */
  sheets: Map<string, string>;
  /** A face's file name → its path on disk (only the faces a sheet names can be asked for). */
  files: Map<string, string>;
}

/** Reads the packages' `wght.css` once and rewrites them for `base` (`<prefix>/fonts`). */
function facesFor(base: string): Faces {
  const require = createRequire(import.meta.url);
  const sheets = new Map<string, string>();
  const files = new Map<string, string>();
  const cssOf = new Map<string, string>();
  for (const pkg of new Set(Object.values(FONTS_OF_LANGUAGE).flat())) {
    const cssPath = require.resolve(`@fontsource-variable/${pkg}/wght.css`);
    const blocks = readFileSync(cssPath, 'utf8').split(/(?=\/\* )/);
    const kept: string[] = [];
    for (const block of blocks) {
      const file = /url\(\.\/files\/([a-z0-9-]+\.woff2)\)/.exec(block)?.[1];
      if (!file || SYSTEM_SUBSET.test(file)) continue;
      files.set(file, path.join(path.dirname(cssPath), 'files', file));
      kept.push(
        block
          .replace(/font-family: '[^']+';/, `font-family: '${PAGE_SCRIPT_FAMILY}';`)
          .replace(`url(./files/${file})`, `url(${base}/${file})`),
      );
    }
    cssOf.set(pkg, kept.join(''));
  }
  for (const [lng, pkgs] of Object.entries(FONTS_OF_LANGUAGE))
    sheets.set(`${lng}.css`, pkgs.map((p) => cssOf.get(p) ?? '').join('\n'));
  return { sheets, files };
}

function fontsBase(prefix: string): string {
  return `${prefix.replace(/\/$/, '')}/fonts`;
}

/**
 * Serves `<prefix>/fonts/<lng>.css` and the faces it names (`<prefix>/fonts/<file>.woff2`), cached
 * a day (the names carry no hash; a package upgrade takes a day to reach a browser that has them).
 */
export function servePageFonts(app: FastifyInstance, prefix: string): void {
  const base = fontsBase(prefix);
  const faces = facesFor(base);
  const bytes = new Map<string, Buffer>();
  app.get<{ Params: { file: string } }>(`${base}/:file`, async (request, reply) => {
    const { file } = request.params;
    const sheet = faces.sheets.get(file);
    const face = sheet === undefined ? faces.files.get(file) : undefined;
    if (sheet === undefined && face === undefined)
      return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    reply.header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
    if (sheet !== undefined) return reply.type('text/css; charset=utf-8').send(sheet);
    let body = bytes.get(file);
    if (!body) bytes.set(file, (body = readFileSync(face as string)));
    return reply.type('font/woff2').send(body);
  });
}

/**
 * The `<link>` to the font stylesheet under `prefix` of a language (`lng`: its i18n code, a page's
 * `lang`), or '' for a language the system font writes.
 */
export function pageFontsLink(prefix: string, lng: string): string {
  return FONTS_OF_LANGUAGE[lng] ? `<link rel="stylesheet" href="${fontsBase(prefix)}/${lng}.css">` : '';
}
