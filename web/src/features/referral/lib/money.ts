import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/lib/bootstrap';
import { formatCurrency } from '@/lib/money';

/** Money with the brand's currency symbol, the language's separators and the currency's decimals. */
export function useReferralMoney(): (amount: string) => string {
  const { i18n } = useTranslation();
  const brand = useBootstrap().data?.brand;
  const symbol = brand?.currencySymbol ?? '';
  const decimals = brand?.currencyDecimals ?? 2;
  const currency = brand?.currency;
  return useCallback(
    (amount: string) => formatCurrency(amount, { language: i18n.language, decimals, symbol, currency }),
    [i18n.language, symbol, decimals, currency],
  );
}
