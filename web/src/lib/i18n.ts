import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import localeChunks from 'virtual:locale-chunks';
import { NAMESPACES, SHELL_NAMESPACES, type Namespace } from '@/locales/namespaces';
import {
  ALL_LANGUAGES,
  findI18nCode,
  fromI18nCode,
  isCompleteLanguage,
  isLanguageCode,
  textDirection,
  toI18nCode,
  type LanguageCode,
} from './languages';
import { afterLoadIdle } from './idle';
import { realtimeLanguageChanged } from './realtime';
import { numberFormat } from './locale-format';
import { LANGUAGE_STORAGE_KEY, readStored } from './preferences';
import { isPseudoLocale, PSEUDO_LOCALES, PSEUDO_STORAGE_KEY, pseudoStrings } from './pseudo-locale';

export { NAMESPACES, SHELL_NAMESPACES, type Namespace };

/**
 * Every language's strings, loaded on demand: a language's shell namespaces are one chunk and the
 * rest another (vite-plugins/locale-chunks.ts, vite.config.ts), so a visit downloads its own
 * language's shell strings only, in one request, and the page carries two loaders per language.
 */
const SHELL = new Set<string>(SHELL_NAMESPACES);

/** The loader of the chunk that holds a language's namespace, if the language has a folder. */
function partOf(lng: string, ns: string) {
  return localeChunks[lng]?.[SHELL.has(ns) ? 0 : 1];
}

/** i18next's backend over those bundles. A language without files (one we do not translate) is empty. */
export const bundleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    // The dev server's pseudo-locales: English's strings, transformed (lib/pseudo-locale.ts).
    const pseudo = import.meta.env.DEV && isPseudoLocale(lng) ? lng : null;
    const load = partOf(pseudo ? 'en' : lng, ns);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      ({ default: part }) => {
        const strings = part[ns] ?? {};
        callback(null, pseudo ? (pseudoStrings(strings, pseudo) as typeof strings) : strings);
      },
      // i18next retries a failed read a few times.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The stored choice is the portal's UPPER code (EN, VI, CN, …), the same code the data API uses.
 * i18next starts from it; the language atom (lib/preferences-state.ts) owns it from then on,
 * so i18next caches nothing itself. Without one, the `portal_lang` cookie's, else the language the
 * gateway wrote this page's `<html lang>` and first-paint data in (a cookie the page cannot read,
 * or none): the page starts in the language it was written in, so it neither switches nor fetches
 * its first-paint data again.
 */
export function storedLanguage(): string {
  if (import.meta.env.DEV) {
    const pseudo = readStored(PSEUDO_STORAGE_KEY);
    if (isPseudoLocale(pseudo)) return pseudo;
  }
  // The first that names one of the portal's languages: a damaged stored value is no choice.
  const code = [
    readStored(LANGUAGE_STORAGE_KEY),
    languageCookie(),
    findI18nCode(document.documentElement.lang),
  ].find(isLanguageCode);
  return code ? toI18nCode(code) : 'en';
}

/**
 * Complete languages need no fallback (their strings are all there: locales.test.ts), so only the
 * others load English too, and fall back to it string by string.
 */
export function fallbackLanguages(code: string): string[] {
  return isCompleteLanguage(fromI18nCode(code)) ? [] : ['en'];
}

/** The cookie the gateway reads for the language of a page's first-paint data (first-paint.ts). */
const LANGUAGE_COOKIE = 'portal_lang';

function languageCookie(): string | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]).toUpperCase() : null;
}

let cancelCookieRenewal: () => void = () => {};

/**
 * Keeps `<html lang dir>` on the active language, as the gateway wrote them into the page (and
 * public/boot.js from the stored choice) before the first paint: right to left for Arabic, Farsi,
 * Urdu and Hebrew.
 */
export function syncDocumentLanguage(lng: string) {
  const root = document.documentElement;
  // Usually already so (the gateway's HTML, public/boot.js): an unchanged attribute is not set again.
  if (root.lang !== lng) root.lang = lng;
  const dir = directionOf(lng);
  if (root.dir !== dir) root.dir = dir;
  // The language's fonts, unless the page came with them (the gateway's <link>).
  if (!document.querySelector(`link[data-language-fonts="${lng}"]`)) {
    void import('./language-fonts').then((fonts) => fonts.loadLanguageFonts(lng)).catch(() => undefined);
  }
  // The next page load's HTML then carries the bootstrap and banners in this language (written
  // when it says another: the gateway wrote this page in the cookie's language).
  const code = currentLanguage(lng);
  const write = () => {
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  };
  // A renewal still waiting for the idle moment is of the language before: it must not write
  // that language back over this one.
  cancelCookieRenewal();
  // The same language: only its year is renewed, once the page is idle.
  if (languageCookie() !== code) write();
  else cancelCookieRenewal = afterLoadIdle(write);
  // The page's WebSocket reads the language from that cookie when it opens.
  realtimeLanguageChanged(code);
}

/**
 * Starts i18next in the stored language and loads that language's shell strings (the status gate
 * shows the splash until they are in). Tests pass every string up front instead.
 */
export function initI18n({ resources }: { resources?: Resource } = {}): typeof i18n {
  if (i18n.isInitialized || i18n.isInitializing) return i18n;
  i18n.on('languageChanged', syncDocumentLanguage);
  if (!resources) i18n.use(bundleBackend);
  void i18n.use(initReactI18next).init({
    ...(resources ? { resources } : {}),
    lng: storedLanguage(),
    ns: [...(resources ? NAMESPACES : SHELL_NAMESPACES)],
    defaultNS: 'common',
    fallbackLng: fallbackLanguages,
    supportedLngs: [
      ...ALL_LANGUAGES.map(toI18nCode),
      ...(import.meta.env.DEV ? Object.keys(PSEUDO_LOCALES) : []),
    ],
    // zh-TW must not borrow simplified Chinese strings: unknown strings fall back to English.
    load: 'currentOnly',
    // i18n.language is set at once (the language atom reads it on mount); the strings follow.
    initAsync: false,
    // React escapes what it renders; i18next's escaping step is used to isolate values instead.
    interpolation: { escapeValue: true, escape: isolate },
    returnNull: false,
    react: { useSuspense: false },
  });
  // `{{value, number(...)}}` in the strings: the language's digits (lib/locale-format), as every
  // other figure on the page, where i18next's own formatter would take the browser's default.
  i18n.services.formatter?.addCached('number', (lng, options: Intl.NumberFormatOptions) => {
    const format = numberFormat(lng ?? 'en', options);
    return (value: unknown) => format.format(value as number);
  });
  return i18n;
}

/**
 * Loads namespaces of the active language (and its fallback); a lazy page or dialog awaits this
 * beside its chunk so it never renders before its strings. Resolves at once when they are in;
 * rejects when a file would not load (after i18next's own retries), so the chunk's Retry applies.
 */
export async function loadNamespaces(namespaces: readonly Namespace[] = NAMESPACES): Promise<void> {
  const missing = () =>
    (i18n.languages ?? []).flatMap((lng) =>
      namespaces
        .filter((ns) => partOf(lng, ns) && !i18n.hasResourceBundle(lng, ns))
        .map((ns) => [lng, ns] as const),
    );
  await i18n.loadNamespaces([...namespaces]);
  let absent = missing();
  // i18next does not read a file again after it failed; a retry asks for it explicitly.
  if (absent.length > 0)
    await i18n.reloadResources([...new Set(absent.map(([lng]) => lng))], [...namespaces]);
  absent = missing();
  if (absent.length > 0) {
    throw new Error(`strings did not load: ${absent.map(([lng, ns]) => `${lng}/${ns}`).join(', ')}`);
  }
}

/** First Strong Isolate and Pop Directional Isolate (Unicode Bidirectional Algorithm, UAX #9). */
const FSI = '\u2068';
const PDI = '\u2069';
/** Letters of the right-to-left scripts the portal may show: Hebrew, Arabic (with its presentation forms), Syriac, Thaana, NKo. */
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u07ff\u0860-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * Every value i18next interpolates into a string ({{username}}, {{amount}}, {{phone}}, {{code}},
 * {{orderNo}}, ...) passes here once (i18next's escaping step), so it keeps its own order inside the
 * sentence: in a right-to-left page a Latin username, an amount with its currency, a phone number or
 * an order number next to the sentence's neutral characters (spaces, colons, minus signs, brackets)
 * would otherwise be reordered with them ("−$5.00" read as "$5.00−"). The value is wrapped in FSI
 * ... PDI, which isolate it and give it the direction of its own first letter; no markup, so it
 * works in attributes, titles and aria labels as in text. A left-to-right page isolates only a value
 * with right-to-left letters in it (an Arabic nickname in an English sentence), so its strings stay
 * as they are written otherwise. A value written `{{- value}}` is never isolated.
 */
export function isolate(value: string, direction: 'rtl' | 'ltr' = directionOf()): string {
  if (value === '') return value;
  return direction === 'rtl' || RIGHT_TO_LEFT_LETTER.test(value) ? `${FSI}${value}${PDI}` : value;
}

/** The writing direction of an i18next language (the active one by default). */
export function directionOf(lng: string = i18n.language): 'rtl' | 'ltr' {
  return import.meta.env.DEV && isPseudoLocale(lng)
    ? PSEUDO_LOCALES[lng].dir
    : textDirection(currentLanguage(lng));
}

/** The portal code of the active i18next language. */
export function currentLanguage(lng: string = i18n.language): LanguageCode {
  return fromI18nCode(lng);
}

export { i18n };
