import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

/** A small dialog that only tells something, closed by its one button. */
export function MessageDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
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
      {children}
    </Dialog>
  );
}
