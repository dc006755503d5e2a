import { useTranslation } from 'react-i18next';
import { ContactButton, StatusScreen, type ContactScreenProps } from './status-screen';

/**
 * The spec's "domain check invalid, contact service": the address typed is not one of the brand's,
 * so nothing of the app is offered there (it may be a look-alike site); only the way to support.
 */
export function InvalidDomainPage({
  brandName,
  onContact,
  tools,
}: ContactScreenProps & { brandName: string }) {
  const { t } = useTranslation('system');
  return (
    <StatusScreen icon="globe" title={t('domain.title')} tools={tools}>
      <p className="status-screen__message">{t('domain.body', { brand: brandName })}</p>
      <ContactButton onContact={onContact} label={t('domain.contact')} />
    </StatusScreen>
  );
}
