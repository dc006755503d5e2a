import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';

/** The brand's currency and calendar, handed in by the app (system bootstrap). */
export type WalletSettings = {
  currencySymbol: string;
  currencyDecimals: number;
  timeZone: string;
};

export const WalletSettingsContext = createContext<WalletSettings>({
  currencySymbol: '',
  currencyDecimals: 2,
  timeZone: 'UTC',
});

export function useWalletSettings(): WalletSettings {
  return useContext(WalletSettingsContext);
}

/** Money as the person reads it: symbol, language separators, the currency's decimals. */
export function useMoney() {
  const { i18n } = useTranslation();
  const { currencySymbol, currencyDecimals } = useWalletSettings();
  return useMemo(() => {
    const format = (amount: string) => {
      const negative = amount.trim().startsWith('-');
      const body = formatMoney(negative ? amount.trim().slice(1) : amount, i18n.language, currencyDecimals);
      return `${negative ? '−' : ''}${currencySymbol}${body}`;
    };
    return { format, decimals: currencyDecimals, symbol: currencySymbol };
  }, [i18n.language, currencySymbol, currencyDecimals]);
}
