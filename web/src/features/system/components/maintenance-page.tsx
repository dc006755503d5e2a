import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { StatusScreen } from './status-screen';

export function MaintenancePage({
  message,
  until,
  tools,
}: {
  message: string | null;
  until: string | null;
  tools?: ReactNode;
}) {
  const { t, i18n } = useTranslation('system');
  return (
    <StatusScreen icon="wrench" title={t('maintenance.title')} tools={tools}>
      <p className="status-screen__message">{message || t('maintenance.body')}</p>
      {until ? (
        <p className="status-screen__until">
          {t('maintenance.until', { time: formatDateTime(until, i18n.language) })}
        </p>
      ) : null}
      <p className="muted">{t('maintenance.thanks')}</p>
    </StatusScreen>
  );
}
