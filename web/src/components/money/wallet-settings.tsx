import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/money';

/** The brand's currency and calendar, handed in by the app (system bootstrap). */
export type WalletSettings = {
  currencySymbol: string;
  /** The brand's ISO 4217 code: where the language places the symbol. */
  currency?: string;
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

/** Money as the person reads it: symbol, language separators and digits, the currency's decimals. */
export function useMoney() {
  const { i18n } = useTranslation();
  const { currencySymbol, currencyDecimals, currency } = useWalletSettings();
  return useMemo(() => {
    const format = (amount: string) =>
      formatCurrency(amount, {
        language: i18n.language,
        decimals: currencyDecimals,
        symbol: currencySymbol,
        currency,
      });
    return { format, decimals: currencyDecimals, symbol: currencySymbol };
  }, [i18n.language, currencySymbol, currencyDecimals, currency]);
}
