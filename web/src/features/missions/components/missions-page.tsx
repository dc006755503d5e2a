import { useTranslation } from 'react-i18next';
import { CentreCard, QueryError, QueryView, Loading } from '@/components/money/parts';
import { useBrandMoney } from '@/lib/money';
import type { Mission, MissionPeriod } from '../api/types';
import { useMissionList, useMissionSummary } from '../api/use-missions';
import { Leaderboard } from './leaderboard';

type Props = {
  /** Opens the reward centre, where a completed mission's reward is claimed. */
  onRewardCenter: () => void;
};

/**
 * missionLeaderboard in the member centre: the summary of the period (missions completed
 * of all, rewards earned, the week's mission points, rewards still to claim), the daily and weekly
 * missions with the member's progress, and the leaderboard of the day or the week. A completed
 * mission's reward is claimed in the reward centre.
 */
export function MissionsPage({ onRewardCenter }: Props) {
  const { t } = useTranslation('missions');
  const { format: money } = useBrandMoney();
  const summary = useMissionSummary(true);
  const missions = useMissionList();

  return (
    <div className="missions">
      <QueryView query={summary}>
        {(s) => (
          <>
            <dl className="missions-summary figure-tiles" aria-label={t('summary.label')}>
              <div>
                <dt>{t('summary.completed')}</dt>
                <dd>{t('summary.ofTotal', { completed: s.completed, total: s.total })}</dd>
              </div>
              <div>
                <dt>{t('summary.earned')}</dt>
                <dd>{money(s.rewardsEarned)}</dd>
              </div>
              <div>
                <dt>{t('summary.weekPoints')}</dt>
                <dd>{s.weekPoints}</dd>
              </div>
            </dl>
            {s.unclaimed > 0 ? (
              <p className="missions-unclaimed" role="status">
                <span>{t('summary.unclaimed', { count: s.unclaimed })}</span>
                <button type="button" className="btn btn--primary btn--small" onClick={onRewardCenter}>
                  {t('toRewardCenter')}
                </button>
              </p>
            ) : null}
          </>
        )}
      </QueryView>
      {missions.isPending ? (
        <Loading />
      ) : missions.isError ? (
        <QueryError error={missions.error} onRetry={() => void missions.refetch()} />
      ) : (
        (['daily', 'weekly'] as const).map((period) => (
          <MissionGroup
            key={period}
            period={period}
            missions={missions.data.list.filter((m) => m.period === period)}
            onRewardCenter={onRewardCenter}
          />
        ))
      )}
      <Leaderboard />
    </div>
  );
}

function MissionGroup({
  period,
  missions,
  onRewardCenter,
}: {
  period: MissionPeriod;
  missions: Mission[];
  onRewardCenter: () => void;
}) {
  const { t } = useTranslation('missions');
  return (
    <CentreCard id={`missions-${period}`} title={t(`periods.${period}`)}>
      <p className="centre-card__intro">{t(`resets.${period}`)}</p>
      {missions.length === 0 ? (
        <p className="wallet-empty">{t('none')}</p>
      ) : (
        <ul className="mission-list">
          {missions.map((m) => (
            <MissionItem key={m.id} mission={m} onRewardCenter={onRewardCenter} />
          ))}
        </ul>
      )}
    </CentreCard>
  );
}

function MissionItem({ mission: m, onRewardCenter }: { mission: Mission; onRewardCenter: () => void }) {
  const { t } = useTranslation(['missions', 'common']);
  const { format: money } = useBrandMoney();
  const isMoney = m.kind === 'validBet' || m.kind === 'deposit';
  const figure = (v: string) => (isMoney ? money(v) : v);
  const titleId = `mission-${m.id}-title`;
  const category = m.category ? t(`common:categories.${m.category}`, { defaultValue: m.category }) : null;
  return (
    <li className={`mission${m.completed ? ' mission--done' : ''}`}>
      <div className="mission__head">
        <h5 id={titleId} className="mission__title">
          {m.title}
        </h5>
        <span className={`promo-badge ${STATE_TONE[m.rewardState]}`}>
          {t(m.completed ? `states.${m.rewardState}` : 'states.inProgress')}
        </span>
      </div>
      <p className="mission__how">
        {t(category ? `kinds.${m.kind}InCategory` : `kinds.${m.kind}`, {
          category,
          target: figure(m.target),
          // Rounds and login days are counted: their sentence takes the plural of the target.
          ...(isMoney ? {} : { count: Number(m.target) }),
        })}
      </p>
      <div className="mission__progress">
        <progress aria-labelledby={titleId} max={100} value={m.percent} />
        <span>{t('progress', { progress: figure(m.progress), target: figure(m.target) })}</span>
      </div>
      <div className="mission__foot">
        <span>{t('reward', { amount: money(m.reward), points: m.missionPoints })}</span>
        {m.rewardState === 'waiting' ? (
          <button
            type="button"
            className="btn btn--outline btn--small"
            aria-label={t('claimIn', { title: m.title })}
            onClick={onRewardCenter}
          >
            {t('toRewardCenter')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

const STATE_TONE: Record<Mission['rewardState'], string> = {
  none: 'promo-badge--info',
  waiting: 'promo-badge--success',
  claimed: '',
  expired: 'promo-badge--danger',
};
