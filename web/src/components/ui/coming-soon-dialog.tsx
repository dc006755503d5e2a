import { useTranslation } from 'react-i18next';
import { MessageDialog } from './message-dialog';

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
    <MessageDialog title={title} onClose={onClose}>
      <p className="coming-soon-dialog__badge">{t('comingSoon')}</p>
      <p>{body}</p>
    </MessageDialog>
  );
}
