import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';

/** Says why the chat window did not open (or was closed again). */
export function SupportNotice({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string;
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
      <p role="alert">{message}</p>
    </Dialog>
  );
}
