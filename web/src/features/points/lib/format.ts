import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/lib/bootstrap';
import { formatNumber } from '@/lib/locale-format';
import { formatCurrency } from '@/lib/money';

/** Points with the language's group separators (12,500 / 12.500). */
export function usePointsFormat(): (points: number) => string {
  const { i18n } = useTranslation();
  return useCallback((points: number) => formatNumber(points, i18n.language), [i18n.language]);
}

/** Money as the header shows it: the brand's symbol, the language's separators, the currency's decimals. */
export function usePointsMoney(): (amount: string) => string {
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
