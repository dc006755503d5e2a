import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandMoney } from '@/lib/money';
import { RecordTable } from '@/components/ui/record-table';
import { formatPercent } from '@/lib/locale-format';
import { useTeamOverview } from '../api/use-agent';
import type { TeamOverview, TeamStats } from '../api/types';
import { changePercent } from '../lib/ranges';
import { AgentQuery, Loading, SignNote, Signed, teamNetLoss } from './parts';
import { RangePicker, useAgentRange } from './range-picker';
import { TeamFeed, type TeamFeedEvent } from './team-feed';

// uPlot and its stylesheet load with the overview only (its own chunk).
const TeamChart = lazy(() => import('./team-chart'));

type CounterKey = Exclude<keyof TeamStats, 'teamSizeDirect' | 'firstDepositAmount'>;
const COUNTERS: { key: CounterKey; money: boolean }[] = [
  { key: 'teamSizeAll', money: false },
  { key: 'newMembers', money: false },
  { key: 'activeMembers', money: false },
  { key: 'firstDeposits', money: false },
  { key: 'deposits', money: true },
  { key: 'withdrawals', money: true },
  { key: 'validBets', money: true },
  { key: 'profitLoss', money: true },
];

function Change({ current, previous }: { current: number; previous: number }) {
  const { t, i18n } = useTranslation('agent');
  const change = changePercent(current, previous);
  if (change === null) return <span className="agent-stat__change">{t('overview.noComparison')}</span>;
  const rounded = Math.round(change * 10) / 10;
  const text = formatPercent(rounded / 100, i18n.language, 1, 'exceptZero');
  const tone = rounded > 0 ? ' is-up' : rounded < 0 ? ' is-down' : '';
  return <span className={`agent-stat__change${tone}`}>{t('overview.change', { value: text })}</span>;
}

/** A counter's label: the team's result is its net loss, from the agent's side. */
const counterLabel = (key: CounterKey) =>
  key === 'profitLoss' ? 'contracts.figures.netLoss' : `stats.${key}`;

/** A counter's value as a number, the team's result from the agent's side. */
const counterValue = (stats: TeamStats, key: CounterKey) =>
  Number(key === 'profitLoss' ? teamNetLoss(stats.profitLoss) : stats[key]);

function Counters({ data }: { data: TeamOverview }) {
  const { t } = useTranslation('agent');
  const money = useBrandMoney();
  const { current, previous } = data;
  return (
    <ul className="agent-stats" aria-label={t('overview.counters')}>
      {COUNTERS.map(({ key, money: isMoney }) => (
        <li key={key} className="agent-stat">
          <span className="agent-stat__label">{t(counterLabel(key))}</span>
          <span className="agent-stat__value">
            {key === 'profitLoss' ? (
              <Signed amount={teamNetLoss(current.profitLoss)} />
            ) : isMoney ? (
              money.format(current[key] as string)
            ) : (
              String(current[key])
            )}
          </span>
          {key === 'teamSizeAll' ? (
            <span className="agent-stat__sub">{t('stats.direct', { count: current.teamSizeDirect })}</span>
          ) : key === 'firstDeposits' ? (
            <span className="agent-stat__sub">{money.format(current.firstDepositAmount)}</span>
          ) : null}
          <Change current={counterValue(current, key)} previous={counterValue(previous, key)} />
        </li>
      ))}
    </ul>
  );
}

/** agentTeamOverview: the team's counters over a range against the range before it, a chart by day and the live feed. */
export function TeamOverviewPage({ feed, isLive }: { feed: TeamFeedEvent[]; isLive: boolean }) {
  const { t } = useTranslation('agent');
  const money = useBrandMoney();
  const range = useAgentRange('today');
  const overview = useTeamOverview(range.range);
  return (
    <div className="centre-page__stack">
      <RangePicker state={range} />
      {range.range ? (
        <AgentQuery query={overview}>
          {(data) => (
            <>
              <p className="records-note">{t('overview.previousRange', data.previousRange)}</p>
              <Counters data={data} />
              <SignNote />
              <figure className="agent-chart" aria-label={t('chart.title')}>
                <figcaption className="centre-card__title">{t('chart.title')}</figcaption>
                <Suspense fallback={<Loading label={t('chart.loading')} />}>
                  <TeamChart days={data.days} format={money.format} />
                </Suspense>
                <details className="agent-chart__table">
                  <summary>{t('chart.asTable')}</summary>
                  <RecordTable
                    rows={data.days}
                    rowKey={(day) => day.day}
                    caption={t('chart.title')}
                    columns={[
                      { label: t('chart.day'), cell: (day) => day.day },
                      { label: t('stats.deposits'), num: true, cell: (day) => money.format(day.deposits) },
                      { label: t('stats.validBets'), num: true, cell: (day) => money.format(day.validBets) },
                      {
                        label: t('contracts.figures.netLoss'),
                        num: true,
                        cell: (day) => <Signed amount={teamNetLoss(day.profitLoss)} />,
                      },
                    ]}
                  />
                </details>
              </figure>
            </>
          )}
        </AgentQuery>
      ) : null}
      <TeamFeed events={feed} isLive={isLive} />
    </div>
  );
}
