import { useTranslation } from 'react-i18next';
import { useAccountDialogs } from '@/lib/account-overlays';
import { useProtectionSettings } from '../api/use-protection';
import '../protection.css';

/**
 * The session bar's protection line: the reality check's interval as set (or off), and one tap to
 * the responsible-gaming page where it and the limits are changed.
 */
export default function SessionLimits() {
  const { t } = useTranslation('protection');
  const dialogs = useAccountDialogs();
  const settings = useProtectionSettings();
  const minutes = settings.data?.realityCheckMinutes ?? null;
  return (
    <div className="session-limits">
      <span className="session-limits__reality">
        {t('reality.title')}:{' '}
        {settings.isPending
          ? '…'
          : settings.isError
            ? '—'
            : minutes === null
              ? t('reality.off')
              : t('reality.minutes', { count: minutes })}
      </span>
      <button
        type="button"
        className="btn btn--outline btn--small"
        onClick={() => dialogs.openCentre('responsibleGaming')}
      >
        {t('title')}
      </button>
    </div>
  );
}
