import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <div className="page">
      <EmptyState
        icon="help"
        title={t('notFound.title')}
        headingLevel={1}
        action={
          <Link className="btn btn--primary" to="/index">
            {t('backHome')}
          </Link>
        }
      >
        <p>{t('notFound.body')}</p>
      </EmptyState>
    </div>
  );
}
