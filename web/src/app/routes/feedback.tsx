import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { FeedbackForm } from '@/features/messages/components/feedback-form';
import { useSessionState } from '@/lib/session-state';
import { useAccountDialogs } from '../account/account-dialogs';

/**
 * /feedback: the feedback form (spec section 2, "other screens"), linked from the footer. Feedback is
 * tied to an account, so a visitor is asked to log in first.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('messages');
  const session = useSessionState();
  const { openLogin } = useAccountDialogs();
  const isLoggedIn = session.data?.isLoggedIn === true;
  return (
    <div className="page feedback-page">
      <h1 className="page-title">{t('feedback.title')}</h1>
      <p className="page-lead">{t('feedback.intro')}</p>
      {isLoggedIn ? (
        <FeedbackForm />
      ) : session.isSuccess ? (
        <EmptyState
          icon="user"
          title={t('feedback.loginTitle')}
          action={
            <button type="button" className="btn btn--primary" onClick={openLogin}>
              {t('feedback.login')}
            </button>
          }
        >
          <p>{t('feedback.loginBody')}</p>
        </EmptyState>
      ) : null}
    </div>
  );
}
