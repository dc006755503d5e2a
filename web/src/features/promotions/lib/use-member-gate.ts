import { TRIAL_TYPE } from '@portal/contracts';
import { useAccountDialogs } from '@/lib/account-overlays';
import { useSessionState } from '@/lib/session-state';

/**
 * Spec section 6 for a promotion action: a visitor gets the login popup, a trial account the
 * in_need_true_account warning. Returns a check that answers true when the action may go ahead.
 */
export function useMemberGate(): () => boolean {
  const session = useSessionState().data;
  const dialogs = useAccountDialogs();
  return () => {
    if (!session?.isLoggedIn) {
      dialogs.openLogin();
      return false;
    }
    if (session.type === TRIAL_TYPE) {
      dialogs.openTrialWarning();
      return false;
    }
    return true;
  };
}
