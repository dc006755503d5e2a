import {
  ALL_LANGUAGES,
  COMPLETE_LANGUAGES,
  HEADER_LANGUAGES,
  textDirection,
  toI18nCode,
  type LanguageCode,
} from '@portal/contracts';

// The code mapping and the direction live in the contracts: the gateway writes `<html lang dir>` too.
export { ALL_LANGUAGES, HEADER_LANGUAGES, textDirection, toI18nCode, type LanguageCode };

/** The portal code of each i18next code, lower-cased (fromI18nCode runs for every isolated value). */
let byI18nCode: Map<string, LanguageCode> | null = null;

/** The portal code of an i18next (BCP 47) code, or null when it names none of the portal's languages. */
export function findI18nCode(lng: string | undefined): LanguageCode | null {
  if (!lng) return null;
  byI18nCode ??= new Map(ALL_LANGUAGES.map((c) => [toI18nCode(c).toLowerCase(), c]));
  return byI18nCode.get(lng.toLowerCase()) ?? null;
}

/** The portal code of an i18next code; English for one the portal does not offer. */
export function fromI18nCode(lng: string | undefined): LanguageCode {
  return findI18nCode(lng) ?? 'EN';
}

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return !!value && (ALL_LANGUAGES as readonly string[]).includes(value);
}

/** Whether every string is translated; the rest fall back to English and are marked partial. */
export function isCompleteLanguage(code: LanguageCode): boolean {
  return COMPLETE_LANGUAGES.includes(code);
}

/** Each language's name written in that language (shown in the selector). */
export const LANGUAGE_NATIVE_NAMES: Record<LanguageCode, string> = {
  EN: 'English',
  CN: '简体中文',
  VI: 'Tiếng Việt',
  JA: '日本語',
  TH: 'ไทย',
  TY: 'Filipino',
  MS: 'Bahasa Melayu',
  TW: '繁體中文',
  KO: '한국어',
  ES: 'Español',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  AR: 'العربية',
  RU: 'Русский',
  FR: 'Français',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  DE: 'Deutsch',
  IT: 'Italiano',
  TR: 'Türkçe',
  PL: 'Polski',
  NL: 'Nederlands',
  SV: 'Svenska',
  DA: 'Dansk',
  FI: 'Suomi',
  NO: 'Norsk',
  CS: 'Čeština',
  HU: 'Magyar',
  RO: 'Română',
  EL: 'Ελληνικά',
  HE: 'עברית',
  UK: 'Українська',
  BN: 'বাংলা',
  UR: 'اردو',
  FA: 'فارسی',
  MY: 'မြန်မာ',
  KM: 'ខ្មែរ',
};
