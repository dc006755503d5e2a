import { TRIAL_TYPE } from '@portal/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAccountDialogs } from '@/lib/account-overlays';
import { useSessionState } from '@/lib/session-state';
import { useBootstrap } from '@/lib/bootstrap';
import { gameHref, isLotteryGame, type LaunchableGame } from './launch-target';

/**
 * Opening a game (spec section 2): no session opens the login popup, and logging in there launches
 * the game (not the home page the login would otherwise go to); a trial (type 4) account gets
 * the real-account warning, except for a game that allows free play while FREEPLAY3 is on, which
 * opens in free play. The game page launches it (a fresh ticket on every visit, so a reload works).
 */
export function useOpenGame() {
  const session = useSessionState().data;
  const modules = useBootstrap().data?.modules;
  const dialogs = useAccountDialogs();
  const navigate = useNavigate();
  return useCallback(
    (game: LaunchableGame, options: { room?: string } = {}) => {
      if (!session?.isLoggedIn) {
        dialogs.openLoginThen(gameHref(game, options));
        return;
      }
      const trial = session.type === TRIAL_TYPE;
      if (trial && isLotteryGame(game)) {
        dialogs.openTrialWarning();
        return;
      }
      const freePlay = trial && game.freePlay && modules?.['FREEPLAY3'] === true;
      if (trial && !freePlay) {
        dialogs.openTrialWarning();
        return;
      }
      void navigate(gameHref(game, { freePlay, room: options.room }));
    },
    [session, modules, dialogs, navigate],
  );
}
