import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { installWay, onInstallChange, promptInstall, type InstallWay } from '@/lib/app-install';

/**
 * Installing the portal itself as an app (ADR 0017): the browser's own prompt where it has one
 * (Chromium), the Share > Add to Home Screen steps on iPhone and iPad (Safari has no prompt), a line
 * saying it is installed when it runs as one, and otherwise which browsers can.
 */
export function InstallCard({ brand }: { brand: string }) {
  const { t, ready } = useTranslation('pwa');
  const [way, setWay] = useState<InstallWay>(installWay);
  useEffect(() => onInstallChange(() => setWay(installWay())), []);
  if (!ready) return null;
  return (
    <section className="download-card install-card" aria-labelledby="install-title">
      <h2 id="install-title" className="download-card__title">
        <Icon name="download" size={28} />
        {t('install.title')}
      </h2>
      <p>{t('install.body', { brand })}</p>
      {way === 'installed' ? (
        <p className="muted" role="status">
          {t('install.installed')}
        </p>
      ) : way === 'prompt' ? (
        <button type="button" className="btn btn--primary" onClick={() => void promptInstall()}>
          {t('install.button')}
        </button>
      ) : way === 'ios' ? (
        <>
          <h3 className="install-card__subtitle">{t('install.iosTitle')}</h3>
          <ol className="download-card__steps">
            <li>{t('install.iosStep1')}</li>
            <li>{t('install.iosStep2')}</li>
            <li>{t('install.iosStep3')}</li>
          </ol>
        </>
      ) : (
        <p className="muted">{t('install.otherBrowser')}</p>
      )}
    </section>
  );
}
