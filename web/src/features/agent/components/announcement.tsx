import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/ui/safe-html';
import { useAgentNotices } from '../api/use-agent';
import { AgentQuery } from './parts';

/** agentAnnouncement: the notices whose audience is agents, newest first (HTML sanitised). */
export function AnnouncementPage() {
  const { t } = useTranslation('agent');
  const notices = useAgentNotices();
  return (
    <div className="centre-page__stack">
      <AgentQuery query={notices} isEmpty={(list) => list.length === 0} empty={t('announcement.none')}>
        {(list) => (
          <ul className="agent-notices">
            {list.map((notice) => (
              <li key={notice.id} className="centre-card">
                <article aria-labelledby={`agent-notice-${notice.id}`}>
                  <h4 id={`agent-notice-${notice.id}`} className="centre-card__title">
                    {notice.title}
                  </h4>
                  <p className="centre-card__intro">
                    <time>{notice.startDateStr}</time>
                  </p>
                  <SafeHtml className="rich-text" html={notice.content} />
                </article>
              </li>
            ))}
          </ul>
        )}
      </AgentQuery>
    </div>
  );
}
