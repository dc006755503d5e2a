import { useTranslation } from 'react-i18next';
import { ComingSoonDialog } from '@/components/ui/coming-soon-dialog';

/**
 * Stand-in for the login and register dialogs, which arrive with the accounts issue. It says
 * plainly that the form is not available yet rather than showing a form that cannot work.
 */
export function AuthPlaceholderDialog({
  kind,
  onClose,
}: {
  kind: 'login' | 'register';
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  return (
    <ComingSoonDialog
      title={t(kind === 'login' ? 'placeholder.loginTitle' : 'placeholder.registerTitle')}
      body={t(kind === 'login' ? 'placeholder.loginBody' : 'placeholder.registerBody')}
      onClose={onClose}
    />
  );
}
