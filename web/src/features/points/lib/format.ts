import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/locale-format';

/** Points with the language's group separators (12,500 / 12.500). */
export function usePointsFormat(): (points: number) => string {
  const { i18n } = useTranslation();
  return useCallback((points: number) => formatNumber(points, i18n.language), [i18n.language]);
}
