import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enCommon from '@/locales/en/common.json';
import enContent from '@/locales/en/content.json';
import enGames from '@/locales/en/games.json';
import enLayout from '@/locales/en/layout.json';
import enStatus from '@/locales/en/status.json';
import enAuth from '@/locales/en/auth.json';
import enMember from '@/locales/en/member.json';
import enWallet from '@/locales/en/wallet.json';
import enMessages from '@/locales/en/messages.json';
import enBets from '@/locales/en/bets.json';
import enLottery from '@/locales/en/lottery.json';
import enAgent from '@/locales/en/agent.json';
import viCommon from '@/locales/vi/common.json';
import viContent from '@/locales/vi/content.json';
import viGames from '@/locales/vi/games.json';
import viLayout from '@/locales/vi/layout.json';
import viStatus from '@/locales/vi/status.json';
import viAuth from '@/locales/vi/auth.json';
import viMember from '@/locales/vi/member.json';
import viWallet from '@/locales/vi/wallet.json';
import viMessages from '@/locales/vi/messages.json';
import viBets from '@/locales/vi/bets.json';
import viLottery from '@/locales/vi/lottery.json';
import viAgent from '@/locales/vi/agent.json';
import zhCommon from '@/locales/zh/common.json';
import zhContent from '@/locales/zh/content.json';
import zhGames from '@/locales/zh/games.json';
import zhLayout from '@/locales/zh/layout.json';
import zhStatus from '@/locales/zh/status.json';
import zhAuth from '@/locales/zh/auth.json';
import zhMember from '@/locales/zh/member.json';
import zhWallet from '@/locales/zh/wallet.json';
import zhMessages from '@/locales/zh/messages.json';
import zhBets from '@/locales/zh/bets.json';
import zhLottery from '@/locales/zh/lottery.json';
import zhAgent from '@/locales/zh/agent.json';
import { ALL_LANGUAGES, fromI18nCode, isLanguageCode, toI18nCode, type LanguageCode } from './languages';
import { LANGUAGE_STORAGE_KEY, readStored } from './preferences';

export const NAMESPACES = [
  'common',
  'layout',
  'status',
  'games',
  'content',
  'auth',
  'member',
  'wallet',
  'messages',
  'bets',
  'lottery',
  'agent',
] as const;

/** Complete translations. Every other language code falls back to English, string by string. */
export const resources = {
  en: {
    common: enCommon,
    layout: enLayout,
    status: enStatus,
    games: enGames,
    content: enContent,
    auth: enAuth,
    member: enMember,
    wallet: enWallet,
    messages: enMessages,
    bets: enBets,
    lottery: enLottery,
    agent: enAgent,
  },
  vi: {
    common: viCommon,
    layout: viLayout,
    status: viStatus,
    games: viGames,
    content: viContent,
    auth: viAuth,
    member: viMember,
    wallet: viWallet,
    messages: viMessages,
    bets: viBets,
    lottery: viLottery,
    agent: viAgent,
  },
  zh: {
    common: zhCommon,
    layout: zhLayout,
    status: zhStatus,
    games: zhGames,
    content: zhContent,
    auth: zhAuth,
    member: zhMember,
    wallet: zhWallet,
    messages: zhMessages,
    bets: zhBets,
    lottery: zhLottery,
    agent: zhAgent,
  },
} as const;

/**
 * The stored choice is the portal's UPPER code (EN, VI, CN, …), the same code the data API uses.
 * i18next starts from it; the language atom (lib/preferences-state.ts) owns it from then on,
 * so i18next caches nothing itself.
 */
const portalDetector = {
  name: 'portalLanguage',
  lookup(): string | undefined {
    const stored = readStored(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? toI18nCode(stored) : undefined;
  },
};

function syncDocumentLanguage(lng: string) {
  document.documentElement.lang = lng;
}

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const detector = new LanguageDetector();
  detector.addDetector(portalDetector);
  i18n.on('languageChanged', syncDocumentLanguage);
  void i18n
    .use(detector)
    .use(initReactI18next)
    .init({
      resources,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      fallbackLng: 'en',
      supportedLngs: ALL_LANGUAGES.map(toI18nCode),
      // zh-TW must not borrow simplified Chinese strings: unknown strings fall back to English.
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: ['portalLanguage'],
        caches: [],
      },
      react: { useSuspense: false },
    });
  return i18n;
}

/** The portal code of the active i18next language. */
export function currentLanguage(lng: string = i18n.language): LanguageCode {
  return fromI18nCode(lng);
}

export { i18n };
