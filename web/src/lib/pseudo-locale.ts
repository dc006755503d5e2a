/**
 * Pseudo-locales for development: English made long and accented (`en-XA`), and English laid out
 * right to left (`en-XB`), generated from the English strings when loaded. They show at a glance a
 * string not taken from the locale files (plain English), a box too small for a longer language,
 * a glyph a font lacks, and what a right-to-left language does to the layout. Offered by the
 * language menu in the dev server only: every use is behind `import.meta.env.DEV`, so a production
 * build has none of this (scripts/web-size-budget.ts checks the build for it).
 */

export const PSEUDO_LOCALES = {
  'en-XA': { name: 'Pseudo: long, accented', dir: 'ltr' },
  'en-XB': { name: 'Pseudo: right to left', dir: 'rtl' },
} as const;

export type PseudoLocale = keyof typeof PSEUDO_LOCALES;

/** The choice of a pseudo-locale, kept apart from the real language's (`portal.language`). */
export const PSEUDO_STORAGE_KEY = 'portal.pseudoLocale';

export function isPseudoLocale(lng: string | null | undefined): lng is PseudoLocale {
  return !!lng && Object.hasOwn(PSEUDO_LOCALES, lng);
}

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';

/** A letter's accented twin. Built on first use: nothing runs on import, so the production build,
 * which never calls it, drops this module whole. */
let accented: Map<string, string> | null = null;
function accentOf(ch: string): string {
  accented ??= new Map([...PLAIN].map((plain, i) => [plain, [...ACCENTS][i] ?? plain]));
  return accented.get(ch) ?? ch;
}

/** Interpolation tokens, nestings and tags: kept as they are (i18next and <Trans> read them). */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]+>)/;

/** Each piece of a string between the kept parts, transformed. */
function mapText(value: string, transform: (text: string) => string): string {
  return value
    .split(KEPT)
    .map((part, i) => (i % 2 === 1 ? part : transform(part)))
    .join('');
}

/**
 * Accented and about 40% longer (German, Finnish or Russian run that much longer than English),
 * in brackets so a string cut short shows its missing end.
 */
export function pseudoAccented(value: string): string {
  if (value.trim() === '') return value;
  const letters = value.replace(/\{\{[^}]*\}\}|<[^>]+>|\s/g, '').length;
  const padding = '~'.repeat(Math.max(1, Math.round(letters * 0.4)));
  return `[${mapText(value, (text) => [...text].map(accentOf).join(''))} ${padding}]`;
}

/**
 * Right to left: each run of text shown reversed (a right-to-left override around it), so English
 * words read right to left as Arabic would, while tokens (amounts, names, numbers) stay outside the
 * override and read as they will in Arabic. The mark in front gives the string a right-to-left
 * direction where the browser guesses it from the first strong character.
 */
export function pseudoRtl(value: string): string {
  if (value.trim() === '') return value;
  return `\u200f${mapText(value, (text) => text.replace(/[^\s]+(?:\s+[^\s]+)*/g, (run) => `\u202e${run}\u202c`))}`;
}

/** One namespace's English strings, as the pseudo-locale says them. */
export function pseudoStrings(strings: unknown, lng: PseudoLocale): unknown {
  const transform = lng === 'en-XB' ? pseudoRtl : pseudoAccented;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return transform(node);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(strings);
}
