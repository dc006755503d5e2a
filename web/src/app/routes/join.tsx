import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { SafeHtml } from '@/components/ui/safe-html';
import { PageSkeleton } from '@/components/ui/skeleton';
import { JoinApplication } from '@/features/agent/components/join-form';
import { useHelpCenter } from '@/features/content/api/use-help-center';
import { findAgentProgramme } from '@/features/content/lib/agent-programme';
import { useAccountDialogs } from '@/lib/account-overlays';
import { useBootstrap } from '@/lib/bootstrap';
import { useSessionState } from '@/lib/session-state';
import { errorMessageKey } from '@/lib/errors';

/**
 * /join: the brand's agent programme (its help-centre article, sanitised) and the way in. With
 * AGENTPOLICY3 on, a visitor or a member applies with the form (a member who applied sees where the
 * application stands; an agent is pointed to its centre), and with DIRECTREG3 on a visitor may
 * also simply register. With AGENTPOLICY3 off: a visitor registers first, a member asks customer
 * service.
 */
export default function JoinPage() {
  const { t } = useTranslation(['content', 'common', 'agent']);
  const help = useHelpCenter();
  const session = useSessionState().data;
  const isLoggedIn = session?.isLoggedIn ?? false;
  const modules = useBootstrap().data?.modules;
  const dialogs = useAccountDialogs();
  const canApply = modules?.AGENTPOLICY3 === true;
  const canRegister = modules?.DIRECTREG3 === true;

  const action = canApply ? (
    <div className="join__apply">
      <p>{t('agent:join.intro')}</p>
      <JoinApplication
        isLoggedIn={isLoggedIn}
        isAgent={session?.isLoggedIn === true && session.isAgent}
        onOpenAgentCentre={() => dialogs.openAgentCentre()}
      />
      {!isLoggedIn && canRegister ? (
        <div className="join__cta">
          <p>{t('agent:join.orRegister')}</p>
          <Link className="btn btn--outline" to="/register">
            <Icon name="user" size={18} />
            {t('join.register')}
          </Link>
        </div>
      ) : null}
    </div>
  ) : isLoggedIn ? (
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
