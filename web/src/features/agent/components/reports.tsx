import { TRANSACTION_TYPES, type TransactionType } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '@/components/money/parts';
import { useBrandMoney } from '@/lib/money';
import { Field } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { RecordTable, type RecordColumn } from '@/components/ui/record-table';
import { useDownlineProfitLoss, useDownlineTransactions, useIncome, useTeamBets } from '../api/use-agent';
import type { IncomePeriod } from '../api/types';
import { minorOf, plain } from '@/lib/amount';
import { AgentQuery, SignNote, Signed, teamNetLoss } from './parts';
import {
  AccountFilter,
  Choice,
  GroupedFilters,
  ReportRows,
  Totals,
  accountError,
  useGroupedReport,
} from './report-parts';
import { RangePicker, useAgentRange } from './range-picker';

const BET_GROUPS = ['member', 'category', 'vendor'] as const;

/**
 * The stake of bets placed but not settled yet: bets less valid bets (a round's stake counts in
 * bets when it is placed, in valid bets once it settles), so bets = valid bets + not settled.
 */
function unsettled(totals: { bets: string; validBets: string }, decimals: number): string {
  const bets = minorOf(totals.bets, decimals);
  const valid = minorOf(totals.validBets, decimals);
  return bets === null || valid === null ? '0' : plain(bets - valid, decimals);
}

/** agentTeamBetting: the downline's bets by member, category or vendor over a range, with totals. */
export function TeamBettingPage() {
  const { t } = useTranslation('agent');
  const money = useBrandMoney();
  const report = useGroupedReport<(typeof BET_GROUPS)[number]>('member');
  const bets = useTeamBets(report.range.range, report.filters, report.pageNo);
  return (
    <div className="centre-page__stack">
      <GroupedFilters report={report} groups={BET_GROUPS} query={bets} />
      {report.range.range ? (
        <AgentQuery query={bets}>
          {(data) => (
            <>
              <Totals
                rows={[
                  [t('reports.bets'), money.format(data.totals.bets)],
                  [t('reports.unsettled'), money.format(unsettled(data.totals, money.decimals))],
                  [t('reports.betCount'), String(data.totals.betCount)],
                  [t('reports.validBets'), money.format(data.totals.validBets)],
                  [t('reports.payouts'), money.format(data.totals.payouts)],
                  [t('reports.netLoss'), <Signed key="nl" amount={teamNetLoss(data.totals.profitLoss)} />],
                ]}
              />
              <p className="records-note">{t('reports.betsNote')}</p>
              <SignNote />
              <ReportRows
                rows={data.list}
                rowKey={(r) => r.key}
                caption={t('pages.teamBetting')}
                busy={bets.isFetching}
                columns={[
                  {
                    label: t(`reports.group.${report.groupBy}`),
                    // The platform labels a category row with its code (LOTT): named as the menus name it.
                    cell: (r) =>
                      report.groupBy === 'category'
                        ? t(`common:categories.${r.key}`, { defaultValue: r.label })
                        : r.label,
                  },
                  { label: t('reports.betCount'), num: true, cell: (r) => String(r.betCount) },
                  { label: t('reports.bets'), num: true, cell: (r) => money.format(r.bets) },
                  { label: t('reports.validBets'), num: true, cell: (r) => money.format(r.validBets) },
                  { label: t('reports.payouts'), num: true, cell: (r) => money.format(r.payouts) },
                  {
                    label: t('reports.netLoss'),
                    num: true,
                    cell: (r) => <Signed amount={teamNetLoss(r.profitLoss)} />,
                  },
                ]}
                note={report.groupBy === 'member' && !report.account ? t('reports.memberOrder') : null}
                pageNo={report.pageNo}
                totalPages={data.totalPages}
                onPage={report.setPageNo}
              />
            </>
          )}
        </AgentQuery>
      ) : null}
    </div>
  );
}

const PL_GROUPS = ['member', 'level'] as const;
const PL_KEYS = ['bets', 'validBets', 'payouts', 'bonuses', 'rebates', 'profitLoss'] as const;
/** The figures' labels; the result is the net loss, from the agent's side. */
const plLabel = (key: (typeof PL_KEYS)[number]) =>
  key === 'profitLoss' ? 'reports.netLoss' : `reports.${key}`;

/** agentDownlinePL: per member or per level, bets to P&L over a range, with totals. */
export function DownlineProfitLossPage() {
  const { t } = useTranslation('agent');
  const money = useBrandMoney();
  const report = useGroupedReport<(typeof PL_GROUPS)[number]>('member');
  const profitLoss = useDownlineProfitLoss(report.range.range, report.filters, report.pageNo);
  const cell = (key: (typeof PL_KEYS)[number], value: string) =>
    key === 'profitLoss' ? <Signed amount={teamNetLoss(value)} /> : money.format(value);
  return (
    <div className="centre-page__stack">
      <GroupedFilters report={report} groups={PL_GROUPS} query={profitLoss} />
      {report.range.range ? (
        <AgentQuery query={profitLoss}>
          {(data) => (
            <>
              <Totals
                rows={[
                  ...PL_KEYS.slice(0, 1).map((k): [string, ReactNode] => [
                    t(plLabel(k)),
                    cell(k, data.totals[k]),
                  ]),
                  [t('reports.unsettled'), money.format(unsettled(data.totals, money.decimals))],
                  ...PL_KEYS.slice(1).map((k): [string, ReactNode] => [
                    t(plLabel(k)),
                    cell(k, data.totals[k]),
                  ]),
                ]}
              />
              <p className="records-note">{t('reports.plNote')}</p>
              <SignNote />
              <ReportRows
                rows={data.list}
                rowKey={(r) => r.key}
                caption={t('pages.downlineProfitLoss')}
                busy={profitLoss.isFetching}
                columns={[
                  {
                    label: t(`reports.group.${report.groupBy}`),
                    // The platform gives a member row its level too: the account leads, the level follows.
                    cell: (r) =>
                      report.groupBy === 'level' && r.level !== null ? (
                        t('team.levelValue', { level: r.level })
                      ) : (
                        <>
                          {r.key}
                          {r.level !== null ? (
                            <span className="agent-level-note">
                              {' '}
                              · {t('team.levelValue', { level: r.level })}
                            </span>
                          ) : null}
                        </>
                      ),
                  },
                  ...PL_KEYS.map((k): RecordColumn<(typeof data.list)[number]> => ({
                    label: t(plLabel(k)),
                    num: true,
                    cell: (r) => cell(k, r[k]),
                  })),
                ]}
                note={report.groupBy === 'member' && !report.account ? t('reports.memberOrder') : null}
                pageNo={report.pageNo}
                totalPages={data.totalPages}
                onPage={report.setPageNo}
              />
            </>
          )}
        </AgentQuery>
      ) : null}
    </div>
  );
}

const PERIODS: readonly IncomePeriod[] = ['day', 'week', 'month'];
const INCOME_KEYS = ['commission', 'dividend', 'salary', 'transfersIn', 'transfersOut', 'total'] as const;

/** agentIncome (revenue report): the agent's own income by period and source. */
export function MyIncomePage() {
  const { t } = useTranslation('agent');
  const money = useBrandMoney();
  const range = useAgentRange('thisMonth');
  const [period, setPeriod] = useState<IncomePeriod>('day');
  const income = useIncome(range.range, period);
  const cell = (key: (typeof INCOME_KEYS)[number], value: string) =>
    key === 'total' || key === 'transfersOut' ? <Signed amount={value} /> : money.format(value);
  return (
    <div className="centre-page__stack">
      <RangePicker state={range} />
      <Choice
        label={t('income.period')}
        options={PERIODS}
        value={period}
        onChange={setPeriod}
        text={(p) => t(`income.by.${p}`)}
      />
      {range.range ? (
        <AgentQuery query={income}>
          {(data) => (
            <>
              <Totals rows={INCOME_KEYS.map((k) => [t(`income.${k}`), cell(k, data.totals[k])])} />
              {data.rows.length === 0 ? (
                <p className="wallet-empty">{t('reports.none')}</p>
              ) : (
                <RecordTable
                  rows={data.rows}
                  rowKey={(r) => r.period}
                  caption={t('pages.myIncome')}
                  busy={income.isFetching}
                  columns={[
                    { label: t(`income.by.${period}`), cell: (r) => r.period },
                    ...INCOME_KEYS.map((k): RecordColumn<(typeof data.rows)[number]> => ({
                      label: t(`income.${k}`),
                      num: true,
                      cell: (r) => cell(k, r[k]),
                    })),
                  ]}
                />
              )}
            </>
          )}
        </AgentQuery>
      ) : null}
    </div>
  );
}

/** agentAccountChanges: the ledger movements of downline members, by member, type and range. */
export function DownlineAccountChangesPage() {
  const { t } = useTranslation('agent');
  const money = useBrandMoney();
  const range = useAgentRange('today');
  const [account, setAccount] = useState('');
  const [type, setType] = useState<TransactionType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const changes = useDownlineTransactions(
    range.range,
    { ...(account ? { account } : {}), ...(type ? { type } : {}) },
    pageNo,
  );
  const reset = () => setPageNo(1);
  return (
    <div className="centre-page__stack">
      <RangePicker state={range} onChange={reset} />
      <AccountFilter
        value={account}
        error={accountError(changes.error, changes.isError)}
        onApply={(a) => {
          setAccount(a);
          reset();
        }}
      >
        <Field label={t('changes.type')}>
          {(props) => (
            <select
              {...props}
              className="field__input agent-select"
              value={type}
              onChange={(e) => {
                setType(e.target.value as TransactionType | '');
                reset();
              }}
            >
              <option value="">{t('changes.allTypes')}</option>
              {TRANSACTION_TYPES.map((ty) => (
                <option key={ty} value={ty}>
                  {t(`txType.${ty}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </AccountFilter>
      {range.range ? (
        <AgentQuery query={changes} isEmpty={(data) => data.list.length === 0} empty={t('reports.none')}>
          {(data) => (
            <>
              <RecordTable
                rows={data.list}
                rowKey={(r) => r.id}
                caption={t('pages.downlineAccountChanges')}
                busy={changes.isFetching}
                columns={[
                  { label: t('changes.time'), cell: (r) => <DateTime value={r.time} /> },
                  { label: t('reports.account'), cell: (r) => r.account },
                  { label: t('changes.type'), cell: (r) => t(`txType.${r.type}`) },
                  { label: t('changes.amount'), num: true, cell: (r) => <Signed amount={r.amount} /> },
                  { label: t('changes.balanceAfter'), num: true, cell: (r) => money.format(r.balanceAfter) },
                  { label: t('changes.reference'), mono: true, cell: (r) => r.reference },
                ]}
              />
              <Pagination pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} />
            </>
          )}
        </AgentQuery>
      ) : null}
    </div>
  );
}
