import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreCard, Empty, Loading, Notice, QueryError, QueryView } from '@/components/money/parts';
import { Pager } from '@/components/ui/pager';
import { RecordTable } from '@/components/ui/record-table';
import { useEndSession, useLoginHistory, useSessions } from '../api/use-profile';
import type { LoginRecord, MemberSession } from '../api/types';

function useLoginType() {
  const { t } = useTranslation('account-forms');
  return (type: string) => t(`profile.loginTypes.${type}`, { defaultValue: type });
}

/** The member's logins, newest first, ten a page: time, IP, device and how. */
export function LoginHistorySection() {
  const { t } = useTranslation('account-forms');
  const loginType = useLoginType();
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);
  return (
    <section className="centre-card" aria-labelledby="login-history-title">
      <h4 id="login-history-title" className="centre-card__title">
        {t('profile.history.title')}
      </h4>
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <Empty>{t('profile.history.empty')}</Empty>
      ) : (
        <>
          <RecordTable<LoginRecord>
            caption={t('profile.history.title')}
            rows={history.data.list}
            rowKey={(r) => r.id}
            busy={history.isPlaceholderData}
            columns={[
              { label: t('profile.history.time'), cell: (r) => r.time },
              { label: t('profile.history.ip'), cell: (r) => r.ip, mono: true },
              { label: t('profile.history.device'), cell: (r) => r.device },
              { label: t('profile.history.type'), cell: (r) => loginType(r.loginType) },
            ]}
          />
          <Pager pageNo={page} totalPages={history.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}

/**
 * The live sessions: sign any of them out everywhere. The current one is marked, and signing it out
 * asks first (it is a logout here).
 */
export function SessionsSection() {
  const { t } = useTranslation('account-forms');
  const loginType = useLoginType();
  const sessions = useSessions();
  const end = useEndSession();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [ended, setEnded] = useState(false);
  const signOut = (session: MemberSession) => {
    if (session.current && confirming !== session.id) {
      setConfirming(session.id);
      return;
    }
    setEnded(false);
    end.mutate({ id: session.id }, { onSuccess: () => setEnded(true), onSettled: () => setConfirming(null) });
  };
  return (
    <CentreCard id="sessions-title" title={t('profile.sessions.title')}>
      <QueryView query={sessions}>
        {(data) => (
          <ul className="session-list">
            {data.map((s) => (
              <li key={s.id} className="session-list__item" aria-current={s.current || undefined}>
                <div>
                  <strong>{s.device ?? t('profile.sessions.unknown')}</strong>
                  {s.current ? (
                    <span className="contact-badge contact-badge--ok">{t('profile.sessions.current')}</span>
                  ) : null}
                  <div className="session-list__meta">
                    {t('profile.sessions.started', { time: s.createdAt })} ·{' '}
                    {s.ip ?? t('profile.sessions.unknown')} · {loginType(s.loginType)}
                  </div>
                  {confirming === s.id ? (
                    <Notice tone="warning">{t('profile.sessions.currentWarning')}</Notice>
                  ) : null}
                </div>
                <div className="session-list__actions">
                  {confirming === s.id ? (
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      onClick={() => setConfirming(null)}
                    >
                      {t('profile.sessions.cancel')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    disabled={end.isPending}
                    onClick={() => signOut(s)}
                  >
                    {confirming === s.id
                      ? t('profile.sessions.confirm')
                      : s.current
                        ? t('profile.sessions.signOutCurrent')
                        : t('profile.sessions.signOut')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {ended ? <Notice tone="success">{t('profile.sessions.ended')}</Notice> : null}
    </CentreCard>
  );
}
