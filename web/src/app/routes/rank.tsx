import type { RankingKind } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useRanking } from '@/features/content/api/use-ranking';
import { formatPeriod, RankingTable } from '@/features/content/components/ranking-table';
import { useBootstrap } from '@/lib/bootstrap';
import { errorMessageKey } from '@/lib/errors';

const PAGES = {
  deposit: { title: 'pages.depositRank', amount: 'ranking.depositAmount', lead: 'ranking.depositLead' },
  bet: { title: 'pages.betRank', amount: 'ranking.betAmount', lead: 'ranking.betLead' },
} as const;

/**
 * `/deposit-rank` and `/bet-rank`: this month's TOP 20 the platform computed. The layout shows the
 * page's banner group (w_deposit20 / w_bet20) above it.
 */
export default function RankPage({ kind }: { kind: RankingKind }) {
  const { t, i18n } = useTranslation(['content', 'common']);
  const brand = useBootstrap().data?.brand;
  const ranking = useRanking(kind);
  const page = PAGES[kind];
  const title = t(page.title);

  return (
    <div className="page ranking">
      <div className="ranking__head">
        <h1 className="page-title">{title}</h1>
        <p className="page-lead">{t(page.lead)}</p>
        {ranking.data ? (
          <p className="ranking__period">
            <span className="ranking__period-label">{t('ranking.period')}</span>{' '}
            <time dateTime={`${ranking.data.startDate}/${ranking.data.endDate}`}>
              {formatPeriod(ranking.data.startDate, ranking.data.endDate, i18n.language)}
            </time>
          </p>
        ) : null}
      </div>
      {ranking.isPending ? (
        <div className="ranking__loading" role="status" aria-live="polite">
          <span className="visually-hidden">{t('common:loading')}</span>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="ranking__skeleton-row" />
          ))}
        </div>
      ) : ranking.isError ? (
        <ErrorState
          title={t('common:errors.networkTitle')}
          message={t(`common:${errorMessageKey(ranking.error)}`)}
          retryLabel={t('common:retry')}
          onRetry={() => void ranking.refetch()}
        />
      ) : (
        <RankingTable
          ranking={ranking.data}
          caption={title}
          amountLabel={t(page.amount)}
          currencySymbol={brand?.currencySymbol ?? ''}
          currency={brand?.currency}
          decimals={brand?.currencyDecimals ?? 2}
        />
      )}
      <p className="ranking__note">{t('ranking.privacy')}</p>
    </div>
  );
}
