import { useTranslation } from 'react-i18next';
import { DateTime } from '@/components/money/parts';
import { useBrandMoney } from '@/lib/money';
import type { TeamFeedItem } from '../api/types';

export type TeamFeedEvent = Extract<TeamFeedItem, { type: 'event' }>['event'];

/** The live team feed: the downline's latest registrations, first deposits and big wins, newest first. */
export function TeamFeed({ events, isLive }: { events: TeamFeedEvent[]; isLive: boolean }) {
  const { t } = useTranslation('agent');
  const money = useBrandMoney();
  return (
    <section className="centre-card agent-feed" aria-labelledby="agent-feed-title">
      <div className="centre-card__head">
        <h4 id="agent-feed-title" className="centre-card__title">
          {t('feed.title')}
        </h4>
        <span className={`agent-feed__live${isLive ? '' : ' is-connecting'}`}>
          {t(isLive ? 'feed.live' : 'feed.connecting')}
        </span>
      </div>
      {/* A polite live region: each new event is read out once. */}
      <ol className="agent-feed__list" aria-live="polite" aria-label={t('feed.title')}>
        {events.length === 0 ? <li className="agent-feed__empty">{t('feed.empty')}</li> : null}
        {events.map((event, index) => (
          <li
            key={`${event.at}-${event.account}-${index}`}
            className={`agent-feed__item agent-feed__item--${event.kind}`}
          >
            <span>
              {t(`feed.${event.kind}`, {
                account: event.account,
                amount: event.amount === null ? '' : money.format(event.amount),
              })}
            </span>
            <DateTime value={event.at} />
          </li>
        ))}
      </ol>
    </section>
  );
}
