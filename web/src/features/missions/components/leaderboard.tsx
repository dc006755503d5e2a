import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreCard, QueryView } from '@/components/money/parts';
import { RecordTable } from '@/components/ui/record-table';
import type { MissionLeaderboardEntry, MissionPeriod } from '../api/types';
import { useMissionLeaderboard } from '../api/use-missions';

/**
 * The leaderboard of the day or the week: the top places by mission points (others' names masked
 * by the platform), and the member's own place even when it is outside them.
 */
export function Leaderboard() {
  const { t } = useTranslation('missions');
  const [period, setPeriod] = useState<MissionPeriod>('weekly');
  const board = useMissionLeaderboard(period);
  return (
    <CentreCard id="missions-leaderboard" title={t('leaderboard.title')}>
      <p className="centre-card__intro">{t('leaderboard.rule')}</p>
      <div className="missions-periods" role="group" aria-label={t('leaderboard.period')}>
        {(['daily', 'weekly'] as const).map((p) => (
          <button
            key={p}
            type="button"
            className={`btn btn--small ${p === period ? 'btn--primary' : 'btn--outline'}`}
            aria-pressed={p === period}
            onClick={() => setPeriod(p)}
          >
            {t(`leaderboard.${p}`)}
          </button>
        ))}
      </div>
      <QueryView query={board}>
        {(b) => (
          <>
            <p className="missions-me" role="status">
              {b.me.rank === null
                ? t('leaderboard.meUnranked')
                : t('leaderboard.me', { rank: b.me.rank, points: b.me.points })}
            </p>
            {b.list.length === 0 ? (
              <p className="wallet-empty">{t('leaderboard.empty')}</p>
            ) : (
              <RecordTable<MissionLeaderboardEntry>
                caption={t('leaderboard.caption', { from: b.periodStart, to: b.periodEnd })}
                rows={b.list}
                rowKey={(r) => r.rank}
                columns={[
                  { label: t('leaderboard.rank'), num: true, cell: (r) => r.rank },
                  {
                    label: t('leaderboard.player'),
                    cell: (r) =>
                      r.isMe ? <strong>{t('leaderboard.you', { name: r.name })}</strong> : r.name,
                  },
                  { label: t('leaderboard.points'), num: true, cell: (r) => r.points },
                ]}
              />
            )}
          </>
        )}
      </QueryView>
    </CentreCard>
  );
}
