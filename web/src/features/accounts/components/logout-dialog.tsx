import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { authErrorKey } from '../api/errors';
import { useLogout } from '../api/use-account-mutations';
import { FormAlert } from './form-kit';

/** "Sign out?" confirmation; on success the app goes to "/". */
export function LogoutDialog({ onClose, onLoggedOut }: { onClose: () => void; onLoggedOut: () => void }) {
  const { t } = useTranslation('account-forms');
  const logout = useLogout();
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (logout.isPending) return;
    setError(null);
    logout.mutate(undefined, {
      onSuccess: onLoggedOut,
      onError: (e) => setError(t(authErrorKey(e))),
    });
  };
  return (
    <Dialog
      title={t('logout.title')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={confirm}
            aria-busy={logout.isPending || undefined}
            aria-disabled={logout.isPending || undefined}
            data-autofocus
          >
            {logout.isPending ? t('pending') : t('logout.confirm')}
          </button>
        </>
      }
    >
      <p>{t('logout.body')}</p>
      <FormAlert message={error} />
    </Dialog>
  );
}
