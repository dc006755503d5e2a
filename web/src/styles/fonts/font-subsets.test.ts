/**
 * The Arabic-script stylesheets name the build's cut of Noto Sans Arabic (vite-plugins/font-subsets.ts)
 * with that cut's own unicode-range, and the cut keeps every Arabic-script character that Arabic,
 * Farsi and Urdu pages show: the web's strings and the platform's seeded content in those languages.
 * A translation that brings a letter outside the cut fails here, not as a box on a phone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_SUBSETS, unicodeRange } from '../../../vite-plugins/font-subsets';

const here = path.dirname(new URL(import.meta.url).pathname);
const repo = path.resolve(here, '../../../..');
const [arabic] = FONT_SUBSETS;
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

function localeText(lng: string): string {
  const dir = path.join(repo, 'web/src/locales', lng);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('');
}

function platformText(lng: string): string {
  return readFileSync(path.join(repo, `services/mock-upstream/src/db/seed/translations/${lng}.ts`), 'utf8');
}

const kept = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return arabic?.ranges.some(([from, to]) => code >= from && code <= to) ?? false;
};

describe('the Arabic-script fonts', () => {
  it.each(['ar', 'fa', 'ur'])(
    '%s: the stylesheet names the cut, with its unicode-range and weights',
    (lng) => {
      const css = readFileSync(path.join(here, `${lng}.css`), 'utf8');
      expect(css).toContain(`url('./subsets/${arabic?.file}')`);
      expect(css).toMatch(new RegExp(`unicode-range: ${unicodeRange(arabic!).replaceAll('+', '\\+')};`));
      expect(css).toContain(`font-weight: ${arabic?.weight.min} ${arabic?.weight.max};`);
    },
  );

  it.each(['ar', 'fa', 'ur'])(
    '%s: every Arabic-script character of its strings and content is in the cut',
    (lng) => {
      const text = localeText(lng) + platformText(lng);
      const script = [...new Set(text)].filter((c) => ARABIC_SCRIPT.test(c));
      expect(script.length).toBeGreaterThan(30);
      expect(script.filter((c) => !kept(c)).map((c) => `U+${c.codePointAt(0)?.toString(16)}`)).toEqual([]);
    },
  );
});
