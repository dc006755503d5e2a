import { useTranslation } from 'react-i18next';
import { DownloadSteps } from '@/features/download/components/download-steps';
import { useBootstrap } from '@/lib/bootstrap';

export default function DownloadPage() {
  const { t } = useTranslation('content');
  const resources = useBootstrap().data?.resources ?? [];
  return (
    <div className="page">
      <h1 className="page-title">{t('download.title')}</h1>
      <p className="page-lead">{t('download.intro')}</p>
      <DownloadSteps resources={resources} />
    </div>
  );
}
