/** Header selector languages (spec section 1). */
export const HEADER_LANGUAGES = ['CN', 'EN', 'VI', 'JA', 'TH', 'TY'] as const;
/** The full list of language codes (about 37). */
export const ALL_LANGUAGES = [
  'EN',
  'CN',
  'VI',
  'JA',
  'TH',
  'TY',
  'MS',
  'TW',
  'KO',
  'ES',
  'PT',
  'PT-BR',
  'AR',
  'RU',
  'FR',
  'HI',
  'ID',
  'DE',
  'IT',
  'TR',
  'PL',
  'NL',
  'SV',
  'DA',
  'FI',
  'NO',
  'CS',
  'HU',
  'RO',
  'EL',
  'HE',
  'UK',
  'BN',
  'UR',
  'FA',
  'MY',
  'KM',
] as const;
export type LanguageCode = (typeof ALL_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';
/**
 * Languages whose translations are complete: exactly those with a folder under web/src/locales, each
 * of which passes the translation gate (web/src/locales/locales.test.ts checks both). The rest fall
 * back to English and are listed as partial.
 */
export const COMPLETE_LANGUAGES: LanguageCode[] = [
  'EN',
  'VI',
  'CN',
  'JA',
  'TH',
  'TY',
  'KO',
  'TW',
  'MS',
  'ID',
  'KM',
  'MY',
  'HI',
  'BN',
  'AR',
  'FA',
  'UR',
  'HE',
  'TR',
  'EL',
  'ES',
  'PT',
  'PT-BR',
  'FR',
  'DE',
  'IT',
  'NL',
  'RU',
  'UK',
  'PL',
  'CS',
  'RO',
  'HU',
  'SV',
  'DA',
  'NO',
  'FI',
];

/**
 * Portal code (the UPPER code the data API uses) -> BCP 47 code, used for i18next, the locale
 * folder's name and `<html lang>`, where it is not the lower-case code. TY is Filipino (ADR 0012).
 */
export const I18N_CODE_OVERRIDES: Partial<Record<LanguageCode, string>> = {
  CN: 'zh',
  TW: 'zh-TW',
  'PT-BR': 'pt-BR',
  TY: 'fil',
};

export function toI18nCode(code: LanguageCode): string {
  return I18N_CODE_OVERRIDES[code] ?? code.toLowerCase();
}

/** Languages written right to left: the document's `dir` is `rtl` in them. */
export const RTL_LANGUAGES: readonly LanguageCode[] = ['AR', 'FA', 'UR', 'HE'];

export function textDirection(code: LanguageCode): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(code) ? 'rtl' : 'ltr';
}

/**
 * The digits each language writes figures in (ADR 0013, "Digits per language"): Farsi, Bengali and
 * Burmese their own; every other language, Arabic included, Latin digits. Set through Intl's
 * numbering system, never left to a browser's default (Arabic's moved between versions).
 */
export const NATIVE_DIGITS: Partial<Record<LanguageCode, string>> = {
  FA: 'arabext',
  BN: 'beng',
  MY: 'mymr',
};

/**
 * The Intl locales of a language, to hand to Intl as they are: its BCP 47 code with its digits and
 * the Gregorian calendar ("fa-u-ca-gregory-nu-arabext", "ar-u-ca-gregory-nu-latn"), then the same
 * digits and calendar in British English's conventions (day first, 24 hours). A browser's Intl may
 * lack a language: Chromium's leaves out Burmese and Khmer, and for a locale it lacks Intl falls
 * back to its default whole, digits included (a Burmese page wrote Latin amounts); with the second
 * entry it keeps the language's digits. For the web app (`lib/locale-format.ts`) and the pages the
 * platform serves itself (the demo vendor's game pages).
 */
export function intlLocalesOf(code: LanguageCode): [string, string] {
  const extension = `-u-ca-gregory-nu-${NATIVE_DIGITS[code] ?? 'latn'}`;
  return [`${toI18nCode(code)}${extension}`, `en-GB${extension}`];
}

/** Tags that name a portal language by another name (an older code, a script, a sister variant). */
const TAG_ALIASES: Record<string, LanguageCode> = {
  ZH: 'CN',
  'ZH-CN': 'CN',
  'ZH-HANS': 'CN',
  'ZH-SG': 'CN',
  'ZH-HANT': 'TW',
  'ZH-HK': 'TW',
  'ZH-MO': 'TW',
  FIL: 'TY',
  TL: 'TY',
  NB: 'NO',
  NN: 'NO',
  IW: 'HE',
  IN: 'ID',
};

/**
 * The portal language a tag names: a portal code ("TH", "PT-BR"), a BCP 47 tag ("zh-TW", "fil",
 * "vi-VN") or the first entry of an Accept-Language header, in any case; anything else is English.
 * A region the portal has no variant for reads as its language ("pt-AO" is PT, "ar-EG" is AR).
 */
export function languageFromTag(tag: string | null | undefined): LanguageCode {
  const [first = ''] = (tag ?? '').split(/[,;]/).map((t) => t.trim().toUpperCase().replace(/_/g, '-'));
  if (!first) return DEFAULT_LANGUAGE;
  const exact = ALL_LANGUAGES.find((c) => c === first || toI18nCode(c).toUpperCase() === first);
  if (exact) return exact;
  const subtags = first.split('-');
  for (let n = subtags.length; n > 0; n--) {
    const prefix = subtags.slice(0, n).join('-');
    const alias = TAG_ALIASES[prefix] ?? ALL_LANGUAGES.find((c) => c === prefix);
    if (alias) return alias;
  }
  return DEFAULT_LANGUAGE;
}
