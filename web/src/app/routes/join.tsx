import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { SafeHtml } from '@/components/ui/safe-html';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useHelpCenter } from '@/features/content/api/use-help-center';
import { findAgentProgramme } from '@/features/content/lib/agent-programme';
import { useSessionState } from '@/lib/session-state';
import { errorMessageKey } from '@/lib/errors';

/**
 * /join: the brand's agent programme (its help-centre article, sanitised) and the way in: a visitor
 * registers first; a member asks customer service to become an agent.
 */
export default function JoinPage() {
  const { t } = useTranslation(['content', 'common']);
  const help = useHelpCenter();
  const isLoggedIn = useSessionState().data?.isLoggedIn ?? false;

  const action = isLoggedIn ? (
    <div className="join__cta">
      <p>{t('join.memberNote')}</p>
      <Link className="btn btn--outline" to="/help?topic=contact">
        {t('join.contact')}
      </Link>
    </div>
  ) : (
    <div className="join__cta">
      <p>{t('join.visitorNote')}</p>
      <Link className="btn btn--primary" to="/register">
        <Icon name="user" size={18} />
        {t('join.register')}
      </Link>
    </div>
  );

  let body;
  if (help.isPending) body = <PageSkeleton label={t('common:loading')} />;
  else if (help.isError) {
    body = (
      <ErrorState
        title={t('common:errors.networkTitle')}
        message={t(`common:${errorMessageKey(help.error)}`)}
        retryLabel={t('common:retry')}
        onRetry={() => void help.refetch()}
      />
    );
  } else {
    const article = findAgentProgramme(help.data);
    body = article ? (
      <article className="join__article" aria-label={article.title}>
        <SafeHtml className="rich-text" html={article.content} />
      </article>
    ) : (
      <p className="join__fallback">{t('join.fallback')}</p>
    );
  }

  return (
    <div className="page join">
      <h1 className="page-title">{t('pages.join')}</h1>
      <p className="page-lead">{t('join.lead')}</p>
      <div className="join__layout">
        <div className="join__main">{body}</div>
        <aside className="join__side" aria-label={t('join.getStarted')}>
          <h2 className="join__side-title">{t('join.getStarted')}</h2>
          {action}
        </aside>
      </div>
    </div>
  );
}
