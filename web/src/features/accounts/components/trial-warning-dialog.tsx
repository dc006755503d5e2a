import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';

/** Free-play (type 4) accounts are not real: they are asked to register one (spec section 6). */
export function TrialWarningDialog({ onClose, onRegister }: { onClose: () => void; onRegister: () => void }) {
  const { t } = useTranslation('account-forms');
  return (
    <Dialog
      title={t('trial.title')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="button" className="btn btn--primary" onClick={onRegister} data-autofocus>
            {t('in_increase_submit')}
          </button>
        </>
      }
    >
      <p>{t('in_need_true_account')}</p>
    </Dialog>
  );
}
