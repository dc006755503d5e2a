import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/errors';
import { PageSkeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/error-state';
import { useNotices } from '@/features/content/api/use-notices';
import { NoticeList } from '@/features/content/components/notice-list';

export default function NoticesPage() {
  const { t } = useTranslation(['content', 'common']);
  const notices = useNotices();
  return (
    <div className="page">
      <h1 className="page-title">{t('notices.title')}</h1>
      {notices.isPending ? (
        <PageSkeleton label={t('common:loading')} />
      ) : notices.isError ? (
        <ErrorState
          title={t('common:errors.networkTitle')}
          message={t(`common:${errorMessageKey(notices.error)}`)}
          retryLabel={t('common:retry')}
          onRetry={() => void notices.refetch()}
        />
      ) : (
        <NoticeList notices={notices.data} />
      )}
    </div>
  );
}
