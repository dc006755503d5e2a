import { useTranslation } from 'react-i18next';
import { DownloadSteps } from '@/features/download/components/download-steps';
import { InstallCard } from '@/features/download/components/install-card';
import { useBootstrap } from '@/lib/bootstrap';

export default function DownloadPage() {
  const { t } = useTranslation('content');
  const bootstrap = useBootstrap().data;
  const resources = bootstrap?.resources ?? [];
  return (
    <div className="page">
      <h1 className="page-title">{t('download.title')}</h1>
      <p className="page-lead">{t('download.intro')}</p>
      <InstallCard brand={bootstrap?.brand.name ?? ''} />
      <DownloadSteps resources={resources} />
    </div>
  );
}
