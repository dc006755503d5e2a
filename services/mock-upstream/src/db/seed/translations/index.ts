/**
 * The seed's text in every language that has a file here (README.md): `en.ts` is the source, each
 * other `<code>.ts` its translation, complete (translations.test.ts checks the keys, the HTML and
 * the tokens). A language without a file is skipped by the seeder and reads English.
 */
import { localized, type LanguageCode, type Translations } from '@portal/contracts';
import { ar } from './ar.js';
import { bn } from './bn.js';
import { cn } from './cn.js';
import { cs } from './cs.js';
import { da } from './da.js';
import { de } from './de.js';
import { el } from './el.js';
import { en, type SeedTexts } from './en.js';
import { es } from './es.js';
import { fa } from './fa.js';
import { fi } from './fi.js';
import { fr } from './fr.js';
import { he } from './he.js';
import { hi } from './hi.js';
import { hu } from './hu.js';
import { id } from './id.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { km } from './km.js';
import { ko } from './ko.js';
import { ms } from './ms.js';
import { my } from './my.js';
import { nl } from './nl.js';
import { no } from './no.js';
import { pl } from './pl.js';
import { ptBr } from './pt-br.js';
import { pt } from './pt.js';
import { ro } from './ro.js';
import { ru } from './ru.js';
import { sv } from './sv.js';
import { th } from './th.js';
import { tr } from './tr.js';
import { tw } from './tw.js';
import { ty } from './ty.js';
import { uk } from './uk.js';
import { ur } from './ur.js';
import { vi } from './vi.js';

export { en, type SeedTexts };

/** Every language with a file, by its code; add the line of a file you add. */
export const SEED_TEXTS: { EN: SeedTexts } & Partial<Record<LanguageCode, SeedTexts>> = {
  EN: en,
  VI: vi,
  CN: cn,
  JA: ja,
  KO: ko,
  TW: tw,
  TH: th,
  MY: my,
  KM: km,
  MS: ms,
  TY: ty,
  ID: id,
  HI: hi,
  BN: bn,
  UR: ur,
  FA: fa,
  AR: ar,
  ES: es,
  PT: pt,
  'PT-BR': ptBr,
  FR: fr,
  IT: it,
  DE: de,
  RO: ro,
  RU: ru,
  UK: uk,
  PL: pl,
  CS: cs,
  HU: hu,
  EL: el,
  TR: tr,
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
