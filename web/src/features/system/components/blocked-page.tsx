import { useTranslation } from 'react-i18next';
import { ContactButton, StatusScreen, type ContactScreenProps } from './status-screen';

export function BlockedPage({ ip, onContact, tools }: ContactScreenProps & { ip: string }) {
  const { t } = useTranslation('system');
  return (
    <StatusScreen icon="shield" title={t('blocked.title')} tools={tools}>
      <p className="status-screen__message">{t('blocked.body')}</p>
      <p className="status-screen__ip">{t('blocked.ip', { ip })}</p>
      <ContactButton onContact={onContact} label={t('blocked.contact')} />
    </StatusScreen>
  );
}
