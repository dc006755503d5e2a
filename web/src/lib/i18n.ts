import i18n, { type BackendModule, type Resource } from 'i18next';
import { localeLoaders } from 'virtual:locale-loaders';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, SHELL_NAMESPACES, type Namespace } from '@/locales/namespaces';
import {
  ALL_LANGUAGES,
  fromI18nCode,
  isCompleteLanguage,
  isLanguageCode,
  textDirection,
  toI18nCode,
  type LanguageCode,
} from './languages';
import { LANGUAGE_STORAGE_KEY, readStored } from './preferences';
import { isPseudoLocale, PSEUDO_LOCALES, PSEUDO_STORAGE_KEY, pseudoStrings } from './pseudo-locale';

export { NAMESPACES, SHELL_NAMESPACES, type Namespace };

/**
 * Every language's strings, loaded on demand: a language's shell namespaces in one chunk and the
 * rest in another (vite-plugins/locale-loaders.ts), so a visit downloads its own language's shell
 * strings only, in one request, and the entry chunk names each language once.
 */
function loaderOf(lng: string, ns: string): (() => Promise<Record<string, unknown>>) | undefined {
  const loaders = localeLoaders[lng];
  if (!loaders) return undefined;
  const part = (SHELL_NAMESPACES as readonly string[]).includes(ns) ? loaders.shell : loaders.more;
  return async () => {
    const strings = (await part())[ns];
    if (!strings) throw new Error(`no strings ${lng}/${ns}`);
    return strings;
  };
}

/** Whether a language has strings of its own (a folder). */
const hasStrings = (lng: string) => lng in localeLoaders;

/** i18next's backend over those bundles. A language without files (one we do not translate) is empty. */
export const bundleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    // The dev server's pseudo-locales: English's strings, transformed (lib/pseudo-locale.ts).
    const pseudo = import.meta.env.DEV && isPseudoLocale(lng) ? lng : null;
    const load = loaderOf(pseudo ? 'en' : lng, ns);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (strings) => callback(null, pseudo ? (pseudoStrings(strings, pseudo) as typeof strings) : strings),
      // i18next retries a failed read a few times.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The stored choice is the portal's UPPER code (EN, VI, CN, …), the same code the data API uses.
 * i18next starts from it; the language atom (lib/preferences-state.ts) owns it from then on,
 * so i18next caches nothing itself. Without one, the `portal_lang` cookie's: the language the
 * gateway wrote this page's `<html lang dir>` and first-paint data in, so the page does not switch.
 */
export function storedLanguage(): string {
  if (import.meta.env.DEV) {
    const pseudo = readStored(PSEUDO_STORAGE_KEY);
    if (isPseudoLocale(pseudo)) return pseudo;
  }
  const stored = readStored(LANGUAGE_STORAGE_KEY) ?? languageCookie();
  return isLanguageCode(stored) ? toI18nCode(stored) : 'en';
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

/**
 * Keeps `<html lang dir>` on the active language, as the gateway wrote them into the page (and
 * public/boot.js from the stored choice) before the first paint: right to left for Arabic, Farsi,
 * Urdu and Hebrew.
 */
export function syncDocumentLanguage(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dir = directionOf(lng);
  // The next page load's HTML then carries the bootstrap and banners in this language.
  document.cookie = `${LANGUAGE_COOKIE}=${currentLanguage(lng)}; path=/; max-age=31536000; samesite=lax`;
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
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
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
        .filter((ns) => hasStrings(lng) && !i18n.hasResourceBundle(lng, ns))
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
