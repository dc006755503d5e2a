import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

/** An honest stand-in for a dialog whose feature lands in a later release. */
export function ComingSoonDialog({
  title,
  body,
  onClose,
}: {
  title: string;
  body: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <p className="coming-soon-dialog__badge">{t('comingSoon')}</p>
      <p>{body}</p>
    </Dialog>
  );
}
