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
 * The platform's generated pictures (banners, promotions' and products' pictures: SVG shown by
 * `<img>`, which cannot load a page's fonts) embed the same faces cut to their characters and
 * instanced at the weights they write (`svgFontStyle`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import subsetFont from 'subset-font';

/** The family name the pages' stylesheets and the pictures list first. */
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

/** One face of a script: its file, its path on disk, its CSS block and its code points. */
interface Face {
  file: string;
  path: string;
  /** The package's @font-face block, renamed to PAGE_SCRIPT_FAMILY, its URL still `./files/<file>`. */
  css: string;
  ranges: [number, number][];
}

/** `U+0E01-0E5B, U+25CC` → [[0xe01, 0xe5b], [0x25cc, 0x25cc]]. */
function rangesOf(block: string): [number, number][] {
  const list = /unicode-range:([^;]+);/.exec(block)?.[1] ?? '';
  return list.split(',').map((part) => {
    const [lo = '0', hi = lo] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(lo, 16), parseInt(hi, 16)];
  });
}

let faces: Map<string, Face[]> | null = null;

/** Each language's faces, read from the packages' `wght.css` once. */
function facesByLanguage(): Map<string, Face[]> {
  if (faces) return faces;
  const require = createRequire(import.meta.url);
  const ofPackage = new Map<string, Face[]>();
  for (const pkg of new Set(Object.values(FONTS_OF_LANGUAGE).flat())) {
    const cssPath = require.resolve(`@fontsource-variable/${pkg}/wght.css`);
    const list: Face[] = [];
    for (const block of readFileSync(cssPath, 'utf8').split(/(?=\/\* )/)) {
      const file = /url\(\.\/files\/([a-z0-9-]+\.woff2)\)/.exec(block)?.[1];
      if (!file || SYSTEM_SUBSET.test(file)) continue;
      list.push({
        file,
        path: path.join(path.dirname(cssPath), 'files', file),
        css: block.replace(/font-family: '[^']+';/, `font-family: '${PAGE_SCRIPT_FAMILY}';`),
        ranges: rangesOf(block),
      });
    }
    ofPackage.set(pkg, list);
  }
  faces = new Map(
    Object.entries(FONTS_OF_LANGUAGE).map(([lng, pkgs]) => [
      lng,
      pkgs.flatMap((p) => ofPackage.get(p) ?? []),
    ]),
  );
  return faces;
}

const bytesOf = new Map<string, Buffer>();

/** A face's file, read from disk once (served to pages, and cut for pictures). */
function faceBytes(facePath: string): Buffer {
  let body = bytesOf.get(facePath);
  if (!body) bytesOf.set(facePath, (body = readFileSync(facePath)));
  return body;
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
  const byLanguage = facesByLanguage();
  const sheets = new Map(
    [...byLanguage].map(([lng, list]) => [
      `${lng}.css`,
      list.map((f) => f.css.replace(`url(./files/${f.file})`, `url(${base}/${f.file})`)).join(''),
    ]),
  );
  const files = new Map([...byLanguage.values()].flat().map((f) => [f.file, f.path]));
  app.get<{ Params: { file: string } }>(`${base}/:file`, async (request, reply) => {
    const { file } = request.params;
    const sheet = sheets.get(file);
    const face = sheet === undefined ? files.get(file) : undefined;
    if (sheet === undefined && face === undefined)
      return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    reply.header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
    if (sheet !== undefined) return reply.type('text/css; charset=utf-8').send(sheet);
    return reply.type('font/woff2').send(faceBytes(face as string));
  });
}

/**
 * The `<link>` to the font stylesheet under `prefix` of a language (`lng`: its i18n code, a page's
 * `lang`), or '' for a language the system font writes.
 */
export function pageFontsLink(prefix: string, lng: string): string {
  return FONTS_OF_LANGUAGE[lng] ? `<link rel="stylesheet" href="${fontsBase(prefix)}/${lng}.css">` : '';
}

/** Words a picture writes at one weight (its `font-weight`): what one embedded face must draw. */
export interface TextRun {
  text: string;
  weight: number;
}

/** Embedded faces already cut, by language, weight and text (a picture is drawn again for each request). */
const embedded = new Map<string, Promise<string>>();
const EMBEDDED_KEPT = 500;

/**
 * A `<style>` for an SVG picture (a banner, a product's picture) that writes `runs` in the
 * language's script: a picture shown by `<img>` cannot load the page's fonts, so the faces it needs
 * are cut to the picture's characters (harfbuzz's subsetter) and embedded as data. Each weight the
 * picture writes gets a face of its own, instanced at that weight: a variable face's variations
 * are most of its bytes (an Arabic banner's face was 20 KiB with them, 6 KiB at one weight), and a
 * picture's text never changes weight. '' when the language has no faces or the text none of their
 * characters. The pictures' stacks name PAGE_SCRIPT_FAMILY first.
 */
export async function svgFontStyle(lng: string, runs: readonly TextRun[]): Promise<string> {
  const byWeight = new Map<number, string>();
  for (const run of runs) byWeight.set(run.weight, (byWeight.get(run.weight) ?? '') + run.text);
  const rules = await Promise.all(
    [...byWeight].sort(([a], [b]) => a - b).map(([weight, text]) => facesAt(lng, weight, text)),
  );
  const css = rules.join('');
  return css === '' ? '' : `<style>${css}</style>`;
}

/** The `@font-face` rules of `text` at `weight`, cut once and kept. */
function facesAt(lng: string, weight: number, text: string): Promise<string> {
  const key = `${lng}\n${weight}\n${text}`;
  let rules = embedded.get(key);
  if (!rules) {
    rules = cutFaces(lng, weight, text);
    embedded.set(key, rules);
    // The oldest entry goes first (a Map keeps insertion order).
    if (embedded.size > EMBEDDED_KEPT) embedded.delete(embedded.keys().next().value as string);
    rules.catch(() => embedded.delete(key));
  }
  return rules;
}

async function cutFaces(lng: string, weight: number, text: string): Promise<string> {
  const points = [...new Set([...text].map((c) => c.codePointAt(0) ?? 0))];
  const rules: string[] = [];
  for (const face of facesByLanguage().get(lng) ?? []) {
    const inFace = points.filter((p) => face.ranges.some(([lo, hi]) => p >= lo && p <= hi));
    if (inFace.length === 0) continue;
    const cut = await subsetFont(faceBytes(face.path), String.fromCodePoint(...inFace), {
      targetFormat: 'woff2',
      variationAxes: { wght: weight },
    });
    rules.push(
      `@font-face{font-family:'${PAGE_SCRIPT_FAMILY}';font-weight:${weight};src:url(data:font/woff2;base64,${cut.toString('base64')}) format('woff2')}`,
    );
  }
  return rules.join('');
}
