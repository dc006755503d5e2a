import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/lib/bootstrap';
import { formatMoney } from '@/lib/money';

/** Money with the brand's currency symbol, the language's separators and the currency's decimals. */
export function useReferralMoney(): (amount: string) => string {
  const { i18n } = useTranslation();
  const brand = useBootstrap().data?.brand;
  const symbol = brand?.currencySymbol ?? '';
  const decimals = brand?.currencyDecimals ?? 2;
  return useCallback(
    (amount: string) => `${symbol}${formatMoney(amount, i18n.language, decimals)}`,
    [i18n.language, symbol, decimals],
  );
}
