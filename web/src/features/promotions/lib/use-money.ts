import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/lib/bootstrap';
import { formatCurrency } from '@/lib/money';

/**
 * Money as the header and the wallet show it: the brand's currency symbol, the language's
 * separators and the currency's decimals ($1,234.50). The promotion pages are outside the member
 * centre's wallet settings, so this reads the brand from the bootstrap.
 */
export function usePromotionMoney(): (amount: string) => string {
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
