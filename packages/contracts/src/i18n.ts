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
/** Languages whose translations are complete; the rest fall back to English and are listed as partial. */
export const COMPLETE_LANGUAGES: LanguageCode[] = ['EN', 'VI', 'CN'];
