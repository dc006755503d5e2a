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
