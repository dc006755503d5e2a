import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { dateFormat } from '@/lib/locale-format';
import { formatCurrency } from '@/lib/money';
import type { Ranking } from '../api/types';

/** `2026-11-01`..`2026-11-30` as the language writes a date range ("Nov 1 – 30, 2026"). The days are
 * calendar days of the brand, so they are formatted as they are, in UTC, never shifted. */
export function formatPeriod(startDate: string, endDate: string, language: string): string {
  const format = dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const start = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startDate} – ${endDate}`;
  return format.formatRange(start, end);
}

export interface RankingTableProps {
  ranking: Ranking;
  /** The column heading of the amount ("Deposits" / "Valid bets"). */
  amountLabel: string;
  /** The table's accessible name. */
  caption: string;
  currencySymbol: string;
  /** The brand's ISO code: where the language places the symbol. */
  currency?: string;
  decimals: number;
}

/** A ranking's rows: rank (the first three get a medal), masked name, amount in the brand's currency. */
export function RankingTable({
  ranking,
  amountLabel,
  caption,
  currencySymbol,
  currency,
  decimals,
}: RankingTableProps) {
  const { t, i18n } = useTranslation('content');
  if (ranking.list.length === 0) {
    return (
      <EmptyState icon="star" title={t('ranking.emptyTitle')}>
        <p>{t('ranking.empty')}</p>
      </EmptyState>
    );
  }
  return (
    <div className="ranking__frame">
      <table className="ranking__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ranking.rank')}</th>
            <th scope="col">{t('ranking.member')}</th>
            <th scope="col" className="num">
              {amountLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {ranking.list.map((entry, i) => (
            <tr
              key={`${entry.rank}-${entry.customerName}-${i}`}
              className={clsx(entry.rank <= 3 && 'is-top')}
            >
              <td>
                <span className={clsx('ranking__badge', entry.rank <= 3 && `ranking__badge--${entry.rank}`)}>
                  {entry.rank}
                </span>
              </td>
              <td className="ranking__name">{entry.customerName}</td>
              <td className="num ranking__amount">
                {formatCurrency(entry.amount, {
                  language: i18n.language,
                  decimals,
                  symbol: currencySymbol,
                  currency,
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
