import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercentValue } from '@/lib/locale-format';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { RecordTable } from '@/components/ui/record-table';
import { Skeleton } from '@/components/ui/skeleton';
import { minorOf } from '@/lib/amount';
import { useBootstrap } from '@/lib/bootstrap';
import { rangeFor } from '@/lib/date-range';
import { promotionErrorKey } from '../api/errors';
import type { RebateSummary } from '../api/types';
import { useClaimRebate, useRebateHistory, useRebateSummary } from '../api/use-promotions';
import { useActionIds } from '../lib/request-ids';
import { useBrandMoney } from '@/lib/money';

type Accrued = RebateSummary['accrued'][number];
type Rate = RebateSummary['rates'][number];

/**
 * manualRebate in the member centre: the rates of the member's VIP rank, the rebate accrued on valid
 * bets since the last claim per category and vendor, its total, the smallest claim, the last claim,
 * the claim (paid once through the ledger) and the claims of the last 30 days. `vendorName` names a
 * vendor code as the game menus do (the platform's rows carry codes: TCG_LOTTO_VN, DEMO).
 */
export function ManualRebatePage({
  vendorName,
}: {
  vendorName: (category: string, vendor: string) => string;
}) {
  const { t, i18n } = useTranslation(['promotions', 'common']);
  // The platform's category codes (RNG, LIVE, ...) in the player's language, as the menus name them.
  const category = (code: string) => t(`common:categories.${code}`, { defaultValue: code });
  const brand = useBootstrap().data?.brand;
  const decimals = brand?.currencyDecimals ?? 2;
  const timeZone = brand?.timeZone ?? 'UTC';
  const { format: money } = useBrandMoney();
  const summary = useRebateSummary();
  const claim = useClaimRebate();
  const ids = useActionIds();
  const range = useMemo(() => rangeFor('last30', timeZone), [timeZone]);
  const [pageNo, setPageNo] = useState(1);
  const history = useRebateHistory(range, pageNo);

  if (summary.isPending) return <Skeleton className="wallet-table__skeleton" />;
  if (summary.isError) {
    return (
      <ErrorState
        title={t('errors.loadTitle')}
        message={t(promotionErrorKey(summary.error))}
        retryLabel={t('errors.retry')}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const s = summary.data;
  const total = minorOf(s.total, decimals) ?? 0n;
  const min = minorOf(s.minClaim, decimals) ?? 0n;
  const isBelowMinimum = total <= 0n || total < min;

  return (
    <div className="manual-rebate">
      <dl className="rebate-summary figure-tiles">
        <div>
          <dt>{t('rebate.rank')}</dt>
          <dd>{s.rankLevel}</dd>
        </div>
        <div>
          <dt>{t('rebate.total')}</dt>
          <dd>{money(s.total)}</dd>
        </div>
        <div>
          <dt>{t('rebate.minClaim')}</dt>
          <dd>{money(s.minClaim)}</dd>
        </div>
        <div>
          <dt>{t('rebate.lastClaim')}</dt>
          <dd>{s.lastClaimAt ?? t('rebate.never')}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn--primary"
        disabled={isBelowMinimum || claim.isPending}
        aria-busy={claim.isPending || undefined}
        aria-describedby={isBelowMinimum ? 'rebate-claim-why' : undefined}
        onClick={() => {
          const body = { total: s.total };
          claim.mutate({ requestId: ids.idFor(body) }, ids.callbacks);
        }}
      >
        {t('rebate.claim')}
      </button>
      {isBelowMinimum ? (
        <p id="rebate-claim-why" className="field__hint">
          {t('rebate.belowMinimum', { min: money(s.minClaim) })}
        </p>
      ) : null}
      {claim.data ? (
        <p role="status" className="promo-message promo-message--success">
          {t('rebate.claimed', { amount: money(claim.data.amount) })}
        </p>
      ) : null}
      {claim.error ? (
        <p role="alert" className="promo-message promo-message--error">
          {t(promotionErrorKey(claim.error))}
        </p>
      ) : null}

      <h4 className="section-title">{t('rebate.accrued')}</h4>
      {s.accrued.length === 0 ? (
        <p>{t('rebate.noAccrued')}</p>
      ) : (
        <RecordTable<Accrued>
          rows={s.accrued}
          rowKey={(r) => `${r.category}-${r.vendor}`}
          columns={[
            { label: t('rebate.category'), cell: (r) => category(r.category) },
            { label: t('rebate.vendor'), cell: (r) => vendorName(r.category, r.vendor) },
            { label: t('rebate.validBets'), num: true, cell: (r) => money(r.validBets) },
            { label: t('rebate.rate'), num: true, cell: (r) => formatPercentValue(r.rate, i18n.language) },
            { label: t('rebate.amount'), num: true, cell: (r) => money(r.amount) },
          ]}
        />
      )}
      <h4 className="section-title">{t('rebate.rates')}</h4>
      <RecordTable<Rate>
        rows={s.rates}
        rowKey={(r) => `${r.category}-${r.vendor ?? '*'}`}
        columns={[
          { label: t('rebate.category'), cell: (r) => category(r.category) },
          {
            label: t('rebate.vendor'),
            cell: (r) => (r.vendor === null ? t('rebate.allVendors') : vendorName(r.category, r.vendor)),
          },
          { label: t('rebate.rate'), num: true, cell: (r) => formatPercentValue(r.rate, i18n.language) },
        ]}
      />
      <h4 className="section-title">{t('rebate.history')}</h4>
      {history.data && history.data.list.length > 0 ? (
        <>
          <RecordTable
            rows={history.data.list}
            rowKey={(r) => r.claimId}
            columns={[
              { label: t('rebate.claimedAt'), cell: (r) => r.claimedAt },
              { label: t('rebate.validBets'), num: true, cell: (r) => money(r.validBets) },
              { label: t('rebate.amount'), num: true, cell: (r) => money(r.amount) },
            ]}
          />
          <Pagination pageNo={pageNo} totalPages={history.data.totalPages} onPage={setPageNo} />
        </>
      ) : history.isPending ? (
        <Skeleton className="wallet-table__skeleton" />
      ) : (
        <p>{t('rebate.noHistory')}</p>
      )}
    </div>
  );
}
