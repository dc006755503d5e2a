import { TRANSACTION_TYPES, type TransactionType } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { RecordTable } from '@/components/ui/record-table';
import { RangeChips } from '@/components/ui/range-chips';
import { rangeFor, type RangeKey } from '@/lib/date-range';
import { useBonuses, useProfitLoss, useTransactions } from '../api/use-records';
import { isNegative } from '@/lib/amount';
import { DateTime, Empty, Loading, QueryError, QueryList } from '@/components/money/parts';
import { useWalletSettings } from '@/components/money/wallet-settings';
import { useBrandMoney } from '@/lib/money';

function useRange(key: RangeKey) {
  const { timeZone } = useWalletSettings();
  // Recomputed when the range or the zone changes; a page left open past midnight keeps its range.
  return useMemo(() => rangeFor(key, timeZone), [key, timeZone]);
}

function Signed({ amount }: { amount: string }) {
  const money = useBrandMoney();
  const negative = isNegative(amount);
  const zero = /^-?0+(\.0+)?$/.test(amount.trim());
  return (
    <span className={negative ? 'amount--out' : zero ? undefined : 'amount--in'}>
      {negative || zero ? money.format(amount) : `+${money.format(amount)}`}
    </span>
  );
}

/** transactionHistory: every wallet movement, filtered by type and range, paged. */
export function TransactionHistoryPage() {
  const { t } = useTranslation('wallet');
  const money = useBrandMoney();
  const [rangeKey, setRangeKey] = useState<RangeKey>('today');
  const [types, setTypes] = useState<TransactionType[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const range = useRange(rangeKey);
  const records = useTransactions(range, types, pageNo);

  const toggle = (type: TransactionType) => {
    setPageNo(1);
    setTypes((current) => (current.includes(type) ? current.filter((x) => x !== type) : [...current, type]));
  };

  return (
    <div className="centre-page__stack">
      <RangeChips
        value={rangeKey}
        onChange={(key) => {
          setRangeKey(key);
          setPageNo(1);
        }}
      />
      <div className="chips chips--wrap" role="group" aria-label={t('records.types')}>
        <button
          type="button"
          className={`chip${types.length === 0 ? ' is-active' : ''}`}
          aria-pressed={types.length === 0}
          onClick={() => {
            setTypes([]);
            setPageNo(1);
          }}
        >
          {t('records.allTypes')}
        </button>
        {TRANSACTION_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={`chip${types.includes(type) ? ' is-active' : ''}`}
            aria-pressed={types.includes(type)}
            onClick={() => toggle(type)}
          >
            {t(`txType.${type}`)}
          </button>
        ))}
      </div>
      <p className="records-range">{t('records.rangeValue', range)}</p>
      <QueryList query={records} empty={t('records.none')}>
        {(data) => (
          <>
            <RecordTable
              rows={data.list}
              rowKey={(record) => record.id}
              caption={t('records.transactionsCaption')}
              busy={records.isFetching}
              columns={[
                { label: t('fields.time'), cell: (record) => <DateTime value={record.time} /> },
                { label: t('fields.type'), cell: (record) => t(`txType.${record.type}`) },
                { label: t('fields.amount'), num: true, cell: (record) => <Signed amount={record.amount} /> },
                {
                  label: t('records.balanceAfter'),
                  num: true,
                  cell: (record) => money.format(record.balanceAfter),
                },
                { label: t('records.reference'), mono: true, cell: (record) => record.reference },
              ]}
            />
            <Pagination pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} />
          </>
        )}
      </QueryList>
    </div>
  );
}

/**
 * personalProfit: deposit, withdrawal, bonus, valid bets, wins and profit over the range, per day
 * too, and apart from them the stake of bets not settled yet (never counted as a loss).
 */
export function PersonalProfitPage() {
  const { t } = useTranslation('wallet');
  const money = useBrandMoney();
  const [rangeKey, setRangeKey] = useState<RangeKey>('today');
  const range = useRange(rangeKey);
  const profit = useProfitLoss(range);
  const KEYS = ['deposit', 'withdraw', 'bonus', 'bet', 'win', 'profit', 'pendingBet'] as const;
  const cardClass = (key: (typeof KEYS)[number]) =>
    key === 'profit' ? ' profit-card--main' : key === 'pendingBet' ? ' profit-card--pending' : '';

  return (
    <div className="centre-page__stack">
      <RangeChips value={rangeKey} onChange={setRangeKey} />
      <p className="records-range">{t('records.rangeValue', range)}</p>
      {profit.isPending ? (
        <Loading />
      ) : profit.isError ? (
        <QueryError error={profit.error} onRetry={() => void profit.refetch()} />
      ) : (
        <>
          <ul className="profit-cards" aria-label={t('profit.summary')}>
            {KEYS.map((key) => (
              <li key={key} className={`profit-card${cardClass(key)}`}>
                <span className="profit-card__label">{t(`profit.${key}`)}</span>
                <span className="profit-card__value">
                  {key === 'profit' ? <Signed amount={profit.data.profit} /> : money.format(profit.data[key])}
                </span>
              </li>
            ))}
          </ul>
          <p className="records-note">{t('profit.pendingNote')}</p>
          {profit.data.days.length === 0 ? (
            <Empty>{t('records.none')}</Empty>
          ) : (
            <div className="table-scroll">
              <table className="wallet-table">
                <caption className="visually-hidden">{t('profit.perDay')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('fields.date')}</th>
                    {KEYS.map((key) => (
                      <th key={key} scope="col" className="num">
                        {t(`profit.${key}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {profit.data.days.map((day) => (
                    <tr key={day.date}>
                      <td data-label={t('fields.date')}>{day.date}</td>
                      {KEYS.map((key) => (
                        <td key={key} className="num" data-label={t(`profit.${key}`)}>
                          {key === 'profit' ? <Signed amount={day.profit} /> : money.format(day[key])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** bonusDetails: bonuses credited over the range, paged. */
export function BonusDetailsPage() {
  const { t } = useTranslation('wallet');
  const money = useBrandMoney();
  const [rangeKey, setRangeKey] = useState<RangeKey>('last7');
  const [pageNo, setPageNo] = useState(1);
  const range = useRange(rangeKey);
  const bonuses = useBonuses(range, pageNo);
  return (
    <div className="centre-page__stack">
      <RangeChips
        value={rangeKey}
        onChange={(key) => {
          setRangeKey(key);
          setPageNo(1);
        }}
      />
      <p className="records-range">{t('records.rangeValue', range)}</p>
      <QueryList query={bonuses} empty={t('bonus.none')}>
        {(data) => (
          <>
            <RecordTable
              rows={data.list}
              rowKey={(bonus) => bonus.id}
              caption={t('bonus.caption')}
              columns={[
                { label: t('fields.time'), cell: (bonus) => <DateTime value={bonus.time} /> },
                { label: t('fields.type'), cell: (bonus) => bonus.bonusType },
                { label: t('bonus.description'), cell: (bonus) => bonus.description },
                {
                  label: t('bonus.promotion'),
                  cell: (bonus) =>
                    bonus.promotion ? (
                      <Link to={`/promoDetail?id=${bonus.promotion.id}`}>{bonus.promotion.title}</Link>
                    ) : (
                      t('bonus.noPromotion')
                    ),
                },
                { label: t('fields.amount'), num: true, cell: (bonus) => money.format(bonus.amount) },
              ]}
            />
            <Pagination pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} />
          </>
        )}
      </QueryList>
    </div>
  );
}
