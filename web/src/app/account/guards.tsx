import { TRIAL_TYPE } from '@portal/contracts';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useSessionState } from '@/lib/session-state';
import { useAccountDialogs } from './account-dialogs';

export type Requirement = {
  /** A real account: free-play (type 4) accounts get the "register a real account" warning. */
  realAccount?: boolean;
  /** Agent types only (1, 2, 41, 42). */
  agent?: boolean;
  /** Where a visitor goes once logged in through the popup (default "/"): the thing they chose. */
  then?: string;
};

/**
 * Spec section 6: no session opens the login popup; a trial account is asked to register a real
 * one. Returns a check that answers true when the action may go ahead.
 */
export function useRequireSession() {
  const session = useSessionState().data;
  const dialogs = useAccountDialogs();
  return useCallback(
    (requirement: Requirement = {}): boolean => {
      if (!session?.isLoggedIn) {
        if (requirement.then) dialogs.openLoginThen(requirement.then);
        else dialogs.openLogin();
        return false;
      }
      if ((requirement.realAccount || requirement.agent) && session.type === TRIAL_TYPE) {
        dialogs.openTrialWarning();
        return false;
      }
      if (requirement.agent && !session.isAgent) return false;
      return true;
    },
    [session, dialogs],
  );
}

/** Renders its children only for a session meeting the requirement; otherwise asks as above. */
export function RequireSession({ children, ...requirement }: Requirement & { children: ReactNode }) {
  const session = useSessionState();
  const require = useRequireSession();
  const allowed =
    session.data?.isLoggedIn === true &&
    !((requirement.realAccount || requirement.agent) && session.data.type === TRIAL_TYPE) &&
    !(requirement.agent && !session.data.isAgent);
  const settled = !session.isPending;
  useEffect(() => {
    if (settled && !allowed) require(requirement);
    // Asks once per change of the outcome, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, allowed]);
  return allowed ? children : null;
}
