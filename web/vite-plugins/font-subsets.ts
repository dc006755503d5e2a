/**
 * Script fonts cut down to what the languages that use them write, before Vite reads the stylesheets
 * that name them (web/src/styles/fonts/<lng>.css). Noto Sans Arabic's Arabic file from fontsource
 * carries every Arabic-script letter of every language written in it (Sindhi, Pashto, Kurdish,
 * Quranic marks, mathematical letters) and the whole weight axis: 162 KiB, which a phone downloads
 * before the first render of an Arabic, Farsi or Urdu page (main.tsx waits for it so text never
 * moves). Cut to the Arabic block and the weights the stylesheets use, it is about a third of that.
 *
 * Each subset is written once per source file and definition to `styles/fonts/subsets/` (not in git;
 * the key file beside it says what it was cut from), by harfbuzz's subsetter (subset-font), which
 * keeps the shaping tables (joined forms, ligatures, marks) of the letters kept.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

export interface FontSubset {
  /** The file written to the subsets folder, named by the stylesheets. */
  file: string;
  /** The font it is cut from, as a package path. */
  source: string;
  /** Code point ranges kept (inclusive); the stylesheets' unicode-range says the same. */
  ranges: readonly (readonly [number, number])[];
  /** The weight axis kept (the stylesheets use 400 to 800); the rest of the axis is dropped. */
  weight: { min: number; max: number };
}

export const FONT_SUBSETS: readonly FontSubset[] = [
  {
    // Arabic, Farsi and Urdu: the Arabic block holds every letter, digit and mark of the three
    // (Farsi's پ چ ژ گ ی, Urdu's ٹ ڈ ڑ ں ھ ہ ے, both sets of digits); the joiners and direction marks.
    file: 'noto-sans-arabic-wght.woff2',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    ranges: [
      [0x0600, 0x06ff],
      [0x200c, 0x200f],
    ],
    weight: { min: 400, max: 800 },
  },
];

/** A subset's ranges as a stylesheet's unicode-range value: `U+0600-06FF, U+200C-200F`. */
export function unicodeRange(subset: FontSubset): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return subset.ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/** Every character a subset keeps, as the text harfbuzz is asked to keep the glyphs of. */
export function subsetText(subset: FontSubset): string {
  let text = '';
  for (const [from, to] of subset.ranges) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return text;
}

/** Writes each subset into `dir` unless the one there was cut from the same source by the same definition. */
export async function writeFontSubsets(
  dir: string,
  subsets: readonly FontSubset[] = FONT_SUBSETS,
): Promise<void> {
  const require = createRequire(import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (const subset of subsets) {
    const source = readFileSync(require.resolve(subset.source));
    const key = createHash('sha256').update(source).update(JSON.stringify(subset)).digest('hex');
    const out = path.join(dir, subset.file);
    const keyFile = `${out}.key`;
    if (existsSync(out) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) continue;
    const cut = await subsetFont(source, subsetText(subset), {
      targetFormat: 'woff2',
      variationAxes: { wght: { min: subset.weight.min, max: subset.weight.max } },
    });
    writeFileSync(out, cut);
    writeFileSync(keyFile, key);
  }
}

export function fontSubsets(dir: string): Plugin {
  return {
    name: 'portal:font-subsets',
    async buildStart() {
      await writeFontSubsets(dir);
    },
  };
}
