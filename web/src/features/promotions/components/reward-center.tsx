import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { RecordTable } from '@/components/ui/record-table';
import { Skeleton } from '@/components/ui/skeleton';
import { promotionErrorKey } from '../api/errors';
import type { Reward } from '../api/types';
import { useClaimRewards, useRewards } from '../api/use-promotions';
import { useActionIds } from '../lib/request-ids';
import { Tabs } from '@/components/ui/tabs';
import { useBrandMoney } from '@/lib/money';

type Tab = 'waiting' | 'history';

/**
 * rewardCenter in the member centre: every reward waiting for the member (issued bonuses, raffle
 * prizes, rebates) with claim and claim all, and the history of claimed and expired ones.
 */
export function RewardCenterPage() {
  const { t } = useTranslation('promotions');
  const [tab, setTab] = useState<Tab>('waiting');
  const [pageNo, setPageNo] = useState(1);
  const rewards = useRewards(tab, pageNo);
  const claim = useClaimRewards();
  const ids = useActionIds();
  const [claimingId, setClaimingId] = useState<number | 'all' | null>(null);
  const { format: money } = useBrandMoney();

  const claimTarget = (target: number | 'all') => {
    const body = target === 'all' ? { all: true } : { rewardId: target };
    setClaimingId(target);
    claim.mutate(
      { ...body, requestId: ids.idFor(body) },
      { ...ids.callbacks, onSettled: () => setClaimingId(null) },
    );
  };

  const columns = [
    { label: t('rewards.title'), cell: (r: Reward) => r.title },
    { label: t('rewards.source'), cell: (r: Reward) => t(`rewards.sources.${r.source}`) },
    { label: t('rewards.amount'), num: true, cell: (r: Reward) => money(r.amount) },
    { label: t('rewards.turnover'), num: true, cell: (r: Reward) => money(r.turnover) },
    tab === 'waiting'
      ? { label: t('rewards.expiresAt'), cell: (r: Reward) => r.expiresAt ?? t('rewards.never') }
      : { label: t('rewards.status'), cell: (r: Reward) => t(`rewards.statuses.${r.status}`) },
    tab === 'waiting'
      ? {
          label: t('rewards.action'),
          cell: (r: Reward) => (
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={claim.isPending}
              aria-busy={claimingId === r.id || undefined}
              onClick={() => claimTarget(r.id)}
            >
              {t('actions.claim')}
              <span className="visually-hidden">: {r.title}</span>
            </button>
          ),
        }
      : { label: t('rewards.claimedAt'), cell: (r: Reward) => r.claimedAt ?? '' },
  ];

  return (
    <div className="reward-center">
      <Tabs
        label={t('rewards.tabsLabel')}
        idPrefix="reward-center"
        tabs={[
          { value: 'waiting', label: t('rewards.waiting') },
          { value: 'history', label: t('rewards.history') },
        ]}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setPageNo(1);
        }}
      />
      <div role="tabpanel" id="reward-center-panel" aria-labelledby={`reward-center-tab-${tab}`}>
        {claim.data ? (
          <p role="status" className="promo-message promo-message--success">
            {t('rewards.claimed', { count: claim.data.claimed.length, total: money(claim.data.total) })}
          </p>
        ) : null}
        {claim.error ? (
          <p role="alert" className="promo-message promo-message--error">
            {t(promotionErrorKey(claim.error))}
          </p>
        ) : null}
        {rewards.isPending ? (
          <Skeleton className="wallet-table__skeleton" />
        ) : rewards.isError ? (
          <ErrorState
            title={t('errors.loadTitle')}
            message={t(promotionErrorKey(rewards.error))}
            retryLabel={t('errors.retry')}
            onRetry={() => void rewards.refetch()}
          />
        ) : rewards.data.list.length === 0 ? (
          <EmptyState
            icon="gift"
            title={t(tab === 'waiting' ? 'rewards.emptyWaiting' : 'rewards.emptyHistory')}
            headingLevel={3}
          />
        ) : (
          <>
            {tab === 'waiting' ? (
              <button
                type="button"
                className="btn btn--primary"
                disabled={claim.isPending}
                aria-busy={claimingId === 'all' || undefined}
                onClick={() => claimTarget('all')}
              >
                {t('rewards.claimAll')}
              </button>
            ) : null}
            <RecordTable
              rows={rewards.data.list}
              rowKey={(r) => r.id}
              columns={columns}
              caption={t(tab === 'waiting' ? 'rewards.waiting' : 'rewards.history')}
              busy={rewards.isPlaceholderData}
            />
            <Pagination pageNo={pageNo} totalPages={rewards.data.totalPages} onPage={setPageNo} />
          </>
        )}
      </div>
    </div>
  );
}
