import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** Shown while the bootstrap loads: the page's shape, so nothing jumps when it arrives. */
export function Splash() {
  const { t } = useTranslation('system');
  return (
    <div className="splash" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{t('loading')}</span>
      <div className="splash__bar">
        <Skeleton className="splash__logo" />
        <Skeleton className="splash__pill" />
        <Skeleton className="splash__pill" />
      </div>
      <div className="splash__nav" />
      <Skeleton className="splash__banner" />
      <div className="splash__cards">
        <Skeleton className="splash__card" />
        <Skeleton className="splash__card" />
        <Skeleton className="splash__card" />
        <Skeleton className="splash__card" />
      </div>
    </div>
  );
}
