import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import bootScript from '../../public/boot.js?raw';
import {
  bundleBackend,
  fallbackLanguages,
  i18n,
  NAMESPACES,
  SHELL_NAMESPACES,
  storedLanguage,
  syncDocumentLanguage,
} from './i18n';
import { ALL_LANGUAGES, fromI18nCode, isCompleteLanguage, textDirection, toI18nCode } from './languages';
import { LANGUAGE_STORAGE_KEY } from './preferences';

/** A language not translated yet (none once every language is): it shows English. */
const partial = ALL_LANGUAGES.find((code) => !isCompleteLanguage(code));

/** A fresh i18next over the app's own loader (the test setup's instance has every string inline). */
async function startWith(lng: string, ns: readonly string[]) {
  const instance = i18next.createInstance();
  await instance.use(bundleBackend).init({
    lng,
    ns: [...ns],
    defaultNS: 'common',
    fallbackLng: fallbackLanguages,
    load: 'currentOnly',
    initAsync: false,
  });
  return instance;
}

describe('strings loaded on demand', () => {
  it("starts with the language's shell namespaces only, then loads the others when asked", async () => {
    const i18n = await startWith('vi', SHELL_NAMESPACES);
    for (const ns of SHELL_NAMESPACES) expect(i18n.hasResourceBundle('vi', ns), ns).toBe(true);
    expect(i18n.hasResourceBundle('vi', 'wallet')).toBe(false);
    // A complete language does not load English beside it.
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.t('layout:header.login')).not.toBe('header.login');

    await i18n.loadNamespaces([...NAMESPACES]);
    for (const ns of NAMESPACES) expect(i18n.hasResourceBundle('vi', ns), ns).toBe(true);
  });

  it.skipIf(!partial)('gives a language we do not translate the English strings', async () => {
    const i18n = await startWith(toI18nCode(partial!), ['common']);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    const english = await startWith('en', ['common']);
    expect(i18n.t('retry')).toBe(english.t('retry'));
  });
});

describe('the document language', () => {
  it('follows the language: lang, right to left for Arabic, Farsi, Urdu and Hebrew, and the cookie the gateway reads', async () => {
    for (const [lng, dir] of [
      ['ar', 'rtl'],
      ['fa', 'rtl'],
      ['ur', 'rtl'],
      ['he', 'rtl'],
      ['fil', 'ltr'],
      ['zh', 'ltr'],
      ['en', 'ltr'],
    ] as const) {
      await i18n.changeLanguage(lng);
      expect(document.documentElement.lang).toBe(lng);
      expect(document.documentElement.dir, lng).toBe(dir);
      expect(document.cookie).toContain(`portal_lang=${fromI18nCode(lng)}`);
    }
  });

  it("keeps a new choice when the old language's cookie renewal comes due after it", () => {
    vi.useFakeTimers();
    try {
      syncDocumentLanguage('en');
      // The same language again: its cookie's year is renewed once the page is idle (lib/idle.ts).
      syncDocumentLanguage('en');
      syncDocumentLanguage('ar');
      expect(document.cookie).toContain('portal_lang=AR');
      vi.runAllTimers();
      // The next page is written in Arabic, not in the language chosen before it.
      expect(document.cookie).toContain('portal_lang=AR');
    } finally {
      vi.useRealTimers();
      syncDocumentLanguage(i18n.language);
    }
  });

  it('is set before the first paint from the stored choice by public/boot.js, as the app sets it', () => {
    const root = document.documentElement;
    for (const code of ALL_LANGUAGES) {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
      root.removeAttribute('lang');
      root.removeAttribute('dir');
      new Function(bootScript)();
      expect([root.lang, root.dir], code).toEqual([toI18nCode(code), textDirection(code)]);
    }
  });
});

describe('the stored language', () => {
  it('starts the next page load in the language chosen before (its BCP 47 code)', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'TY');
    expect(storedLanguage()).toBe('fil');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'AR');
    expect(storedLanguage()).toBe('ar');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'not a code');
    expect(storedLanguage()).toBe('en');
  });

  it("without a stored choice, takes the cookie's: the language the gateway wrote the page in", () => {
    document.documentElement.lang = '';
    document.cookie = 'portal_lang=AR; path=/';
    expect(storedLanguage()).toBe('ar');
    document.cookie = 'portal_lang=; path=/; max-age=0';
    expect(storedLanguage()).toBe('en');
  });

  it("without a choice or a cookie it can read, takes the language the gateway wrote the page's <html lang> in", () => {
    // A cookie sent as a header only (or HttpOnly) is not in document.cookie: the page must still
    // start in its own language, not switch to English and fetch its first-paint data again.
    const root = document.documentElement;
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    document.cookie = 'portal_lang=; path=/; max-age=0';
    try {
      root.lang = 'th';
      expect(storedLanguage()).toBe('th');
      root.lang = 'zh-TW';
      expect(storedLanguage()).toBe('zh-TW');
      root.lang = 'fil';
      expect(storedLanguage()).toBe('fil');
      // A lang the portal does not offer (or a region it does not name) is not a choice.
      for (const lang of ['xx', 'th-TH', 'en-US']) {
        root.lang = lang;
        expect(storedLanguage(), lang).toBe('en');
      }
      // A cookie the page can read still wins over it.
      root.lang = 'th';
      document.cookie = 'portal_lang=VI; path=/';
      expect(storedLanguage()).toBe('vi');
    } finally {
      document.cookie = 'portal_lang=; path=/; max-age=0';
      root.lang = '';
    }
  });
});
