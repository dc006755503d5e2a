import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/ui/empty-state';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <EmptyPage
      icon="help"
      title={t('notFound.title')}
      link={{ to: '/index', label: t('backHome'), className: 'btn btn--primary' }}
    >
      <p>{t('notFound.body')}</p>
    </EmptyPage>
  );
}
