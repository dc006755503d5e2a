import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { currentLanguage, i18n } from '@/lib/i18n';
import { fromI18nCode, isLanguageCode, toI18nCode, type LanguageCode } from '@/lib/languages';
import {
  BALANCE_HIDDEN_STORAGE_KEY,
  DEFAULT_THEME_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  parseTheme,
  textStorage,
  THEME_STORAGE_KEY,
  type Theme,
} from '@/lib/preferences';

/*
 * The person's preferences, one atom each, persisted under the keys (and in the text format)
 * public/boot.js reads before the first paint. Keys and formats are unchanged from before jotai.
 */

const themeStorage = textStorage<Theme | null>({ parse: parseTheme, format: (theme) => theme });

/** The theme the person picked themselves (`portal.theme`: `light` or `dark`), null until they do. */
export const themeChoiceAtom = atomWithStorage<Theme | null>(THEME_STORAGE_KEY, null, themeStorage, {
  getOnInit: true,
});

/**
 * The brand's default theme as last seen (`portal.defaultTheme`), so the next first paint already
 * uses it; the status gate sets it from the bootstrap.
 */
export const brandThemeAtom = atomWithStorage<Theme | null>(DEFAULT_THEME_STORAGE_KEY, null, themeStorage, {
  getOnInit: true,
});

/** The theme shown: the person's choice, else the brand's default, else light (as boot.js). */
export const themeAtom = atom(
  (get): Theme => get(themeChoiceAtom) ?? get(brandThemeAtom) ?? 'light',
  (_get, set, theme: Theme) => set(themeChoiceAtom, theme),
);

const storedLanguageAtom = atomWithStorage<LanguageCode>(
  LANGUAGE_STORAGE_KEY,
  'EN',
  textStorage<LanguageCode>({
    parse: (stored) => (isLanguageCode(stored) ? stored : 'EN'),
    format: (code) => code,
  }),
  { getOnInit: true },
);

/**
 * The interface language (`portal.language`: the portal's UPPER code, EN, VI, CN, …), English
 * without a stored choice as in i18next's fallback. Setting it switches i18next; while it is
 * mounted it also follows i18next (a language changed there is stored, as i18next's own cache did).
 */
export const languageAtom = atom(
  (get) => get(storedLanguageAtom),
  (_get, set, code: LanguageCode) => {
    set(storedLanguageAtom, code);
    if (currentLanguage() !== code) void i18n.changeLanguage(toI18nCode(code));
  },
);
languageAtom.onMount = (setLanguage) => {
  const follow = (lng: string) => setLanguage(fromI18nCode(lng));
  // i18next was set up first, from the same key: take its language, then follow it.
  follow(i18n.language);
  i18n.on('languageChanged', follow);
  return () => i18n.off('languageChanged', follow);
};

/** Whether the header hides the balance (`portal.balanceHidden`: `1` hidden, `0` shown). */
export const isBalanceHiddenAtom = atomWithStorage<boolean>(
  BALANCE_HIDDEN_STORAGE_KEY,
  false,
  textStorage<boolean>({ parse: (stored) => stored === '1', format: (hidden) => (hidden ? '1' : '0') }),
  { getOnInit: true },
);
