import type { ContractKind } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletSettings } from '@/components/money/wallet-settings';
import { useBrandMoney } from '@/lib/money';
import { addDays, dayIn, type DayRange } from '@/lib/date-range';
import type { ContractSettlementRow } from '../../api/types';
import { useContractHistory, useContractSettlements } from '../../api/use-contracts';
import { AgentQuery, SignNote, Signed, StackedDateTime } from '../parts';
import { Choice, ReportRows, Totals } from '../report-parts';
import { useInstant } from './contract-parts';
import { useUplineName } from './my-contract';

/** The spec's ranges of the contract pages (section 9): next 7 and 30 days, last 7 and 30 days. */
export const CONTRACT_RANGES = ['last7', 'last30', 'next7', 'next30'] as const;
export type ContractRange = (typeof CONTRACT_RANGES)[number];

/** A range as brand days, today included at the near end. */
export function contractRangeFor(range: ContractRange, timeZone: string, now = new Date()): DayRange {
  const today = dayIn(timeZone, now);
  switch (range) {
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
    case 'next7':
      return { startDate: today, endDate: addDays(today, 6) };
    case 'next30':
      return { startDate: today, endDate: addDays(today, 29) };
  }
}

const ROLES = ['received', 'paid'] as const;

/**
 * The settlement history of a kind: what I received from my upline or paid my downlines, per
 * period, over the last or next 7 or 30 days, with the range's totals; a range ahead shows how
 * many periods are still to close in it and when the next one settles.
 */
export function SettlementsSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const money = useBrandMoney();
  const instant = useInstant();
  const uplineName = useUplineName();
  const { timeZone } = useWalletSettings();
  const [preset, setPreset] = useState<ContractRange>('last7');
  const [role, setRole] = useState<(typeof ROLES)[number]>('received');
  const [pageNo, setPageNo] = useState(1);
  const range = useMemo(() => contractRangeFor(preset, timeZone), [preset, timeZone]);
  const settlements = useContractSettlements(range, { kind, role }, pageNo);
  return (
    <div className="centre-page__stack">
      <Choice
        label={t('range.label')}
        options={CONTRACT_RANGES}
        value={preset}
        onChange={(value) => {
          setPreset(value);
          setPageNo(1);
        }}
        text={(value) => t(`contracts.range.${value}`)}
      />
      <p className="records-range">{t('range.value', range)}</p>
      <Choice
        label={t('contracts.settlements.role')}
        options={ROLES}
        value={role}
        onChange={(value) => {
          setRole(value);
          setPageNo(1);
        }}
        text={(value) => t(`contracts.settlements.roles.${value}`)}
      />
      <AgentQuery query={settlements}>
        {(data) => (
          <>
            <Totals
              rows={[
                [t('contracts.settlements.periods'), String(data.totals.periods)],
                [t('contracts.settlements.amount'), money.format(data.totals.amount)],
                [t('contracts.settlements.paid'), money.format(data.totals.paidAmount)],
                [t('contracts.settlements.owed'), money.format(data.totals.owed)],
              ]}
            />
            {data.schedule.periodsToClose > 0 && data.schedule.nextPeriodEnd ? (
              <p className="wallet-note" role="note">
                {t('contracts.settlements.schedule', {
                  count: data.schedule.periodsToClose,
                  next: instant(data.schedule.nextPeriodEnd),
                })}
              </p>
            ) : data.schedule.contracts === 0 ? (
              <p className="wallet-note" role="note">
                {t(
                  role === 'received'
                    ? 'contracts.settlements.noContract'
                    : 'contracts.settlements.noDownlineContract',
                )}
              </p>
            ) : null}
            <ReportRows<ContractSettlementRow>
              rows={data.list}
              rowKey={(r) => r.id}
              caption={t('contracts.settlements.caption')}
              busy={settlements.isFetching}
              pageNo={pageNo}
              totalPages={data.totalPages}
              onPage={setPageNo}
              columns={[
                {
                  label: t('contracts.settlements.period'),
                  cell: (r) => <StackedDateTime value={r.periodStart} />,
                },
                role === 'received'
                  ? { label: t('contracts.settlements.from'), cell: (r) => uplineName(r.upline) }
                  : { label: t('contracts.settlements.to'), cell: (r) => r.downline },
                {
                  label: t('contracts.field.totalAmount'),
                  num: true,
                  cell: (r) => money.format(r.figures.validBets),
                },
                ...(kind === 'dividend'
                  ? [
                      {
                        label: t('contracts.figures.netLoss'),
                        num: true,
                        cell: (r: ContractSettlementRow) => <Signed amount={r.figures.netLoss} />,
                      },
                    ]
                  : []),
                {
                  label: t('contracts.field.activeNumber'),
                  num: true,
                  cell: (r) => String(r.figures.activeNumber),
                },
                {
                  label: t('contracts.tier'),
                  cell: (r) =>
                    r.tierIndex === null
                      ? t('contracts.settlements.noTier')
                      : `${t('contracts.tierNumber', { n: r.tierIndex + 1 })} · ${t('contracts.percent', { value: r.proportion })}`,
                },
                { label: t('contracts.settlements.amount'), num: true, cell: (r) => money.format(r.amount) },
                {
                  label: t('contracts.settlements.status'),
                  cell: (r) => (
                    <span
                      className={`status-badge status-badge--${r.status === 'paid' ? 'success' : 'failed'}`}
                    >
                      {r.status === 'paid'
                        ? t('contracts.settlements.statusPaid')
                        : t('contracts.settlements.statusOwed', { paid: money.format(r.paidAmount) })}
                    </span>
                  ),
                },
              ]}
            />
            {kind === 'dividend' ? <SignNote /> : null}
          </>
        )}
      </AgentQuery>
    </div>
  );
}

/** Every change of my contracts of a kind (and, with a downline, of the ones I pay it), newest first. */
export function HistorySection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const money = useBrandMoney();
  const uplineName = useUplineName();
  const [pageNo, setPageNo] = useState(1);
  const history = useContractHistory(kind, undefined, pageNo);
  return (
    <AgentQuery query={history}>
      {(data) => (
        <ReportRows
          rows={data.list}
          rowKey={(r) => r.id}
          caption={t('contracts.history.caption')}
          busy={history.isFetching}
          pageNo={pageNo}
          totalPages={data.totalPages}
          onPage={setPageNo}
          columns={[
            { label: t('contracts.history.at'), cell: (r) => <StackedDateTime value={r.at} /> },
            { label: t('contracts.history.event'), cell: (r) => t(`contracts.event.${r.event}`) },
            {
              label: t('contracts.history.by'),
              cell: (r) => (r.actor ? r.actor : t(`contracts.actor.${r.actorRole}`)),
            },
            { label: t('contracts.history.upline'), cell: (r) => uplineName(r.upline) },
            {
              label: t('contracts.history.detail'),
              cell: (r) =>
                r.settlement
                  ? money.format(r.settlement.amount)
                  : r.endReason
                    ? t(`contracts.endReason.${r.endReason}`)
                    : r.tiersAfter
                      ? t('contracts.upTo', { value: r.tiersAfter.at(-1)?.proportion ?? '' })
                      : '',
            },
          ]}
        />
      )}
    </AgentQuery>
  );
}
