/**
 * The seed's text in every language that has a file here (README.md): `en.ts` is the source, each
 * other `<code>.ts` its translation, complete (translations.test.ts checks the keys, the HTML and
 * the tokens). A language without a file is skipped by the seeder and reads English.
 */
import { localized, type LanguageCode, type Translations } from '@portal/contracts';
import { cn } from './cn.js';
import { da } from './da.js';
import { en, type SeedTexts } from './en.js';
import { fi } from './fi.js';
import { he } from './he.js';
import { nl } from './nl.js';
import { no } from './no.js';
import { sv } from './sv.js';
import { vi } from './vi.js';

export { en, type SeedTexts };

/** Every language with a file, by its code; add the line of a file you add. */
export const SEED_TEXTS: { EN: SeedTexts } & Partial<Record<LanguageCode, SeedTexts>> = {
  EN: en,
  VI: vi,
  CN: cn,
  NL: nl,
  SV: sv,
  DA: da,
  FI: fi,
  NO: no,
  HE: he,
};

/** The languages that have a file, English first. */
export function seededLanguages(): LanguageCode[] {
  return Object.keys(SEED_TEXTS) as LanguageCode[];
}

/** A language's file name here: its code in lower case (`pt-br.ts`, `tw.ts`). */
export function fileOf(code: LanguageCode): string {
  return `${code.toLowerCase()}.ts`;
}

/** One text in every language that has it (`{ EN: ..., VI: ... }`): a column of texts by language. */
export function textsOf(pick: (texts: SeedTexts) => string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SEED_TEXTS).map(([code, texts]) => [code, pick(texts as SeedTexts)]),
  );
}

/**
 * A row's translations (`{ VI: { title, content } }`): its fields in every language that has a file
 * but English, whose text is the row's own columns.
 */
export function translationsOf<F extends string>(
  pick: (texts: SeedTexts) => Record<F, string>,
): Translations<F> {
  return Object.fromEntries(
    Object.entries(SEED_TEXTS)
      .filter(([code]) => code !== 'EN')
      .map(([code, texts]) => [code, pick(texts as SeedTexts)]),
  ) as Translations<F>;
}

/**
 * A text the platform sends (an SMS, a mail) in `language`, English where the language has no file,
 * its `{tokens}` filled from `values` (a token without a value stays as written).
 */
export function notificationText(
  language: string,
  pick: (texts: SeedTexts) => string,
  values: Record<string, string | number>,
): string {
  const template = localized({ text: textsOf(pick) }, language, 'text');
  return template.replace(/\{(\w+)\}/g, (token, name: string) =>
    name in values ? String(values[name]) : token,
  );
}
