import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { StatusScreen } from './status-screen';

export function BlockedPage({
  ip,
  onContact,
  tools,
}: {
  ip: string;
  onContact: (() => void) | null;
  tools?: ReactNode;
}) {
  const { t } = useTranslation('status');
  return (
    <StatusScreen icon="shield" title={t('blocked.title')} tools={tools}>
      <p className="status-screen__message">{t('blocked.body')}</p>
      <p className="status-screen__ip">{t('blocked.ip', { ip })}</p>
      {onContact ? (
        <button type="button" className="btn btn--primary" onClick={onContact}>
          <Icon name="headset" size={18} />
          {t('blocked.contact')}
        </button>
      ) : null}
    </StatusScreen>
  );
}
