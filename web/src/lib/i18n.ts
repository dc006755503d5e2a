import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enCommon from '@/locales/en/common.json';
import enContent from '@/locales/en/content.json';
import enGames from '@/locales/en/games.json';
import enLayout from '@/locales/en/layout.json';
import enSystem from '@/locales/en/system.json';
import enAccounts from '@/locales/en/accounts.json';
import enWallet from '@/locales/en/wallet.json';
import enPayments from '@/locales/en/payments.json';
import enMessages from '@/locales/en/messages.json';
import enBets from '@/locales/en/bets.json';
import enLottery from '@/locales/en/lottery.json';
import enPromotions from '@/locales/en/promotions.json';
import enAgent from '@/locales/en/agent.json';
import viCommon from '@/locales/vi/common.json';
import viContent from '@/locales/vi/content.json';
import viGames from '@/locales/vi/games.json';
import viLayout from '@/locales/vi/layout.json';
import viSystem from '@/locales/vi/system.json';
import viAccounts from '@/locales/vi/accounts.json';
import viWallet from '@/locales/vi/wallet.json';
import viPayments from '@/locales/vi/payments.json';
import viMessages from '@/locales/vi/messages.json';
import viBets from '@/locales/vi/bets.json';
import viLottery from '@/locales/vi/lottery.json';
import viPromotions from '@/locales/vi/promotions.json';
import viAgent from '@/locales/vi/agent.json';
import zhCommon from '@/locales/zh/common.json';
import zhContent from '@/locales/zh/content.json';
import zhGames from '@/locales/zh/games.json';
import zhLayout from '@/locales/zh/layout.json';
import zhSystem from '@/locales/zh/system.json';
import zhAccounts from '@/locales/zh/accounts.json';
import zhWallet from '@/locales/zh/wallet.json';
import zhPayments from '@/locales/zh/payments.json';
import zhMessages from '@/locales/zh/messages.json';
import zhBets from '@/locales/zh/bets.json';
import zhLottery from '@/locales/zh/lottery.json';
import zhPromotions from '@/locales/zh/promotions.json';
import zhAgent from '@/locales/zh/agent.json';
import { ALL_LANGUAGES, fromI18nCode, isLanguageCode, toI18nCode, type LanguageCode } from './languages';
import { LANGUAGE_STORAGE_KEY, readStored } from './preferences';

export const NAMESPACES = [
  'common',
  'layout',
  'system',
  'games',
  'content',
  'accounts',
  'wallet',
  'payments',
  'messages',
  'bets',
  'lottery',
  'promotions',
  'agent',
] as const;

/** Complete translations. Every other language code falls back to English, string by string. */
export const resources = {
  en: {
    common: enCommon,
    layout: enLayout,
    system: enSystem,
    games: enGames,
    content: enContent,
    accounts: enAccounts,
    wallet: enWallet,
    payments: enPayments,
    messages: enMessages,
    bets: enBets,
    lottery: enLottery,
    promotions: enPromotions,
    agent: enAgent,
  },
  vi: {
    common: viCommon,
    layout: viLayout,
    system: viSystem,
    games: viGames,
    content: viContent,
    accounts: viAccounts,
    wallet: viWallet,
    payments: viPayments,
    messages: viMessages,
    bets: viBets,
    lottery: viLottery,
    promotions: viPromotions,
    agent: viAgent,
  },
  zh: {
    common: zhCommon,
    layout: zhLayout,
    system: zhSystem,
    games: zhGames,
    content: zhContent,
    accounts: zhAccounts,
    wallet: zhWallet,
    payments: zhPayments,
    messages: zhMessages,
    bets: zhBets,
    lottery: zhLottery,
    promotions: zhPromotions,
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
