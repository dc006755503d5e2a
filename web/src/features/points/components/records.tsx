import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { RecordTable, type RecordTableProps } from '@/components/ui/record-table';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrandMoney } from '@/lib/money';
import { pointsErrorKey } from '../api/errors';
import type { PointExchange, PointExchangeStatus, PointsLedgerEntry } from '../api/types';
import { usePointExchanges, usePointsLedger } from '../api/use-points';
import { usePointsFormat } from '../lib/format';
import { ExchangeStatusBadge } from './exchange-status';

const STATUSES: PointExchangeStatus[] = ['applying', 'rejected', 'passed'];

/** Loading, error, empty, or a page of a records query with its pager. */
function PagedRecords<R>({
  query,
  empty,
  pageNo,
  onPage,
  ...table
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: { list: R[]; totalPages: number };
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  empty: string;
  pageNo: number;
  onPage: (pageNo: number) => void;
} & Pick<RecordTableProps<R>, 'rowKey' | 'columns' | 'caption'>) {
  const { t } = useTranslation('points');
  if (query.isPending) return <Skeleton className="wallet-table__skeleton" />;
  if (query.isError || !query.data) {
    return (
      <ErrorState
        title={t('errors.loadTitle')}
        message={t(pointsErrorKey(query.error))}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.list.length === 0) return <EmptyState icon="gift" title={empty} headingLevel={3} />;
  return (
    <>
      <RecordTable rows={query.data.list} {...table} busy={query.isPlaceholderData} />
      <Pagination pageNo={pageNo} totalPages={query.data.totalPages} onPage={onPage} />
    </>
  );
}

/** The exchange records (spec section 3): transaction number, application time, type, status. */
export function ExchangeRecords() {
  const { t } = useTranslation('points');
  const formatPoints = usePointsFormat();
  const { format: money } = useBrandMoney();
  const [pageNo, setPageNo] = useState(1);
  const [status, setStatus] = useState<PointExchangeStatus | ''>('');
  const query = usePointExchanges(pageNo, status || undefined, true);
  const columns = [
    { label: t('records.transactionNo'), mono: true, cell: (r: PointExchange) => r.transactionNo },
    { label: t('records.applicationTime'), cell: (r: PointExchange) => r.applicationTime },
    { label: t('records.exchangeType'), cell: (r: PointExchange) => t(`types.${r.exchangeType}`) },
    {
      label: t('records.product'),
      cell: (r: PointExchange) =>
        r.exchangeType === 'cash' ? t('types.cash') : `${r.productName} × ${r.quantity}`,
    },
    { label: t('records.points'), num: true, cell: (r: PointExchange) => formatPoints(r.points) },
    { label: t('records.amount'), num: true, cell: (r: PointExchange) => money(r.amount) },
    {
      label: t('records.status'),
      cell: (r: PointExchange) => (
        <>
          <ExchangeStatusBadge status={r.status} />
          {r.reason ? <span className="points-reason">{r.reason}</span> : null}
        </>
      ),
    },
    {
      label: t('records.deliveryAddress'),
      cell: (r: PointExchange) =>
        r.deliveryAddress
          ? `${r.deliveryAddress.recipient}, ${r.deliveryAddress.phone}, ${r.deliveryAddress.address}`
          : '—',
    },
  ];
  return (
    <div className="points-records">
      <label className="points-filter">
        <span>{t('records.statusFilter')}</span>
        <select
          className="field__input"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as PointExchangeStatus | '');
            setPageNo(1);
          }}
        >
          <option value="">{t('records.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <PagedRecords
        query={query}
        empty={t('records.empty')}
        rowKey={(r) => r.transactionNo}
        columns={columns}
        caption={t('tabs.records')}
        pageNo={pageNo}
        onPage={setPageNo}
      />
    </div>
  );
}

/** The points ledger (spec section 8 "member transaction detail"): time, type, change, balance after. */
export function PointsLedger() {
  const { t } = useTranslation('points');
  const formatPoints = usePointsFormat();
  const [pageNo, setPageNo] = useState(1);
  const query = usePointsLedger(pageNo, true);
  const columns = [
    { label: t('ledger.time'), cell: (r: PointsLedgerEntry) => r.time },
    { label: t('ledger.type'), cell: (r: PointsLedgerEntry) => t(`ledger.types.${r.type}`) },
    {
      label: t('ledger.change'),
      num: true,
      cell: (r: PointsLedgerEntry) => `${r.change > 0 ? '+' : '−'}${formatPoints(Math.abs(r.change))}`,
    },
    {
      label: t('ledger.balanceAfter'),
      num: true,
      cell: (r: PointsLedgerEntry) => formatPoints(r.balanceAfter),
    },
  ];
  return (
    <PagedRecords
      query={query}
      empty={t('ledger.empty')}
      rowKey={(r) => r.id}
      columns={columns}
      caption={t('tabs.ledger')}
      pageNo={pageNo}
      onPage={setPageNo}
    />
  );
}
