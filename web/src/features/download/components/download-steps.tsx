import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { useImageUrl } from '@/lib/image-cdn';
import type { Resource } from '@/lib/bootstrap';

type Platform = 'ios' | 'android';

function PlatformCard({ platform, resource }: { platform: Platform; resource: Resource | undefined }) {
  const { t } = useTranslation('content');
  const imageUrl = useImageUrl();
  const name = t(`download.${platform}`);
  const steps = [1, 2, 3, 4].map((n) => t(`download.${platform}Step${n}`));
  return (
    <section className="download-card" aria-labelledby={`download-${platform}`}>
      <h2 id={`download-${platform}`} className="download-card__title">
        <Icon name={platform === 'ios' ? 'apple' : 'android'} size={28} />
        {name}
      </h2>
      {resource ? (
        <>
          {resource.qrCodeUrl ? (
            <figure className="download-card__qr">
              <img
                src={imageUrl(resource.qrCodeUrl)}
                alt={t('download.qrAlt', { platform: name })}
                width={168}
                height={168}
              />
              <figcaption>{t('download.scan')}</figcaption>
            </figure>
          ) : null}
          <ExternalLink className="btn btn--primary" href={resource.url}>
            <Icon name="download" size={18} />
            {t('download.open', { platform: name })}
          </ExternalLink>
          <ol className="download-card__steps">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      ) : (
        <p className="muted">{t('download.notAvailable', { platform: name })}</p>
      )}
    </section>
  );
}

/** App download page body: iOS and Android install steps with their QR codes. */
export function DownloadSteps({ resources }: { resources: Resource[] }) {
  const ios = resources.find((r) => r.resourceType === 'IOS_APP');
  const android = resources.find((r) => r.resourceType === 'ANDROID_APP');
  return (
    <div className="download-grid">
      <PlatformCard platform="ios" resource={ios} />
      <PlatformCard platform="android" resource={android} />
    </div>
  );
}
